import { useEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular, ChevronLeft20Regular, ChevronRight20Regular, TabDesktopMultiple20Regular } from '@fluentui/react-icons';
import type { Tab as TabModel } from '../../core/tabs/tabRules';
import { useStores } from '../../stores/rootStore';
import { afterPaint, StripNavigation } from './stripNavigation';
import { stripActions } from './stripActions';
import { pageScrollLeft } from './tabOverflow';
import { TabItem } from './TabItem';
import { tabSpans, useScrollerState } from './useScrollerState';
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
  tools: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  more: { alignSelf: 'center', flexShrink: 0 },
  hiddenCount: { fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums' },
});

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
  const actions = useMemo(
    () =>
      stripActions(tabs, moves, (value) => {
        const element = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="tab"]') ?? [])].find((el) => el.dataset.value === value);
        element?.focus();
      }),
    [moves, tabs],
  );
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
