import { observer } from 'mobx-react-lite';
import { Text } from '@fluentui/react-components';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './TopBarElement';
import { useTopBarStyles } from './useTopBarStyles';

/** The signed-in user's name. */
export const UserName = observer(function UserName({ testId }: TopBarItemProps) {
  const { session } = useStores();
  const styles = useTopBarStyles();
  return (
    <Text className={styles.user} data-testid={testId}>
      {session.user?.name}
    </Text>
  );
});
