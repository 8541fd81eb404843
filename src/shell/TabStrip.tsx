import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular, Dismiss12Regular } from '@fluentui/react-icons';
import { tabStripKeyAction, type Tab as TabModel } from '../core/tabs/tabRules';
import { useStores } from '../stores/rootStore';
import { afterPaint, StripNavigation } from './stripNavigation';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'stretch',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
    minHeight: '40px',
  },
  list: { flex: '1', display: 'flex', alignItems: 'stretch', minWidth: 0, overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
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
  more: { alignSelf: 'center' },
});

/** What the strip does with a tab; one object per strip, so that the tab items keep their props. */
interface StripActions {
  open(tab: TabModel): void;
  close(tab: TabModel): void;
  closeOthers(): void;
  closeAll(): void;
  keyDown(tab: TabModel, event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The tab strip: one tab per page, closable ones with a close mark, a 'more' menu (close others,
 * close all). Keyboard (tabs pattern, automatic activation): the arrows go to the previous and
 * next tab, Home and End to the first and last, Delete closes the focused tab.
 *
 * A switch to a frame tab is one frame of work: the store makes the tab active at once (the
 * frame pool shows its frame, only the two tabs whose state changes re-render), and the router
 * follows right after the paint (the address bar and the routed page, which shows nothing for a
 * frame tab). Other pages are routed at once.
 */
export const TabStrip = observer(function TabStrip() {
  const { tabs, locale, navigation } = useStores();
  const styles = useStyles();
  const listRef = useRef<HTMLDivElement>(null);
  const moves = useMemo(() => new StripNavigation({ navigate: (path, query) => navigation.navigate(path, query), afterPaint, address: () => window.location.href }), [navigation]);
  useEffect(() => () => moves.dispose(), [moves]);
  const actions = useMemo<StripActions>(() => {
    const open = (tab: TabModel) => {
      tabs.activate(tab.value);
      moves.go(tab, { afterPaint: tab.frame === true });
    };
    const focusTab = (value: string) => {
      const element = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="tab"]') ?? [])].find((el) => el.dataset.value === value);
      element?.focus();
    };
    return {
      open,
      close: (tab) => {
        // The move to the tab being closed goes first: its late arrival must find the tab closed.
        moves.flush();
        const next = tabs.close(tab.value);
        if (next) open(next);
      },
      closeOthers: () => {
        moves.flush();
        const keep = tabs.closeOthers();
        if (keep && keep.value !== tabs.activeValue) open(keep);
      },
      closeAll: () => {
        moves.flush();
        const home = tabs.closeAll();
        if (home) open(home);
      },
      keyDown: (tab, event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
          event.preventDefault();
          open(tab);
          return;
        }
        const action = tabStripKeyAction(tabs.tabs, tab.value, event.key);
        if (!action) return;
        event.preventDefault();
        if (action.kind === 'select') {
          const target = tabs.tabs.find((t) => t.value === action.value);
          if (target) open(target);
          focusTab(action.value);
          return;
        }
        moves.flush();
        const wasActive = tabs.activeValue === action.value;
        tabs.close(action.value);
        const next = action.next !== undefined ? tabs.tabs.find((t) => t.value === action.next) : undefined;
        if (next) {
          if (wasActive) open(next);
          focusTab(next.value);
        }
      },
    };
  }, [moves, tabs]);
  const noneActive = !tabs.hasActiveTab;
  return (
    <div className={styles.strip} data-testid="tab-strip">
      <div ref={listRef} role="tablist" aria-label={locale.t('i18n_tabs_label')} className={styles.list}>
        {tabs.tabs.map((tab, index) => (
          <TabItem key={tab.value} tab={tab} actions={actions} focusable={noneActive && index === 0} />
        ))}
      </div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.more} appearance="subtle" icon={<ChevronDown20Regular />} iconPosition="after" data-testid="tabs-more">
            {locale.t('i18n_tabs_more')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem
              data-testid="tabs-close-others"
              onClick={() => actions.closeOthers()}
            >
              {locale.t('i18n_tabs_closeOthers')}
            </MenuItem>
            <MenuItem
              data-testid="tabs-close-all"
              onClick={() => actions.closeAll()}
            >
              {locale.t('i18n_tabs_closeAll')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
});

const TabItem = observer(function TabItem({ tab, actions, focusable }: { tab: TabModel; actions: StripActions; focusable: boolean }) {
  const { tabs, locale } = useStores();
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  // Observes only whether this tab is the active one, not which tab is.
  const isActive = useMemo(() => computed(() => tabs.activeValue === tab.value), [tabs, tab.value]);
  const active = isActive.get();
  // The active tab scrolls into view (after the paint: never in the way of the switch).
  useEffect(() => (active ? afterPaint(() => ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' })) : undefined), [active]);
  const label = locale.text(tab.label);
  return (
    <div
      ref={ref}
      role="tab"
      aria-selected={active}
      tabIndex={active || focusable ? 0 : -1}
      className={mergeClasses(styles.tab, active && styles.active)}
      data-testid="tab"
      data-value={tab.value}
      data-active={active}
      title={label}
      onClick={() => actions.open(tab)}
      onKeyDown={(event) => actions.keyDown(tab, event)}
    >
      <span>{label}</span>
      {tab.closable && (
        <span
          role="button"
          tabIndex={-1}
          aria-label={`${locale.t('i18n_tabs_close')} ${label}`}
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
