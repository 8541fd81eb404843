// The menu tree of a tenant, filtered by the user's roles (roleList) as docs/api.md `/user/getMenu` returns it.
import type { Database } from './db.js';
import { isJsonObject } from '../src/core/config/mergePatch.js';

export interface MenuItem {
  appCode: string;
  appName: string;
  appNameI18nKey?: string;
  appUrl: string;
  appIcon: string;
  roleList?: string[];
  groupList?: string[];
  meta?: Record<string, unknown>;
  component?: string;
  children: MenuItem[];
}

interface MenuRow {
  id: number;
  parent_id: number | null;
  app_code: string;
  app_name: string;
  app_name_i18n_key: string | null;
  app_url: string;
  app_icon: string;
  role_list: string | null;
  group_list: string | null;
  meta: string | null;
  component: string | null;
}

function parseJson(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function stringList(value: string | null): string[] | undefined {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : undefined;
}

/**
 * An item with a roleList is kept only for users holding one of those roles; hiding a group hides
 * its children too. An empty or absent roleList means everyone.
 */
export function loadMenu(db: Database, elsAccount: string, roles: readonly string[]): MenuItem[] {
  const rows = db
    .prepare('SELECT * FROM menus WHERE els_account = ? ORDER BY sort_order, id')
    .all(elsAccount) as MenuRow[];
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null): MenuItem[] => {
    const items: MenuItem[] = [];
    for (const row of byParent.get(parentId) ?? []) {
      const roleList = stringList(row.role_list);
      if (roleList && roleList.length > 0 && !roleList.some((role) => roles.includes(role))) continue;
      const item: MenuItem = {
        appCode: row.app_code,
        appName: row.app_name,
        appUrl: row.app_url,
        appIcon: row.app_icon,
        children: build(row.id),
      };
      if (row.app_name_i18n_key !== null) item.appNameI18nKey = row.app_name_i18n_key;
      if (roleList) item.roleList = roleList;
      const groupList = stringList(row.group_list);
      if (groupList) item.groupList = groupList;
      const meta = parseJson(row.meta);
      if (isJsonObject(meta)) item.meta = meta;
      if (row.component !== null) item.component = row.component;
      items.push(item);
    }
    return items;
  };
  return build(null);
}

export interface AppEntry {
  appCode: string;
  appName: string;
  children: { appName: string; appUrl: string }[];
}

const ACCOUNT_PLACEHOLDER = '${elsAccount}';

/**
 * getMyApp: one app per top-level menu item, its children the reachable pages (leaves) below it;
 * an item without children is its own single page. In the `report` app the placeholder
 * `${elsAccount}` is replaced by the given account.
 */
export function appsFromMenu(menu: readonly MenuItem[], elsAccount: string): AppEntry[] {
  const leaves = (item: MenuItem): MenuItem[] =>
    item.children.length === 0 ? [item] : item.children.flatMap((child) => leaves(child));
  return menu.map((top) => ({
    appCode: top.appCode,
    appName: top.appName,
    children: leaves(top)
      .filter((leaf) => leaf.appUrl !== '')
      .map((leaf) => ({
        appName: leaf.appName,
        appUrl: top.appCode === 'report' ? leaf.appUrl.split(ACCOUNT_PLACEHOLDER).join(encodeURIComponent(elsAccount)) : leaf.appUrl,
      })),
  }));
}
