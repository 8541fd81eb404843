import { observer } from 'mobx-react-lite';
import { Button, Tooltip } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

/** Folds the side menu away and back. */
export const CollapseButton = observer(function CollapseButton({ label, testId }: TopBarItemProps) {
  const { display } = useStores();
  const styles = useTopBarStyles();
  return (
    <Tooltip content={labelTooltip(label)} relationship="label">
      <Button appearance="transparent" className={styles.item} icon={<NavigationRegular />} onClick={() => display.toggleCollapse()} data-testid={testId} aria-pressed={display.collapsed} />
    </Tooltip>
  );
});
