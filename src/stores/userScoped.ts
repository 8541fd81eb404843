/**
 * Whose data a store holds. `user`: the signed-in user's (menu, settings, overlays, tabs, page
 * data…): it is emptied when the session ends or another user signs in (the list below).
 * `session`: the session itself and what follows it on its own (tokens, the ways in and out, the
 * refresh and lock timers, the push connection). `portal`: the portal's (layout layers, language,
 * toasts, frames) or data kept per user that the next sign-in reads for itself (display, the tour).
 * Every store of the root declares one (rootStore.test.ts checks it).
 */
export type StoreScope = 'user' | 'session' | 'portal';

/** A store holding the signed-in user's data: `clear()` forgets all of it. */
export interface UserScoped {
  readonly scope: 'user';
  clear(): void;
}

/**
 * The one list of user-scoped stores, cleared in one loop (in the order they were registered) when
 * a session ends or another user signs in. The root registers the stores it builds; a store built
 * elsewhere (a plugin's model) registers itself through `RootStore.userScoped.register`.
 */
export class UserScopedStores {
  private readonly list: UserScoped[] = [];

  /** Adds stores to the list; returns a function that takes them off again. */
  register(...stores: UserScoped[]): () => void {
    for (const store of stores) if (!this.list.includes(store)) this.list.push(store);
    return () => {
      for (const store of stores) {
        const index = this.list.indexOf(store);
        if (index >= 0) this.list.splice(index, 1);
      }
    };
  }

  /** The stores on the list, in clearing order. */
  get stores(): readonly UserScoped[] {
    return this.list;
  }

  /** Forgets the user's data in every store on the list. */
  clear(): void {
    for (const store of this.list) store.clear();
  }
}
