import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardHeader,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ListTable, auditTypeLabel, usePortal, type AuditAction, type AuditTask, type PageProps } from '@plugin-api';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  code: { fontFamily: tokens.fontFamilyMonospace },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const ACTION_APPEARANCE: Record<AuditAction, 'primary' | 'secondary' | 'outline'> = { approve: 'primary', reject: 'secondary', withdraw: 'outline' };

/** The approval page: the task of the query (`id`) with its actions and remark, the flow dialog, and the link map. */
export const AuditPage = observer(function AuditPage({ query }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { approvals, dictionaries } = portal.work;
  const id = query.id;
  useEffect(() => {
    void dictionaries.ensure(['auditType', 'todoStatus', 'auditResult', 'auditAction']);
    if (id) void approvals.openTask(id);
  }, [id, approvals, dictionaries]);
  const links = Object.entries(portal.layout.auditLinks)
    .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => Boolean(entry[1]))
    .sort(([, a], [, b]) => a.order - b.order);
  const current = id && approvals.current?.id === id ? approvals.current : undefined;
  return (
    <div className={styles.stack} data-testid="audit-page">
      <Card>
        <CardHeader header={<Title3 as="h1">{portal.t('i18n_audit_title')}</Title3>} description={<Text className={styles.code}>{portal.t('i18n_audit_query')}: {new URLSearchParams(query).toString() || '—'}</Text>} />
      </Card>
      {!id && query.auditType && query.businessId && (
        <Card data-testid="audit-document">
          {portal.hasAuditDetail(query.auditType) ? (
            <div className={styles.actions}>
              <Text>
                {portal.text(portal.layout.auditLinks[query.auditType]?.label ?? query.auditType)} {query.businessId}
              </Text>
              <Button appearance="primary" onClick={() => portal.openAuditDetail(query.auditType!, query.businessId!)} data-testid="audit-detail">
                {intl.formatMessage({ id: 'i18n_audit_detail' })}
              </Button>
            </div>
          ) : (
            <MessageBar intent="warning" data-testid="audit-detail-unknown">
              <MessageBarBody>{intl.formatMessage({ id: 'i18n_audit_link_unknown' }, { type: query.auditType })}</MessageBarBody>
            </MessageBar>
          )}
        </Card>
      )}
      {id && (
        <Card data-testid="audit-task">
          {!current || current.status === 'loading' ? (
            <Spinner size="small" label={portal.t('i18n_audit_loading')} />
          ) : current.status === 'error' ? (
            <MessageBar intent="error" data-testid="audit-task-error">
              <MessageBarBody>{current.error}</MessageBarBody>
            </MessageBar>
          ) : (
            current.task && <TaskPanel task={current.task} />
          )}
        </Card>
      )}
      <Card>
        <CardHeader header={<Title3 as="h2">{portal.t('i18n_audit_types')}</Title3>} />
        <ListTable
          rows={links}
          columns={[
            { id: 'type', header: 'businessType', className: styles.code, cell: ([type]) => type },
            { id: 'label', header: 'label', cell: ([, link]) => portal.text(link.label) },
            { id: 'path', header: 'path', className: styles.code, cell: ([, link]) => link.path },
          ]}
          rowKey={([type]) => type}
          label={portal.t('i18n_audit_types')}
        />
      </Card>
    </div>
  );
});

const TaskPanel = observer(function TaskPanel({ task }: { task: AuditTask }) {
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
      portal.notify('success', portal.t('i18n_audit_done', { action: dictionaries.label('auditAction', action) }));
    }
  };
  const status = task.status === 'done' && task.result ? dictionaries.label('auditResult', task.result) : dictionaries.label('todoStatus', task.status);
  return (
    <div className={styles.stack}>
      <Title3 as="h2">{task.title}</Title3>
      <dl className={styles.facts}>
        {fact(portal.t('i18n_audit_type'), auditTypeLabel(portal, task.auditType))}
        {fact(portal.t('i18n_audit_business'), task.businessId)}
        {fact(portal.t('i18n_audit_node'), task.nodeName)}
        {fact(portal.t('i18n_audit_starter'), task.startedBy)}
        {fact(portal.t('i18n_audit_status'), status)}
        {task.remark ? fact(portal.t('i18n_audit_remark'), task.remark) : null}
      </dl>
      <div data-testid="audit-status" data-status={task.status} hidden />
      {task.actions.length > 0 && (
        <Field label={portal.t('i18n_audit_remark')} hint={portal.t('i18n_audit_remarkHint')} validationMessage={approvals.actionError} validationState={approvals.actionError ? 'error' : 'none'}>
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
          {portal.t('i18n_audit_flow')}
        </Button>
        <Button appearance="subtle" onClick={() => portal.navigate('/portal/info/todo')} data-testid="audit-back">
          {portal.t('i18n_audit_back')}
        </Button>
      </div>
    </div>
  );
});
