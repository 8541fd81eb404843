// SystemSettingService: per-tenant settings (home blocks, login page). Only the login-page group
// is public, because the login page must render before anyone has a token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_PAGE_SETTING_GROUP } from '../../../src/contract/settings.js';
import { LoginSettingsBody, SettingsFindBody } from '../../../src/contract/settingsBodies.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { forbidden, ok } from '../../platform/http/envelope.js';
import { findSettings } from './repo.js';

export const settingsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post('/SystemSettingService/findList', { schema: { body: SettingsFindBody } }, async (request) => {
    const user = requireUser(request);
    return ok(findSettings(ctx.db, user.elsAccount, request.body ?? {}));
  });

  app.post('/SystemSettingService/findListByLoginEls', { config: { public: true }, schema: { body: LoginSettingsBody } }, async (request) => {
    const { elsAccount, setGroupCode = LOGIN_PAGE_SETTING_GROUP } = request.body;
    if (setGroupCode !== LOGIN_PAGE_SETTING_GROUP) throw forbidden('settings.publicGroupOnly', { group: LOGIN_PAGE_SETTING_GROUP });
    // An unknown account answers an empty list, so the login page falls back to its defaults.
    return ok(findSettings(ctx.db, elsAccount, { setGroupCode }));
  });
};
