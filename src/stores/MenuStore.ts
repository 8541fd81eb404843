import { action, computed, makeObservable, observable } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../core/api/services';
import { menuItemToRoute, normaliseMenu, type MenuItem, type MenuTarget } from '../core/menu/menuItem';
import { isMenuItemAllowed } from '../core/visibility';
import type { TypedStorage } from '../core/storage';
import type { LayoutStore } from './LayoutStore';

/** The server menu and where each item leads. */
export class MenuStore {
  items: MenuItem[] = [];
  loaded = false;

  constructor(
    private readonly layout: LayoutStore,
    private readonly local: TypedStorage,
    private readonly shellOrigin: string,
  ) {
    this.items = local.get<MenuItem[]>('menu') ?? [];
    makeObservable(this, { items: observable.ref, loaded: observable, allowedOrigins: computed, setItems: action, clear: action });
  }

  get allowedOrigins(): string[] {
    return this.layout.sorted(this.layout.document.frames.allowedOrigins).map(([, entry]) => entry.origin);
  }

  async load(http: AxiosInstance): Promise<void> {
    const raw = await api.getMenu(http);
    this.setItems(raw);
  }

  setItems(raw: unknown): void {
    const items = normaliseMenu(raw);
    if (!items) {
      // Seed 000 §5: nothing is built from a menu that is not a non-empty array.
      console.error('menu not exist');
      this.items = [];
    } else {
      this.items = items;
    }
    this.loaded = true;
    this.local.set('menu', this.items);
  }

  clear(): void {
    this.items = [];
    this.loaded = false;
    this.local.remove('menu');
  }

  /** Items the user's roles allow, recursively. */
  visibleItems(roles: readonly string[]): MenuItem[] {
    const filter = (items: MenuItem[]): MenuItem[] =>
      items.filter((item) => isMenuItemAllowed(item.roleList, roles)).map((item) => ({ ...item, children: filter(item.children ?? []) }));
    return filter(this.items);
  }

  targetOf(item: MenuItem): MenuTarget | null {
    const rules = this.layout.sorted(this.layout.document.menuRules).map(([, rule]) => rule);
    return menuItemToRoute(item, rules, { shellOrigin: this.shellOrigin, allowedOrigins: this.allowedOrigins });
  }
}
