/** A tab of the tab strip (seed 000 §3): label, value (path or src), query, group, close flag. */
export interface Tab {
  label: string;
  /** Identity of the page: a frame tab's src, otherwise its route path. One tab per value. */
  value: string;
  path: string;
  query: Record<string, string>;
  params?: Record<string, string>;
  group?: string;
  taskId?: string;
  closable: boolean;
}

export interface TabGroupRule {
  id: string;
  pathPrefix?: string;
  srcContains?: readonly string[];
}

/** The value that identifies a page: frames by their address, other pages by route path. */
export function tabValueOf(path: string, query: Readonly<Record<string, string>>): string {
  return path.startsWith('/myiframe/') && query.src ? query.src : path;
}

/** The replacement group a page belongs to, by route path prefix or frame address. */
export function tabGroupOf(path: string, query: Readonly<Record<string, string>>, groups: readonly TabGroupRule[]): string | undefined {
  const src = query.src ?? query.path ?? '';
  return groups.find(
    (group) =>
      (group.pathPrefix !== undefined && (path === group.pathPrefix || path.startsWith(`${group.pathPrefix}/`))) ||
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

/** Restores tabs from storage, dropping anything malformed. */
export function parseStoredTabs(raw: unknown): Tab[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (tab): tab is Tab =>
      typeof tab === 'object' && tab !== null && typeof tab.label === 'string' && typeof tab.value === 'string' && typeof tab.path === 'string' && typeof tab.query === 'object' && tab.query !== null,
  );
}
