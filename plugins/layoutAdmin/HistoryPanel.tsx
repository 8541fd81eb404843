// The layout editor's History tab: the versions of one overlay scope (newest first), the difference
// of two of them side by side, and a rollback to a chosen version (published again as a new version).
// The state is HistoryModel's (model/historyModel.ts); the parts are in history/.
import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Field, MessageBar, MessageBarActions, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@plugin-api';
import { type OverlayScope } from '@plugin-api/layout-admin';
import { HistoryModel, type RollbackOutcome } from './model/historyModel';
import { DiffTable } from './history/DiffTable';
import { RollbackDialog } from './history/RollbackDialog';
import { VersionTable } from './history/VersionTable';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
});

/** The versions of one overlay scope, a side-by-side difference of two, and a rollback. */
export const HistoryPanel = observer(function HistoryPanel({ scope, onRolledBack }: { scope: OverlayScope; onRolledBack?: (version: number) => void }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const model = useMemo(() => new HistoryModel(portal.layoutAdmin, scope), [portal.layoutAdmin, scope]);
  useEffect(() => void model.load(), [model]);
  const [dialogOpen, setDialogOpen] = useState(false);

  const outcomeText = (outcome: RollbackOutcome) =>
    outcome.ok
      ? intl.formatMessage({ id: 'i18n_layout_history_rolledBack' }, { from: outcome.from, version: outcome.version })
      : intl.formatMessage({ id: 'i18n_layout_history_rollbackFailed' }, { message: outcome.message });
  const rolledBack = (outcome: RollbackOutcome) => {
    if (!outcome.ok) return;
    portal.notify('success', outcomeText(outcome));
    onRolledBack?.(outcome.version);
  };

  const { list, compare, outcome } = model;
  if (model.loadError !== undefined) {
    return (
      <MessageBar intent="error" data-testid="history-error">
        <MessageBarBody>{intl.formatMessage({ id: 'i18n_layout_history_loadFailed' }, { message: model.loadError })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void model.load()}>{intl.formatMessage({ id: 'i18n_layout_history_retry' })}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!list) return <Spinner size="small" label={intl.formatMessage({ id: 'i18n_layout_history_loading' })} />;

  const versionOption = (version: number) => (
    <option key={version} value={String(version)}>
      {intl.formatMessage({ id: 'i18n_layout_history_versionOption' }, { version })}
    </option>
  );
  const none = intl.formatMessage({ id: 'i18n_layout_history_none' });
  return (
    <div className={styles.panel} data-testid="history-panel">
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} data-testid={outcome.ok ? 'history-rollback-done' : 'history-rollback-error'}>
          <MessageBarBody>{outcomeText(outcome)}</MessageBarBody>
        </MessageBar>
      )}
      <VersionTable model={model} />

      {compare && (
        <>
          <div className={styles.actions}>
            <Field label={intl.formatMessage({ id: 'i18n_layout_history_compareLeft' })}>
              <Select value={String(compare.left)} onChange={(_, data) => model.setCompare({ ...compare, left: Number(data.value) })} data-testid="history-compare-left">
                <option value="0">{none}</option>
                {model.versionOptions.map(versionOption)}
              </Select>
            </Field>
            <Field label={intl.formatMessage({ id: 'i18n_layout_history_compareRight' })}>
              <Select value={String(compare.right)} onChange={(_, data) => model.setCompare({ ...compare, right: Number(data.value) })} data-testid="history-compare-right">
                {model.versionOptions.map(versionOption)}
              </Select>
            </Field>
            <Button appearance="primary" disabled={!model.canRollback} onClick={() => setDialogOpen(true)} data-testid="history-rollback">
              {intl.formatMessage({ id: 'i18n_layout_history_rollback' })}
            </Button>
          </div>
          {model.textError !== undefined ? (
            <MessageBar intent="error">
              <MessageBarBody>{model.textError}</MessageBarBody>
            </MessageBar>
          ) : !model.diff ? (
            <Spinner size="tiny" label={intl.formatMessage({ id: 'i18n_layout_history_diffLoading' })} />
          ) : (
            <DiffTable
              diff={model.diff}
              caption={intl.formatMessage({ id: 'i18n_layout_history_diff' }, { left: compare.left || none, right: compare.right })}
              deletedLeft={compare.left > 0 && model.leftText === null}
              deletedRight={model.rightText === null}
            />
          )}
        </>
      )}

      <RollbackDialog model={model} open={dialogOpen} onClose={() => setDialogOpen(false)} onDone={rolledBack} />
    </div>
  );
});
