// The columns of the message centre's lists (all messages, unread): the title opening the message,
// type, sender, time, state, and the read/unread mark.
import { useIntl } from 'react-intl';
import { Badge, Button, Link, TableCellLayout, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatTime, pickLanguage, usePortal, type ListColumn, type SysMessage } from '@plugin-api';
import { useInfo } from '../model/infoModel';

/** The styles of a message centre list's cells (the notices' list uses them too). */
export const useColumnStyles = makeStyles({
  open: { textAlign: 'start' },
  unread: { fontWeight: tokens.fontWeightSemibold },
  content: { color: tokens.colorNeutralForeground2, display: 'block' },
  wide: { width: '40%' },
});

/** The columns of a message list: title with its content, type, sender, time, state, and the read/unread mark. */
export function useMessageColumns(): Array<ListColumn<SysMessage>> {
  const portal = usePortal();
  const intl = useIntl();
  const styles = useColumnStyles();
  const { dictionaries } = portal.work;
  const centre = useInfo().messages;
  return [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'i18n_msg_col_title' }),
      className: styles.wide,
      cell: (message) => (
        <TableCellLayout description={<span className={styles.content}>{pickLanguage(message.msgContent, message.msgContentEn, portal.language)}</span>}>
          {/* The title opens the message to its full text and its document. */}
          <Link as="button" className={mergeClasses(styles.open, message.readFlag === '0' && styles.unread)} onClick={() => void centre.open(message)} data-testid={`message-open-${message.id}`}>
            {pickLanguage(message.msgTitle, message.msgTitleEn, portal.language)}
          </Link>
        </TableCellLayout>
      ),
    },
    { id: 'type', header: intl.formatMessage({ id: 'i18n_msg_col_type' }), cell: (message) => dictionaries.label('msgType', message.msgType) },
    { id: 'sender', header: intl.formatMessage({ id: 'i18n_msg_col_sender' }), cell: (message) => message.sendUser },
    { id: 'time', header: intl.formatMessage({ id: 'i18n_msg_col_time' }), nowrap: true, cell: (message) => formatTime(message.sendTime) },
    {
      id: 'state',
      header: intl.formatMessage({ id: 'i18n_msg_col_state' }),
      nowrap: true,
      cell: (message) => (
        <Badge appearance={message.readFlag === '0' ? 'filled' : 'outline'} color={message.readFlag === '0' ? 'danger' : 'informative'}>
          {message.readFlag === '0' ? intl.formatMessage({ id: 'i18n_msg_unread' }) : intl.formatMessage({ id: 'i18n_msg_read' })}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: intl.formatMessage({ id: 'i18n_msg_col_action' }),
      nowrap: true,
      cell: (message) => (
        <Button size="small" onClick={() => void centre.mark(message.id, message.readFlag === '0')} data-testid={`message-mark-${message.id}`}>
          {message.readFlag === '0' ? intl.formatMessage({ id: 'i18n_msg_markRead' }) : intl.formatMessage({ id: 'i18n_msg_markUnread' })}
        </Button>
      ),
    },
  ];
}
