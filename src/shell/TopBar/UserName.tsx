import { observer } from 'mobx-react-lite';
import { Text } from '@fluentui/react-components';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { useTopBarStyles } from './useTopBarStyles';
import { WorkBadges } from './WorkBadges';

/** The signed-in user's name, after the unread-message and to-do badges. */
export const UserName = observer(function UserName({ testId }: TopBarItemProps) {
  const { session } = useStores();
  const styles = useTopBarStyles();
  return (
    <>
      <WorkBadges />
      <Text className={styles.user} data-testid={testId}>
        {session.user?.name}
      </Text>
    </>
  );
});
