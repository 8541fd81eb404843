import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AuditTaskList, ListSearch, usePortal, type AuditTask, type PageProps, type PagedListApi } from '@plugin-api';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  groups: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  group: { minWidth: '180px' },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
});

/** The approvals' dictionaries. */
const DICTIONARIES = ['todoType', 'todoStatus', 'auditType', 'auditResult'];

/**
 * To-dos and approvals (`/portal/info/todo` and `/portal/info/list`): the overview of open to-dos by
 * kind, and the paged to-do and done lists; opening a task opens its approval tab.
 */
export const TodoPage = observer(function TodoPage({ routeId }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
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
        <TabList selectedValue={view} onTabSelect={(_, data) => setView(data.value as 'todo' | 'done')} aria-label={intl.formatMessage({ id: 'i18n_todo_lists' })}>
          <Tab value="todo" data-testid="todo-tab-todo">
            {intl.formatMessage({ id: 'i18n_todo_tab_todo' })}
            {approvals.todoCount !== undefined && ` (${approvals.todoCount})`}
          </Tab>
          <Tab value="done" data-testid="todo-tab-done">
            {intl.formatMessage({ id: 'i18n_todo_tab_done' })}
          </Tab>
        </TabList>
        <ListSearch label={intl.formatMessage({ id: 'i18n_todo_keyword' })} value={approvals.keyword} onSearch={(keyword) => void approvals.search(keyword)} testId={view} />
        <TaskList list={list} done={view === 'done'} />
      </Card>
    </div>
  );
});

const Overview = observer(function Overview() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { approvals, dictionaries } = portal.work;
  if (approvals.overviewStatus === 'error') {
    return (
      <MessageBar intent="error" data-testid="todo-overview-error">
        <MessageBarBody>{approvals.overviewError}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void approvals.loadOverview()} data-testid="todo-overview-retry">
            {intl.formatMessage({ id: 'i18n_info_retry' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!approvals.overview) return <Spinner size="tiny" label={intl.formatMessage({ id: 'i18n_list_loading' })} />;
  return (
    <section className={styles.groups} aria-label={intl.formatMessage({ id: 'i18n_todo_overview' })} data-testid="todo-overview">
      <Card className={styles.group}>
        <CardHeader header={<Text weight="semibold">{intl.formatMessage({ id: 'i18n_todo_total' })}</Text>} />
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

/** The to-do or the done list (the shared approval task list); opening a task opens its approval tab. */
const TaskList = observer(function TaskList({ list, done }: { list: PagedListApi<AuditTask>; done: boolean }) {
  const portal = usePortal();
  const intl = useIntl();
  const open = (task: AuditTask) => portal.navigate('/audit', { id: task.id, auditType: task.auditType, businessId: task.businessId });
  return (
    <AuditTaskList
      list={list}
      done={done}
      onOpen={open}
      label={done ? intl.formatMessage({ id: 'i18n_todo_tab_done' }) : intl.formatMessage({ id: 'i18n_todo_tab_todo' })}
      testId={done ? 'done' : 'todo'}
    />
  );
});
