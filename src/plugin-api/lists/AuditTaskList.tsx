import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Button, Link, makeStyles } from '@fluentui/react-components';
import type { AuditTask } from '../../contract';
import { pickLanguage } from '../../contract/approvals';
import { usePortal } from '../portalContext';
import { PagedListView, formatTime, type ListColumn } from './ListParts';
import { listMessages } from './listMessages';
import type { PagedListApi } from '../services/lists';
import { auditTypeLabel } from '../auditTypeLabel';

const useStyles = makeStyles({
  // Eight columns stay readable on a phone: the table keeps its width and scrolls sideways (ListTable's wrapper).
  list: { '& table': { minWidth: '1040px' } },
  title: { width: '24%' },
  number: { whiteSpace: 'nowrap', width: '10.5em' },
  time: { width: '11.5em' },
  status: { width: '7.5em' },
  action: { width: '6em' },
});

/**
 * The one list of approval tasks (the to-do page and the approval centre): title, approval type,
 * document number (opens the document through the approval link map), step, started by, when it
 * arrived or was handled, status, and the button that opens the task (`onOpen`).
 */
export const AuditTaskList = observer(function AuditTaskList({
  list,
  done,
  onOpen,
  label,
  testId,
}: {
  list: PagedListApi<AuditTask>;
  done: boolean;
  onOpen: (task: AuditTask) => void;
  label: string;
  testId: string;
}) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const documentText = (task: AuditTask) => intl.formatMessage({ id: 'i18n_todo_document' }, { number: task.businessId });
  const columns: Array<ListColumn<AuditTask>> = [
    { id: 'title', header: intl.formatMessage({ id: 'i18n_todo_col_title' }), className: styles.title, cell: (task) => pickLanguage(task.title, task.titleEn, portal.language) },
    { id: 'type', header: intl.formatMessage({ id: 'i18n_todo_col_type' }), cell: (task) => auditTypeLabel(portal, task.auditType) },
    {
      id: 'document',
      header: intl.formatMessage({ id: 'i18n_todo_col_document' }),
      className: styles.number,
      // The number opens the document through the approval link map (auditLinks); an unmapped type says why.
      cell: (task) => (
        <Link onClick={() => portal.openAuditDetail(task.auditType, task.businessId)} title={documentText(task)} aria-label={documentText(task)} data-testid={`task-detail-${task.id}`}>
          {task.businessId}
        </Link>
      ),
    },
    { id: 'node', header: intl.formatMessage({ id: 'i18n_todo_col_node' }), cell: (task) => pickLanguage(task.nodeName, task.nodeNameEn, portal.language) },
    { id: 'starter', header: intl.formatMessage({ id: 'i18n_todo_col_starter' }), cell: (task) => task.startedBy },
    { id: 'time', header: done ? intl.formatMessage({ id: 'i18n_todo_col_handledAt' }) : intl.formatMessage({ id: 'i18n_todo_col_createdAt' }), nowrap: true, className: styles.time, cell: (task) => formatTime(done ? task.handledAt : task.createdAt) },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'i18n_todo_col_status' }),
      nowrap: true,
      className: styles.status,
      cell: (task) => (
        <Badge appearance="tint" color={done ? (task.result === 'rejected' ? 'danger' : 'success') : 'warning'}>
          {done && task.result ? dictionaries.label('auditResult', task.result) : dictionaries.label('todoStatus', task.status)}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: intl.formatMessage({ id: 'i18n_todo_col_action' }),
      nowrap: true,
      className: styles.action,
      cell: (task) => (
        <Button size="small" appearance={done ? 'secondary' : 'primary'} onClick={() => onOpen(task)} data-testid={`task-open-${task.id}`}>
          {done ? intl.formatMessage({ id: 'i18n_todo_view' }) : intl.formatMessage({ id: 'i18n_todo_handle' })}
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.list}>
      <PagedListView list={list} columns={columns} rowKey={(task) => task.id} rowProps={(task) => ({ 'data-testid': `task-row-${task.id}` })} label={label} testId={testId} />
    </div>
  );
});

/** The texts of AuditTaskList (with the list parts'); a plugin that uses it spreads these into its messages. */
export const auditTaskMessages = {
  zh_cn: {
    ...listMessages.zh_cn,
    i18n_todo_col_title: '标题',
    i18n_todo_col_type: '审批类型',
    i18n_todo_col_document: '单据编号',
    i18n_todo_col_node: '节点',
    i18n_todo_col_starter: '发起人',
    i18n_todo_col_createdAt: '到达时间',
    i18n_todo_col_handledAt: '处理时间',
    i18n_todo_col_status: '状态',
    i18n_todo_col_action: '操作',
    i18n_todo_handle: '处理',
    i18n_todo_view: '查看',
    i18n_todo_document: '查看单据 {number}',
  },
  en: {
    ...listMessages.en,
    i18n_todo_col_title: 'Title',
    i18n_todo_col_type: 'Approval type',
    i18n_todo_col_document: 'Document no.',
    i18n_todo_col_node: 'Step',
    i18n_todo_col_starter: 'Started by',
    i18n_todo_col_createdAt: 'Arrived',
    i18n_todo_col_handledAt: 'Handled',
    i18n_todo_col_status: 'Status',
    i18n_todo_col_action: 'Action',
    i18n_todo_handle: 'Handle',
    i18n_todo_view: 'View',
    i18n_todo_document: 'View document {number}',
  },
};
