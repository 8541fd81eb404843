import { observer } from 'mobx-react-lite';
import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { CloudCheckmark20Regular, CloudOff20Regular, CloudSync20Regular } from '@fluentui/react-icons';
import { pushErrorCodeLabel, pushErrorText } from '../../core/push/errors';
import { useStores } from '../../stores/rootStore';
import { labelTooltip } from '../labelTooltip';
import type { TopBarItemProps } from './topBarItemProps';
import { useTopBarStyles } from './useTopBarStyles';
import { defineMessages, useIntl } from 'react-intl';

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  dot: {
    position: 'absolute',
    insetInlineEnd: '-3px',
    bottom: '-2px',
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralForegroundOnBrand}`,
  },
  connected: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  connecting: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  offline: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/**
 * The push connection's state: connected, connecting, or offline with the reason (the readable
 * text of the messaging error code). Offline, a click tries again at once. Hidden while push is
 * off (signed out, or switched off in the layout).
 */
const STATE_MESSAGES = defineMessages({
  connected: { id: 'i18n_push_state_connected' },
  connecting: { id: 'i18n_push_state_connecting' },
  offline: { id: 'i18n_push_state_offline' },
});

export const PushStatus = observer(function PushStatus({ label, testId }: TopBarItemProps) {
  const { push, locale } = useStores();
  const intl = useIntl();
  const styles = useTopBarStyles();
  const own = useStyles();
  const { status, error } = push;
  if (status === 'off') return null;
  const language = locale.catalogueLanguage;
  const state =
    status === 'offline' && error
      ? intl.formatMessage({ id: 'i18n_push_state_offline_because' }, { reason: pushErrorText(error, language), code: pushErrorCodeLabel(error) })
      : intl.formatMessage(STATE_MESSAGES[status]);
  const name = `${label}${language === 'zh_cn' ? '：' : ': '}${state}`;
  const Icon = status === 'connected' ? CloudCheckmark20Regular : status === 'connecting' ? CloudSync20Regular : CloudOff20Regular;
  return (
    <Tooltip content={labelTooltip(name)} relationship="label">
      <Button
        appearance="transparent"
        className={styles.item}
        icon={
          <span className={own.icon}>
            <Icon />
            <span className={`${own.dot} ${own[status]}`} aria-hidden />
          </span>
        }
        onClick={() => push.retryNow()}
        data-testid={testId}
        data-state={status}
        data-error={error ? pushErrorCodeLabel(error) : undefined}
      />
    </Tooltip>
  );
});
