import { resolveText } from '../i18n/language';
import { displayChildren, routeCodeOf, type MenuItem, type MenuTarget } from './menuItem';
import { isMenuItemAllowed } from '../visibility';

/**
 * How the side menu shows an item: its label, its icon and
 * whether it is highlighted. Pure functions; the SideMenu component only renders their results.
 */

/** The label: the appNameI18nKey's translation when that key exists, an i18n_ appName translated, else appName. */
export function menuLabel(item: Pick<MenuItem, 'appName' | 'appNameI18nKey'>, translate: (key: string) => string | undefined): string {
  if (item.appNameI18nKey) {
    const translated = translate(item.appNameI18nKey);
    if (translated !== undefined && translated !== '') return translated;
  }
  return resolveText(item.appName, '', translate);
}

/**
 * The items a user's roles allow, recursively (hiding a group hides its entries). What nothing was
 * taken from is the same object (a menu without role lists is given back as it is: a 10,000-page
 * menu was copied whole, 20–47 ms in Node).
 */
export function visibleMenu(items: MenuItem[], roles: readonly string[]): MenuItem[] {
  let changed = false;
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (!isMenuItemAllowed(item.roleList, roles)) {
      changed = true;
      continue;
    }
    const children = item.children ?? [];
    const visibleChildren = visibleMenu(children, roles);
    if (visibleChildren === children && item.children !== undefined) kept.push(item);
    else {
      changed = true;
      kept.push({ ...item, children: visibleChildren });
    }
  }
  return changed ? kept : items;
}

export interface MenuLocation {
  pathname: string;
  query: Readonly<Record<string, string>>;
}

/**
 * Highlighted when the route matches its code (the frame route `/myiframe/{appCode}`) or its
 * target (same path and the target's query), when the route path (or the frame address) contains
 * one of its group paths, or when the query name equals its label.
 */
export function isMenuItemActive(item: MenuItem, labels: readonly string[], target: MenuTarget | null, location: MenuLocation): boolean {
  const { pathname, query } = location;
  if (pathname === `/myiframe/${encodeURIComponent(routeCodeOf(item))}`) return true;
  const address = query.src ?? query.path ?? '';
  if (item.groupList?.some((group) => group !== '' && (pathname.includes(group) || (address !== '' && address.includes(group))))) return true;
  if (query.name !== undefined && query.name !== '' && labels.includes(query.name)) return true;
  if (target && target.path === pathname) {
    return Object.entries(target.query).every(([key, value]) => key === 'name' || query[key] === value);
  }
  return false;
}

/**
 * The codes of the groups to expand so that the highlighted leaf is visible (outermost first),
 * or [] when no leaf is highlighted.
 */
export function activeBranch(items: readonly MenuItem[], isActive: (item: MenuItem) => boolean): string[] {
  for (const item of items) {
    const children = displayChildren(item);
    if (children.length === 0) {
      if (isActive(item)) return [item.appCode];
      continue;
    }
    const below = activeBranch(children, isActive);
    if (below.length > 0) return [item.appCode, ...below];
  }
  return [];
}

/** The icons the shell can draw for a menu entry. */
export const MENU_ICON_NAMES = [
  'home',
  'cart',
  'chat',
  'people',
  'chart',
  'tasks',
  'mail',
  'money',
  'shield',
  'truck',
  'settings',
  'person',
  'document',
  'folder',
  'building',
  'grid',
  'box',
  'calendar',
  'search',
  'alert',
  'apps',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

// Fluent icon base names (Cart20Regular, CartRegular, fluent:cart, ic_fluent_cart_20_regular) the menu may name directly.
const FLUENT_NAMES: Record<string, MenuIconName> = {
  home: 'home',
  cart: 'cart',
  chatmultiple: 'chat',
  chat: 'chat',
  people: 'people',
  peopleteam: 'people',
  databarvertical: 'chart',
  chart: 'chart',
  tasklistsquareltr: 'tasks',
  tasklist: 'tasks',
  mail: 'mail',
  money: 'money',
  shieldcheckmark: 'shield',
  shield: 'shield',
  vehicletruck: 'truck',
  settings: 'settings',
  person: 'person',
  document: 'document',
  folder: 'folder',
  building: 'building',
  grid: 'grid',
  box: 'box',
  calendar: 'calendar',
  calendarltr: 'calendar',
  search: 'search',
  alert: 'alert',
  apps: 'apps',
};

// Element UI names the platform sends (el-icon-xxx) whose words would mislead the keyword rules.
const ELEMENT_NAMES: Record<string, MenuIconName> = {
  's-home': 'home',
  's-order': 'tasks',
  's-check': 'tasks',
  's-claim': 'tasks',
  tickets: 'document',
  'data-analysis': 'chart',
  'data-line': 'chart',
  'pie-chart': 'chart',
  'office-building': 'building',
  's-shop': 'building',
  's-grid': 'grid',
  menu: 'folder',
  setting: 'settings',
  's-tools': 'settings',
  user: 'person',
  'user-solid': 'person',
  's-custom': 'people',
  's-cooperation': 'people',
  message: 'mail',
  'chat-dot-round': 'chat',
  goods: 'box',
  box: 'box',
  date: 'calendar',
  search: 'search',
  bell: 'alert',
  warning: 'alert',
  money: 'money',
  truck: 'truck',
  document: 'document',
  folder: 'folder',
};

// Keywords of icon-font class names (icon-order, iconfont icon-rfq, fa fa-truck …), tried in order.
const KEYWORDS: Array<[RegExp, MenuIconName]> = [
  [/home|index|wel/, 'home'],
  [/order|cart|purchase|shop/, 'cart'],
  [/rfq|enquiry|inquiry|quot|bid|chat/, 'chat'],
  [/supplier|vendor|people|user-group|team|sale/, 'people'],
  [/report|chart|data|stat|analy/, 'chart'],
  [/audit|approv|todo|task|flow|check/, 'tasks'],
  [/message|mail|notice/, 'mail'],
  [/bell|alarm|warn/, 'alert'],
  [/finance|money|invoice|pay|recon|cost/, 'money'],
  [/quality|inspect|shield/, 'shield'],
  [/deliver|logistic|truck|ship/, 'truck'],
  [/setting|config|system|tool/, 'settings'],
  [/person|user|info|account/, 'person'],
  [/document|file|doc|ticket|contract/, 'document'],
  [/building|company|factory/, 'building'],
  [/grid|layout/, 'grid'],
  [/material|goods|box|stock|inventory/, 'box'],
  [/date|calendar|plan/, 'calendar'],
  [/search|find/, 'search'],
  [/folder|menu|group/, 'folder'],
];

/** The icon of a menu entry from the server's appIcon: a Fluent icon name or an icon-font class name. */
export function menuIconName(appIcon: string | undefined): MenuIconName {
  const raw = (appIcon ?? '').trim();
  if (raw === '') return 'apps';
  const fluent = /^(?:fluent[:-])?([A-Z][A-Za-z]*?)(?:\d+)?(?:Regular|Filled)?$/.exec(raw) ?? /^fluent[:-]([a-z][a-z-]*)$/.exec(raw) ?? /^ic_fluent_([a-z_]+?)_\d+_(?:regular|filled)$/.exec(raw);
  if (fluent) {
    const base = fluent[1]!.replace(/[-_]/g, '').toLowerCase();
    const named = FLUENT_NAMES[base];
    if (named) return named;
  }
  const name = raw.toLowerCase();
  for (const token of name.split(/\s+/)) {
    const element = /^el-icon-(.+)$/.exec(token);
    if (element && ELEMENT_NAMES[element[1]!]) return ELEMENT_NAMES[element[1]!]!;
  }
  return KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'apps';
}
