import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Tooltip, mergeClasses } from '@fluentui/react-components';
import { Alert20Regular, TaskListLtr20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import { badgeText } from '../../core/lists/badge';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';
import { useIntl } from 'react-intl';

const MESSAGES_PATH = '/portal/info/message';
const TODO_PATH = '/portal/info/todo';

const badgeStyle = { position: 'absolute', top: -8, insetInlineStart: 10, minWidth: 'max-content' } as const;

/**
 * The user area's counts: unread messages (the message store keeps it true after every mark, here
 * or in the message centre) and open approvals; each goes to its page. A badge shows `99+` above 99;
 * the button's accessible label (its tooltip, relationship label) carries the real number.
 */
interface CountButtonProps {
  label: string;
  count: number;
  icon: ReactElement;
  testId: string;
  badgeTestId: string;
  onClick(): void;
}

/** One icon button with its count badge (`99+` above 99); the tooltip is its accessible label. */
function CountButton({ label, count, icon, testId, badgeTestId, onClick }: CountButtonProps) {
  const styles = useTopBarStyles();
  const text = badgeText(count);
  return (
    <Tooltip content={labelTooltip(label)} relationship="label">
      <Button
        appearance="transparent"
        className={mergeClasses(styles.item, styles.withBadge)}
        icon={
          <span style={{ position: 'relative', display: 'inline-flex' }}>
            {icon}
            {text && (
              <Badge size="small" color="danger" style={badgeStyle} data-testid={badgeTestId} aria-hidden>
                {text}
              </Badge>
            )}
          </span>
        }
        onClick={onClick}
        data-testid={testId}
        data-count={count}
      />
    </Tooltip>
  );
}

export const WorkBadges = observer(function WorkBadges() {
  const { badges, navigation } = useStores();
  const intl = useIntl();
  const unread = badges.unreadCount ?? 0;
  const todo = badges.todoCount ?? 0;
  return (
    <>
      <CountButton
        label={intl.formatMessage({ id: 'i18n_topbar_messages' }, { count: unread })}
        count={unread}
        icon={<Alert20Regular />}
        testId="topbar-messages"
        badgeTestId="topbar-unread-badge"
        onClick={() => navigation.navigate(MESSAGES_PATH)}
      />
      <CountButton
        label={intl.formatMessage({ id: 'i18n_topbar_todo' }, { count: todo })}
        count={todo}
        icon={<TaskListLtr20Regular />}
        testId="topbar-todo"
        badgeTestId="topbar-todo-badge"
        onClick={() => navigation.navigate(TODO_PATH)}
      />
    </>
  );
});
