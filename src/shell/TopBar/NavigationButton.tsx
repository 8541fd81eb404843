import { observer } from 'mobx-react-lite';
import { Button, Tooltip } from '@fluentui/react-components';
import { Key20Regular, Link20Regular, PersonInfo20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './TopBarElement';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

const ICONS = { personalInfo: <PersonInfo20Regular />, changePassword: <Key20Regular />, link: <Link20Regular /> };

/** Goes to the item's route: personal info, password change, or any link the layout names. */
export const NavigationButton = observer(function NavigationButton({ label, testId, kind, to }: TopBarItemProps & { kind: keyof typeof ICONS; to: string | undefined }) {
  const { navigation } = useStores();
  const styles = useTopBarStyles();
  return (
    <Tooltip content={labelTooltip(label)} relationship="label">
      <Button appearance="transparent" className={styles.item} icon={ICONS[kind]} onClick={() => to && navigation.navigate(to)} data-testid={testId} />
    </Tooltip>
  );
});
