import { observer } from 'mobx-react-lite';
import { Button, CounterBadge, Tooltip } from '@fluentui/react-components';
import { Alert20Regular, TaskListLtr20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

const MESSAGES_PATH = '/portal/info/message';
const TODO_PATH = '/portal/info/todo';

/**
 * The user area's counts: unread messages (the message store keeps it true after every mark, here
 * or in the message centre) and open approvals; each goes to its page.
 */
export const WorkBadges = observer(function WorkBadges() {
  const { messages, approvals, navigation, locale } = useStores();
  const styles = useTopBarStyles();
  const unread = messages.unreadCount ?? 0;
  const todo = approvals.todoCount ?? 0;
  const messagesLabel = locale.t('i18n_topbar_messages', { count: unread });
  const todoLabel = locale.t('i18n_topbar_todo', { count: todo });
  return (
    <>
      <Tooltip content={labelTooltip(messagesLabel)} relationship="label">
        <Button
          appearance="transparent"
          className={styles.item}
          icon={
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <Alert20Regular />
              {unread > 0 && <CounterBadge count={unread} overflowCount={99} size="small" color="danger" style={{ position: 'absolute', top: -8, insetInlineStart: 10 }} data-testid="topbar-unread-badge" aria-hidden />}
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
          className={styles.item}
          icon={
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <TaskListLtr20Regular />
              {todo > 0 && <CounterBadge count={todo} overflowCount={99} size="small" color="danger" style={{ position: 'absolute', top: -8, insetInlineStart: 10 }} data-testid="topbar-todo-badge" aria-hidden />}
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
