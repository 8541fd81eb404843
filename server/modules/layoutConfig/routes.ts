// ElsLayoutConfigService: layout overlays (RFC 7396 merge patches) and other per-user configs.
// Everyone reads the tenant-wide rows (they shape everyone's portal) and their own; an admin reads
// every row of the account and saves the tenant-wide overlay.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_CONFIG_JSON_BYTES } from '../../../src/contract/layoutConfig.js';
import { LayoutConfigFindBody, LayoutConfigSaveBody } from '../../../src/contract/layoutConfigBodies.js';
import { LAYOUT_CONFIG_TYPE, isTenantWideRow } from '../../../src/contract/overlayScope.js';
import { isAdmin } from '../../../src/contract/permissions.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { badRequest, forbidden, ok } from '../../platform/http/envelope.js';
import { isJsonObject, type LayoutPatchValidator } from '../../platform/shellRules.js';
import { deleteConfigRow, findConfigRows, upsertConfigRow } from './repo.js';

export const layoutConfigRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post('/ElsLayoutConfigService/findPageList', { schema: { body: LayoutConfigFindBody } }, async (request) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    const admin = isAdmin(user);
    if (body.elsAccount !== undefined && body.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountRead');
    if (!admin && body.elsSubAccount && body.elsSubAccount !== user.elsSubAccount) throw forbidden('layoutConfig.otherSubAccountRead');
    const rows = findConfigRows(ctx.db, user.elsAccount, body, admin ? undefined : user.elsSubAccount);
    return ok({ rows, total: rows.length });
  });

  app.post('/ElsLayoutConfigService/save', { schema: { body: LayoutConfigSaveBody } }, async (request) => {
    const user = requireUser(request);
    const { configJson, ...key } = request.body;
    if (key.elsAccount !== user.elsAccount) throw forbidden('layoutConfig.otherAccountSave');
    const admin = isAdmin(user);
    if (isTenantWideRow(key)) {
      if (!admin) throw forbidden('layoutConfig.tenantWideNeedsAdmin');
    } else if (key.elsSubAccount !== user.elsSubAccount) {
      if (!admin) throw forbidden('layoutConfig.ownOnly');
      if (!ctx.accounts.find(key.elsAccount, key.elsSubAccount)) throw badRequest('layoutConfig.noSubAccount', { subAccount: key.elsSubAccount });
    }
    if (configJson === null) return ok({ uuid: deleteConfigRow(ctx.db, key) });
    checkConfigJson(configJson, key.configType === LAYOUT_CONFIG_TYPE ? ctx.validateLayoutPatch : undefined);
    return ok({ uuid: upsertConfigRow(ctx.db, key, configJson) });
  });
};

/** A stored config is a JSON object of bounded size; a layout overlay also passes the layout schema. */
function checkConfigJson(configJson: string, validate: LayoutPatchValidator | undefined): void {
  if (Buffer.byteLength(configJson, 'utf8') > MAX_CONFIG_JSON_BYTES) throw badRequest('layoutConfig.tooLarge', { kilobytes: MAX_CONFIG_JSON_BYTES / 1024 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch (error) {
    throw badRequest('layoutConfig.notJson', { detail: (error as Error).message });
  }
  if (!isJsonObject(parsed)) throw badRequest('layoutConfig.notObject');
  const problem = validate?.(parsed);
  if (problem) throw badRequest('layoutConfig.invalidOverlay', { detail: problem });
}
