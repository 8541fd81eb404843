import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { usePortal, type AuditTask, type PageProps, type PagedListApi } from '@plugin-api';
import { ListPager, ListSearch, ListStates, formatTime } from './ListParts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  groups: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  group: { minWidth: '180px' },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  nowrap: { whiteSpace: 'nowrap' },
  wide: { width: '32%' },
});

/** The approvals' dictionaries. */
const DICTIONARIES = ['todoType', 'todoStatus', 'auditType', 'auditResult'];

/**
 * To-dos and approvals (`/portal/info/todo` and `/portal/info/list`): the overview of open to-dos by
 * kind, and the paged to-do and done lists; opening a task opens its approval tab.
 */
export const TodoPage = observer(function TodoPage({ routeId }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const { approvals, dictionaries } = portal.work;
  const [view, setView] = useState<'todo' | 'done'>(routeId === 'infoList' ? 'done' : 'todo');
  useEffect(() => {
    void dictionaries.ensure(DICTIONARIES);
    void approvals.loadOverview();
  }, [approvals, dictionaries]);
  useEffect(() => {
    // Always asked again on entry: an approval elsewhere moves tasks between the lists.
    void (view === 'todo' ? approvals.todo.load() : approvals.done.load());
  }, [view, approvals]);
  const list = view === 'todo' ? approvals.todo : approvals.done;
  return (
    <div className={styles.stack} data-testid={`page-${routeId}`}>
      <Title3 as="h1">{portal.text(portal.layout.routes[routeId]?.label)}</Title3>
      <Overview />
      <Card>
        <TabList selectedValue={view} onTabSelect={(_, data) => setView(data.value as 'todo' | 'done')} aria-label={portal.t('i18n_todo_lists')}>
          <Tab value="todo" data-testid="todo-tab-todo">
            {portal.t('i18n_todo_tab_todo')}
            {approvals.todoCount !== undefined && ` (${approvals.todoCount})`}
          </Tab>
          <Tab value="done" data-testid="todo-tab-done">
            {portal.t('i18n_todo_tab_done')}
          </Tab>
        </TabList>
        <ListSearch label={portal.t('i18n_todo_keyword')} value={approvals.keyword} onSearch={(keyword) => void approvals.search(keyword)} testId={view} />
        <ListStates list={list} testId={view}>
          <TaskTable list={list} done={view === 'done'} />
        </ListStates>
        <ListPager list={list} testId={view} />
      </Card>
    </div>
  );
});

const Overview = observer(function Overview() {
  const portal = usePortal();
  const styles = useStyles();
  const { approvals, dictionaries } = portal.work;
  if (approvals.overviewStatus === 'error') {
    return (
      <MessageBar intent="error" data-testid="todo-overview-error">
        <MessageBarBody>{approvals.overviewError}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!approvals.overview) return <Spinner size="tiny" label={portal.t('i18n_list_loading')} />;
  return (
    <section className={styles.groups} aria-label={portal.t('i18n_todo_overview')} data-testid="todo-overview">
      <Card className={styles.group}>
        <CardHeader header={<Text weight="semibold">{portal.t('i18n_todo_total')}</Text>} />
        <Text className={styles.count} data-testid="todo-overview-total">
          {approvals.overview.total}
        </Text>
      </Card>
      {approvals.overview.groups.map((group) => (
        <Card key={group.todoType} className={styles.group}>
          <CardHeader header={<Text weight="semibold">{dictionaries.label('todoType', group.todoType)}</Text>} />
          <Text className={styles.count}>{group.count}</Text>
        </Card>
      ))}
    </section>
  );
});

const TaskTable = observer(function TaskTable({ list, done }: { list: PagedListApi<AuditTask>; done: boolean }) {
  const portal = usePortal();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const open = (task: AuditTask) => portal.navigate('/audit', { id: task.id, auditType: task.auditType, businessId: task.businessId });
  return (
    <Table size="small" aria-label={portal.t(done ? 'i18n_todo_tab_done' : 'i18n_todo_tab_todo')} data-testid={done ? 'done-table' : 'todo-table'}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.wide}>{portal.t('i18n_todo_col_title')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_todo_col_type')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_todo_col_node')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_todo_col_starter')}</TableHeaderCell>
          <TableHeaderCell>{portal.t(done ? 'i18n_todo_col_handledAt' : 'i18n_todo_col_createdAt')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_todo_col_status')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_todo_col_action')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.rows.map((task) => (
          <TableRow key={task.id} data-testid={`task-row-${task.id}`}>
            <TableCell>
              {task.title} <Text size={200}>({task.businessId})</Text>
            </TableCell>
            <TableCell className={styles.nowrap}>{dictionaries.label('auditType', task.auditType)}</TableCell>
            <TableCell>{task.nodeName}</TableCell>
            <TableCell>{task.startedBy}</TableCell>
            <TableCell className={styles.nowrap}>{formatTime(done ? task.handledAt : task.createdAt, portal.language)}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={done ? 'success' : 'warning'}>
                {done && task.result ? dictionaries.label('auditResult', task.result) : dictionaries.label('todoStatus', task.status)}
              </Badge>
            </TableCell>
            <TableCell>
              <Button size="small" appearance={done ? 'secondary' : 'primary'} onClick={() => open(task)} data-testid={`task-open-${task.id}`}>
                {portal.t(done ? 'i18n_todo_view' : 'i18n_todo_handle')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
