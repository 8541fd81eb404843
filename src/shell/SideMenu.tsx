import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ChevronDown16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { displayChildren, type MenuItem } from '../core/menu/menuItem';
import type { MenuLocation } from '../core/menu/menuView';
import { useStores } from '../stores/rootStore';
import { labelTooltip } from './labelTooltip';
import { MenuIcon } from './MenuIcon';
import { queryOf } from '../core/session/guard';
import { filterMenu, firstHit, limitShown, menuLabels, prepareSearchIndex } from '../core/menu/menuSearch';
import { onIdle, type IdleTime } from '../core/idle';
import { MenuSearch } from './MenuSearch';
import { openMenuItem } from './openMenuItem';

const useStyles = makeStyles({
  nav: {
    height: '100%',
    overflowY: 'auto',
    overflowX: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
    transition: 'width 0.15s ease',
  },
  open: { width: '228px' },
  collapsed: { width: '56px' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '40px',
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textAlign: 'left',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    // The hover shade is darker: the darker brand text keeps 4.5:1 on it (colorBrandForeground1 gives 4.1).
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
  label: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  icon: { display: 'inline-flex', flexShrink: 0, width: '20px', justifyContent: 'center' },
  empty: { display: 'block', padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  search: { padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}` },
  item: { padding: `1px ${tokens.spacingHorizontalS}` },
  // A page's entry out of view is not styled, laid out nor painted (a search shows up to 200
  // entries: 25–36 ms of rendering for the first key in a 10,000-page menu); still in the
  // accessibility tree, focusable and found by the page search. 42 px: its button and padding.
  page: { contentVisibility: 'auto', containIntrinsicSize: 'auto 42px' },
});

/** The side menu from the server menu: role filter, groups, highlight, collapse, search. */
export const SideMenu = observer(function SideMenu() {
  const root = useStores();
  const { menu, display, locale, session } = root;
  const intl = useIntl();
  const styles = useStyles();
  const location = useMenuLocation();
  const [query, setQuery] = useState('');
  // The box shows each key at once; the entries follow in a render React may interrupt (a big menu's search).
  const shownQuery = useDeferredValue(query);
  const allItems = menu.visibleItems(session.user?.roles ?? []);
  const translate = locale.translate;
  const labelOf = (item: MenuItem) => menu.labelOf(item, translate);
  const searchable = display.choices.search && !display.collapsed;
  // The labels follow the language and the remote translations (a tracked read: a new language searches anew).
  const messages = locale.messages;
  // Kept while the shown text, the menu and the language are the same: each key first renders with the
  // text shown before (useDeferredValue), which searched a 10,000-page menu again and, its groups
  // being new objects, re-rendered every entry shown (20–25 ms a key) before the deferred render.
  const found = useMemo(
    () => (searchable && shownQuery.trim() !== '' ? filterMenu(allItems, shownQuery, labelOf) : undefined),
    // labelOf reads translate, which follows messages.
    [allItems, shownQuery, searchable, messages, translate],
  );
  const shown = useMemo(() => (found ? limitShown(found.items) : { items: allItems, hidden: 0 }), [found, allItems]);
  const items = shown.items;
  // After a navigation the groups leading to the highlighted entry open.
  useEffect(() => {
    // items and translate follow the store: the location and the menu decide when to reveal.
    menu.reveal(allItems, location, translate);
  }, [menu, location, menu.items]);
  // The search's index is prepared while the page is idle, so that no keystroke computes it.
  const searchOffered = display.choices.search;
  useEffect(() => {
    if (!searchOffered) return undefined;
    return prepareWhenIdle(() => menuLabels(allItems, labelOf));
    // labelOf follows translate: a new language's labels are prepared at their first search.
  }, [allItems, searchOffered]);
  return (
    <nav className={mergeClasses(styles.nav, display.collapsed ? styles.collapsed : styles.open)} aria-label={intl.formatMessage({ id: 'i18n_menu_label' })} data-testid="side-menu" data-collapsed={display.collapsed}>
      {display.choices.search && !display.collapsed && (
        <div className={styles.search}>
          <MenuSearch
            value={query}
            onChange={setQuery}
            onEnter={() => {
              // What the box holds now, not what the entries show yet.
              const hit = firstHit(filterMenu(allItems, query, labelOf).items);
              if (hit) openMenuItem(root, hit, menu.labelOf(hit, translate));
            }}
          />
        </div>
      )}
      {items.length === 0 ? (
        !display.collapsed && (
          <Text className={styles.empty} data-testid="menu-empty">
            {found ? intl.formatMessage({ id: 'i18n_menu_search_none' }, { query: shownQuery.trim() }) : intl.formatMessage({ id: 'i18n_menu_empty' })}
          </Text>
        )
      ) : (
        <ul className={styles.list} role="tree">
          {items.map((item) => (
            <MenuEntry key={item.appCode} item={item} depth={0} location={location} opened={found?.open} />
          ))}
        </ul>
      )}
      {shown.hidden > 0 && (
        <Text className={styles.empty} data-testid="menu-search-more">
          {intl.formatMessage({ id: 'i18n_menu_search_more' }, { count: shown.hidden })}
        </Text>
      )}
    </nav>
  );
});

/** Prepares the search index for the labels in idle periods, a slice each; returns the cancel. */
function prepareWhenIdle(labelsOf: () => string[]): () => void {
  let cancelled = false;
  let labels: string[] | undefined;
  let at = 0;
  const step = (time: IdleTime) => {
    if (cancelled) return;
    labels ??= labelsOf();
    at = prepareSearchIndex(labels, at, () => time.timeRemaining() > 2);
    if (at < labels.length) onIdle(step);
  };
  onIdle(step);
  return () => void (cancelled = true);
}

function useMenuLocation(): MenuLocation {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ pathname, query: queryOf(search) }), [pathname, search]);
}

/** One entry; `opened`: the groups a search opens (while searching, the user's open groups do not count). */
const MenuEntry = observer(function MenuEntry({ item, depth, location, opened }: { item: MenuItem; depth: number; location: MenuLocation; opened?: Set<string> }) {
  const root = useStores();
  const { menu, display, locale } = root;
  const styles = useStyles();
  const children = displayChildren(item);
  const translate = locale.translate;
  const label = menu.labelOf(item, translate);
  const expanded = opened ? children.length > 0 : menu.expanded.has(item.appCode);
  const active = children.length === 0 && menu.isActive(item, location, translate);
  const collapsed = display.collapsed;
  const indent = collapsed ? 10 : 12 + depth * 16;

  const onClick = () => {
    if (children.length > 0) {
      if (collapsed) {
        display.setCollapsed(false);
        if (!expanded) menu.toggle(item.appCode);
        return;
      }
      if (!opened) menu.toggle(item.appCode);
      return;
    }
    openMenuItem(root, item, label);
  };

  const button = (
    <button
      type="button"
      className={mergeClasses(styles.entry, active && styles.active)}
      style={{ paddingLeft: `${indent}px` }}
      onClick={onClick}
      aria-expanded={children.length > 0 ? expanded : undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={`menu-${item.appCode}`}
      data-active={active || undefined}
    >
      <MenuIcon className={styles.icon} icon={item.appIcon} />
      {!collapsed && <span className={styles.label}>{label}</span>}
      {!collapsed && children.length > 0 && (expanded ? <ChevronDown16Regular /> : <ChevronRight16Regular />)}
    </button>
  );
  return (
    <li role="treeitem" aria-selected={active} aria-expanded={children.length > 0 ? expanded : undefined} className={mergeClasses(styles.item, children.length === 0 && styles.page)}>
      {collapsed ? (
        <Tooltip content={labelTooltip(label)} relationship="label" positioning="after">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {children.length > 0 && expanded && !collapsed && (
        <ul className={styles.list} role="group">
          {children.map((child) => (
            <MenuEntry key={child.appCode} item={child} depth={depth + 1} location={location} opened={opened} />
          ))}
        </ul>
      )}
    </li>
  );
});
