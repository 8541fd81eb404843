// SystemSettingService: per-tenant settings (home blocks, login page). Only the login-page group
// (the login page renders before anyone has a token) and the home's five display switches are public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_PAGE_SETTING_GROUP, PUBLIC_SETTING_CODES, type SettingRow } from '../../../src/contract/settings.js';
import {} from '../../../src/contract/settingsBodies.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { forbidden, ok } from '../../platform/http/envelope.js';
import { findSettings } from './repo.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

export const settingsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  route(app, endpoints.findSettings, async (request) => {
    const user = requireUser(request);
    return ok(await findSettings(ctx.db, user.elsAccount, request.body ?? {}));
  });

  // Public: the login page renders before anyone signs in, and the home reads its five block
  // switches here (seed 001). Only the groups of PUBLIC_SETTING_CODES are answered, each with its
  // allow-listed codes only. Every account, known or not, gets the same list of codes in the same
  // order (a missing value is '', and the page shows its default), so the answer never tells
  // whether an account exists.
  route(app, endpoints.findLoginSettings, { rateLimit: ctx.rateLimit('loginSettings') }, async (request) => {
    const { elsAccount, setGroupCode = LOGIN_PAGE_SETTING_GROUP } = request.body;
    const codes = Object.hasOwn(PUBLIC_SETTING_CODES, setGroupCode) ? PUBLIC_SETTING_CODES[setGroupCode] : undefined;
    if (!codes)
      throw forbidden('settings.publicGroupOnly', {
        group: Object.keys(PUBLIC_SETTING_CODES).join(', '),
      });
    const stored = new Map((await findSettings(ctx.db, elsAccount, { setGroupCode })).map((setting) => [setting.setCode, setting.setValue]));
    return ok<SettingRow[]>(
      codes.map((setCode) => ({
        setGroupCode,
        setCode,
        setValue: stored.get(setCode) ?? '',
      })),
    );
  });
};
