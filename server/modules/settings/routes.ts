// SystemSettingService: per-tenant settings (home blocks, login page). Only the login-page group
// is public, because the login page must render before anyone has a token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_PAGE_SETTING_CODES, LOGIN_PAGE_SETTING_GROUP, type SettingRow } from '../../../src/contract/settings.js';
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

  // Public: the login page renders before anyone signs in. Every account, known or not, gets the
  // same list of codes in the same order (a missing value is '', and the login page shows its
  // default), so the answer never tells whether an account exists.
  app.post(
    '/SystemSettingService/findListByLoginEls',
    { config: { public: true, rateLimit: ctx.rateLimit('loginSettings') }, schema: { body: LoginSettingsBody } },
    async (request) => {
      const { elsAccount, setGroupCode = LOGIN_PAGE_SETTING_GROUP } = request.body;
      if (setGroupCode !== LOGIN_PAGE_SETTING_GROUP) throw forbidden('settings.publicGroupOnly', { group: LOGIN_PAGE_SETTING_GROUP });
      const stored = new Map(findSettings(ctx.db, elsAccount, { setGroupCode }).map((setting) => [setting.setCode, setting.setValue]));
      return ok<SettingRow[]>(LOGIN_PAGE_SETTING_CODES.map((setCode) => ({ setGroupCode, setCode, setValue: stored.get(setCode) ?? '' })));
    },
  );
};
