// ElsLayoutConfigService: layout overlays (RFC 7396 merge patches) and personal table configurations.
// Everyone reads the tenant-wide rows (they shape everyone's portal) and their own; an admin reads
// every row of the account and saves the tenant-wide overlay. What may be stored is bounded: known
// config types only, each checked by its own validator; nesting depth; bytes per row; rows per user;
// bytes per tenant.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import {
  DEFAULT_CONFIG_PAGE_SIZE,
  MAX_CONFIG_JSON_BYTES,
  MAX_TABLE_CONFIG_BYTES,
  TABLE_CONFIG_TYPE,
  isConfigType,
  type ConfigType,
  type TableConfig,
} from '../../../src/contract/layoutConfig.js';
import type { MessageCode } from '../../../src/contract/messages.js';
import { LayoutConfigFindBody, LayoutConfigSaveBody, TableConfigJson } from '../../../src/contract/layoutConfigBodies.js';
import { LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT, isTenantWideRow, tenantRoleOf } from '../../../src/contract/overlayScope.js';
import { isAdmin } from '../../../src/contract/permissions.js';
import type { ModuleOptions, ServerContext } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, forbidden, ok } from '../../platform/http/envelope.js';
import { MAX_CONFIG_DEPTH, describeIssues, isJsonObject, tooDeepAt, type LayoutIssue } from '../../platform/shellRules.js';
import { configJsonOf, deleteConfigRow, findConfigRows, upsertConfigRow, usageAfterSave, type RowKey } from './repo.js';

/**
 * A layout overlay was saved or deleted: open portals may offer a reload. The tenant-wide overlay
 * concerns every user of the tenant, a user's own overlay that user (their other tabs).
 */
function announceLayout(ctx: ServerContext, key: RowKey): void {
  if (key.configType !== LAYOUT_CONFIG_TYPE) return;
  const publishedAt = new Date().toISOString();
  // The tenant-wide overlay is also the layout of the suppliers who sign in to the tenant.
  if (isTenantWideRow(key)) void ctx.push.publishToTenant(key.elsAccount, { type: 'layout-published', scope: 'tenant', elsAccount: key.elsAccount, publishedAt }, { withSuppliers: true });
  else void ctx.push.publish(key, { type: 'layout-published', scope: 'user', elsAccount: key.elsAccount, publishedAt });
}

/** Where a row is saved from: its key (with the deployment tenant the shell runs as) and its size. */
interface SaveContext {
  key: RowKey;
  /** The company of the deployment tenant (whose tenant-wide overlay is in force under the user's own). */
  company: string;
  /** The stored text's size in bytes. */
  bytes: number;
}

/**
 * The schema of each config type (typed by the contract's list: a type added there needs its
 * validator here). Returns the issues of a parsed config (empty: fine).
 */
type ConfigValidator = (parsed: Record<string, unknown>, ctx: ServerContext, save: SaveContext) => LayoutIssue[];

/** The refusal of a config that fails its type's check, by type. */
const INVALID_CONFIG_CODES: Record<ConfigType, MessageCode> = {
  [LAYOUT_CONFIG_TYPE]: 'layoutConfig.invalidOverlay',
  [TABLE_CONFIG_TYPE]: 'layoutConfig.invalidTableConfig',
};

const tableConfigCheck = Compile(TableConfigJson);

/** A table configuration: its bounded schema, its size cap, and each field once. */
function tableConfigIssues(parsed: Record<string, unknown>, { bytes }: SaveContext): LayoutIssue[] {
  if (bytes > MAX_TABLE_CONFIG_BYTES) return [{ pointer: '', rule: 'maxBytes', message: `must be at most ${MAX_TABLE_CONFIG_BYTES / 1024} KB` }];
  if (!tableConfigCheck.Check(parsed)) {
    return [...tableConfigCheck.Errors(parsed)]
      .filter((error) => error.keyword !== 'boolean')
      .slice(0, 5)
      .map((error) => ({ pointer: error.instancePath, rule: error.keyword, message: error.message }));
  }
  const seen = new Set<string>();
  const issues: LayoutIssue[] = [];
  (parsed as unknown as TableConfig).columns.forEach((column, index) => {
    if (seen.has(column.field)) issues.push({ pointer: `/columns/${index}/field`, rule: 'uniqueField', message: `field ${column.field} appears twice` });
    seen.add(column.field);
  });
  return issues;
}

const CONFIG_VALIDATORS: Record<ConfigType, ConfigValidator> = {
  [TABLE_CONFIG_TYPE]: (parsed, _ctx, save) => tableConfigIssues(parsed, save),
  // A layout overlay is checked as the shell will compose it: over the base, the deployment
  // tenant's file and (for a user's own overlay) the tenant-wide overlay.
  [LAYOUT_CONFIG_TYPE]: (parsed, ctx, { key, company }) => {
    const scope = isTenantWideRow(key) ? 'tenant' : 'user';
    const tenantFile = ctx.deployment.tenantFile(key.deployTenant || undefined);
    let tenantOverlay: { source: string; patch: unknown } | undefined;
    if (scope === 'user') {
      // The tenant-wide overlay in force for this user: the company's, of this deployment tenant.
      const json = configJsonOf(ctx.db, { ...key, elsAccount: company, elsSubAccount: TENANT_WIDE_SUB_ACCOUNT, toElsAccount: '' });
      tenantOverlay = json === undefined ? undefined : { source: `tenant-wide overlay of ${key.deployTenant || 'no tenant'}`, patch: parseOrNull(json) };
    }
    return ctx.validateLayoutPatch(parsed, { scope, tenantFile, tenantOverlay });
  },
};

function parseOrNull(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** The deployment tenant of a save: the one the shell names (it must exist), else the deployment's default. */
function deployTenantOf(ctx: ServerContext, named: string | undefined): string {
  if (named === undefined) return ctx.deployment.defaultTenant() ?? '';
  if (named === '') return '';
  if (!ctx.deployment.hasTenant(named)) throw badRequest('layoutConfig.unknownTenant', { tenant: named.slice(0, 64) });
  return named;
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
  app.post('/ElsLayoutConfigService/findPageList', { schema: { body: LayoutConfigFindBody } }, async (request) => {
    const user = requireUser(request);
    const { pageNo = 1, pageSize = DEFAULT_CONFIG_PAGE_SIZE, tenant, ...filter } = request.body ?? {};
    const admin = isAdmin(user);
    const deployTenant = deployTenantOf(ctx, tenant);
    const company = companyOf(ctx, deployTenant);
    // A supplier signing in to the tenant reads its company's tenant-wide layout overlay, nothing else of that account.
    const tenantWideOfCompany =
      filter.elsAccount === company && filter.elsSubAccount === TENANT_WIDE_SUB_ACCOUNT && filter.configType === LAYOUT_CONFIG_TYPE && tenantRoleOf(user, company) === 'supplier';
    if (filter.elsAccount !== undefined && filter.elsAccount !== user.elsAccount && !tenantWideOfCompany) throw forbidden('layoutConfig.otherAccountRead');
    if (!admin && filter.elsSubAccount && filter.elsSubAccount !== user.elsSubAccount) throw forbidden('layoutConfig.otherSubAccountRead');
    const account = tenantWideOfCompany ? company : user.elsAccount;
    const { rows, total } = findConfigRows(ctx.db, account, filter, admin && !tenantWideOfCompany ? undefined : user.elsSubAccount, { pageNo, pageSize }, deployTenant);
    return ok({ rows, total, pageNo, pageSize });
  });

  app.post('/ElsLayoutConfigService/save', { schema: { body: LayoutConfigSaveBody } }, async (request) => {
    const user = requireUser(request);
    const { configJson, tenant, ...named } = request.body;
    if (named.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountSave');
    const admin = isAdmin(user);
    const deployTenant = deployTenantOf(ctx, tenant);
    const key: RowKey = { ...named, deployTenant };
    const company = companyOf(ctx, deployTenant);
    if (isTenantWideRow(key)) {
      if (!admin) throw forbidden('layoutConfig.tenantWideNeedsAdmin');
      // The tenant-wide overlay of a deployment tenant is its company's: no other account's admin writes it.
      if (key.configType === LAYOUT_CONFIG_TYPE && key.elsAccount !== company) throw forbidden('layoutConfig.notTenantCompany', { tenant: deployTenant || '-', company });
    } else if (key.elsSubAccount !== user.elsSubAccount) {
      if (!admin) throw forbidden('layoutConfig.ownOnly');
      if (!ctx.accounts.find(key.elsAccount, key.elsSubAccount)) throw badRequest('layoutConfig.noSubAccount', { subAccount: key.elsSubAccount });
    }
    if (configJson === null) {
      const uuid = deleteConfigRow(ctx.db, key);
      ctx.layoutSaved();
      if (uuid !== null) announceLayout(ctx, key);
      return ok({ uuid });
    }
    const configType = key.configType;
    if (!isConfigType(configType)) throw badRequest('layoutConfig.unknownType', { configType: configType.slice(0, 64) });
    const parsed = parseConfigJson(configJson);
    const issues = CONFIG_VALIDATORS[configType](parsed, ctx, { key, company, bytes: Buffer.byteLength(configJson, 'utf8') });
    if (issues.length > 0) throw badRequest(INVALID_CONFIG_CODES[configType], { detail: describeIssues(issues) }, { pointer: issues[0]!.pointer, issues: issues.slice(0, 5) });
    // The limits are checked and the row written in one transaction: two saves cannot both pass.
    const uuid = ctx.db.transaction(() => {
      const usage = usageAfterSave(ctx.db, key, configJson);
      const { rowsPerUser, bytesPerTenant } = ctx.config.configLimits;
      if (!usage.exists && usage.userRows > rowsPerUser) throw badRequest('layoutConfig.tooManyRows', { limit: rowsPerUser });
      if (usage.tenantBytes > bytesPerTenant) throw badRequest('layoutConfig.tenantQuota', { kilobytes: Math.floor(bytesPerTenant / 1024) });
      return upsertConfigRow(ctx.db, key, configJson);
    })();
    ctx.layoutSaved();
    announceLayout(ctx, key);
    return ok({ uuid });
  });
};

/**
 * A stored config is a JSON object of bounded size and nesting. The depth is measured without
 * recursion right after parsing (JSON.parse itself does not recurse), before any validator walks it.
 */
function parseConfigJson(configJson: string): Record<string, unknown> {
  if (Buffer.byteLength(configJson, 'utf8') > MAX_CONFIG_JSON_BYTES) throw badRequest('layoutConfig.tooLarge', { kilobytes: MAX_CONFIG_JSON_BYTES / 1024 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch (error) {
    throw badRequest('layoutConfig.notJson', { detail: (error as Error).message });
  }
  const deep = tooDeepAt(parsed, MAX_CONFIG_DEPTH);
  if (deep !== undefined) throw badRequest('layoutConfig.tooDeep', { pointer: deep, limit: MAX_CONFIG_DEPTH }, { pointer: deep });
  if (!isJsonObject(parsed)) throw badRequest('layoutConfig.notObject');
  return parsed;
}
