import { action, computed, makeObservable, observable } from 'mobx';
import type { LayoutDocument } from '../../generated/layout';
import { composeLayout, sortedEntries, type LayoutLayer } from '../../core/config/layers';
import type { GuardPaths } from '../../core/session/guard';
import { homePathOf } from '../../core/home/homePath';

type Keyed<T> = Record<string, T | null | undefined>;

/**
 * The layout document in force: base → tenant file → server overlay → user overlay → draft. The
 * composition is recomputed whenever a layer changes; failing layers are kept in `failures`.
 */
export class LayoutStore {
  startupLayers: LayoutLayer[];
  serverLayers: LayoutLayer[] = [];
  draft: LayoutLayer | undefined = undefined;

  /** `station`: the signed-in user's station (observable where it lives), which picks the home page. */
  constructor(
    startupLayers: LayoutLayer[],
    private readonly station: () => string | undefined = () => undefined,
  ) {
    this.startupLayers = startupLayers;
    makeObservable(this, {
      startupLayers: observable.ref,
      serverLayers: observable.ref,
      draft: observable.ref,
      composition: computed,
      filesDocument: computed({ keepAlive: true }),
      document: computed,
      failures: computed,
      guardPaths: computed,
      homePath: computed,
      allowedOrigins: computed,
      originRules: computed,
      setServerLayers: action,
      setDraft: action,
    });
  }

  get composition() {
    const layers = [...this.startupLayers, ...this.serverLayers, ...(this.draft ? [this.draft] : [])];
    return composeLayout(layers);
  }

  /**
   * The layout of the deployment's files alone (base and tenant file, no stored overlay or draft):
   * what names the tenant's company. Composed once, as the start-up layers do not change.
   */
  get filesDocument(): LayoutDocument {
    return composeLayout(this.startupLayers).layout;
  }

  get document(): LayoutDocument {
    return this.composition.layout;
  }

  get failures() {
    return this.composition.failures;
  }

  /** The signed-in user's home page: the home tab's path, or its station's (`homeTab.byStation`). */
  get homePath(): string {
    return homePathOf(this.document.app.homeTab, this.station());
  }

  /** Where the guard and the session send the user: the layout's login, lock, home and 404 routes. */
  get guardPaths(): GuardPaths {
    const pathOf = (id: string, fallback: string) => this.document.routes[id]?.path ?? fallback;
    return {
      login: pathOf('login', '/login'),
      lock: pathOf('lock', '/lock'),
      home: this.homePath,
      notFound: pathOf('notFound', '/404'),
      forbidden: pathOf('forbidden', '/403'),
      defaultHome: this.document.app.homeTab.path,
    };
  }

  /** Origins besides the shell's own that frames may load from and the bridge may hear from. */
  get allowedOrigins(): string[] {
    return this.sorted(this.document.frames.allowedOrigins).map(([, entry]) => entry.origin);
  }

  /** The allowed origins with the bridge messages each may send (absent: all). */
  get originRules(): Array<{ origin: string; messages?: readonly string[] }> {
    return this.sorted(this.document.frames.allowedOrigins).map(([, entry]) => ({ origin: entry.origin, ...(entry.messages ? { messages: entry.messages } : {}) }));
  }

  setServerLayers(layers: LayoutLayer[]): void {
    this.serverLayers = layers;
  }

  setDraft(patch: Record<string, unknown> | undefined): void {
    this.draft = patch === undefined ? undefined : { kind: 'draft', source: 'draft (preview, not saved)', patch };
  }

  /** Entries of a keyed collection sorted by order, with their ids. */
  sorted<T extends { order: number }>(collection: Keyed<T> | undefined): Array<[string, T]> {
    return sortedEntries(collection ?? {}) as Array<[string, T]>;
  }
}
