// Menu rows: the tree of a tenant filtered by the user's roles, the app list derived from it, and
// the one statement that writes a menu row (demo data, later entries, a new tenant's copy).
import { ACCOUNT_PLACEHOLDER, type AppEntry, type MenuItem } from '../../../src/contract/menu.js';
import type { Insertable, Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/handle.js';
import { ReadCache } from '../../platform/readCache.js';
import { isJsonObject } from '../../platform/shellRules.js';
import type { MenuTables } from './tables.js';

/** A menu item as the server sends it: url, icon and children always present. */
export type ServedMenuItem = Omit<MenuItem, 'appUrl' | 'appIcon' | 'children' | 'isIndex'> & { appUrl: string; appIcon: string; children: ServedMenuItem[] };

/** A menu item to store, with the children to store below it. */
export type MenuSeed = Omit<MenuItem, 'isIndex' | 'children'> & { children?: MenuSeed[] };

type MenuRow = Selectable<MenuTables['menus']>;

type NewMenuRow = Insertable<MenuTables['menus']>;

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

/**
 * How old a company's menu rows may be on an instance that did not write them. A shell reads the
 * menu twice at every sign-in and reload (the menu and the apps); this process's own writes below
 * forget the kept rows at once. The registration's copy runs in its transaction on a company that
 * nobody could sign in to before, so nothing of it is kept.
 */
export const MENU_MAX_AGE_MS = 5_000;
/** Companies whose menu rows are kept. */
const MENUS_KEPT = 1_000;
const keptMenus = new WeakMap<Db, ReadCache<MenuRow[]>>();

function menuCacheOf(db: Db): ReadCache<MenuRow[]> {
  let cache = keptMenus.get(db);
  if (!cache) keptMenus.set(db, (cache = new ReadCache<MenuRow[]>({ ttlMs: MENU_MAX_AGE_MS, maxEntries: MENUS_KEPT })));
  return cache;
}

/** Every write of a menu row forgets the rows kept for this handle. */
function forgetMenus(db: Db): void {
  keptMenus.get(db)?.clear();
}

/** Writes one menu row; returns its id. The only INSERT INTO menus. */
export async function insertMenuRow(db: Db, row: NewMenuRow): Promise<number> {
  const { id } = await tablesOf<MenuTables>(db).insertInto('menus').values(row).returning('id').executeTakeFirstOrThrow();
  forgetMenus(db);
  return Number(id);
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
export async function insertMenuTree(db: Db, elsAccount: string, items: readonly MenuSeed[], parentId: number | null = null): Promise<void> {
  for (const [index, item] of items.entries()) {
    const id = await insertMenuRow(db, rowOf(elsAccount, parentId, (index + 1) * 10, item));
    if (item.children) await insertMenuTree(db, elsAccount, item.children, id);
  }
}

/** Adds an item as the last child of the item `parentCode`; nothing when the parent is missing or the code exists. */
export async function appendMenuChild(db: Db, elsAccount: string, parentCode: string, item: MenuSeed): Promise<void> {
  const q = tablesOf<MenuTables>(db);
  const parent = await q.selectFrom('menus').select('id').where('els_account', '=', elsAccount).where('app_code', '=', parentCode).executeTakeFirst();
  if (!parent) return;
  if (await q.selectFrom('menus').select('id').where('els_account', '=', elsAccount).where('app_code', '=', item.appCode).executeTakeFirst()) return;
  const last = await q
    .selectFrom('menus')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('els_account', '=', elsAccount)
    .where('parent_id', '=', parent.id)
    .executeTakeFirst();
  await insertMenuRow(db, rowOf(elsAccount, parent.id, Number(last?.n ?? 0) + 10, item));
}

/** Sets the address fragments that light an item up too (its detail pages). */
export async function setMenuGroupList(db: Db, elsAccount: string, appCode: string, groupList: readonly string[]): Promise<void> {
  await tablesOf<MenuTables>(db).updateTable('menus').set({ group_list: JSON.stringify(groupList) }).where('app_code', '=', appCode).where('els_account', '=', elsAccount).execute();
  forgetMenus(db);
}

/** Gives the entries of a code (every account) a translation key where they have none. */
export async function setMenuI18nKey(db: Db, appCode: string, key: string): Promise<void> {
  await tablesOf<MenuTables>(db).updateTable('menus').set({ app_name_i18n_key: key }).where('app_code', '=', appCode).where('app_name_i18n_key', 'is', null).execute();
  forgetMenus(db);
}

/** Copies a tenant's whole menu tree to another tenant (a registered company's start). */
export async function copyMenus(db: Db, fromAccount: string, toAccount: string): Promise<void> {
  const rows = await tablesOf<MenuTables>(db).selectFrom('menus').selectAll().where('els_account', '=', fromAccount).orderBy('id').execute();
  const ids = new Map<number, number>();
  // Parents have smaller ids than their children (inserted first), so one pass in id order works.
  for (const { id, ...row } of rows) {
    const parentId = row.parent_id === null ? null : (ids.get(Number(row.parent_id)) ?? null);
    ids.set(Number(id), await insertMenuRow(db, { ...row, els_account: toAccount, parent_id: parentId }));
  }
}

/**
 * The tenant's menu tree for a user. An item with a roleList is kept only for users holding one
 * of those roles; hiding a group hides its children too. An empty or absent roleList means everyone.
 */
export async function loadMenu(db: Db, elsAccount: string, roles: readonly string[]): Promise<ServedMenuItem[]> {
  const rows = await menuCacheOf(db).get(elsAccount, () => tablesOf<MenuTables>(db).selectFrom('menus').selectAll().where('els_account', '=', elsAccount).orderBy('sort_order').orderBy('id').execute());
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
