/** A tab of the tab strip: label, value (path or src), query, group, close flag (the platform's stored tab shape). */
export interface Tab {
  label: string;
  /** Identity of the page: a frame tab's src, otherwise its route path. One tab per value. */
  value: string;
  path: string;
  query: Record<string, string>;
  params?: Record<string, string>;
  group?: string;
  taskId?: string;
  /** The page is an embedded frame (its content lives in the frame pool, keyed by `value`). */
  frame?: boolean;
  closable: boolean;
}

export interface TabGroupRule {
  id: string;
  pathPrefix?: string;
  srcContains?: readonly string[];
  /** The group's tab is named by the group's label (tabGroups.<id>.namesTab). */
  namesTab?: boolean;
}

/** Whether a route path is the frame host's (`/myiframe/{routerPath}`). */
export function isFrameRoutePath(path: string): boolean {
  return path.startsWith('/myiframe/');
}

/**
 * The value that identifies a page: frames by their address (query `src`, else `path`), other
 * pages by route path. `frame` says the route is served by the frame host (default: the
 * `/myiframe/` routes).
 */
export function tabValueOf(path: string, query: Readonly<Record<string, string>>, frame = isFrameRoutePath(path)): string {
  const address = query.src ?? query.path;
  return frame && address ? address : path;
}

/** The path of a frame address: after the origin, before '?' and '#' ('' when it has none). */
export function addressPath(src: string): string {
  const withoutOrigin = src.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const end = withoutOrigin.search(/[?#]/);
  return end < 0 ? withoutOrigin : withoutOrigin.slice(0, end);
}

/** Whether a path lies under a prefix: the prefix itself, or below it ('/audit' holds '/audit/x', not '/auditor'). */
function underPrefix(path: string, prefix: string): boolean {
  if (path === '') return false;
  if (prefix.endsWith('/')) return path.startsWith(prefix) || path === prefix.slice(0, -1);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The replacement group a page belongs to: by route path prefix; a frame tab also by the path of
 * its address under the prefix ('/subapps/contract/' holds '/subapps/contract/#/v2/list') or by
 * its address containing one of srcContains.
 */
export function tabGroupOf(path: string, query: Readonly<Record<string, string>>, groups: readonly TabGroupRule[]): string | undefined {
  const src = query.src ?? query.path ?? '';
  const srcPath = src === '' ? '' : addressPath(src);
  return groups.find(
    (group) =>
      (group.pathPrefix !== undefined && (underPrefix(path, group.pathPrefix) || underPrefix(srcPath, group.pathPrefix))) ||
      (src !== '' && group.srcContains?.some((part) => src.includes(part))),
  )?.id;
}

/** Closable when more than one tab is open; the home tab never. */
export function withClosable(tabs: readonly Tab[], homeValue: string): Tab[] {
  return tabs.map((tab) => ({ ...tab, closable: tabs.length > 1 && tab.value !== homeValue }));
}

/**
 * Opens a page: an open tab of the same page is updated in place (new query, label); a tab of the
 * same replacement group is replaced in place; otherwise the tab is appended.
 */
export function openTab(tabs: readonly Tab[], next: Omit<Tab, 'closable'>, homeValue: string): Tab[] {
  const same = tabs.findIndex((tab) => tab.value === next.value);
  const grouped = same < 0 && next.group !== undefined ? tabs.findIndex((tab) => tab.group === next.group) : -1;
  const index = same >= 0 ? same : grouped;
  const result = [...tabs];
  if (index >= 0) result[index] = { ...next, closable: true };
  else result.push({ ...next, closable: true });
  return withClosable(ensureHome(result, homeValue), homeValue);
}

function ensureHome(tabs: Tab[], homeValue: string): Tab[] {
  // The home tab is always first and cannot be lost by a replacement.
  const home = tabs.find((tab) => tab.value === homeValue);
  return home ? [home, ...tabs.filter((tab) => tab !== home)] : tabs;
}

/** Closes one tab (not the home tab, not the last one). */
export function closeTab(tabs: readonly Tab[], value: string, homeValue: string): Tab[] {
  if (value === homeValue || tabs.length <= 1) return withClosable(tabs, homeValue);
  return withClosable(tabs.filter((tab) => tab.value !== value), homeValue);
}

/** The tab to show after closing `value` while it was active: its right neighbour, else its left. */
export function neighbourAfterClose(tabs: readonly Tab[], value: string): Tab | undefined {
  const index = tabs.findIndex((tab) => tab.value === value);
  if (index < 0) return undefined;
  return tabs[index + 1] ?? tabs[index - 1];
}

/** Keeps the home tab and the given one. */
export function closeOthers(tabs: readonly Tab[], value: string, homeValue: string): Tab[] {
  return withClosable(tabs.filter((tab) => tab.value === value || tab.value === homeValue), homeValue);
}

/** Keeps only the home tab. */
export function closeAll(tabs: readonly Tab[], homeValue: string): Tab[] {
  return withClosable(tabs.filter((tab) => tab.value === homeValue), homeValue);
}

/**
 * The tabs to close so that at most `limit` stay open (app.maxOpenTabs) once `opening` is open: the
 * least recently shown first (a tab never shown in this page load, e.g. restored from storage, before
 * any shown one; then from the left), never the Home tab nor the tab being opened. Answers their
 * values, oldest first; none without a limit or when only those two are left.
 */
export function tabsOverLimit(
  tabs: readonly Tab[],
  limit: number | undefined,
  keep: { homeValue: string; opening: string },
  lastShown: ReadonlyMap<string, number>,
): string[] {
  if (limit === undefined || tabs.length <= limit) return [];
  const candidates = tabs
    .map((tab, index) => ({ value: tab.value, index, shown: lastShown.get(tab.value) ?? -1 }))
    .filter((tab) => tab.value !== keep.homeValue && tab.value !== keep.opening)
    .sort((a, b) => a.shown - b.shown || a.index - b.index);
  return candidates.slice(0, tabs.length - limit).map((tab) => tab.value);
}

/** Restores tabs from storage, dropping anything malformed (and duplicates of a value). */
export function parseStoredTabs(raw: unknown): Tab[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const tab = entry as Record<string, unknown>;
    if (typeof tab.label !== 'string' || typeof tab.value !== 'string' || typeof tab.path !== 'string') continue;
    if (typeof tab.query !== 'object' || tab.query === null || Array.isArray(tab.query)) continue;
    if (seen.has(tab.value)) continue;
    seen.add(tab.value);
    const query = Object.fromEntries(Object.entries(tab.query as Record<string, unknown>).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
    tabs.push({
      label: tab.label,
      value: tab.value,
      path: tab.path,
      query,
      ...(typeof tab.group === 'string' ? { group: tab.group } : {}),
      ...(typeof tab.taskId === 'string' ? { taskId: tab.taskId } : {}),
      ...(typeof tab.params === 'object' && tab.params !== null ? { params: tab.params as Record<string, string> } : {}),
      frame: tab.frame === true || (tab.frame === undefined && isFrameRoutePath(tab.path)),
      closable: tab.closable === true,
    });
  }
  return tabs;
}

/**
 * The browser title is the tab label on frame pages and on the tab of a group that names its tab
 * (`named`), and otherwise the site title.
 */
export function browserTitle(frame: boolean, tabLabel: string | undefined, siteTitle: string, named = false): string {
  return (frame || named) && tabLabel ? tabLabel : siteTitle;
}

/** What the tab strip does when the shell starts. */
export interface StartPlan {
  /** Drop the stored tabs (a fresh entry without route or parameters). */
  clearTabs: boolean;
  /** Open (pin) the configured home tab; not when the entry's query says the resource is audit. */
  openHome: boolean;
}

/** Query parameters that choose the deployment, not a page: they do not count as parameters. */
export const START_IGNORED_PARAMS: readonly string[] = ['tenant'];

function queryEntries(search: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  new URLSearchParams(search).forEach((value, key) => entries.push([key, value]));
  return entries;
}

/**
 * On start the configured home tab opens unless the query says the resource is an audit (an
 * approval link); with no params all tabs are cleared. "No params" is an entry without a hash
 * route and without page parameters (`/portal/`, `/portal/?tenant=acme`), so a reload of any
 * page (`/portal/#/myiframe/rfq?src=…`) keeps the stored tabs.
 */
export function startPlan(entry: { hash: string; search: string }): StartPlan {
  const hash = entry.hash.startsWith('#') ? entry.hash.slice(1) : entry.hash;
  const queryIndex = hash.indexOf('?');
  const routePath = queryIndex < 0 ? hash : hash.slice(0, queryIndex);
  const params = [...queryEntries(entry.search).filter(([key]) => !START_IGNORED_PARAMS.includes(key)), ...(queryIndex < 0 ? [] : queryEntries(hash.slice(queryIndex + 1)))];
  const resourceIsAudit = params.some(([key, value]) => key === 'resource' && value === 'audit');
  const noRoute = routePath === '' || routePath === '/';
  return { clearTabs: noRoute && params.length === 0, openHome: !resourceIsAudit };
}

/** Keys the tab strip handles. */
export type TabStripKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'Delete';

/**
 * Keyboard navigation of the strip (tabs pattern with automatic activation): the arrows go to
 * the previous and next tab (wrapping around), Home and End to the first and last tab, Delete
 * closes the focused tab when it may be closed and goes to its neighbour. Returns what to do.
 */
export function tabStripKeyAction(
  tabs: readonly Tab[],
  focusedValue: string,
  key: string,
): { kind: 'select'; value: string } | { kind: 'close'; value: string; next: string | undefined } | undefined {
  if (tabs.length === 0) return undefined;
  const index = tabs.findIndex((t) => t.value === focusedValue);
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'select', value: tabs[index <= 0 ? tabs.length - 1 : index - 1]!.value };
    case 'ArrowRight':
      return { kind: 'select', value: tabs[index < 0 || index === tabs.length - 1 ? 0 : index + 1]!.value };
    case 'Home':
      return { kind: 'select', value: tabs[0]!.value };
    case 'End':
      return { kind: 'select', value: tabs[tabs.length - 1]!.value };
    case 'Delete': {
      const tab = tabs[index];
      if (!tab?.closable) return undefined;
      return { kind: 'close', value: tab.value, next: neighbourAfterClose(tabs, tab.value)?.value };
    }
    default:
      return undefined;
  }
}

/**
 * The open frame tab an address of the hash router names ('#/myiframe/x?src=…', as Back, a link or
 * a typed address sets it), if one is open: its value. Other pages and tabs not open: undefined.
 */
export function openFrameTabOfHash(hash: string, tabs: readonly Tab[]): string | undefined {
  const target = hash.replace(/^#/, '');
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!isFrameRoutePath(path)) return undefined;
  const value = tabValueOf(path, Object.fromEntries(new URLSearchParams(queryAt < 0 ? '' : target.slice(queryAt + 1))), true);
  return tabs.find((tab) => tab.frame && tab.value === value)?.value;
}
