import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular, ChevronLeft20Regular, ChevronRight20Regular, Dismiss12Regular, TabDesktopMultiple20Regular } from '@fluentui/react-icons';
import { tabStripKeyAction, type Tab as TabModel } from '../../core/tabs/tabRules';
import { useStores } from '../../stores/rootStore';
import { afterPaint, StripNavigation } from './stripNavigation';
import { pageScrollLeft, revealScrollLeft, sameScrollerState, scrollerState, type ScrollerState } from './tabOverflow';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'stretch',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
    minHeight: '40px',
  },
  // The tablist: the pinned home tab, then the scroller with the other tabs.
  list: { flex: '1', display: 'flex', alignItems: 'stretch', minWidth: 0 },
  // Scrolled by the arrows, the wheel, the list of hidden tabs and the keyboard; no scrollbar.
  scroller: { flex: '1', display: 'flex', alignItems: 'stretch', minWidth: 0, position: 'relative', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none', '::-webkit-scrollbar': { display: 'none' } },
  // Scrolled away from its start, the strip's left edge fades: a tab the wheel left half in view
  // beside the pinned Home tab trails off instead of being cut off mid-letter.
  fadeStart: { maskImage: 'linear-gradient(to right, transparent 0, #000 12px)' },
  pinned: { borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '16em' },
  tools: { display: 'flex', alignItems: 'center', flexShrink: 0 },
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
  more: { alignSelf: 'center', flexShrink: 0 },
  hiddenCount: { fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums' },
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
  const intl = useIntl();
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
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollerState(scrollerRef, tabs.tabs);
  const home = tabs.homePinned ? tabs.tabs.find((tab) => tab.value === tabs.homeValue) : undefined;
  const scrolled = home ? tabs.tabs.filter((tab) => tab !== home) : tabs.tabs;
  const scrollByPage = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTo({ left: pageScrollLeft(tabSpans(scroller), scroller, direction), behavior: 'smooth' });
  };
  const hiddenTabs = overflow.hidden.map((value) => tabs.tabs.find((tab) => tab.value === value)).filter((tab): tab is TabModel => tab !== undefined);
  return (
    <div className={styles.strip} data-testid="tab-strip">
      <div ref={listRef} role="tablist" aria-label={intl.formatMessage({ id: 'i18n_tabs_label' })} className={styles.list}>
        {/* Home stays in sight however many tabs are open. */}
        {home && <TabItem tab={home} actions={actions} focusable={noneActive} pinned />}
        <div
          ref={scrollerRef}
          role="none"
          className={mergeClasses(styles.scroller, overflow.overflowing && !overflow.atStart && styles.fadeStart)}
          data-testid="tab-scroller"
          onWheel={(event) => {
            // A mouse wheel (vertical) scrolls the tabs sideways.
            if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) event.currentTarget.scrollLeft += event.deltaY;
          }}
        >
          {scrolled.map((tab, index) => (
            <TabItem key={tab.value} tab={tab} actions={actions} focusable={noneActive && !home && index === 0} />
          ))}
        </div>
      </div>
      {overflow.overflowing && (
        <div className={styles.tools}>
          <Button appearance="subtle" icon={<ChevronLeft20Regular />} aria-label={intl.formatMessage({ id: 'i18n_tabs_scrollLeft' })} disabled={overflow.atStart} onClick={() => scrollByPage(-1)} data-testid="tabs-scroll-left" />
          <Button appearance="subtle" icon={<ChevronRight20Regular />} aria-label={intl.formatMessage({ id: 'i18n_tabs_scrollRight' })} disabled={overflow.atEnd} onClick={() => scrollByPage(1)} data-testid="tabs-scroll-right" />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={<TabDesktopMultiple20Regular />}
                aria-label={intl.formatMessage({ id: 'i18n_tabs_hidden' }, { count: hiddenTabs.length })}
                title={intl.formatMessage({ id: 'i18n_tabs_hidden' }, { count: hiddenTabs.length })}
                disabled={hiddenTabs.length === 0}
                data-testid="tabs-hidden"
              >
                <span className={styles.hiddenCount}>{hiddenTabs.length}</span>
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {hiddenTabs.map((tab) => (
                  <MenuItem key={tab.value} data-testid="tabs-hidden-item" data-value={tab.value} onClick={() => actions.open(tab)}>
                    {locale.text(tabs.displayLabel(tab))}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.more} appearance="subtle" icon={<ChevronDown20Regular />} iconPosition="after" data-testid="tabs-more">
            {intl.formatMessage({ id: 'i18n_tabs_more' })}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem data-testid="tabs-close-others" onClick={() => actions.closeOthers()}>
              {intl.formatMessage({ id: 'i18n_tabs_closeOthers' })}
            </MenuItem>
            <MenuItem data-testid="tabs-close-all" onClick={() => actions.closeAll()}>
              {intl.formatMessage({ id: 'i18n_tabs_closeAll' })}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
});

/**
 * Whether the tabs overflow the scroller, whether it is at either end, and which tabs are out of
 * sight; measured after each change of the tabs, each scroll and each resize.
 */
function useScrollerState(scrollerRef: RefObject<HTMLDivElement | null>, tabs: readonly TabModel[]): ScrollerState {
  const [state, setState] = useState<ScrollerState>({ overflowing: false, atStart: true, atEnd: true, hidden: [] });
  const frame = useRef<number | undefined>(undefined);
  const measure = useCallback(() => {
    frame.current = undefined;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = scrollerState(tabSpans(scroller), scroller);
    setState((previous) => (sameScrollerState(previous, next) ? previous : next));
  }, [scrollerRef]);
  const schedule = useCallback(() => {
    if (frame.current === undefined) frame.current = requestAnimationFrame(measure);
  }, [measure]);
  useLayoutEffect(() => {
    measure();
  }, [measure, tabs]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', schedule, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', schedule);
      resize?.disconnect();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    };
  }, [scrollerRef, schedule]);
  return state;
}

const TabItem = observer(function TabItem({ tab, actions, focusable, pinned = false }: { tab: TabModel; actions: StripActions; focusable: boolean; pinned?: boolean }) {
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

/** The tabs of the scroller with their places in its content. */
function tabSpans(scroller: HTMLElement) {
  return [...scroller.querySelectorAll<HTMLElement>('[data-testid="tab"]')].map((element) => ({
    value: element.dataset.value ?? '',
    left: element.offsetLeft,
    right: element.offsetLeft + element.offsetWidth,
  }));
}

/** Scrolls the strip so that a tab is wholly in view, a whole tab at its left edge (only the strip: the page does not move). */
function revealTab(element: HTMLElement | null): void {
  const scroller = element?.parentElement;
  if (!element || !scroller || scroller.dataset.testid !== 'tab-scroller') return;
  const starts = tabSpans(scroller).map((span) => span.left);
  const next = revealScrollLeft({ left: element.offsetLeft, right: element.offsetLeft + element.offsetWidth }, scroller, starts);
  if (next !== scroller.scrollLeft) scroller.scrollLeft = next;
}
