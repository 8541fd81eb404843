import type { AxiosInstance } from 'axios';
import { accountForScope, isTenantWideRow, LAYOUT_CONFIG_TYPE, subAccountForScope, type OverlayScope } from '../../contract/overlayScope';
import * as api from '../../core/api/services';
import type { LayoutConfigRow } from '../../core/api/services';
import { checkTopLayer } from '../../core/config/crossChecks';
import { LayerError, type LayoutLayer } from '../../core/config/layers';
import { parseJsonText } from '../../core/config/loadLayers';
import { checkPatch, type LayoutIssue } from '../../core/config/validate';
import type { LocaleStore } from '../localeStore';
import type { SessionStore } from '../session/sessionStore';
import type { LayoutStore } from './layoutStore';

/**
 * The layout overlays stored on the server: the tenant-wide one (saved by an admin of the deployment
 * tenant's company for everyone who signs in to that tenant, suppliers included) and the user's own. Loads them as the server and user layers of the layout,
 * reads and saves one for the editor, and checks a patch as the editor shows it.
 */
export class OverlayStore {
  constructor(
    private readonly http: AxiosInstance,
    private readonly session: SessionStore,
    private readonly layout: LayoutStore,
    private readonly locale: LocaleStore,
  ) {}

  /**
   * The row of one scope (findPageList is paged: each scope is asked for by its key, one row), of the
   * deployment tenant the shell runs as: the tenant-wide row is the tenant's company's (staff and
   * suppliers signing in to the tenant read it), the user's own row their own.
   */
  private async findRow(scope: OverlayScope): Promise<LayoutConfigRow | undefined> {
    const account = this.session.account;
    if (!account) return undefined;
    const elsAccount = accountForScope(scope, account.elsAccount, this.company);
    const elsSubAccount = subAccountForScope(scope, account.elsSubAccount);
    const { rows } = await api.findLayoutConfigs(this.http, {
      elsAccount,
      elsSubAccount,
      toElsAccount: '',
      configType: LAYOUT_CONFIG_TYPE,
      pageNo: 1,
      pageSize: 1,
      tenant: this.tenant,
    });
    return rows.find((row) => row.elsSubAccount === elsSubAccount && (scope === 'user' || isTenantWideRow(row)));
  }

  /**
   * The company of the deployment tenant: the account its files (base and tenant file, not a stored
   * overlay) name as app.defaultAccount. Its tenant-wide overlay is stored under it.
   */
  get company(): string {
    return this.layout.filesDocument.app.defaultAccount.elsAccount;
  }

  /**
   * The deployment tenant the shell runs as (its file is a startup layer), '' for none: the stored
   * overlays read and saved are that tenant's, and a save is checked over its file.
   */
  get tenant(): string {
    const layer = this.layout.startupLayers.find((candidate) => candidate.kind === 'tenant');
    // A tenant without a file (the fetch failed) is no deployment tenant: the shell runs as none, as the server does.
    if (!layer || (layer.patch instanceof LayerError && layer.patch.rule === 'fetch')) return '';
    return layer.tenant ?? '';
  }

  /** Puts the tenant's overlay and the user's own in force, as two layers (a text that is not JSON is a failing layer). */
  async load(): Promise<void> {
    const account = this.session.account;
    if (!account) return;
    const [tenantRow, userRow] = await Promise.all([this.findRow('tenant'), this.findRow('user')]);
    const layers: LayoutLayer[] = [];
    const patchOf = (json: string, source: string) => {
      const parsed = parseJsonText(json, source);
      return parsed.ok ? parsed.value : parsed.error;
    };
    if (tenantRow) layers.push({ kind: 'server', source: `server overlay of ${tenantRow.elsAccount}`, patch: patchOf(tenantRow.configJson, 'server overlay') });
    if (userRow) layers.push({ kind: 'user', source: `own overlay of ${account.elsAccount}_${account.elsSubAccount}`, patch: patchOf(userRow.configJson, 'user overlay') });
    this.layout.setServerLayers(layers);
  }

  /** The stored text of one overlay ('' when there is none). */
  async loadText(scope: OverlayScope): Promise<string> {
    return (await this.findRow(scope))?.configJson ?? '';
  }

  /** Saves an overlay (null deletes it), then puts the stored overlays in force again. */
  async save(scope: OverlayScope, patch: Record<string, unknown> | null): Promise<void> {
    const account = this.session.account;
    if (!account) throw new Error(this.locale.intl.formatMessage({ id: 'i18n_not_signed_in' }));
    await api.saveLayoutConfig(this.http, {
      elsAccount: accountForScope(scope, account.elsAccount, this.company),
      elsSubAccount: subAccountForScope(scope, account.elsSubAccount),
      toElsAccount: '',
      configType: LAYOUT_CONFIG_TYPE,
      configJson: patch === null ? null : JSON.stringify(patch),
      // The server checks the overlay merged over this tenant's file, as this shell applies it.
      tenant: this.tenant,
    });
    await this.load();
  }

  /**
   * Checks a patch as a layer and merged over the layers in force (without the draft), then for the
   * references it breaks: the issues config:check prints and the server refuses a save with.
   */
  check(patch: unknown): LayoutIssue[] {
    const partial = checkPatch(patch);
    if (partial.length > 0) return partial;
    return checkTopLayer([...this.layout.startupLayers, ...this.layout.serverLayers, { kind: 'draft' as const, source: 'check', patch }]);
  }

  /** The overlays leave with the user. */
  clear(): void {
    this.layout.setServerLayers([]);
  }
}
