import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Button, Tooltip } from '@fluentui/react-components';
import { LockClosed20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

/** Locks the screen: the state lives in this tab's session storage, and every page leads to the lock page until unlocked. */
export const LockButton = observer(function LockButton({ label, testId }: TopBarItemProps) {
  const { lock } = useStores();
  const styles = useTopBarStyles();
  const location = useLocation();
  return (
    <Tooltip content={labelTooltip(label)} relationship="label">
      <Button
        appearance="transparent"
        className={styles.item}
        icon={<LockClosed20Regular />}
        onClick={() => lock.lock(`${location.pathname}${location.search}`)}
        data-testid={testId}
      />
    </Tooltip>
  );
});
