import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Button,
  Card,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Tab,
  TabList,
  TableCellLayout,
  Text,
  Title3,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ListSearch, ListTable, PagedListView, formatTime, pickLanguage, usePortal, type ListColumn, type Notice, type PageProps, type ReadFilter } from '@plugin-api';
import { defineMessages, useIntl } from 'react-intl';
import { useColumnStyles, useMessageColumns } from './messageCentre/messageColumns';
import { OpenedMessage } from './messageCentre/OpenedMessage';
import { useInfo } from './model/infoModel';

const FILTER_MESSAGES = defineMessages({
  all: { id: 'i18n_msg_filter_all' },
  unread: { id: 'i18n_msg_filter_unread' },
  read: { id: 'i18n_msg_filter_read' },
});

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalXS },
  type: { minWidth: '140px' },
});

const FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

/** The message centre: messages (read filter, keyword, paging, marks), the unread list and the notices. */
export const MessagesPage = observer(function MessagesPage({ routeId }: PageProps) {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().messages;
  const [view, setView] = useState<'messages' | 'unread' | 'notices'>('messages');
  useEffect(() => {
    void dictionaries.ensure(['msgType', 'noticeType']);
    void centre.refreshUnread();
    if (centre.messages.status === 'idle' || centre.messages.status === 'error') void centre.messages.load();
  }, [centre, dictionaries]);
  useEffect(() => {
    if (view === 'notices' && centre.notices.status === 'idle') void centre.notices.load();
  }, [view, centre]);
  // While the page is on screen, pushed messages appear in its list (not only in the count).
  useEffect(() => centre.show(), [centre]);

  return (
    <div className={styles.stack} data-testid={`page-${routeId}`}>
      <div className={styles.bar}>
        <Title3 as="h1">{intl.formatMessage({ id: 'i18n_route_messages' })}</Title3>
        <Text data-testid="messages-unread-count">{centre.unreadCount === undefined ? '—' : intl.formatMessage({ id: 'i18n_msg_unreadCount' }, { count: centre.unreadCount })}</Text>
      </div>
      <TabList selectedValue={view} onTabSelect={(_, data) => setView(data.value as typeof view)} aria-label={intl.formatMessage({ id: 'i18n_route_messages' })}>
        <Tab value="messages" data-testid="messages-tab-all">
          {intl.formatMessage({ id: 'i18n_msg_tab_messages' })}
        </Tab>
        <Tab value="unread" data-testid="messages-tab-unread">
          {intl.formatMessage({ id: 'i18n_msg_tab_unread' })}
        </Tab>
        <Tab value="notices" data-testid="messages-tab-notices">
          {intl.formatMessage({ id: 'i18n_msg_tab_notices' })}
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
      <OpenedMessage />
    </div>
  );
});

const ALL_TYPES = '';

const MessageList = observer(function MessageList() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().messages;
  const columns = useMessageColumns();
  const typeOptions = dictionaries.options('msgType');
  const typeLabel = centre.msgType === ALL_TYPES ? intl.formatMessage({ id: 'i18n_msg_type_all' }) : dictionaries.label('msgType', centre.msgType);
  return (
    <Card>
      <div className={styles.bar}>
        <ListSearch label={intl.formatMessage({ id: 'i18n_msg_keyword' })} value={centre.keyword} onSearch={(keyword) => void centre.search(keyword)} testId="messages">
          <Field label={intl.formatMessage({ id: 'i18n_msg_type' })}>
            <Dropdown
              className={styles.type}
              value={typeLabel}
              selectedOptions={[centre.msgType]}
              onOptionSelect={(_, data) => void centre.setMsgType(data.optionValue ?? ALL_TYPES)}
              data-testid="messages-type"
            >
              <Option value={ALL_TYPES}>{intl.formatMessage({ id: 'i18n_msg_type_all' })}</Option>
              {typeOptions.map((option) => (
                <Option key={option.value} value={option.value} data-testid={`messages-type-${option.value}`}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </ListSearch>
        <div className={styles.filters} role="group" aria-label={intl.formatMessage({ id: 'i18n_msg_readFilter' })}>
          {FILTERS.map((filter) => (
            <ToggleButton key={filter} checked={centre.readFilter === filter} onClick={() => void centre.setReadFilter(filter)} data-testid={`messages-filter-${filter}`}>
              {intl.formatMessage(FILTER_MESSAGES[filter])}
            </ToggleButton>
          ))}
          <Button appearance="primary" disabled={centre.unreadCount === 0} onClick={() => void centre.markAllRead()} data-testid="messages-mark-all">
            {intl.formatMessage({ id: 'i18n_msg_markAll' })}
          </Button>
        </div>
      </div>
      <PagedListView
        list={centre.messages}
        columns={columns}
        rowKey={(message) => message.id}
        rowProps={(message) => ({ 'data-testid': `message-row-${message.id}`, 'data-read': message.readFlag })}
        label={intl.formatMessage({ id: 'i18n_msg_tab_messages' })}
        testId="messages"
      />
    </Card>
  );
});

const UnreadList = observer(function UnreadList() {
  const intl = useIntl();
  const centre = useInfo().messages;
  const styles = useColumnStyles();
  const columns = useMessageColumns();
  if (centre.unreadCount === undefined) return <Text>{intl.formatMessage({ id: 'i18n_list_loading' })}</Text>;
  if (centre.unreadRows.length === 0) {
    return (
      <Card>
        <Text role="status" data-testid="messages-unread-empty">
          {intl.formatMessage({ id: 'i18n_msg_noUnread' })}
        </Text>
      </Card>
    );
  }
  return (
    <Card>
      <Text className={styles.content}>{intl.formatMessage({ id: 'i18n_msg_newestUnread' }, { shown: centre.unreadRows.length, count: centre.unreadCount })}</Text>
      <ListTable rows={centre.unreadRows} columns={columns} rowKey={(message) => message.id} rowProps={(message) => ({ 'data-testid': `message-row-${message.id}`, 'data-read': message.readFlag })} label={intl.formatMessage({ id: 'i18n_msg_tab_unread' })} testId="unread" />
    </Card>
  );
});

const NoticeList = observer(function NoticeList() {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useColumnStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().messages;
  const columns: Array<ListColumn<Notice>> = [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'i18n_msg_col_title' }),
      className: styles.wide,
      cell: (notice) => (
        <TableCellLayout description={<span className={styles.content}>{pickLanguage(notice.content, notice.contentEn, portal.language)}</span>}>
          {pickLanguage(notice.title, notice.titleEn, portal.language)}
        </TableCellLayout>
      ),
    },
    { id: 'type', header: intl.formatMessage({ id: 'i18n_msg_col_type' }), cell: (notice) => dictionaries.label('noticeType', notice.noticeType) },
    { id: 'publisher', header: intl.formatMessage({ id: 'i18n_msg_col_publisher' }), cell: (notice) => `${pickLanguage(notice.pubOrg, notice.pubOrgEn, portal.language)} · ${pickLanguage(notice.pubUser, notice.pubUserEn, portal.language)}` },
    { id: 'time', header: intl.formatMessage({ id: 'i18n_msg_col_time' }), nowrap: true, cell: (notice) => formatTime(notice.publishTime) },
  ];
  return (
    <Card>
      <ListSearch label={intl.formatMessage({ id: 'i18n_msg_noticeKeyword' })} value={centre.noticeKeyword} onSearch={(keyword) => void centre.searchNotices(keyword)} testId="notices" />
      <PagedListView list={centre.notices} columns={columns} rowKey={(notice) => notice.id} label={intl.formatMessage({ id: 'i18n_msg_tab_notices' })} testId="notices" />
    </Card>
  );
});
