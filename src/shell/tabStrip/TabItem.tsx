// One tab of the strip: its label, a close mark when it may be closed, the tabs pattern's keyboard.
import { useEffect, useMemo, useRef } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import type { Tab } from '../../core/tabs/tabRules';
import { useStores } from '../../stores/rootStore';
import { afterPaint } from './stripNavigation';
import type { StripActions } from './stripActions';
import { revealTab } from './useScrollerState';

const useStyles = makeStyles({
  pinned: { borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '16em' },
  tab: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px', borderRadius: tokens.borderRadiusMedium },
  },
  active: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      bottom: 0,
      height: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  close: {
    display: 'inline-flex',
    padding: '2px',
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground3,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, color: tokens.colorNeutralForeground1 },
  },
});

export const TabItem = observer(function TabItem({ tab, actions, focusable, pinned = false }: { tab: Tab; actions: StripActions; focusable: boolean; pinned?: boolean }) {
  const { tabs, locale } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  // Observes only whether this tab is the active one, not which tab is.
  const isActive = useMemo(() => computed(() => tabs.activeValue === tab.value), [tabs, tab.value]);
  const active = isActive.get();
  // The active tab is scrolled into view within the strip (after the paint: never in the way of the switch).
  useEffect(() => (active && !pinned ? afterPaint(() => revealTab(ref.current)) : undefined), [active, pinned]);
  const label = locale.text(tabs.displayLabel(tab));
  const closeLabel = `${intl.formatMessage({ id: 'i18n_tabs_close' })} ${label}`;
  return (
    <div
      ref={ref}
      role="tab"
      aria-selected={active}
      aria-keyshortcuts={tab.closable ? 'Delete' : undefined}
      aria-description={tab.closable ? intl.formatMessage({ id: 'i18n_tabs_closeHint' }) : undefined}
      tabIndex={active || focusable ? 0 : -1}
      className={mergeClasses(styles.tab, active && styles.active, pinned && styles.pinned)}
      data-testid="tab"
      data-value={tab.value}
      data-active={active}
      title={label}
      onClick={() => actions.open(tab)}
      onKeyDown={(event) => actions.keyDown(tab, event)}
      onFocus={pinned ? undefined : () => revealTab(ref.current)}
    >
      <span className={styles.label}>{label}</span>
      {tab.closable && (
        // A mouse target only: a button inside a tab would nest interactive elements; the keyboard
        // closes the focused tab with Delete (aria-keyshortcuts), and the 'more' menu closes others.
        <span
          aria-hidden="true"
          title={closeLabel}
          className={styles.close}
          data-testid="tab-close"
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            actions.close(tab);
          }}
        >
          <Dismiss12Regular />
        </span>
      )}
    </div>
  );
});
