// The rollback's confirmation: which version is published again over which, with an optional note.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Text, Textarea } from '@fluentui/react-components';
import type { HistoryModel, RollbackOutcome } from '../model/historyModel';

const MAX_NOTE_LENGTH = 500;

/** Asks before a rollback; closes when it ends either way (the outcome shows in the panel). */
export const RollbackDialog = observer(function RollbackDialog({ model, open, onClose, onDone }: { model: HistoryModel; open: boolean; onClose(): void; onDone(outcome: RollbackOutcome): void }) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const { busy, selected } = model;
  const confirm = async () => {
    const outcome = await model.rollback(note);
    if (outcome?.ok) setNote('');
    onClose();
    if (outcome) onDone(outcome);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !busy && !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'i18n_layout_history_rollbackTitle' }, { version: selected ?? '' })}</DialogTitle>
          <DialogContent>
            <Text as="p">{intl.formatMessage({ id: 'i18n_layout_history_rollbackText' }, { version: selected ?? '', current: model.list?.current ?? '' })}</Text>
            <Field label={intl.formatMessage({ id: 'i18n_layout_history_rollbackNote' })}>
              <Textarea value={note} maxLength={MAX_NOTE_LENGTH} onChange={(_, data) => setNote(data.value)} data-testid="history-rollback-note" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {intl.formatMessage({ id: 'i18n_layout_history_cancel' })}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy} data-testid="history-rollback-confirm">
              {intl.formatMessage({ id: 'i18n_layout_history_rollbackConfirm' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
