import type { AxiosInstance } from 'axios';
import { accountHeaderValue } from '../../contract/auth';
import { ApiError } from '../../contract/envelope';
import type { OverlayPublishOptions, OverlayPublishResult, OverlayVersionList, StoredOverlay, UnpublishedEdit } from '../../contract/layoutConfig';
import { accountForScope, audienceForScope, LAYOUT_CONFIG_TYPE, scopeOfRow, subAccountForScope, tenantRoleOf, type OverlayScope } from '../../contract/overlayScope';
import * as api from '../../core/api/services';
import type { LayoutConfigRow } from '../../core/api/services';
import { checkOverlay, type PluginCatalogue } from '../../core/config/crossChecks';
import { LayerError, layerKindOfScope, type LayoutLayer } from '../../core/config/layers';
import { parseJsonText } from '../../core/config/loadLayers';
import type { LayoutIssue } from '../../core/config/validate';
import { isPlainObject, type TypedStorage } from '../../core/storage';
import type { LocaleStore } from '../localeStore';
import type { SessionStore } from '../session/sessionStore';
import type { LayoutStore } from './layoutStore';

/** The storage key of the overlays kept between visits. */
const KEPT_OVERLAYS = 'layoutOverlays';

/** The layer kind of each stored overlay, with the name a parse error gives its text. */
const OVERLAY_TEXT_NAMES = { server: 'server overlay', suppliers: "suppliers' overlay", user: 'user overlay' } as const;
type OverlayKind = keyof typeof OVERLAY_TEXT_NAMES;

/** One overlay as loaded: its layer kind, its source for problem reports, its text. */
interface KeptRow {
  kind: OverlayKind;
  source: string;
  json: string;
}

/** The overlays of a load, with whose and which deployment tenant's they are. */
interface KeptOverlays {
  user: string;
  tenant: string;
  rows: KeptRow[];
}

const isKeptOverlays = (value: unknown): value is KeptOverlays =>
  isPlainObject(value) && typeof value.user === 'string' && typeof value.tenant === 'string' && Array.isArray(value.rows);

/** What the overlay store is made from. */
export interface OverlayStoreDeps {
  http: AxiosInstance;
  session: SessionStore;
  layout: LayoutStore;
  locale: LocaleStore;
  /** Where the overlays of the last load are kept for the next start (none: nothing is kept). */
  kept?: TypedStorage;
}

/**
 * The layout overlays stored on the server: the tenant-wide one (saved by an admin of the deployment
 * tenant's company for everyone who signs in to that tenant, suppliers included), the suppliers' one
 * (the same admins, applied only in the portal of a supplier signing in to the tenant) and the user's
 * own. Loads them as the server, suppliers and user layers of the layout; reads, publishes and rolls
 * back one for the editor with its versions; checks a patch as the editor shows it.
 */
export class OverlayStore {
  readonly scope = 'user' as const;
  /** Whether the overlays in force are the ones kept from the user's last visit (restoreKept), not yet asked anew. */
  restored = false;

  /**
   * The editor's unpublished text of each scope: it outlives the editor page (the admin previews,
   * looks at other pages, ends the preview with the banner's Exit preview and comes back to the
   * edits), never the session. In memory only, like the draft layer.
   */
  private readonly unpublished = new Map<OverlayScope, UnpublishedEdit>();

  constructor(private readonly deps: OverlayStoreDeps) {}

  /**
   * Puts the overlays of the user's last load in force, if they are this user's in this tenant: a
   * signed-in reload then renders with the user's layout at once instead of waiting for the server
   * (issue 13); load() replaces them with the server's. They are checked as the server's would be.
   */
  restoreKept(): boolean {
    const account = this.deps.session.account;
    const stored = this.deps.kept?.get(KEPT_OVERLAYS, isKeptOverlays);
    if (!account || !stored || !Array.isArray(stored.rows)) return false;
    if (stored.user !== accountHeaderValue(account) || stored.tenant !== this.tenant) return false;
    const rows = stored.rows.filter((row): row is KeptRow => Object.hasOwn(OVERLAY_TEXT_NAMES, row?.kind) && typeof row.source === 'string' && typeof row.json === 'string');
    this.deps.layout.setServerLayers(rows.map((row) => this.layerOf(row)));
    this.restored = true;
    return true;
  }

  /** A stored overlay's text as a layer (a text that is not JSON is a failing layer). */
  private layerOf(row: KeptRow): LayoutLayer {
    const parsed = parseJsonText(row.json, OVERLAY_TEXT_NAMES[row.kind]);
    return { kind: row.kind, source: row.source, patch: parsed.ok ? parsed.value : parsed.error };
  }

  /**
   * The row of one scope (findPageList is paged: each scope is asked for by its key, one row), of the
   * deployment tenant the shell runs as: the tenant-wide row is the tenant's company's (staff and
   * suppliers signing in to the tenant read it), the user's own row their own.
   */
  private async findRow(scope: OverlayScope): Promise<LayoutConfigRow | undefined> {
    const key = this.keyOf(scope);
    if (!key) return undefined;
    const { rows } = await api.findLayoutConfigs(this.deps.http, { ...key, configType: LAYOUT_CONFIG_TYPE, pageNo: 1, pageSize: 1 });
    return rows.find((row) => row.elsSubAccount === key.elsSubAccount && scopeOfRow(row) === scope);
  }

  /** The key of a scope's row for the signed-in user, in the deployment tenant the shell runs as. */
  private keyOf(scope: OverlayScope): { elsAccount: string; elsSubAccount: string; toElsAccount: string; tenant: string } | undefined {
    const account = this.deps.session.account;
    if (!account) return undefined;
    return {
      elsAccount: accountForScope(scope, account.elsAccount, this.company),
      elsSubAccount: subAccountForScope(scope, account.elsSubAccount),
      toElsAccount: audienceForScope(scope),
      // The server checks a write merged over this tenant's file, as this shell applies it.
      tenant: this.tenant,
    };
  }

  private requireKey(scope: OverlayScope) {
    const key = this.keyOf(scope);
    if (!key) throw new Error(this.deps.locale.intl.formatMessage({ id: 'i18n_not_signed_in' }));
    return key;
  }

  /** Whether the signed-in user is a supplier signing in to this tenant: only then is the suppliers' overlay in force. */
  get isSupplier(): boolean {
    const user = this.deps.session.user;
    return user !== undefined && tenantRoleOf({ elsAccount: user.elsAccount, station: user.station ?? '' }, this.company) === 'supplier';
  }

  /**
   * Whether a published layout concerns this portal: the user's own, the tenant-wide overlay of this
   * tenant's company, its suppliers' overlay only in a supplier's portal.
   */
  concerns(event: { scope: OverlayScope; elsAccount: string }): boolean {
    if (event.scope === 'user') return true;
    return event.elsAccount === this.company && (event.scope === 'tenant' || this.isSupplier);
  }

  /**
   * The company of the deployment tenant: the account its files (base and tenant file, not a stored
   * overlay) name as app.defaultAccount. Its tenant-wide overlay is stored under it.
   */
  get company(): string {
    return this.deps.layout.filesDocument.app.defaultAccount.elsAccount;
  }

  /**
   * The deployment tenant the shell runs as (its file is a startup layer), '' for none: the stored
   * overlays read and saved are that tenant's, and a save is checked over its file.
   */
  get tenant(): string {
    const layer = this.deps.layout.startupLayers.find((candidate) => candidate.kind === 'tenant');
    // A tenant without a file (the fetch failed) is no deployment tenant: the shell runs as none, as the server does.
    if (!layer || (layer.patch instanceof LayerError && layer.patch.rule === 'fetch')) return '';
    return layer.tenant ?? '';
  }

  /**
   * Puts the stored overlays in force as layers: the tenant-wide one, the suppliers' one (a supplier's
   * portal only: staff never apply it), the user's own (a text that is not JSON is a failing layer).
   */
  async load(): Promise<void> {
    const account = this.deps.session.account;
    if (!account) return;
    const supplier = this.isSupplier;
    const [tenantRow, suppliersRow, userRow] = await Promise.all([
      this.findRow('tenant'),
      supplier ? this.findRow('suppliers') : Promise.resolve(undefined),
      this.findRow('user'),
    ]);
    const rows: KeptRow[] = [];
    if (tenantRow) rows.push({ kind: 'server', source: `server overlay of ${tenantRow.elsAccount}`, json: tenantRow.configJson });
    if (suppliersRow) rows.push({ kind: 'suppliers', source: `suppliers' overlay of ${suppliersRow.elsAccount}`, json: suppliersRow.configJson });
    if (userRow) rows.push({ kind: 'user', source: `own overlay of ${accountHeaderValue(account)}`, json: userRow.configJson });
    this.deps.layout.setServerLayers(rows.map((row) => this.layerOf(row)));
    this.restored = false;
    this.deps.kept?.set<KeptOverlays>(KEPT_OVERLAYS, { user: accountHeaderValue(account), tenant: this.tenant, rows });
  }

  /**
   * The stored text of one overlay ('' when there is none) and its version (0: nothing ever stored).
   * A user who may not read the scope's history (a non-admin looking at the tenant-wide overlay)
   * gets the text with version 0: a publish from it is refused anyway.
   */
  async loadText(scope: OverlayScope): Promise<StoredOverlay> {
    const key = this.keyOf(scope);
    if (!key) return { text: '', version: 0 };
    const [row, version] = await Promise.all([
      this.findRow(scope),
      api.listLayoutOverlayVersions(this.deps.http, { ...key, pageNo: 1, pageSize: 1 }).then(
        (list) => list.current,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 403) return 0;
          throw error;
        },
      ),
    ]);
    return { text: row?.configJson ?? '', version };
  }

  /**
   * Publishes an overlay as a new version (null deletes it), refused (409, the server's message) when
   * someone published since `baseVersion`; then puts the stored overlays in force again (answered,
   * the publish resolves even when that read fails: reloadAfterWrite).
   */
  async publish(scope: OverlayScope, patch: Record<string, unknown> | null, options: OverlayPublishOptions): Promise<OverlayPublishResult> {
    const key = this.requireKey(scope);
    const result = await api.publishLayoutOverlay(this.deps.http, { ...key, configJson: patch === null ? null : JSON.stringify(patch), note: options.note, baseVersion: options.baseVersion });
    await this.reloadAfterWrite();
    return result;
  }

  /** One page of a scope's versions, newest first (default: the first 20). */
  history(scope: OverlayScope, page: { pageNo: number; pageSize: number } = { pageNo: 1, pageSize: 20 }): Promise<OverlayVersionList> {
    return api.listLayoutOverlayVersions(this.deps.http, { ...this.requireKey(scope), ...page });
  }

  /** The text of one version (null: that version deleted the overlay). */
  async versionText(scope: OverlayScope, version: number): Promise<string | null> {
    return (await api.getLayoutOverlayVersion(this.deps.http, { ...this.requireKey(scope), version })).configJson;
  }

  /** Publishes an older version's text again as a new version (checked again by the server); then reloads the layers. */
  async rollback(scope: OverlayScope, version: number, options: OverlayPublishOptions): Promise<OverlayPublishResult> {
    const result = await api.rollbackLayoutOverlay(this.deps.http, { ...this.requireKey(scope), version, note: options.note, baseVersion: options.baseVersion });
    await this.reloadAfterWrite();
    return result;
  }

  /**
   * Saves an overlay (null deletes it), then puts the stored overlays in force again.
   * @deprecated Use publish (versions, optimistic concurrency, a note); this save sends no base version, so the server writes it without the base check.
   */
  async save(scope: OverlayScope, patch: Record<string, unknown> | null): Promise<void> {
    const { tenant, ...key } = this.requireKey(scope);
    await api.saveLayoutConfig(this.deps.http, { ...key, configType: LAYOUT_CONFIG_TYPE, configJson: patch === null ? null : JSON.stringify(patch), tenant });
    await this.reloadAfterWrite();
  }

  /**
   * After a write the server acknowledged, the stored overlays are put in force again. A read that
   * fails then (the server killed right after its answer) does not turn the write into a failure: it
   * is stored, and saying otherwise would have the user publish again into a version conflict with
   * themselves. The layers in force stay as they were until the next load.
   */
  private async reloadAfterWrite(): Promise<void> {
    try {
      await this.load();
    } catch (error) {
      console.warn('[overlays] written, but the layers in force could not be read again', error instanceof Error ? error.message : error);
    }
  }

  /**
   * Checks a patch as a layer and merged over the layers under the overlay it is a new version of
   * (for 'tenant': the deployment's files; absent: every stored layer), then for the references it
   * breaks: the issues config:check prints and the server refuses a save with, checked over the
   * same layers. `catalogue`: the pages and blocks the plugins offer (their manifests).
   */
  check(patch: unknown, scope: OverlayScope | undefined, catalogue: PluginCatalogue): LayoutIssue[] {
    const under = scope === undefined ? [...this.deps.layout.startupLayers, ...this.deps.layout.serverLayers] : this.deps.layout.layersUnder(layerKindOfScope(scope));
    return checkOverlay(under, patch, scope, catalogue);
  }

  /** The editor's unpublished text of a scope, if it has one. */
  unpublishedEdit(scope: OverlayScope): UnpublishedEdit | undefined {
    return this.unpublished.get(scope);
  }

  /** Keeps (or, undefined, forgets) the editor's unpublished text of a scope. */
  keepUnpublishedEdit(scope: OverlayScope, edit: UnpublishedEdit | undefined): void {
    if (edit) this.unpublished.set(scope, { ...edit });
    else this.unpublished.delete(scope);
  }

  /** The overlays leave with the user, and so do the editor's unpublished texts. */
  clear(): void {
    this.unpublished.clear();
    this.deps.layout.setServerLayers([]);
    this.restored = false;
    this.deps.kept?.remove(KEPT_OVERLAYS);
  }
}
