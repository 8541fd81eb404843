// ElsLayoutConfigService: layout overlays (RFC 7396 merge patches) and other per-user configs.
// Everyone reads the tenant-wide rows (they shape everyone's portal) and their own; an admin reads
// every row of the account and saves the tenant-wide overlay. What may be stored is bounded: known
// config types only, each checked by its own validator; nesting depth; bytes per row; rows per user;
// bytes per tenant.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_CONFIG_PAGE_SIZE,
  MAX_CONFIG_JSON_BYTES,
  isConfigType,
  type ConfigType,
} from '../../../src/contract/layoutConfig.js';
import { LayoutConfigFindBody, LayoutConfigSaveBody } from '../../../src/contract/layoutConfigBodies.js';
import { LAYOUT_CONFIG_TYPE, TENANT_WIDE_SUB_ACCOUNT, isTenantWideRow } from '../../../src/contract/overlayScope.js';
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
  if (isTenantWideRow(key)) void ctx.push.publishToTenant(key.elsAccount, { type: 'layout-published', scope: 'tenant', elsAccount: key.elsAccount, publishedAt });
  else void ctx.push.publish(key, { type: 'layout-published', scope: 'user', elsAccount: key.elsAccount, publishedAt });
}

/** Where a row is saved from: its key and the deployment tenant the shell runs as. */
interface SaveContext {
  key: RowKey;
  /** '' for none. */
  deployTenant: string;
}

/**
 * The schema of each config type (typed by the contract's list: a type added there needs its
 * validator here). Returns the issues of a parsed config (empty: fine).
 */
type ConfigValidator = (parsed: Record<string, unknown>, ctx: ServerContext, save: SaveContext) => LayoutIssue[];

const CONFIG_VALIDATORS: Record<ConfigType, ConfigValidator> = {
  // A layout overlay is checked as the shell will compose it: over the base, the deployment
  // tenant's file and (for a user's own overlay) the tenant-wide overlay.
  [LAYOUT_CONFIG_TYPE]: (parsed, ctx, { key, deployTenant }) => {
    const scope = isTenantWideRow(key) ? 'tenant' : 'user';
    const tenantFile = ctx.deployment.tenantFile(deployTenant || undefined);
    let tenantOverlay: { source: string; patch: unknown } | undefined;
    if (scope === 'user') {
      const json = configJsonOf(ctx.db, { ...key, elsSubAccount: TENANT_WIDE_SUB_ACCOUNT, toElsAccount: '' });
      tenantOverlay = json === undefined ? undefined : { source: `tenant-wide overlay of ${key.elsAccount}`, patch: parseOrNull(json) };
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

export const layoutConfigRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post('/ElsLayoutConfigService/findPageList', { schema: { body: LayoutConfigFindBody } }, async (request) => {
    const user = requireUser(request);
    const { pageNo = 1, pageSize = DEFAULT_CONFIG_PAGE_SIZE, ...filter } = request.body ?? {};
    const admin = isAdmin(user);
    if (filter.elsAccount !== undefined && filter.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountRead');
    if (!admin && filter.elsSubAccount && filter.elsSubAccount !== user.elsSubAccount) throw forbidden('layoutConfig.otherSubAccountRead');
    const { rows, total } = findConfigRows(ctx.db, user.elsAccount, filter, admin ? undefined : user.elsSubAccount, { pageNo, pageSize });
    return ok({ rows, total, pageNo, pageSize });
  });

  app.post('/ElsLayoutConfigService/save', { schema: { body: LayoutConfigSaveBody } }, async (request) => {
    const user = requireUser(request);
    const { configJson, tenant, ...key } = request.body;
    if (key.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountSave');
    const admin = isAdmin(user);
    if (isTenantWideRow(key)) {
      if (!admin) throw forbidden('layoutConfig.tenantWideNeedsAdmin');
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
    const deployTenant = deployTenantOf(ctx, tenant);
    const parsed = parseConfigJson(configJson);
    const issues = CONFIG_VALIDATORS[configType](parsed, ctx, { key, deployTenant });
    if (issues.length > 0) throw badRequest('layoutConfig.invalidOverlay', { detail: describeIssues(issues) }, { pointer: issues[0]!.pointer, issues: issues.slice(0, 5) });
    // The limits are checked and the row written in one transaction: two saves cannot both pass.
    const uuid = ctx.db.transaction(() => {
      const usage = usageAfterSave(ctx.db, key, configJson);
      const { rowsPerUser, bytesPerTenant } = ctx.config.configLimits;
      if (!usage.exists && usage.userRows > rowsPerUser) throw badRequest('layoutConfig.tooManyRows', { limit: rowsPerUser });
      if (usage.tenantBytes > bytesPerTenant) throw badRequest('layoutConfig.tenantQuota', { kilobytes: Math.floor(bytesPerTenant / 1024) });
      return upsertConfigRow(ctx.db, key, configJson, deployTenant);
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
