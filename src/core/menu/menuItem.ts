import type { MenuRule } from '../../generated/layout';
import type { MenuItem } from '../../contract/menu';
import { queryOf } from '../session/guard';

/** A menu item as the server sends it: the contract's shape (its `isIndex` is set by normaliseMenu). */
export type { MenuItem };

/** Where a menu item leads: a shell route path and its query. */
export interface MenuTarget {
  target: MenuRule['target'];
  path: string;
  query: Record<string, string>;
}

export type UrlSafety = 'relative' | 'same-origin' | 'allowed-origin' | 'foreign-origin' | 'unsafe';

/** Suffix of the index child's code that a top-level leaf gets. */
export const INDEX_SUFFIX = '__index';

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
// What classifyUrl cleans away; most addresses have none of it (tested first: a big menu classifies thousands).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const NEEDS_CLEANING = /[\u0000-\u001f\u007f\s\\]/;

/**
 * Classifies an address that came from data (menu, bridge). Only relative paths and http(s) URLs
 * are ever opened; javascript:, data:, protocol-relative and other schemes are unsafe.
 */
export function classifyUrl(url: string, shellOrigin: string, allowedOrigins: readonly string[]): UrlSafety {
  const trimmed = url.trim();
  // Browsers ignore tabs and newlines inside URLs ("java\tscript:"), so judge the cleaned text;
  // they also read a backslash as a slash in http(s) URLs ("/\\evil.example" is "//evil.example").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const cleaned = NEEDS_CLEANING.test(trimmed) ? trimmed.replace(/[\u0000-\u001f\u007f\s]+/g, '').replace(/\\/g, '/') : trimmed;
  if (cleaned === '' || cleaned.startsWith('//')) return 'unsafe';
  if (!SCHEME.test(cleaned)) return cleaned.startsWith('/') || !cleaned.includes(':') ? 'relative' : 'unsafe';
  let parsed: URL;
  try {
    parsed = new URL(cleaned);
  } catch {
    return 'unsafe';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'unsafe';
  if (parsed.origin === shellOrigin) return 'same-origin';
  return allowedOrigins.includes(parsed.origin) ? 'allowed-origin' : 'foreign-origin';
}

export function isOpenableUrl(url: string, shellOrigin: string, allowedOrigins: readonly string[]): boolean {
  const safety = classifyUrl(url, shellOrigin, allowedOrigins);
  return safety === 'relative' || safety === 'same-origin' || safety === 'allowed-origin';
}

/**
 * The menu must be a non-empty array, otherwise nothing is built (the caller logs
 * 'menu not exist'). A top-level item without children gets an index child that carries its url.
 */
export function normaliseMenu(raw: unknown): MenuItem[] | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const items = raw.filter(isMenuItemShape).map((item) => normaliseItem(item));
  return items.map((item) =>
    item.children && item.children.length > 0
      ? item
      : { ...item, children: [{ ...item, appCode: `${item.appCode}${INDEX_SUFFIX}`, children: [], isIndex: true }] },
  );
}

const isOptional = (value: unknown, check: (value: unknown) => boolean): boolean => value === undefined || check(value);
const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isText = (value: unknown): boolean => typeof value === 'string';

/**
 * A menu as the shell keeps it (normalised, in storage): every item and child of the contract's
 * shape, to any depth. Anything else read back from storage is not a menu.
 */
export function isMenuTree(value: unknown): value is MenuItem[] {
  return Array.isArray(value) && value.every(isKeptMenuItem);
}

function isKeptMenuItem(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.appCode === 'string' &&
    typeof item.appName === 'string' &&
    isOptional(item.appNameI18nKey, isText) &&
    isOptional(item.appUrl, isText) &&
    isOptional(item.appIcon, isText) &&
    isOptional(item.component, isText) &&
    isOptional(item.roleList, isStringList) &&
    isOptional(item.groupList, isStringList) &&
    isOptional(item.isIndex, (flag) => typeof flag === 'boolean') &&
    isOptional(item.meta, (meta) => typeof meta === 'object' && meta !== null && !Array.isArray(meta)) &&
    isOptional(item.children, isMenuTree)
  );
}

function isMenuItemShape(value: unknown): value is MenuItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.appName === 'string' && (typeof item.appCode === 'string' || typeof item.appCode === 'number');
}

function normaliseItem(item: MenuItem): MenuItem {
  const children = Array.isArray(item.children) ? item.children.filter(isMenuItemShape).map(normaliseItem) : [];
  return { ...item, appCode: String(item.appCode), children };
}

/** The code an item's frame route carries (`/myiframe/{code}`): an index child stands for its parent. */
export function routeCodeOf(item: Pick<MenuItem, 'appCode' | 'isIndex'>): string {
  return item.isIndex && item.appCode.endsWith(INDEX_SUFFIX) ? item.appCode.slice(0, -INDEX_SUFFIX.length) : item.appCode;
}

/** The leaf a top-level item stands for when its only child is its own index child. */
export function displayChildren(item: MenuItem): MenuItem[] {
  const children = item.children ?? [];
  return children.length === 1 && children[0]?.isIndex ? [] : children;
}

function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const hashIndex = url.indexOf('#');
  // A query after a hash route (/rfq/#/v2/list?x=1) belongs to the sub-app: keep it in the address.
  const queryIndex = url.indexOf('?');
  if (queryIndex < 0 || (hashIndex >= 0 && hashIndex < queryIndex)) return { path: url, query: {} };
  return { path: url.slice(0, queryIndex), query: queryOf(url.slice(queryIndex + 1)) };
}

/** The signed-in account, whose numbers fill the placeholders of menu addresses. */
export interface AccountNumbers {
  elsAccount: string;
  elsSubAccount: string;
}

/**
 * The account placeholders of menu addresses in the forms the platform's menus carry them:
 * `${elsAccount}`, `{elsAccount}` and their URL-encoded forms (`$%7BelsAccount%7D`,
 * `%24%7BelsAccount%7D`, `%7BelsAccount%7D`), the same for elsSubAccount.
 */
const ACCOUNT_PLACEHOLDERS = /(?:\$|%24)?(?:\{|%7[Bb])(elsAccount|elsSubAccount)(?:\}|%7[Dd])/g;

/** Fills the account placeholders of an address (URL-encoded values); without an account it stays as it is. */
export function fillAccountPlaceholders(url: string, account: AccountNumbers | undefined): string {
  if (!account || !url.includes('Account')) return url;
  return url.replace(ACCOUNT_PLACEHOLDERS, (_match, name: keyof AccountNumbers) => encodeURIComponent(account[name]));
}

/** The rules by ascending order: as they are when they already are (the menu store's are). */
function byOrder(rules: readonly MenuRule[]): readonly MenuRule[] {
  for (let index = 1; index < rules.length; index += 1) if (rules[index - 1]!.order > rules[index]!.order) return [...rules].sort((a, b) => a.order - b.order);
  return rules;
}

/**
 * Turns a menu item into a route by the layout's menu rules, tried by ascending order, its account
 * placeholders filled. The page's name (the tab label, the browser title) is the item's translation
 * key when the shell knows it, so the label is shown in the user's language; else its appName. Returns null when no rule matches or the url is not safe to open (never a
 * javascript: url, never a foreign origin unless the layout allows it).
 */
export function menuItemToRoute(
  item: MenuItem,
  rules: readonly MenuRule[],
  opts: {
    shellOrigin: string;
    allowedOrigins: readonly string[];
    account?: AccountNumbers;
    /** Whether the shell has a translation of a key: then the tab is named by the key (its label follows the language). */
    knowsKey?: (key: string) => boolean;
  },
): MenuTarget | null {
  const url = item.appUrl === undefined ? undefined : fillAccountPlaceholders(item.appUrl, opts.account).trim();
  if (!url) return null;
  // Classified once (isOpenableUrl's rule): a menu of 10,000 pages is walked at every navigation.
  const safety = classifyUrl(url, opts.shellOrigin, opts.allowedOrigins);
  if (safety !== 'relative' && safety !== 'same-origin' && safety !== 'allowed-origin') return null;
  // An address on another origin (an external sub-app) can only be shown in a frame: the portal,
  // audit and forward rules name the shell's own pages, so 'https://x.example/portal/#/list' must
  // not match the portal rule (it landed on a 404 page); and a frame rule's urlNotContains, which
  // keeps the shell's own pages out of frames, does not keep it out.
  const external = safety === 'allowed-origin';
  const rule = byOrder(rules).find((r) =>
    external
      ? r.target === 'frame' && (r.urlContains === undefined || url.includes(r.urlContains))
      : (r.urlContains === undefined || url.includes(r.urlContains)) && (r.urlNotContains === undefined || !url.includes(r.urlNotContains)),
  );
  if (!rule) return null;
  const label = item.appNameI18nKey && opts.knowsKey?.(item.appNameI18nKey) ? item.appNameI18nKey : item.appName;
  switch (rule.target) {
    case 'frame':
      return {
        target: 'frame',
        path: rule.path.replace('{routerPath}', encodeURIComponent(routeCodeOf(item))).replace('{url}', url),
        query: { src: url, name: label },
      };
    case 'portal': {
      const { path, query } = splitUrl(url.replace(/^.*?#(?=\/)/, ''));
      // A portal url may carry the application prefix and hash (/portal/#/portal/info/index).
      return { target: 'portal', path: rule.path.replace('{url}', path), query };
    }
    case 'audit':
    case 'forward': {
      const { query } = splitUrl(url);
      return { target: rule.target, path: rule.path.replace('{routerPath}', encodeURIComponent(routeCodeOf(item))), query: { ...query, name: label } };
    }
  }
}
