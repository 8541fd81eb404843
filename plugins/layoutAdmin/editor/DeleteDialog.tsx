// Asks before the overlay of a scope is deleted (published as a deleting version).
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { OverlayScope } from '@plugin-api/layout-admin';

export function DeleteDialog({ open, busy, scope, scopeLabel, nextVersion, onClose, onConfirm }: { open: boolean; busy: boolean; scope: OverlayScope; scopeLabel: string; nextVersion: number; onClose(): void; onConfirm(): void }) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !busy && !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'i18n_layout_deleteTitle' }, { scope: scopeLabel })}</DialogTitle>
          <DialogContent data-testid="layout-delete-dialog">{intl.formatMessage({ id: 'i18n_layout_deleteBody' }, { scope: scopeLabel, version: nextVersion, kind: scope })}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {intl.formatMessage({ id: 'i18n_layout_cancel' })}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => {
                onClose();
                onConfirm();
              }}
              data-testid="layout-delete-confirm"
            >
              {intl.formatMessage({ id: 'i18n_layout_deleteConfirm' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
