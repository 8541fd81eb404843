import { action, computed, makeObservable, observable } from 'mobx';
import type { LayoutDocument } from '../../generated/layout';
import { composeLayout, sortedEntries, type LayerKind, type LayoutLayer } from '../../core/config/layers';
import type { GuardPaths } from '../../core/session/guard';
import { homePathOf } from '../../core/home/homePath';
import { applyAudiences, matchingAudiences, type AppliedAudiences } from '../../core/config/audiences';
import type { VisibilityContext } from '../../core/visibility';

type Keyed<T> = Record<string, T | null | undefined>;

/** The order of the layers (the composition's): base → tenant file → tenant overlay → suppliers' overlay → user → draft. */
const LAYER_RANK: Readonly<Record<string, number>> = { base: 0, tenant: 1, server: 2, suppliers: 3, user: 4, draft: 5 };
const rankOf = (kind: string): number => LAYER_RANK[kind] ?? LAYER_RANK.draft!;

/** What the layout store is made from. */
export interface LayoutStoreDeps {
  /** The layers read at start (base, tenant file). */
  startupLayers: LayoutLayer[];
  /**
   * The station the layout is shown for (observable where it lives), which picks the home page: the
   * signed-in user's, or the one a tenant admin previews the layout as. Default: none.
   */
  station?: () => string | undefined;
  /**
   * The viewer the layout's audiences are applied for (VisibilityStore.baseContext: the preview
   * target while an admin previews, else the signed-in user; signed out: no user fields), read when
   * asked. Default, or undefined: no audience applies.
   */
  viewer?: () => VisibilityContext | undefined;
}

/**
 * The layout document in force: base → tenant file → server overlay → user overlay → draft. The
 * composition is recomputed whenever a layer changes; failing layers are kept in `failures`.
 */
export class LayoutStore {
  readonly scope = 'user' as const; // the layers are the portal's; clear() ends an admin's draft
  startupLayers: LayoutLayer[];
  serverLayers: LayoutLayer[] = [];
  draft: LayoutLayer | undefined = undefined;
  /** The kind of stored layer the draft is a new version of (it takes that layer's place), or undefined: the draft goes on top. */
  draftReplaces: LayerKind | (string & {}) | undefined = undefined;

  private readonly station: () => string | undefined;
  private readonly viewer: () => VisibilityContext | undefined;

  constructor(deps: LayoutStoreDeps) {
    this.startupLayers = deps.startupLayers;
    this.station = deps.station ?? (() => undefined);
    this.viewer = deps.viewer ?? (() => undefined);
    makeObservable(this, {
      startupLayers: observable.ref,
      serverLayers: observable.ref,
      draft: observable.ref,
      draftReplaces: observable,
      layers: computed,
      composition: computed,
      forViewer: computed,
      filesDocument: computed({ keepAlive: true }),
      document: computed,
      documentBelowDraft: computed,
      failures: computed,
      guardPaths: computed,
      homePath: computed,
      allowedOrigins: computed,
      originRules: computed,
      setServerLayers: action,
      setDraft: action,
    });
  }

  /** The layers in force, in the order they compose (the draft in the place of the overlay it is a new version of). */
  get layers(): LayoutLayer[] {
    return this.layersWith(this.draft, this.draftReplaces);
  }

  /**
   * The layers with a draft (undefined: none) put where it goes: in the place of the stored overlay of
   * kind `replaces` it is a new version of (under the layers above it, without the version it
   * replaces), or on top when `replaces` is absent.
   */
  layersWith(draft: LayoutLayer | undefined, replaces: LayerKind | (string & {}) | undefined): LayoutLayer[] {
    const stored = [...this.startupLayers, ...this.serverLayers];
    if (!draft) return stored;
    if (replaces === undefined) return [...stored, draft];
    const rank = rankOf(replaces);
    return [...stored.filter((layer) => rankOf(layer.kind) < rank), draft, ...stored.filter((layer) => rankOf(layer.kind) > rank)];
  }

  /** The stored layers under one kind of layer: what an overlay of that kind is checked and edited against. */
  layersUnder(kind: LayerKind | (string & {})): LayoutLayer[] {
    return [...this.startupLayers, ...this.serverLayers].filter((layer) => rankOf(layer.kind) < rankOf(kind));
  }

  get composition() {
    return composeLayout(this.layers);
  }

  /**
   * The layout of the deployment's files alone (base and tenant file, no stored overlay or draft):
   * what names the tenant's company. Composed once, as the start-up layers do not change.
   */
  get filesDocument(): LayoutDocument {
    return composeLayout(this.startupLayers).layout;
  }

  /** The composition with the viewer's audiences applied (src/core/config/audiences.ts). */
  get forViewer(): AppliedAudiences {
    const layout = this.composition.layout;
    const viewer = this.viewer();
    return viewer ? applyAudiences(layout, viewer) : { document: layout, matched: [], layers: [], failures: [] };
  }

  /**
   * The layout document in force for the viewer: the layers' composition with the patches of the
   * audiences the viewer belongs to. Everything the shell draws reads this one.
   */
  get document(): LayoutDocument {
    return this.forViewer.document;
  }

  /** The ids of the composition's audiences a viewer belongs to (for `audiencesAnyOf`). */
  audiencesFor(viewer: VisibilityContext): string[] {
    return matchingAudiences(this.composition.layout, viewer);
  }

  /**
   * The layout without the draft and without audiences: what an editor's form measures its overlay
   * against (an overlay patches the layers, whoever the viewer).
   */
  get documentBelowDraft(): LayoutDocument {
    return this.draft ? composeLayout([...this.startupLayers, ...this.serverLayers]).layout : this.composition.layout;
  }

  /**
   * The layout of the layers under one kind of layer (not the draft): an overlay of that kind is
   * edited against it, so that what it repeats of the layers under it is left out of it, and what
   * it repeats of a stored version of itself is not.
   */
  documentUnder(kind: LayerKind | (string & {})): LayoutDocument {
    return composeLayout(this.layersUnder(kind)).layout;
  }

  /** The layers left out, then the viewer's audiences left out. */
  get failures() {
    const audiences = this.forViewer.failures;
    return audiences.length ? [...this.composition.failures, ...audiences] : this.composition.failures;
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

  /**
   * Previews a patch as the draft layer (undefined: none). `replaces`: the kind of stored overlay it
   * is a new version of ('server' for the tenant's, 'user' for one's own), so the preview shows the
   * layout as it will be once saved (what the new version leaves out is gone, layers above it still
   * apply); absent, the draft goes on top of every layer.
   */
  setDraft(patch: Record<string, unknown> | undefined, replaces?: LayerKind | (string & {})): void {
    this.draft = patch === undefined ? undefined : { kind: 'draft', source: 'draft (preview, not saved)', patch };
    this.draftReplaces = patch === undefined ? undefined : replaces;
  }

  /** A draft layout never outlives the admin's session. */
  clear(): void {
    this.setDraft(undefined);
  }

  /** Entries of a keyed collection sorted by order, with their ids. */
  sorted<T extends { order: number }>(collection: Keyed<T> | undefined): Array<[string, T]> {
    return sortedEntries(collection ?? {}) as Array<[string, T]>;
  }
}
