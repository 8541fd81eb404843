import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, TextBulletListSquare20Regular } from '@fluentui/react-icons';
import { useStores } from '../stores/rootStore';
import type { TopBarItemProps } from './TopBar/topBarItemProps';
import { labelTooltip } from './labelTooltip';
import { useTopBarStyles } from './TopBar/useTopBarStyles';
import type { ClientErrorKind } from '../core/diagnostics/clientErrors';
import { formatDateTime } from '../core/i18n/format';

/** The words for each kind of entry (ids named here so that the message check sees them). */
const KIND_MESSAGES: Record<ClientErrorKind, { id: string }> = defineMessages({
  error: { id: 'i18n_log_kind_error' },
  rejection: { id: 'i18n_log_kind_rejection' },
  api: { id: 'i18n_log_kind_api' },
  frame: { id: 'i18n_log_kind_frame' },
});

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  entry: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
  },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  tools: {
    display: 'flex',
    justifyContent: 'flex-end',
    marginBottom: tokens.spacingVerticalS,
  },
});

/** The top-bar item (shown while the display's log switch is on) that opens the log panel. */
export const LogButton = observer(function LogButton({ label, testId }: TopBarItemProps) {
  const styles = useTopBarStyles();
  const { display } = useStores();
  const open = display.openPanel === 'log';
  // The tooltip is held shut while the panel is open: else the first Esc would only close the tooltip.
  const [tip, setTip] = useState(false);
  return (
    <Tooltip content={labelTooltip(label)} relationship="label" visible={tip && !open} onVisibleChange={(_, data) => setTip(data.visible)}>
      <Button appearance="transparent" className={styles.item} icon={<TextBulletListSquare20Regular />} onClick={() => display.showPanel('log')} aria-haspopup="dialog" data-testid={testId} />
    </Tooltip>
  );
});

/** The last client errors of this tab, newest first: time, kind, message (already redacted). */
export const LogPanel = observer(function LogPanel() {
  const { clientErrors, display } = useStores();
  const intl = useIntl();
  const open = display.openPanel === 'log';
  const onClose = () => display.closePanel();
  const title = intl.formatMessage({ id: 'i18n_topbar_log' });
  const styles = useStyles();
  const entries = [...clientErrors.entries].reverse();
  return (
    <OverlayDrawer open={open} position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()} data-testid="log-panel" aria-label={title}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={intl.formatMessage({ id: 'i18n_common_close' })} icon={<Dismiss24Regular />} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {entries.length === 0 ? (
          <Text data-testid="log-empty">{intl.formatMessage({ id: 'i18n_log_empty' })}</Text>
        ) : (
          <>
            <div className={styles.tools}>
              <Button size="small" onClick={() => clientErrors.clear()} data-testid="log-clear">
                {intl.formatMessage({ id: 'i18n_log_clear' })}
              </Button>
            </div>
            <ul className={styles.list} aria-label={title}>
              {entries.map((entry) => (
                <li key={entry.id} className={styles.entry} data-testid="log-entry" data-kind={entry.kind}>
                  <div className={styles.meta}>
                    <time dateTime={new Date(entry.at).toISOString()}>
                      {formatDateTime(entry.at, 'time')}
                    </time>
                    <span>
                      {intl.formatMessage(KIND_MESSAGES[entry.kind])}
                    </span>
                  </div>
                  <Text>{entry.message}</Text>
                </li>
              ))}
            </ul>
          </>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
});
