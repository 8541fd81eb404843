import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  OverlayDrawer,
  Spinner,
  Tab,
  TabList,
  Text,
  Textarea,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import {
  AuditTaskList,
  ListSearch,
  auditTypeLabel,
  centreAuditTypes,
  centreFilterOf,
  pickLanguage,
  usePortal,
  type AuditAction,
  type AuditTask,
  type PageProps,
} from '@plugin-api';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, wordBreak: 'break-word' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  type: { minWidth: '12em' },
  drawer: { width: 'min(560px, 100vw)' },
});

const ACTION_APPEARANCE: Record<AuditAction, 'primary' | 'secondary' | 'outline'> = { approve: 'primary', reject: 'secondary', withdraw: 'outline' };

const DICTIONARIES = ['auditType', 'todoStatus', 'auditResult', 'auditAction'];

/**
 * /audit, driven by its query: with `id` the approval task with its actions; with `auditType` and
 * `businessId` (a sub-app's link) that document; otherwise the approval centre — the user's
 * approvals across types, to do or done, by type and keyword, a task opening in a side panel.
 */
export const AuditPage = observer(function AuditPage({ query }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  useEffect(() => {
    void dictionaries.ensure(DICTIONARIES);
  }, [dictionaries]);
  return (
    <div className={styles.stack} data-testid="audit-page">
      {query.id ? <TaskPage id={query.id} /> : query.auditType && query.businessId ? <DocumentLink auditType={query.auditType} businessId={query.businessId} /> : <AuditCentre query={query} />}
    </div>
  );
});

/** The approval centre: status tabs, a filter bar (approval type, keyword), the paged list, the task panel. */
const AuditCentre = observer(function AuditCentre({ query }: { query: Readonly<Record<string, string>> }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { approvals } = portal.work;
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const { status, businessType, auditType, keyword } = query;
  const types = centreAuditTypes(portal.layout.auditLinks);
  const typesKey = types.join(',');
  useEffect(() => {
    // Every entry asks again (an approval elsewhere moves tasks); the address sets the filter.
    void approvals.setCentreFilter(centreFilterOf({ status, businessType, auditType, keyword }, typesKey.split(',')));
  }, [status, businessType, auditType, keyword, typesKey, approvals]);
  const filter = approvals.centreFilter;
  const allTypes = intl.formatMessage({ id: 'i18n_audit_type_all' });
  const open = (task: AuditTask) => {
    setOpenId(task.id);
    void approvals.openTask(task.id);
  };
  const done = filter.status === 'done';
  return (
    <div className={styles.stack} data-testid="audit-centre" data-type={filter.auditType} data-status={filter.status}>
      <Title3 as="h1">{intl.formatMessage({ id: 'i18n_audit_title' })}</Title3>
      <Card>
        <TabList selectedValue={filter.status} onTabSelect={(_, data) => void approvals.setCentreFilter({ status: data.value === 'done' ? 'done' : 'todo' })} aria-label={intl.formatMessage({ id: 'i18n_audit_filter_status' })}>
          <Tab value="todo" data-testid="audit-centre-todo">
            {intl.formatMessage({ id: 'i18n_audit_status_todo' })}
            {approvals.todoCount !== undefined && ` (${approvals.todoCount})`}
          </Tab>
          <Tab value="done" data-testid="audit-centre-done">
            {intl.formatMessage({ id: 'i18n_audit_status_done' })}
          </Tab>
        </TabList>
        <ListSearch key={filter.keyword} label={intl.formatMessage({ id: 'i18n_audit_keyword' })} value={filter.keyword} onSearch={(keyword) => void approvals.setCentreFilter({ keyword })} testId="audit-centre">
          <Field label={intl.formatMessage({ id: 'i18n_audit_type' })}>
            <Dropdown
              className={styles.type}
              value={filter.auditType ? auditTypeLabel(portal, filter.auditType) : allTypes}
              selectedOptions={[filter.auditType]}
              onOptionSelect={(_, data) => void approvals.setCentreFilter({ auditType: data.optionValue ?? '' })}
              data-testid="audit-centre-type"
            >
              <Option value="">{allTypes}</Option>
              {types.map((type) => (
                <Option key={type} value={type} data-testid={`audit-centre-type-${type}`}>
                  {auditTypeLabel(portal, type)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </ListSearch>
        <AuditTaskList
          list={approvals.centre}
          done={done}
          onOpen={open}
          label={done ? intl.formatMessage({ id: 'i18n_audit_status_done' }) : intl.formatMessage({ id: 'i18n_audit_status_todo' })}
          testId="audit-centre"
        />
      </Card>
      <TaskDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
});

/** The task of a row of the centre in a side panel: its facts, actions, flow and document. */
const TaskDrawer = observer(function TaskDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const current = id && portal.work.approvals.current?.id === id ? portal.work.approvals.current : undefined;
  const title = current?.task ? pickLanguage(current.task.title, current.task.titleEn, portal.language) : intl.formatMessage({ id: 'i18n_audit_task' });
  return (
    <OverlayDrawer open={id !== undefined} position="end" className={styles.drawer} onOpenChange={(_, data) => !data.open && onClose()} aria-labelledby="audit-drawer-title" data-testid="audit-drawer">
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ as: 'h2', id: 'audit-drawer-title' }}
          action={<Button appearance="subtle" aria-label={intl.formatMessage({ id: 'i18n_audit_close' })} icon={<Dismiss24Regular />} onClick={onClose} data-testid="audit-drawer-close" />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <TaskState id={id} inDrawer />
      </DrawerBody>
    </OverlayDrawer>
  );
});

/** /audit?id=…: one task as a page (the to-do list and links open it). */
const TaskPage = observer(function TaskPage({ id }: { id: string }) {
  const portal = usePortal();
  const intl = useIntl();
  const { approvals } = portal.work;
  useEffect(() => {
    void approvals.openTask(id);
  }, [id, approvals]);
  return (
    <>
      <Title3 as="h1">{intl.formatMessage({ id: 'i18n_audit_task' })}</Title3>
      <Card data-testid="audit-task">
        <TaskState id={id} />
      </Card>
    </>
  );
});

const TaskState = observer(function TaskState({ id, inDrawer = false }: { id: string | undefined; inDrawer?: boolean }) {
  const portal = usePortal();
  const intl = useIntl();
  const current = id && portal.work.approvals.current?.id === id ? portal.work.approvals.current : undefined;
  if (!current || current.status === 'loading') return <Spinner size="small" label={intl.formatMessage({ id: 'i18n_audit_loading' })} />;
  if (current.status === 'error')
    return (
      <MessageBar intent="error" data-testid="audit-task-error">
        <MessageBarBody>{current.error}</MessageBarBody>
      </MessageBar>
    );
  return current.task ? <TaskPanel task={current.task} inDrawer={inDrawer} /> : null;
});

/** A sub-app's link to an approval's document (/audit?auditType=…&businessId=…). */
function DocumentLink({ auditType, businessId }: { auditType: string; businessId: string }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <Title3 as="h1">{intl.formatMessage({ id: 'i18n_audit_document' })}</Title3>
      <Card data-testid="audit-document">
        {portal.hasAuditDetail(auditType) ? (
          <div className={styles.actions}>
            <Text>
              {auditTypeLabel(portal, auditType)} {businessId}
            </Text>
            <Button appearance="primary" onClick={() => portal.openAuditDetail(auditType, businessId)} data-testid="audit-detail">
              {intl.formatMessage({ id: 'i18n_audit_detail' })}
            </Button>
          </div>
        ) : (
          <MessageBar intent="warning" data-testid="audit-detail-unknown">
            <MessageBarBody>{intl.formatMessage({ id: 'i18n_audit_link_unknown' }, { type: auditType })}</MessageBarBody>
          </MessageBar>
        )}
      </Card>
    </>
  );
}

const TaskPanel = observer(function TaskPanel({ task, inDrawer }: { task: AuditTask; inDrawer: boolean }) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { approvals, dictionaries } = portal.work;
  const [remark, setRemark] = useState('');
  const fact = (label: string, value: string) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.detail}>{value}</dd>
    </>
  );
  const act = async (action: AuditAction) => {
    if (await approvals.act(action, remark)) {
      setRemark('');
      portal.notify('success', intl.formatMessage({ id: 'i18n_audit_done' }, { action: dictionaries.label('auditAction', action) }));
    }
  };
  const status = task.status === 'done' && task.result ? dictionaries.label('auditResult', task.result) : dictionaries.label('todoStatus', task.status);
  return (
    <div className={styles.stack}>
      {!inDrawer && <Title3 as="h2">{pickLanguage(task.title, task.titleEn, portal.language)}</Title3>}
      <dl className={styles.facts}>
        {fact(intl.formatMessage({ id: 'i18n_audit_type' }), auditTypeLabel(portal, task.auditType))}
        {fact(intl.formatMessage({ id: 'i18n_audit_business' }), task.businessId)}
        {fact(intl.formatMessage({ id: 'i18n_audit_node' }), pickLanguage(task.nodeName, task.nodeNameEn, portal.language))}
        {fact(intl.formatMessage({ id: 'i18n_audit_starter' }), task.startedBy)}
        {fact(intl.formatMessage({ id: 'i18n_audit_status' }), status)}
        {task.remark ? fact(intl.formatMessage({ id: 'i18n_audit_remark' }), task.remark) : null}
      </dl>
      <div data-testid="audit-status" data-status={task.status} hidden />
      {task.actions.length > 0 && (
        <Field label={intl.formatMessage({ id: 'i18n_audit_remark' })} hint={intl.formatMessage({ id: 'i18n_audit_remarkHint' })} validationMessage={approvals.actionError} validationState={approvals.actionError ? 'error' : 'none'}>
          <Textarea
            value={remark}
            maxLength={500}
            resize="vertical"
            onChange={(_, data) => {
              setRemark(data.value);
              if (approvals.actionError) approvals.clearActionError();
            }}
            data-testid="audit-remark"
          />
        </Field>
      )}
      {task.actions.length === 0 && approvals.actionError && (
        <MessageBar intent="error">
          <MessageBarBody>{approvals.actionError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {task.actions.map((action) => (
          <Button key={action} appearance={ACTION_APPEARANCE[action]} disabled={approvals.acting} onClick={() => void act(action)} data-testid={`audit-${action}`}>
            {dictionaries.label('auditAction', action)}
          </Button>
        ))}
        <Button appearance="secondary" onClick={() => portal.openAuditDetail(task.auditType, task.businessId)} data-testid="audit-detail">
          {intl.formatMessage({ id: 'i18n_audit_detail' })}
        </Button>
        <Button appearance="subtle" onClick={() => approvals.openFlowDialog(task.flowId)} data-testid="audit-flow">
          {intl.formatMessage({ id: 'i18n_audit_flow' })}
        </Button>
        {!inDrawer && (
          <Button appearance="subtle" onClick={() => portal.navigate('/audit', { businessType: 'all', name: 'i18n_menu_audit_center' })} data-testid="audit-back">
            {intl.formatMessage({ id: 'i18n_audit_back' })}
          </Button>
        )}
      </div>
    </div>
  );
});
