import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Avatar,
  Button,
  Card,
  CardHeader,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Subtitle1,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add16Regular, ArrowDown16Regular, ArrowUp16Regular, Delete16Regular } from '@fluentui/react-icons';
import { AVATAR_MAX_BYTES, ListTable, SessionError, addColumn, moveColumn, parseTableConfig, removeColumn, usePortal, type LayoutConfigRow, type TableColumnConfig } from '@plugin-api';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const AVATAR_MESSAGES = defineMessages({
  tooLarge: { id: 'i18n_info_avatar_tooLarge' },
  type: { id: 'i18n_info_avatar_type' },
  empty: { id: 'i18n_info_avatar_empty' },
});

const DETAIL_MESSAGES = defineMessages({
  name: { id: 'i18n_info_name' },
  account: { id: 'i18n_info_account' },
  subAccount: { id: 'i18n_info_subAccount' },
  loginName: { id: 'i18n_info_loginName' },
  mobile: { id: 'i18n_info_mobile' },
  email: { id: 'i18n_info_email' },
  station: { id: 'i18n_info_station' },
  permission: { id: 'i18n_info_permission' },
  environment: { id: 'i18n_info_environment' },
});

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  list: { display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: tokens.spacingVerticalM, margin: 0, padding: tokens.spacingVerticalS },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  avatarRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalS },
  hiddenInput: { display: 'none' },
  columns: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start', marginTop: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalS },
  narrow: { width: '64px' },
  width: { width: '120px' },
  moves: { width: '120px', whiteSpace: 'nowrap' },
  fill: { width: '100%', minWidth: 0 },
});

const errorText = (reason: unknown) => (reason instanceof SessionError || reason instanceof Error ? reason.message : String(reason));

/** The avatar: the stored picture through the file service; upload (PNG, JPEG or WebP, 2 MB at most). */
const AvatarSection = observer(function AvatarSection() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { profile } = portal;
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string }>();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profile.avatarProblem(file);
    if (problem) {
      setMessage({ intent: 'error', text: intl.formatMessage(AVATAR_MESSAGES[problem], { max: Math.round(AVATAR_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    try {
      await profile.changeAvatar(file);
      setMessage({ intent: 'success', text: intl.formatMessage({ id: 'i18n_info_avatarSaved' }) });
    } catch (reason) {
      setMessage({ intent: 'error', text: errorText(reason) });
    }
  };
  const user = portal.user;
  const initials = user?.name && /^[\u3400-\u9fff]/.test(user.name) ? [...user.name][0] : undefined;
  return (
    <div className={styles.avatarRow}>
      <Avatar
        name={user?.name}
        initials={initials}
        image={profile.avatarUrl ? { src: profile.avatarUrl, alt: '' } : undefined}
        size={72}
        color="colorful"
        data-testid="info-avatar"
      />
      <input ref={input} className={styles.hiddenInput} type="file" accept="image/png,image/jpeg,image/webp" onChange={(event) => void choose(event)} data-testid="info-avatar-input" tabIndex={-1} aria-hidden="true" />
      <Button onClick={() => input.current?.click()} disabled={profile.avatarProgress !== undefined} data-testid="info-avatar-upload">
        {intl.formatMessage({ id: 'i18n_info_avatarUpload' })}
      </Button>
      {profile.avatarProgress !== undefined && <ProgressBar value={profile.avatarProgress} style={{ width: '120px' }} aria-label={intl.formatMessage({ id: 'i18n_info_avatarUploading' })} />}
      {message && (
        <MessageBar intent={message.intent} data-testid="info-avatar-message">
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
});

/** Name, mobile and e-mail of the user's own account. */
const EditSection = observer(function EditSection() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const detail = portal.profile.detail;
  const [form, setForm] = useState({ name: detail?.name ?? '', mobile: detail?.mobile ?? '', email: detail?.email ?? '' });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string }>();
  useEffect(() => {
    setForm({ name: detail?.name ?? '', mobile: detail?.mobile ?? '', email: detail?.email ?? '' });
  }, [detail]);
  const nameMissing = form.name.trim() === '';
  const mobileProblem = form.mobile.trim() ? portal.session.mobileProblem(form.mobile) : undefined;
  const save = async () => {
    if (nameMissing || mobileProblem) return;
    setSaving(true);
    setMessage(undefined);
    try {
      await portal.profile.update({ name: form.name.trim(), mobile: form.mobile.trim(), email: form.email.trim() });
      setMessage({ intent: 'success', text: intl.formatMessage({ id: 'i18n_info_saved' }) });
    } catch (reason) {
      setMessage({ intent: 'error', text: errorText(reason) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="info-edit"
    >
      <div className={styles.form}>
        <Field label={intl.formatMessage({ id: 'i18n_info_name' })} required validationMessage={nameMissing ? intl.formatMessage({ id: 'i18n_info_nameRequired' }) : undefined}>
          <Input value={form.name} maxLength={50} onChange={(_, data) => setForm({ ...form, name: data.value })} data-testid="info-name" />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_info_mobile' })} validationMessage={mobileProblem}>
          <Input value={form.mobile} maxLength={20} inputMode="tel" onChange={(_, data) => setForm({ ...form, mobile: data.value })} data-testid="info-mobile" />
        </Field>
        <Field label={intl.formatMessage({ id: 'i18n_info_email' })}>
          <Input value={form.email} maxLength={100} type="email" onChange={(_, data) => setForm({ ...form, email: data.value })} data-testid="info-email" />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={saving || nameMissing || Boolean(mobileProblem)} data-testid="info-save">
          {saving ? intl.formatMessage({ id: 'i18n_info_saving' }) : intl.formatMessage({ id: 'i18n_info_save' })}
        </Button>
        <Link onClick={() => portal.navigate('/portal/info/password')} data-testid="info-change-password">
          {intl.formatMessage({ id: 'i18n_info_changePassword' })}
        </Link>
      </div>
      {message && (
        <MessageBar intent={message.intent} data-testid="info-edit-message" style={{ marginTop: tokens.spacingVerticalS }}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
});

/** One table configuration being edited: the table it is for (new: typed in) and its columns. */
interface ConfigDraft {
  toElsAccount: string;
  isNew: boolean;
  columns: TableColumnConfig[];
}

/** The column editor: per column its field, heading, shown or not, width; moved up or down, removed, added. */
function ColumnEditor({ columns, onChange }: { columns: TableColumnConfig[]; onChange(columns: TableColumnConfig[]): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const set = (index: number, change: Partial<TableColumnConfig>) => onChange(columns.map((column, at) => (at === index ? { ...column, ...change } : column)));
  const nameOf = (column: TableColumnConfig, index: number) => column.field || intl.formatMessage({ id: 'i18n_info_configColumn' }, { n: index + 1 });
  return (
    <div className={styles.columns}>
      <Table size="extra-small" aria-label={intl.formatMessage({ id: 'i18n_info_configColumns' })} data-testid="info-config-columns">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_info_configField' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'i18n_info_configLabel' })}</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>{intl.formatMessage({ id: 'i18n_info_configVisible' })}</TableHeaderCell>
            <TableHeaderCell className={styles.width}>{intl.formatMessage({ id: 'i18n_info_configWidth' })}</TableHeaderCell>
            <TableHeaderCell className={styles.moves}>{intl.formatMessage({ id: 'i18n_info_actions' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {columns.map((column, index) => (
            <TableRow key={index} data-testid={`info-config-column-${index}`}>
              <TableCell>
                <Input size="small" className={styles.fill} value={column.field} aria-label={`${intl.formatMessage({ id: 'i18n_info_configField' })} ${index + 1}`} onChange={(_, data) => set(index, { field: data.value })} data-testid="info-config-field" />
              </TableCell>
              <TableCell>
                <Input size="small" className={styles.fill} value={column.label ?? ''} aria-label={`${intl.formatMessage({ id: 'i18n_info_configLabel' })} ${index + 1}`} onChange={(_, data) => set(index, { label: data.value })} />
              </TableCell>
              <TableCell className={styles.narrow}>
                <Checkbox checked={column.visible} aria-label={`${intl.formatMessage({ id: 'i18n_info_configVisible' })} ${nameOf(column, index)}`} onChange={(_, data) => set(index, { visible: data.checked === true })} data-testid="info-config-visible" />
              </TableCell>
              <TableCell className={styles.width}>
                <Input
                  size="small"
                  className={styles.fill}
                  type="number"
                  value={String(column.width)}
                  aria-label={`${intl.formatMessage({ id: 'i18n_info_configWidth' })} ${nameOf(column, index)}`}
                  onChange={(_, data) => set(index, { width: Number(data.value) })}
                  data-testid="info-config-width"
                />
              </TableCell>
              <TableCell className={styles.moves}>
                <Button size="small" appearance="subtle" icon={<ArrowUp16Regular />} disabled={index === 0} aria-label={intl.formatMessage({ id: 'i18n_info_configMoveUp' }, { field: nameOf(column, index) })} onClick={() => onChange(moveColumn(columns, index, -1))} />
                <Button size="small" appearance="subtle" icon={<ArrowDown16Regular />} disabled={index === columns.length - 1} aria-label={intl.formatMessage({ id: 'i18n_info_configMoveDown' }, { field: nameOf(column, index) })} onClick={() => onChange(moveColumn(columns, index, 1))} />
                <Button size="small" appearance="subtle" icon={<Delete16Regular />} disabled={columns.length <= 1} aria-label={intl.formatMessage({ id: 'i18n_info_configRemove' }, { field: nameOf(column, index) })} onClick={() => onChange(removeColumn(columns, index))} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button size="small" icon={<Add16Regular />} onClick={() => onChange(addColumn(columns))} data-testid="info-config-add-column">
        {intl.formatMessage({ id: 'i18n_info_configAddColumn' })}
      </Button>
    </div>
  );
}

/** The personal table configurations (rows keyed by account, sub-account, table and type `table`), each editable. */
const ConfigSection = observer(function ConfigSection() {
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
              cell: (row) => {
                const columns = parseTableConfig(row.configJson)?.columns ?? [];
                return intl.formatMessage({ id: 'i18n_info_columnsShown' }, { shown: columns.filter((column) => column.visible).length, total: columns.length });
              },
            },
            { id: 'updated', header: intl.formatMessage({ id: 'i18n_info_updatedAt' }), nowrap: true, cell: (row) => (row.updatedAt ? row.updatedAt.slice(0, 19).replace('T', ' ') : '—') },
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

export const PersonalInfoPage = observer(function PersonalInfoPage() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { profile } = portal;
  useEffect(() => {
    void profile.load();
  }, [profile]);
  const user = portal.user;
  const detail = profile.detail;
  const coded = (list: string, value: string | undefined) => (value ? portal.dictionary.label(list, value) : value);
  const rows: Array<[MessageDescriptor, string | undefined]> = [
    [DETAIL_MESSAGES.name, detail?.name ?? user?.name],
    [DETAIL_MESSAGES.account, user?.elsAccount],
    [DETAIL_MESSAGES.subAccount, user?.elsSubAccount],
    [DETAIL_MESSAGES.loginName, detail?.loginName],
    [DETAIL_MESSAGES.mobile, detail?.mobile],
    [DETAIL_MESSAGES.email, detail?.email],
    // Coded values: their labels in the user's language from the business dictionary (the code while unknown).
    [DETAIL_MESSAGES.station, coded('station', detail?.station ?? user?.station)],
    [DETAIL_MESSAGES.permission, coded('permission', detail?.permission ?? user?.permission)],
    [DETAIL_MESSAGES.environment, coded('environment', user?.environment)],
  ];
  return (
    <div className={styles.page} data-testid="personal-info">
      <Card>
        <CardHeader header={<Title3 as="h1" style={{ margin: 0 }}>{intl.formatMessage({ id: 'i18n_route_personalInfo' })}</Title3>} />
        {profile.status === 'error' && (
          <MessageBar intent="error" data-testid="info-error">
            <MessageBarBody>{profile.error ?? intl.formatMessage({ id: 'i18n_info_loadFailed' })}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void profile.load()}>
                {intl.formatMessage({ id: 'i18n_info_retry' })}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {profile.status === 'loading' && !detail && <Spinner size="small" label={intl.formatMessage({ id: 'i18n_info_loading' })} />}
        <AvatarSection />
        <dl className={styles.list} data-testid="info-detail">
          {rows.map(([key, value]) => (
            <div key={key.id} style={{ display: 'contents' }}>
              <dt className={styles.term}>{intl.formatMessage(key)}</dt>
              <dd className={styles.value}>
                <Text>{value || '—'}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <CardHeader header={<Subtitle1 as="h2" style={{ margin: 0 }}>{intl.formatMessage({ id: 'i18n_info_editTitle' })}</Subtitle1>} />
        {detail ? <EditSection /> : <Spinner size="small" label={intl.formatMessage({ id: 'i18n_info_loading' })} />}
      </Card>
      <ConfigSection />
    </div>
  );
});
