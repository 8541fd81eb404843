import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { usePortal, type PageProps, type ReadFilter, type SysMessage } from '@plugin-api';
import { ListPager, ListSearch, ListStates, formatTime } from './ListParts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalXS },
  unread: { fontWeight: tokens.fontWeightSemibold },
  content: { color: tokens.colorNeutralForeground2, display: 'block' },
  nowrap: { whiteSpace: 'nowrap' },
  wide: { width: '40%' },
});

const FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

/** The message centre: messages (read filter, keyword, paging, marks), the unread list and the notices. */
export const MessagesPage = observer(function MessagesPage({ routeId }: PageProps) {
  const portal = usePortal();
  const styles = useStyles();
  const { messages: centre, dictionaries } = portal.work;
  const [view, setView] = useState<'messages' | 'unread' | 'notices'>('messages');
  useEffect(() => {
    void dictionaries.ensure(['msgType', 'noticeType']);
    void centre.refreshUnread();
    if (centre.messages.status === 'idle' || centre.messages.status === 'error') void centre.messages.load();
  }, [centre, dictionaries]);
  useEffect(() => {
    if (view === 'notices' && centre.notices.status === 'idle') void centre.notices.load();
  }, [view, centre]);

  return (
    <div className={styles.stack} data-testid={`page-${routeId}`}>
      <div className={styles.bar}>
        <Title3 as="h1">{portal.t('i18n_route_messages')}</Title3>
        <Text data-testid="messages-unread-count">{portal.t('i18n_msg_unreadCount', { count: centre.unreadCount ?? '—' })}</Text>
      </div>
      <TabList selectedValue={view} onTabSelect={(_, data) => setView(data.value as typeof view)} aria-label={portal.t('i18n_route_messages')}>
        <Tab value="messages" data-testid="messages-tab-all">
          {portal.t('i18n_msg_tab_messages')}
        </Tab>
        <Tab value="unread" data-testid="messages-tab-unread">
          {portal.t('i18n_msg_tab_unread')}
        </Tab>
        <Tab value="notices" data-testid="messages-tab-notices">
          {portal.t('i18n_msg_tab_notices')}
        </Tab>
      </TabList>
      {centre.actionError && (
        <MessageBar intent="error" data-testid="messages-action-error">
          <MessageBarBody>{centre.actionError}</MessageBarBody>
        </MessageBar>
      )}
      {view === 'messages' && <MessageList />}
      {view === 'unread' && <UnreadList />}
      {view === 'notices' && <NoticeList />}
    </div>
  );
});

const MessageList = observer(function MessageList() {
  const portal = usePortal();
  const styles = useStyles();
  const centre = portal.work.messages;
  const list = centre.messages;
  return (
    <Card>
      <div className={styles.bar}>
        <ListSearch label={portal.t('i18n_msg_keyword')} value={centre.keyword} onSearch={(keyword) => void centre.search(keyword)} testId="messages" />
        <div className={styles.filters} role="group" aria-label={portal.t('i18n_msg_readFilter')}>
          {FILTERS.map((filter) => (
            <ToggleButton key={filter} checked={centre.readFilter === filter} onClick={() => void centre.setReadFilter(filter)} data-testid={`messages-filter-${filter}`}>
              {portal.t(`i18n_msg_filter_${filter}`)}
            </ToggleButton>
          ))}
          <Button appearance="primary" disabled={centre.unreadCount === 0} onClick={() => void centre.markAllRead()} data-testid="messages-mark-all">
            {portal.t('i18n_msg_markAll')}
          </Button>
        </div>
      </div>
      <ListStates list={list} testId="messages">
        <MessageTable rows={list.rows} />
      </ListStates>
      <ListPager list={list} testId="messages" />
    </Card>
  );
});

const MessageTable = observer(function MessageTable({ rows }: { rows: readonly SysMessage[] }) {
  const portal = usePortal();
  const styles = useStyles();
  const { messages: centre, dictionaries } = portal.work;
  return (
    <Table size="small" aria-label={portal.t('i18n_msg_tab_messages')} data-testid="messages-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.wide}>{portal.t('i18n_msg_col_title')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_msg_col_type')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_msg_col_sender')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_msg_col_time')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_msg_col_state')}</TableHeaderCell>
          <TableHeaderCell>{portal.t('i18n_msg_col_action')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((message) => {
          const unread = message.readFlag === '0';
          return (
            <TableRow key={message.id} data-testid={`message-row-${message.id}`} data-read={message.readFlag}>
              <TableCell>
                <TableCellLayout description={<span className={styles.content}>{message.msgContent}</span>}>
                  <span className={unread ? styles.unread : undefined}>{message.msgTitle}</span>
                </TableCellLayout>
              </TableCell>
              <TableCell className={styles.nowrap}>{dictionaries.label('msgType', message.msgType)}</TableCell>
              <TableCell>{message.sendUser}</TableCell>
              <TableCell className={styles.nowrap}>{formatTime(message.sendTime, portal.language)}</TableCell>
              <TableCell>
                <Badge appearance={unread ? 'filled' : 'outline'} color={unread ? 'danger' : 'informative'}>
                  {portal.t(unread ? 'i18n_msg_unread' : 'i18n_msg_read')}
                </Badge>
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => void centre.mark(message.id, unread)} data-testid={`message-mark-${message.id}`}>
                  {portal.t(unread ? 'i18n_msg_markRead' : 'i18n_msg_markUnread')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});

const UnreadList = observer(function UnreadList() {
  const portal = usePortal();
  const centre = portal.work.messages;
  const styles = useStyles();
  if (centre.unreadCount === undefined) return <Text>{portal.t('i18n_list_loading')}</Text>;
  if (centre.unreadRows.length === 0) {
    return (
      <Card>
        <Text role="status" data-testid="messages-unread-empty">
          {portal.t('i18n_msg_noUnread')}
        </Text>
      </Card>
    );
  }
  return (
    <Card>
      <Text className={styles.content}>{portal.t('i18n_msg_newestUnread', { shown: centre.unreadRows.length, count: centre.unreadCount })}</Text>
      <MessageTable rows={centre.unreadRows} />
    </Card>
  );
});

const NoticeList = observer(function NoticeList() {
  const portal = usePortal();
  const styles = useStyles();
  const { messages: centre, dictionaries } = portal.work;
  const list = centre.notices;
  return (
    <Card>
      <ListSearch label={portal.t('i18n_msg_noticeKeyword')} value={centre.noticeKeyword} onSearch={(keyword) => void centre.searchNotices(keyword)} testId="notices" />
      <ListStates list={list} testId="notices">
        <Table size="small" aria-label={portal.t('i18n_msg_tab_notices')} data-testid="notices-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.wide}>{portal.t('i18n_msg_col_title')}</TableHeaderCell>
              <TableHeaderCell>{portal.t('i18n_msg_col_type')}</TableHeaderCell>
              <TableHeaderCell>{portal.t('i18n_msg_col_publisher')}</TableHeaderCell>
              <TableHeaderCell>{portal.t('i18n_msg_col_time')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((notice) => (
              <TableRow key={notice.id}>
                <TableCell>
                  <TableCellLayout description={<span className={styles.content}>{notice.content}</span>}>{notice.title}</TableCellLayout>
                </TableCell>
                <TableCell className={styles.nowrap}>{dictionaries.label('noticeType', notice.noticeType)}</TableCell>
                <TableCell>
                  {notice.pubOrg} · {notice.pubUser}
                </TableCell>
                <TableCell className={styles.nowrap}>{formatTime(notice.publishTime, portal.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListStates>
      <ListPager list={list} testId="notices" />
    </Card>
  );
});
