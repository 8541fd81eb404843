// ElsLayoutConfigService: layout overlays (RFC 7396 merge patches) and personal table configurations.
// Everyone reads the tenant-wide rows (they shape everyone's portal) and their own; the suppliers
// signing in to a tenant also read its suppliers' overlay; an admin reads every row of the account
// and saves the tenant-wide and suppliers' overlays. Every write of a layout row records a version
// (publish with optimistic concurrency, history, one version's text, rollback). What may be stored
// is bounded: known config types only, each checked by its own validator; nesting depth; bytes per
// row; rows per user; versions per key (count and bytes, repo.ts); and every byte kept, history
// included, within the budgets of the company, the user and all users of the company (quota.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import {
  DEFAULT_CONFIG_PAGE_SIZE,
  DEFAULT_VERSION_PAGE_SIZE,
  MAX_CONFIG_JSON_BYTES,
  MAX_VERSIONS_PER_KEY,
  MAX_TABLE_CONFIG_BYTES,
  TABLE_CONFIG_TYPE,
  isConfigType,
  type ConfigType,
  type OverlayVersion,
  type TableConfig,
} from '../../../src/contract/layoutConfig.js';
import type { MessageCode } from '../../../src/contract/messages.js';
import { TableConfigJson } from '../../../src/contract/layoutConfigBodies.js';
import { LAYOUT_CONFIG_TYPE, SUPPLIERS_AUDIENCE, TENANT_WIDE_SUB_ACCOUNT, isCompanyRow, scopeOfRow, tenantRoleOf } from '../../../src/contract/overlayScope.js';
import { isAdmin } from '../../../src/contract/permissions.js';
import type { ModuleOptions, RequestOfTenant, ServerContext } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { AuthUser } from '../../platform/auth/tokens.js';
import { badRequest, conflict, forbidden, notFound, ok } from '../../platform/http/envelope.js';
import { MAX_CONFIG_DEPTH, describeIssues, isJsonObject, jsonEqual, tooDeepAt, type LayoutIssue } from '../../platform/shellRules.js';
import {
  configJsonOf,
  configUuidOf,
  currentVersion,
  deleteConfigRow,
  findConfigRows,
  listVersions,
  recordVersion,
  rowsAfterSave,
  upsertConfigRow,
  versionOf,
  type NewVersion,
  type RowKey,
} from './repo.js';
import { withinBudgets } from './quota.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';
import { lockKey, type Db } from '../../platform/db/database.js';

/**
 * A layout overlay was saved or deleted: open portals may offer a reload. The tenant-wide overlay
 * concerns every user of the tenant, the suppliers' overlay the suppliers signing in to it, a user's
 * own overlay that user (their other tabs).
 */
function announceLayout(ctx: ServerContext, key: RowKey): void {
  if (key.configType !== LAYOUT_CONFIG_TYPE) return;
  const publishedAt = new Date().toISOString();
  const scope = scopeOfRow(key);
  ctx.metrics.layoutPublished(scope);
  // The tenant-wide overlay is also the layout of the suppliers who sign in to the tenant. The
  // suppliers' overlay reaches the same topics (the company's staff too: their portal drops an event
  // of scope 'suppliers', src/stores/layout/overlayStore.ts concerns()).
  if (scope === 'user')
    void ctx.push.publish(key, {
      type: 'layout-published',
      scope: 'user',
      elsAccount: key.elsAccount,
      publishedAt,
    });
  else
    void ctx.push.publishToTenant(
      key.elsAccount,
      {
        type: 'layout-published',
        scope,
        elsAccount: key.elsAccount,
        publishedAt,
      },
      { withSuppliers: true },
    );
}

/** Where a row is saved from: its key (with the deployment tenant the shell runs as) and its size. */
interface SaveContext {
  key: RowKey;
  /** The company of the deployment tenant (whose tenant-wide overlay is in force under the user's own). */
  company: string;
  /** The stored text's size in bytes. */
  bytes: number;
}

/** The write-time context of a layout row: its key and the company of its deployment tenant. */
interface LayoutWrite {
  key: RowKey;
  company: string;
}

/**
 * The schema of each config type (typed by the contract's list: a type added there needs its
 * validator here). Returns the issues of a parsed config (empty: fine).
 */
type ConfigValidator = (parsed: Record<string, unknown>, ctx: ServerContext, save: SaveContext) => Promise<LayoutIssue[]> | LayoutIssue[];

/** The refusal of a config that fails its type's check, by type. */
const INVALID_CONFIG_CODES: Record<ConfigType, MessageCode> = {
  [LAYOUT_CONFIG_TYPE]: 'layoutConfig.invalidOverlay',
  [TABLE_CONFIG_TYPE]: 'layoutConfig.invalidTableConfig',
};

const tableConfigCheck = Compile(TableConfigJson);

/** A table configuration: its bounded schema, its size cap, and each field once. */
function tableConfigIssues(parsed: Record<string, unknown>, { bytes }: SaveContext): LayoutIssue[] {
  if (bytes > MAX_TABLE_CONFIG_BYTES)
    return [
      {
        pointer: '',
        rule: 'maxBytes',
        message: `must be at most ${MAX_TABLE_CONFIG_BYTES / 1024} KB`,
      },
    ];
  if (!tableConfigCheck.Check(parsed)) {
    return [...tableConfigCheck.Errors(parsed)]
      .filter((error) => error.keyword !== 'boolean')
      .slice(0, 5)
      .map((error) => ({
        pointer: error.instancePath,
        rule: error.keyword,
        message: error.message,
      }));
  }
  const seen = new Set<string>();
  const issues: LayoutIssue[] = [];
  (parsed as unknown as TableConfig).columns.forEach((column, index) => {
    if (seen.has(column.field))
      issues.push({
        pointer: `/columns/${index}/field`,
        rule: 'uniqueField',
        message: `field ${column.field} appears twice`,
      });
    seen.add(column.field);
  });
  return issues;
}

const CONFIG_VALIDATORS: Record<ConfigType, ConfigValidator> = {
  [TABLE_CONFIG_TYPE]: (parsed, _ctx, save) => tableConfigIssues(parsed, save),
  // A layout overlay is checked as the shell will compose it: over the base, the deployment
  // tenant's file and (for a user's own overlay) the tenant-wide overlay.
  // A layout overlay is checked as the shell will compose it: over the base, the deployment
  // tenant's file, (for the suppliers' and a user's own overlay) the tenant-wide overlay and (for a
  // supplier's own overlay) the suppliers' overlay.
  [LAYOUT_CONFIG_TYPE]: async (parsed, ctx, { key, company }) => {
    const scope = scopeOfRow(key);
    const tenantFile = ctx.deployment.tenantFile(key.deployTenant || undefined);
    const companyOverlay = async (toElsAccount: string, what: string) => {
      const json = await configJsonOf(ctx.db, {
        ...key,
        elsAccount: company,
        elsSubAccount: TENANT_WIDE_SUB_ACCOUNT,
        toElsAccount,
      });
      return json === undefined
        ? undefined
        : {
            source: `${what} of ${key.deployTenant || 'no tenant'}`,
            patch: parseOrNull(json),
          };
    };
    // The tenant-wide overlay in force under this one: the company's, of this deployment tenant.
    const tenantOverlay = scope === 'tenant' ? undefined : await companyOverlay('', 'tenant-wide overlay');
    // A supplier's own overlay lies over the suppliers' overlay of the tenant it signs in to.
    const owner = scope === 'user' ? await ctx.accounts.find(key.elsAccount, key.elsSubAccount) : undefined;
    const supplierOverlay =
      owner && tenantRoleOf({ elsAccount: key.elsAccount, station: owner.station }, company) === 'supplier' ? await companyOverlay(SUPPLIERS_AUDIENCE, "suppliers' overlay") : undefined;
    return ctx.validateLayoutPatch(parsed, {
      scope,
      tenantFile,
      tenantOverlay,
      supplierOverlay,
    });
  },
};

/**
 * Who may write a row (and, `read`, its version history): the user their own; an admin of the
 * account a sub-account's; only an admin of the deployment tenant's company the tenant-wide and
 * suppliers' overlays. A company's layout row has toElsAccount '' (tenant-wide) or '*' (the suppliers').
 */
async function authorize(ctx: ServerContext, user: AuthUser, { key, company }: LayoutWrite, use: 'read' | 'write'): Promise<void> {
  if (key.elsAccount !== user.elsAccount) throw forbidden(use === 'read' ? 'layoutConfig.otherAccountRead' : 'layoutConfig.otherAccountSave');
  const admin = isAdmin(user);
  const layout = key.configType === LAYOUT_CONFIG_TYPE;
  if (layout && isCompanyRow(key) && key.toElsAccount !== '' && key.toElsAccount !== SUPPLIERS_AUDIENCE) {
    throw badRequest('layoutConfig.unknownAudience', {
      toElsAccount: key.toElsAccount.slice(0, 64),
    });
  }
  if (isCompanyRow(key)) {
    if (!admin) throw forbidden('layoutConfig.tenantWideNeedsAdmin');
    // The tenant-wide overlay of a deployment tenant is its company's: no other account's admin writes it.
    if (layout && key.elsAccount !== company)
      throw forbidden('layoutConfig.notTenantCompany', {
        tenant: key.deployTenant || '-',
        company,
      });
  } else if (key.elsSubAccount !== user.elsSubAccount) {
    if (!admin) throw forbidden(use === 'read' ? 'layoutConfig.otherSubAccountRead' : 'layoutConfig.ownOnly');
    if (!(await ctx.accounts.find(key.elsAccount, key.elsSubAccount)))
      throw badRequest('layoutConfig.noSubAccount', {
        subAccount: key.elsSubAccount,
      });
  }
}

/** A version's author as the user who writes it. */
const authorOf = (user: AuthUser) => ({
  elsAccount: user.elsAccount,
  elsSubAccount: user.elsSubAccount,
  name: user.name.slice(0, 64),
});

/** `2026-11-23 09:26:06 UTC` of an ISO time: the conflict message is read by a person. */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** Checks a layout text (null: a delete) as a save does; throws the refusal with its pointer issues. */
async function checkLayoutText(ctx: ServerContext, write: LayoutWrite, configJson: string | null): Promise<void> {
  if (configJson === null) return;
  const parsed = parseConfigJson(configJson);
  const issues = await CONFIG_VALIDATORS[LAYOUT_CONFIG_TYPE](parsed, ctx, {
    ...write,
    bytes: Buffer.byteLength(configJson, 'utf8'),
  });
  if (issues.length > 0) throw badRequest('layoutConfig.invalidOverlay', { detail: describeIssues(issues) }, { pointer: issues[0]!.pointer, issues: issues.slice(0, 5) });
}

/**
 * The first statement of every transaction that writes stored configs of an account: on PostgreSQL
 * such transactions of one account run one after the other (handle.ts lockKey), as they always do on
 * SQLite. One lock for the account, not one per key: the base check and the next version number are
 * a key's, but the rows per user and the budgets span the account's keys, and keeping a budget drops
 * versions of its other keys (quota.ts).
 */
const lockStoredConfigs = (trx: Db, key: RowKey) => lockKey(trx, 'layoutConfigs', key.elsAccount);

/**
 * Writes the row in force (null deletes it) within the rows per user; whether a row was there before.
 * Runs in the transaction that took the account's lock, inside withinBudgets (the bytes).
 */
async function writeRowInForce(trx: Db, ctx: ServerContext, key: RowKey, configJson: string | null): Promise<{ existed: boolean; uuid: string | null }> {
  if (configJson === null) {
    const uuid = await deleteConfigRow(trx, key);
    return { existed: uuid !== null, uuid };
  }
  const { exists, userRows } = await rowsAfterSave(trx, key);
  const { rowsPerUser } = ctx.config.configLimits;
  if (!exists && userRows > rowsPerUser) throw badRequest('layoutConfig.tooManyRows', { limit: rowsPerUser });
  return { existed: exists, uuid: await upsertConfigRow(trx, key, configJson) };
}

/**
 * Refuses (409, naming who published which version when) a write based on a version that is no
 * longer the key's current one (0: none kept). Publish, rollback and a save that sends a base.
 */
async function checkBase(trx: Db, key: RowKey, baseVersion: number): Promise<OverlayVersion | undefined> {
  const current = await currentVersion(trx, key);
  if ((current?.version ?? 0) !== baseVersion) {
    const author = current ? `${current.author.name} (${current.author.elsAccount}_${current.author.elsSubAccount})` : '-';
    throw conflict(
      'layoutConfig.versionConflict',
      {
        current: current?.version ?? 0,
        author,
        time: current ? readableTime(current.createdAt) : '-',
        base: baseVersion,
      },
      { current: current ?? null },
    );
  }
  return current;
}

/**
 * Publishes a new version of a layout row (already checked) if the key is still at `baseVersion`:
 * the base check, the row in force, the version and the budgets are one transaction, so of two
 * publishes from the same base exactly one passes. Refused with 409 naming who published what when.
 */
async function publishVersion(ctx: ServerContext, key: RowKey, baseVersion: number, entry: NewVersion): Promise<number> {
  let repeated = false;
  const version = await ctx.db.transaction().execute(async (trx) => {
    await lockStoredConfigs(trx, key);
    const earlier = await repeatedWrite(trx, key, baseVersion, entry);
    if (earlier !== undefined) {
      repeated = true;
      return earlier;
    }
    const current = await checkBase(trx, key, baseVersion);
    // A text the same as the one in force (member order and spacing aside) is no new version, from any client.
    if (current && sameOverlay(await configJsonOf(trx, key), entry.configJson)) throw conflict('layoutConfig.noChange', { version: current.version }, { current });
    return withinBudgets(
      trx,
      ctx.config.configLimits,
      key,
      async () => {
        const { existed } = await writeRowInForce(trx, ctx, key, entry.configJson);
        if (entry.configJson === null && !existed && entry.action !== 'rollback') throw badRequest('layoutConfig.nothingToDelete');
        return recordVersion(trx, key, entry);
      },
      entry.configJson !== null,
    );
  });
  if (repeated) return version;
  ctx.layoutSaved();
  announceLayout(ctx, key);
  return version;
}

/**
 * The version a write already made, when this call repeats it: the key's current version is the one
 * right after `baseVersion`, written by the same user with the same action, source version, note and
 * text. That is a retry whose first answer was lost (the connection cut after the server stored it);
 * answered with the version it made instead of a conflict with the user's own version. Storing it
 * again would change nothing, so answering it as done is right whoever the retry came from.
 */
async function repeatedWrite(trx: Db, key: RowKey, baseVersion: number, entry: NewVersion): Promise<number | undefined> {
  const current = await currentVersion(trx, key);
  if (!current || current.version !== baseVersion + 1) return undefined;
  const same =
    current.action === entry.action &&
    current.fromVersion === entry.fromVersion &&
    current.note === entry.note &&
    current.author.elsAccount === entry.author.elsAccount &&
    current.author.elsSubAccount === entry.author.elsSubAccount;
  return same && (await versionOf(trx, key, current.version))?.configJson === entry.configJson ? current.version : undefined;
}

/**
 * Whether a new text says what the row in force says: the same JSON value (member order and white
 * space do not count). Both were parsed and depth-checked before (the new one by its check, the
 * stored one when it was saved), so the comparison cannot overflow.
 */
function sameOverlay(inForce: string | undefined, next: string | null): boolean {
  if (inForce === undefined || next === null) return false;
  if (inForce === next) return true;
  const stored = parseOrNull(inForce);
  return stored !== null && tooDeepAt(stored, MAX_CONFIG_DEPTH) === undefined && jsonEqual(stored, parseOrNull(next));
}

function parseOrNull(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * The deployment tenant of a call: '' (the shell runs as none) is none; a name, normalised, must be a
 * tenant of the deployment (else 400 tenant.unknown); left out, the tenant of the request's address
 * (its prefix, its host, else the deployment's default).
 */
function deployTenantOf(ctx: ServerContext, request: RequestOfTenant, named: string | undefined): string {
  if (named !== undefined && named.trim() === '') return '';
  return ctx.tenantOfRequest(request, named) ?? '';
}

/**
 * The company of a deployment tenant: the buyer account its files name as app.defaultAccount (whose
 * login page it is; the tenant file's, else the base's). Its admins save the tenant-wide overlay.
 */
function companyOf(ctx: ServerContext, deployTenant: string): string {
  const accountIn = (doc: unknown): string | undefined => {
    const app = isJsonObject(doc) ? doc.app : undefined;
    const account = isJsonObject(app) ? app.defaultAccount : undefined;
    const elsAccount = isJsonObject(account) ? account.elsAccount : undefined;
    return typeof elsAccount === 'string' && elsAccount !== '' ? elsAccount : undefined;
  };
  return accountIn(ctx.deployment.tenantFile(deployTenant || undefined)?.patch) ?? accountIn(ctx.deployment.baseLayout()) ?? '';
}

export const layoutConfigRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.findLayoutConfigs, async (request) => {
    const user = requireUser(request);
    const { pageNo = 1, pageSize = DEFAULT_CONFIG_PAGE_SIZE, tenant, ...filter } = request.body ?? {};
    const admin = isAdmin(user);
    const deployTenant = deployTenantOf(ctx, request, tenant);
    const company = companyOf(ctx, deployTenant);
    // A supplier signing in to the tenant reads its company's tenant-wide layout overlay, nothing else of that account.
    const tenantWideOfCompany =
      filter.elsAccount === company && filter.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT && filter.configType === LAYOUT_CONFIG_TYPE && tenantRoleOf(user, company) === 'supplier';
    if (filter.elsAccount !== undefined && filter.elsAccount !== user.elsAccount && !tenantWideOfCompany) throw forbidden('layoutConfig.otherAccountRead');
    if (!admin && filter.elsSubAccount && filter.elsSubAccount !== user.elsSubAccount) throw forbidden('layoutConfig.otherSubAccountRead');
    // The suppliers' overlay is the suppliers' layout: staff read it only as admins (the editor).
    const suppliersRow = filter.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT && filter.toElsAccount === SUPPLIERS_AUDIENCE && filter.configType !== TABLE_CONFIG_TYPE;
    if (suppliersRow && !admin && !tenantWideOfCompany) throw forbidden('layoutConfig.suppliersReadNeedsAdmin');
    const account = tenantWideOfCompany ? company : user.elsAccount;
    const { rows, total } = await findConfigRows(
      ctx.db,
      account,
      filter,
      admin && !tenantWideOfCompany ? undefined : user.elsSubAccount,
      { pageNo, pageSize },
      deployTenant,
      !admin && !tenantWideOfCompany,
    );
    return ok({ rows, total, pageNo, pageSize });
  });

  route(app, endpoints.saveLayoutConfig, async (request) => {
    const user = requireUser(request);
    const { configJson, tenant, baseVersion, ...named } = request.body;
    if (named.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountSave');
    const deployTenant = deployTenantOf(ctx, request, tenant);
    const key: RowKey = { ...named, deployTenant };
    const company = companyOf(ctx, deployTenant);
    await authorize(ctx, user, { key, company }, 'write');
    // A layout row's every write is a version of its key. The seed's call sends no base and is
    // written whatever the key's version; with a base it is checked as a publish is (409).
    const layout = key.configType === LAYOUT_CONFIG_TYPE;
    if (baseVersion !== undefined && !layout) throw badRequest('layoutConfig.baseVersionLayoutOnly', { configType: key.configType.slice(0, 64) });
    const versionEntry = (json: string | null): NewVersion => ({ configJson: json, action: json === null ? 'delete' : 'publish', note: '', author: authorOf(user) });
    const record = async (trx: Db, json: string | null) => {
      if (layout) await recordVersion(trx, key, versionEntry(json));
    };
    /**
     * Checks the base a save sends: true when this save repeats the one that made the key's newest
     * version (its first answer lost), which is answered as done; a conflict (409) otherwise.
     */
    const repeatsOrHoldsBase = async (trx: Db, json: string | null): Promise<boolean> => {
      if (baseVersion === undefined) return false;
      if ((await repeatedWrite(trx, key, baseVersion, versionEntry(json))) !== undefined) return true;
      await checkBase(trx, key, baseVersion);
      return false;
    };
    if (configJson === null) {
      const uuid = await ctx.db.transaction().execute(async (trx) => {
        await lockStoredConfigs(trx, key);
        if (await repeatsOrHoldsBase(trx, null)) return null;
        return withinBudgets(
          trx,
          ctx.config.configLimits,
          key,
          async () => {
            const deleted = await deleteConfigRow(trx, key);
            if (deleted !== null) await record(trx, null);
            return deleted;
          },
          false,
        );
      });
      ctx.layoutSaved();
      if (uuid !== null) announceLayout(ctx, key);
      return ok({ uuid });
    }
    const configType = key.configType;
    if (!isConfigType(configType))
      throw badRequest('layoutConfig.unknownType', {
        configType: configType.slice(0, 64),
      });
    const parsed = parseConfigJson(configJson);
    const issues = await CONFIG_VALIDATORS[configType](parsed, ctx, {
      key,
      company,
      bytes: Buffer.byteLength(configJson, 'utf8'),
    });
    if (issues.length > 0) throw badRequest(INVALID_CONFIG_CODES[configType], { detail: describeIssues(issues) }, { pointer: issues[0]!.pointer, issues: issues.slice(0, 5) });
    // The base, the limits and the budgets are checked and the row written in one transaction: two
    // saves cannot both pass. A layout text the same as the one in force is skipped: no write, no
    // new version, no announcement.
    const saved = await ctx.db.transaction().execute(async (trx) => {
      await lockStoredConfigs(trx, key);
      if (await repeatsOrHoldsBase(trx, configJson)) return { uuid: await configUuidOf(trx, key), changed: false };
      if (layout && sameOverlay(await configJsonOf(trx, key), configJson)) return { uuid: await configUuidOf(trx, key), changed: false };
      const written = await withinBudgets(trx, ctx.config.configLimits, key, async () => {
        const { uuid } = await writeRowInForce(trx, ctx, key, configJson);
        await record(trx, configJson);
        return uuid!;
      });
      return { uuid: written, changed: true };
    });
    if (!saved.changed) return ok({ uuid: saved.uuid });
    ctx.layoutSaved();
    announceLayout(ctx, key);
    return ok({ uuid: saved.uuid });
  });

  /** The key of a layout row named by a body, with the company of its deployment tenant. */
  const layoutWrite = (request: RequestOfTenant, body: { elsAccount: string; elsSubAccount: string; toElsAccount: string; tenant?: string }): LayoutWrite => {
    const deployTenant = deployTenantOf(ctx, request, body.tenant);
    const key: RowKey = {
      elsAccount: body.elsAccount,
      elsSubAccount: body.elsSubAccount,
      toElsAccount: body.toElsAccount,
      configType: LAYOUT_CONFIG_TYPE,
      deployTenant,
    };
    return { key, company: companyOf(ctx, deployTenant) };
  };

  route(app, endpoints.publishLayoutOverlay, async (request) => {
    const user = requireUser(request);
    const { configJson, note, baseVersion } = request.body;
    const write = layoutWrite(request, request.body);
    await authorize(ctx, user, write, 'write');
    await checkLayoutText(ctx, write, configJson);
    const version = await publishVersion(ctx, write.key, baseVersion, {
      configJson,
      action: configJson === null ? 'delete' : 'publish',
      note,
      author: authorOf(user),
    });
    return ok({ version });
  });

  route(app, endpoints.listLayoutOverlayVersions, async (request) => {
    const user = requireUser(request);
    const { pageNo = 1, pageSize = DEFAULT_VERSION_PAGE_SIZE } = request.body;
    const write = layoutWrite(request, request.body);
    await authorize(ctx, user, write, 'read');
    const current = (await currentVersion(ctx.db, write.key))?.version ?? 0;
    const { rows, total } = await listVersions(ctx.db, write.key, {
      pageNo,
      pageSize,
    });
    return ok({ current, rows, total, pageNo, pageSize });
  });

  route(app, endpoints.getLayoutOverlayVersion, async (request) => {
    const user = requireUser(request);
    const write = layoutWrite(request, request.body);
    await authorize(ctx, user, write, 'read');
    const found = await versionOf(ctx.db, write.key, request.body.version);
    if (!found)
      throw notFound('layoutConfig.noVersion', {
        version: request.body.version,
        kept: MAX_VERSIONS_PER_KEY,
      });
    return ok(found);
  });

  route(app, endpoints.rollbackLayoutOverlay, async (request) => {
    const user = requireUser(request);
    const { version: from, baseVersion, note } = request.body;
    const write = layoutWrite(request, request.body);
    await authorize(ctx, user, write, 'write');
    const target = await versionOf(ctx.db, write.key, from);
    if (!target)
      throw notFound('layoutConfig.noVersion', {
        version: from,
        kept: MAX_VERSIONS_PER_KEY,
      });
    // The old text is checked again over the files and overlays in force now: they may have moved on.
    await checkLayoutText(ctx, write, target.configJson);
    const version = await publishVersion(ctx, write.key, baseVersion, {
      configJson: target.configJson,
      action: 'rollback',
      fromVersion: from,
      note,
      author: authorOf(user),
    });
    return ok({ version });
  });
};

/**
 * A stored config is a JSON object of bounded size and nesting. The depth is measured without
 * recursion right after parsing (JSON.parse itself does not recurse), before any validator walks it.
 */
function parseConfigJson(configJson: string): Record<string, unknown> {
  if (Buffer.byteLength(configJson, 'utf8') > MAX_CONFIG_JSON_BYTES)
    throw badRequest('layoutConfig.tooLarge', { kilobytes: MAX_CONFIG_JSON_BYTES / 1024 }, { pointer: '' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch (error) {
    throw badRequest('layoutConfig.notJson', { detail: (error as Error).message }, { pointer: '' });
  }
  const deep = tooDeepAt(parsed, MAX_CONFIG_DEPTH);
  if (deep !== undefined) throw badRequest('layoutConfig.tooDeep', { pointer: deep, limit: MAX_CONFIG_DEPTH }, { pointer: deep });
  if (!isJsonObject(parsed)) throw badRequest('layoutConfig.notObject', undefined, { pointer: '' });
  return parsed;
}
