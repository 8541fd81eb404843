import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Tooltip } from '@fluentui/react-components';
import { FullScreenMaximize20Regular, FullScreenMinimize20Regular } from '@fluentui/react-icons';
import { useStores } from '../../stores/rootStore';
import type { TopBarItemProps } from './topBarItemProps';
import { labelTooltip } from '../labelTooltip';
import { useTopBarStyles } from './useTopBarStyles';

/** Puts the portal in the browser's full screen and back (Fullscreen API); a refusal is told, not thrown. */
export const FullScreenButton = observer(function FullScreenButton({ label, testId }: TopBarItemProps) {
  const { ui } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const [full, setFull] = useState(() => document.fullscreenElement !== null && document.fullscreenElement !== undefined);
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.fullscreenEnabled && typeof document.documentElement.requestFullscreen === 'function') await document.documentElement.requestFullscreen();
      else throw new Error('full screen not available');
    } catch {
      ui.notify('warning', intl.formatMessage({ id: 'i18n_fullscreen_refused' }));
    }
  };
  const name = full ? intl.formatMessage({ id: 'i18n_fullscreen_exit' }) : label;
  return (
    <Tooltip content={labelTooltip(name)} relationship="label">
      <Button
        appearance="transparent"
        className={styles.item}
        icon={full ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
        onClick={() => void toggle()}
        aria-pressed={full}
        data-testid={testId}
      />
    </Tooltip>
  );
});
