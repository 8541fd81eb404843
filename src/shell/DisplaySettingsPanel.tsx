import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, Field, Input, OverlayDrawer, Switch, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Settings20Regular } from '@fluentui/react-icons';
import { offeredSwitches, type DisplaySwitch } from '../core/theme/displayChoices';
import type { TopBarItem } from '../generated/layout';
import { normaliseHex } from '../core/theme/brandRamp';
import { useStores } from '../stores/rootStore';
import type { TopBarItemProps } from './TopBar/topBarItemProps';
import { labelTooltip } from './labelTooltip';
import { useTopBarStyles } from './TopBar/useTopBarStyles';

/** The label of each switch (ids named here so that the message check sees them). */
const SWITCH_LABELS: Record<DisplaySwitch, { id: string }> = defineMessages({
  tag: { id: 'i18n_display_tag' },
  log: { id: 'i18n_display_log' },
  fullScreen: { id: 'i18n_display_fullScreen' },
  lockScreen: { id: 'i18n_display_lockScreen' },
  search: { id: 'i18n_display_search' },
  collapse: { id: 'i18n_display_collapse' },
  topMenu: { id: 'i18n_display_topMenu' },
});

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalXL,
  },
  colour: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  swatch: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    backgroundColor: 'transparent',
  },
  hex: { width: '9em' },
});

/** Fluent's own blue: what the colour picker shows while no brand colour is chosen. */
const FLUENT_BLUE = '#0f6cbd';

/** The top-bar item that opens the display-settings panel. */
export const DisplaySettingsButton = observer(function DisplaySettingsButton({ label, testId }: TopBarItemProps) {
  const styles = useTopBarStyles();
  const { display } = useStores();
  const open = display.openPanel === 'display';
  // The tooltip is held shut while the panel is open: else the first Esc would only close the tooltip.
  const [tip, setTip] = useState(false);
  return (
    <Tooltip content={labelTooltip(label)} relationship="label" visible={tip && !open} onVisibleChange={(_, data) => setTip(data.visible)}>
      <Button
        appearance="transparent"
        className={styles.item}
        icon={<Settings20Regular />}
        onClick={() => display.showPanel('display')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={testId}
      />
    </Tooltip>
  );
});

/**
 * The display-settings panel (seed 001 §2): a switch for the tab strip, the log entry, the dark
 * theme, the brand colour, the full-screen entry, the lock-screen entry, the menu search, the
 * menu's fold and the top menu. Each takes effect at once and is kept for the signed-in user.
 * Drawn by the shell's layout, so that it stays open when its top-bar button moves into the fold.
 */
export const DisplaySettingsPanel = observer(function DisplaySettingsPanel() {
  const { display, layout, visibility } = useStores();
  // Only the switches whose top-bar item this user has (the lock switch without a lock item would do nothing).
  const offered = offeredSwitches(
    layout
      .sorted<TopBarItem>(layout.document.topBar)
      .filter(([, item]) => visibility.isVisible(item.visibleWhen))
      .map(([, item]) => item.kind),
  );
  const intl = useIntl();
  const open = display.openPanel === 'display';
  const onClose = () => display.closePanel();
  const title = intl.formatMessage({ id: 'i18n_topbar_displaySettings' });
  const styles = useStyles();
  const choices = display.choices;
  const [hex, setHex] = useState(choices.themeColor ?? '');
  const [hexError, setHexError] = useState(false);
  useEffect(() => {
    setHex(choices.themeColor ?? '');
    setHexError(false);
  }, [choices.themeColor]);
  const applyHex = (value: string) => {
    const trimmed = value.trim();
    const ok = trimmed === '' ? display.setThemeColor(undefined) : display.setThemeColor(trimmed);
    setHexError(!ok);
  };
  const switchRow = (key: DisplaySwitch) =>
    offered.includes(key) ? (
      <Switch
        key={key}
        label={intl.formatMessage(SWITCH_LABELS[key])}
        checked={key === 'collapse' ? display.collapsed : choices[key]}
        onChange={(_, data) => display.setSwitch(key, data.checked)}
        data-testid={`display-${key}`}
      />
    ) : null;
  return (
    <OverlayDrawer open={open} position="end" onOpenChange={(_, data) => !data.open && onClose()} data-testid="display-panel" aria-label={title}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={intl.formatMessage({ id: 'i18n_common_close' })} icon={<Dismiss24Regular />} onClick={onClose} data-testid="display-close" />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {switchRow('tag')}
        {switchRow('log')}
        <Switch label={intl.formatMessage({ id: 'i18n_display_theme' })} checked={choices.theme === 'dark'} onChange={(_, data) => display.setTheme(data.checked ? 'dark' : 'light')} data-testid="display-theme" />
        <Switch
          label={intl.formatMessage({ id: 'i18n_display_themeColor' })}
          checked={choices.themeColor !== undefined}
          onChange={(_, data) => display.setThemeColor(data.checked ? FLUENT_BLUE : undefined)}
          data-testid="display-themeColor"
        />
        {choices.themeColor !== undefined && (
          <Field label={intl.formatMessage({ id: 'i18n_display_colour' })} validationState={hexError ? 'error' : 'none'} validationMessage={hexError ? intl.formatMessage({ id: 'i18n_display_colour_invalid' }) : undefined}>
            <div className={styles.colour}>
              <input
                type="color"
                className={styles.swatch}
                value={normaliseHex(choices.themeColor) ?? FLUENT_BLUE}
                onChange={(event) => applyHex(event.target.value)}
                aria-label={intl.formatMessage({ id: 'i18n_display_colour_picker' })}
                data-testid="display-colour-picker"
              />
              <Input
                className={styles.hex}
                value={hex}
                maxLength={7}
                onChange={(_, data) => setHex(data.value)}
                onBlur={() => applyHex(hex)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') applyHex(hex);
                }}
                aria-label={intl.formatMessage({ id: 'i18n_display_colour_hex' })}
                data-testid="display-colour-hex"
              />
            </div>
          </Field>
        )}
        {offered.filter((key) => key !== 'tag' && key !== 'log').map(switchRow)}
      </DrawerBody>
    </OverlayDrawer>
  );
});
