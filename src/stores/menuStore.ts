import { action, computed, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import { isMenuTree, menuItemToRoute, normaliseMenu, type AccountNumbers, type MenuItem, type MenuTarget } from '../core/menu/menuItem';
import { activeBranch, isMenuItemActive, menuLabel, visibleMenu, type MenuLocation } from '../core/menu/menuView';
import type { TypedStorage } from '../core/storage';
import type { MenuRule } from '../generated/layout';
import type { LayoutStore } from './layout/layoutStore';

/** What the menu store is made from. */
export interface MenuStoreDeps {
  http: AxiosInstance;
  layout: LayoutStore;
  /** Where the menu of the last load is kept. */
  local: TypedStorage;
  shellOrigin: string;
  /** The signed-in account: its numbers fill the placeholders of menu addresses. Default: none. */
  account?: () => AccountNumbers | undefined;
  /** Whether the shell has a translation of a key (menu keys name the tabs they open). Default: none. */
  knowsKey?: (key: string) => boolean;
}

/** The server menu and where each item leads. */
export class MenuStore {
  readonly scope = 'user' as const;
  items: MenuItem[] = [];
  /** Codes of the expanded groups of the side menu. */
  readonly expanded = observable.set<string>();

  private readonly account: () => AccountNumbers | undefined;
  private readonly knowsKey: (key: string) => boolean;

  constructor(private readonly deps: MenuStoreDeps) {
    this.account = deps.account ?? (() => undefined);
    this.knowsKey = deps.knowsKey ?? (() => false);
    this.items = deps.local.get('menu', isMenuTree) ?? [];
    // The rules are read for every item (reveal walks the whole menu, outside any reaction): kept.
    makeObservable(this, { items: observable.ref, rules: computed({ keepAlive: true }), routeInputs: computed({ keepAlive: true }), setItems: action, clear: action, toggle: action, reveal: action });
  }

  async load(): Promise<void> {
    this.setItems(await api.getMenu(this.deps.http));
  }

  setItems(raw: unknown): void {
    const items = normaliseMenu(raw);
    if (!items) {
      // Nothing is built from a menu that is not a non-empty array; the platform's log line says so.
      console.error('menu not exist');
      this.items = [];
    } else {
      this.items = items;
    }
    this.deps.local.set('menu', this.items);
  }

  clear(): void {
    this.items = [];
    this.expanded.clear();
    this.deps.local.remove('menu');
  }

  /** The label of an entry, translated when a translation key exists. */
  labelOf(item: MenuItem, translate: (key: string) => string | undefined): string {
    return menuLabel(item, translate);
  }

  /** Highlight rule of an entry at a location (by code or target, by group path, by query name). */
  isActive(item: MenuItem, location: MenuLocation, translate: (key: string) => string | undefined): boolean {
    // The labels only count for a query name (most locations have none).
    const named = location.query.name !== undefined && location.query.name !== '';
    const labels = named ? [menuLabel(item, translate), item.appName, ...(item.appNameI18nKey ? [item.appNameI18nKey] : [])] : [];
    return isMenuItemActive(item, labels, this.highlightTargetOf(item), location);
  }

  /**
   * An item's target for the highlight, kept per item while the rules, the allowed origins and
   * the account are the same (reveal walks every item at every navigation: 10,000 pages took
   * 120 ms each time). Its query's name, which the highlight does not compare, may be an older one.
   */
  private highlightTargetOf(item: MenuItem): MenuTarget | null {
    const inputs = this.routeInputs;
    const account = this.account();
    const accountKey = account ? `${account.elsAccount}\n${account.elsSubAccount}` : '';
    if (this.targets.inputs !== inputs || this.targets.accountKey !== accountKey) this.targets = { inputs, accountKey, byItem: new WeakMap() };
    const known = this.targets.byItem.get(item);
    if (known !== undefined) return known;
    const target = this.targetOf(item);
    this.targets.byItem.set(item, target);
    return target;
  }

  private targets: { inputs?: object; accountKey: string; byItem: WeakMap<MenuItem, MenuTarget | null> } = { accountKey: '', byItem: new WeakMap() };

  /** What an item's target is made from in the layout, one object while they are the same. */
  get routeInputs(): { rules: MenuRule[]; allowedOrigins: readonly string[] } {
    return { rules: this.rules, allowedOrigins: this.deps.layout.allowedOrigins };
  }

  toggle(code: string): void {
    if (this.expanded.has(code)) this.expanded.delete(code);
    else this.expanded.add(code);
  }

  /** Expands the groups that lead to the highlighted entry (after a navigation). */
  reveal(items: MenuItem[], location: MenuLocation, translate: (key: string) => string | undefined): void {
    const branch = activeBranch(items, (item) => this.isActive(item, location, translate));
    for (const code of branch.slice(0, -1)) this.expanded.add(code);
  }

  /**
   * Items the user's roles allow, recursively; the same array for the same items and roles (the
   * side menu asks at every render: a 10,000-page menu was copied each time).
   */
  visibleItems(roles: readonly string[]): MenuItem[] {
    const items = this.items;
    const rolesKey = roles.join('\n');
    if (this.visible?.items === items && this.visible.rolesKey === rolesKey) return this.visible.result;
    const result = visibleMenu(items, roles);
    this.visible = { items, rolesKey, result };
    return result;
  }

  private visible?: { items: MenuItem[]; rolesKey: string; result: MenuItem[] };

  /** The layout's menu rules by ascending order. */
  get rules(): MenuRule[] {
    return this.deps.layout.sorted(this.deps.layout.document.menuRules).map(([, rule]) => rule);
  }

  /** Where an item leads, its account placeholders filled (`/subapps/report/?_t=${elsAccount}`). */
  targetOf(item: MenuItem): MenuTarget | null {
    const { rules, allowedOrigins } = this.routeInputs;
    return menuItemToRoute(item, rules, { shellOrigin: this.deps.shellOrigin, allowedOrigins, account: this.account(), knowsKey: this.knowsKey });
  }
}
