// The personal table configurations of the personal info page (rows keyed by account, sub-account,
// table and type `table`): the list, a new one, and each edited in a dialog with its columns.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Card, CardHeader, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { Add16Regular } from '@fluentui/react-icons';
import { errorText, ListTable, addColumn, formatTime, parseTableConfig, usePortal, type LayoutConfigRow, type TableColumnConfig } from '@plugin-api';
import { ColumnEditor } from './ColumnEditor';
import { columnsShown } from './personalInfo';

/** One table configuration being edited: the table it is for (new: typed in) and its columns. */
interface ConfigDraft {
  toElsAccount: string;
  isNew: boolean;
  columns: TableColumnConfig[];
}

/** The personal table configurations (rows keyed by account, sub-account, table and type `table`), each editable. */
export const ConfigSection = observer(function ConfigSection() {
  const portal = usePortal();
  const intl = useIntl();
  const { profile } = portal;
  const { configs } = profile;
  const [draft, setDraft] = useState<ConfigDraft>();
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void profile.loadConfigs();
  }, [profile]);
  const edit = (next: ConfigDraft) => {
    setDraft(next);
    setProblem(undefined);
  };
  const editRow = (row: LayoutConfigRow) => {
    const columns = parseTableConfig(row.configJson)?.columns ?? [];
    edit({ toElsAccount: row.toElsAccount, isNew: false, columns: columns.length > 0 ? columns : addColumn([]) });
  };
  const save = async () => {
    if (!draft) return;
    if (!draft.toElsAccount.trim()) {
      setProblem(intl.formatMessage({ id: 'i18n_info_configTableRequired' }));
      return;
    }
    setSaving(true);
    // A retry starts clean: an earlier failure is not shown beside this attempt's outcome.
    setProblem(undefined);
    try {
      await profile.saveConfig(draft.toElsAccount.trim(), draft.columns);
      portal.notify('success', intl.formatMessage({ id: 'i18n_info_configSaved' }));
      setDraft(undefined);
    } catch (reason) {
      setProblem(errorText(reason));
    } finally {
      setSaving(false);
    }
  };
  const title = intl.formatMessage({ id: 'i18n_info_configs' });
  const newButton = (
    <Button size="small" icon={<Add16Regular />} onClick={() => edit({ toElsAccount: '', isNew: true, columns: addColumn([]) })} data-testid="info-config-new">
      {intl.formatMessage({ id: 'i18n_info_configNew' })}
    </Button>
  );
  return (
    <Card data-testid="info-configs">
      <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{title}</Subtitle1>} action={configs.status === 'ready' ? newButton : undefined} />
      {configs.status === 'loading' || configs.status === 'idle' ? (
        <Spinner size="small" label={intl.formatMessage({ id: 'i18n_info_loading' })} />
      ) : configs.status === 'error' ? (
        <MessageBar intent="error">
          <MessageBarBody>{configs.error ?? intl.formatMessage({ id: 'i18n_info_loadFailed' })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void profile.loadConfigs()}>
              {intl.formatMessage({ id: 'i18n_info_retry' })}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : configs.rows.length === 0 ? (
        <Text data-testid="info-configs-empty">{intl.formatMessage({ id: 'i18n_info_configsEmpty' })}</Text>
      ) : (
        <ListTable
          rows={configs.rows}
          columns={[
            { id: 'table', header: intl.formatMessage({ id: 'i18n_info_toElsAccount' }), cell: (row) => row.toElsAccount || '—' },
            {
              id: 'columns',
              header: intl.formatMessage({ id: 'i18n_info_configColumns' }),
              cell: (row) => intl.formatMessage({ id: 'i18n_info_columnsShown' }, columnsShown(row.configJson)),
            },
            { id: 'updated', header: intl.formatMessage({ id: 'i18n_info_updatedAt' }), nowrap: true, cell: (row) => formatTime(row.updatedAt) },
            {
              id: 'action',
              header: intl.formatMessage({ id: 'i18n_info_actions' }),
              cell: (row) => (
                <Button size="small" onClick={() => editRow(row)} data-testid={`info-config-edit-${row.toElsAccount}`}>
                  {intl.formatMessage({ id: 'i18n_info_edit' })}
                </Button>
              ),
            },
          ]}
          rowKey={(row) => `${row.elsAccount}_${row.elsSubAccount}_${row.toElsAccount}_${row.configType}`}
          rowProps={(row) => ({ 'data-testid': `info-config-row-${row.toElsAccount}` })}
          label={title}
          testId="info-configs"
        />
      )}
      <Dialog open={draft !== undefined} onOpenChange={(_, data) => !data.open && setDraft(undefined)}>
        <DialogSurface style={{ maxWidth: '760px' }}>
          <DialogBody>
            <DialogTitle>{draft?.isNew ? intl.formatMessage({ id: 'i18n_info_configNew' }) : intl.formatMessage({ id: 'i18n_info_configEdit' }, { type: draft?.toElsAccount ?? '' })}</DialogTitle>
            <DialogContent>
              {draft?.isNew && (
                <Field label={intl.formatMessage({ id: 'i18n_info_toElsAccount' })} required>
                  <Input value={draft.toElsAccount} maxLength={64} onChange={(_, data) => setDraft({ ...draft, toElsAccount: data.value })} data-testid="info-config-table" />
                </Field>
              )}
              {draft && <ColumnEditor columns={draft.columns} onChange={(columns) => setDraft({ ...draft, columns })} />}
              {problem && (
                <MessageBar intent="error" data-testid="info-config-problem">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDraft(undefined)}>{intl.formatMessage({ id: 'i18n_info_cancel' })}</Button>
              <Button appearance="primary" disabled={saving} onClick={() => void save()} data-testid="info-config-save">
                {intl.formatMessage({ id: 'i18n_info_save' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
});
