import { observer } from 'mobx-react-lite';
import { Badge, Button, Tooltip, mergeClasses } from '@fluentui/react-components';
import { Alert20Regular, TaskListLtr20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import { badgeText } from '../../core/lists/badge';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

const MESSAGES_PATH = '/portal/info/message';
const TODO_PATH = '/portal/info/todo';

const badgeStyle = { position: 'absolute', top: -8, insetInlineStart: 10, minWidth: 'max-content' } as const;

/**
 * The user area's counts: unread messages (the message store keeps it true after every mark, here
 * or in the message centre) and open approvals; each goes to its page. A badge shows `99+` above 99;
 * the button's accessible label (its tooltip, relationship label) carries the real number.
 */
export const WorkBadges = observer(function WorkBadges() {
  const { messages, approvals, navigation, locale } = useStores();
  const styles = useTopBarStyles();
  const unread = messages.unreadCount ?? 0;
  const todo = approvals.todoCount ?? 0;
  const messagesLabel = locale.t('i18n_topbar_messages', { count: unread });
  const todoLabel = locale.t('i18n_topbar_todo', { count: todo });
  const unreadText = badgeText(unread);
  const todoText = badgeText(todo);
  return (
    <>
      <Tooltip content={labelTooltip(messagesLabel)} relationship="label">
        <Button
          appearance="transparent"
          className={mergeClasses(styles.item, styles.withBadge)}
          icon={
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <Alert20Regular />
              {unreadText && (
                <Badge size="small" color="danger" style={badgeStyle} data-testid="topbar-unread-badge" aria-hidden>
                  {unreadText}
                </Badge>
              )}
            </span>
          }
          onClick={() => navigation.navigate(MESSAGES_PATH)}
          data-testid="topbar-messages"
          data-count={unread}
        />
      </Tooltip>
      <Tooltip content={labelTooltip(todoLabel)} relationship="label">
        <Button
          appearance="transparent"
          className={mergeClasses(styles.item, styles.withBadge)}
          icon={
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <TaskListLtr20Regular />
              {todoText && (
                <Badge size="small" color="danger" style={badgeStyle} data-testid="topbar-todo-badge" aria-hidden>
                  {todoText}
                </Badge>
              )}
            </span>
          }
          onClick={() => navigation.navigate(TODO_PATH)}
          data-testid="topbar-todo"
          data-count={todo}
        />
      </Tooltip>
    </>
  );
});
