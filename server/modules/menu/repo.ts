// Menu rows: the tree of a tenant filtered by the user's roles, the app list derived from it, and
// the one statement that writes a menu row (demo data, later entries, a new tenant's copy).
import { ACCOUNT_PLACEHOLDER, type AppEntry, type MenuItem } from '../../../src/contract/menu.js';
import type { Database } from '../../platform/db/database.js';
import { isJsonObject } from '../../platform/shellRules.js';

/** A menu item as the server sends it: url, icon and children always present. */
export type ServedMenuItem = Omit<MenuItem, 'appUrl' | 'appIcon' | 'children' | 'isIndex'> & { appUrl: string; appIcon: string; children: ServedMenuItem[] };

/** A menu item to store, with the children to store below it. */
export type MenuSeed = Omit<MenuItem, 'isIndex' | 'children'> & { children?: MenuSeed[] };

interface MenuRow {
  id: number;
  els_account: string;
  parent_id: number | null;
  sort_order: number;
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

type NewMenuRow = Omit<MenuRow, 'id'>;

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

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Writes one menu row; returns its id. The only INSERT INTO menus. */
export function insertMenuRow(db: Database, row: NewMenuRow): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO menus (els_account, parent_id, sort_order, app_code, app_name, app_name_i18n_key, app_url,
         app_icon, role_list, group_list, meta, component)
       VALUES (@els_account, @parent_id, @sort_order, @app_code, @app_name, @app_name_i18n_key, @app_url,
         @app_icon, @role_list, @group_list, @meta, @component)`,
    )
    .run(row);
  return Number(lastInsertRowid);
}

function rowOf(elsAccount: string, parentId: number | null, sortOrder: number, item: MenuSeed): NewMenuRow {
  return {
    els_account: elsAccount,
    parent_id: parentId,
    sort_order: sortOrder,
    app_code: item.appCode,
    app_name: item.appName,
    app_name_i18n_key: item.appNameI18nKey ?? null,
    app_url: item.appUrl ?? '',
    app_icon: item.appIcon ?? '',
    role_list: json(item.roleList),
    group_list: json(item.groupList),
    meta: json(item.meta),
    component: item.component ?? null,
  };
}

/** Stores a tree of items below `parentId`, sorted 10, 20, 30... in the given order. */
export function insertMenuTree(db: Database, elsAccount: string, items: readonly MenuSeed[], parentId: number | null = null): void {
  items.forEach((item, index) => {
    const id = insertMenuRow(db, rowOf(elsAccount, parentId, (index + 1) * 10, item));
    if (item.children) insertMenuTree(db, elsAccount, item.children, id);
  });
}

/** Adds an item as the last child of the item `parentCode`; nothing when the parent is missing or the code exists. */
export function appendMenuChild(db: Database, elsAccount: string, parentCode: string, item: MenuSeed): void {
  const parent = db.prepare('SELECT id FROM menus WHERE els_account = ? AND app_code = ?').get(elsAccount, parentCode) as { id: number } | undefined;
  if (!parent) return;
  if (db.prepare('SELECT 1 FROM menus WHERE els_account = ? AND app_code = ?').get(elsAccount, item.appCode)) return;
  const last = db.prepare('SELECT MAX(sort_order) AS n FROM menus WHERE els_account = ? AND parent_id = ?').get(elsAccount, parent.id) as { n: number | null };
  insertMenuRow(db, rowOf(elsAccount, parent.id, (last.n ?? 0) + 10, item));
}

/** Sets the address fragments that light an item up too (its detail pages). */
export function setMenuGroupList(db: Database, elsAccount: string, appCode: string, groupList: readonly string[]): void {
  db.prepare('UPDATE menus SET group_list = ? WHERE app_code = ? AND els_account = ?').run(JSON.stringify(groupList), appCode, elsAccount);
}

/** Copies a tenant's whole menu tree to another tenant. */
/** Gives the entries of a code (every account) a translation key where they have none. */
export function setMenuI18nKey(db: Database, appCode: string, key: string): void {
  db.prepare('UPDATE menus SET app_name_i18n_key = ? WHERE app_code = ? AND app_name_i18n_key IS NULL').run(key, appCode);
}

export function copyMenus(db: Database, fromAccount: string, toAccount: string): void {
  const rows = db.prepare('SELECT * FROM menus WHERE els_account = ? ORDER BY id').all(fromAccount) as MenuRow[];
  const ids = new Map<number, number>();
  // Parents have smaller ids than their children (inserted first), so one pass in id order works.
  for (const { id, ...row } of rows) {
    const parentId = row.parent_id === null ? null : (ids.get(row.parent_id) ?? null);
    ids.set(id, insertMenuRow(db, { ...row, els_account: toAccount, parent_id: parentId }));
  }
}

/**
 * The tenant's menu tree for a user. An item with a roleList is kept only for users holding one
 * of those roles; hiding a group hides its children too. An empty or absent roleList means everyone.
 */
export function loadMenu(db: Database, elsAccount: string, roles: readonly string[]): ServedMenuItem[] {
  const rows = db.prepare('SELECT * FROM menus WHERE els_account = ? ORDER BY sort_order, id').all(elsAccount) as MenuRow[];
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null): ServedMenuItem[] => {
    const items: ServedMenuItem[] = [];
    for (const row of byParent.get(parentId) ?? []) {
      const roleList = stringList(row.role_list);
      if (roleList && roleList.length > 0 && !roleList.some((role) => roles.includes(role))) continue;
      const item: ServedMenuItem = {
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

/**
 * getMyApp: one app per top-level menu item, its children the reachable pages (leaves) below it;
 * an item without children is its own single page. In the `report` app the account placeholder
 * is replaced by the given account.
 */
export function appsFromMenu(menu: readonly ServedMenuItem[], elsAccount: string): AppEntry[] {
  const leaves = (item: ServedMenuItem): ServedMenuItem[] => (item.children.length === 0 ? [item] : item.children.flatMap((child) => leaves(child)));
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
