// SystemSettingService: per-tenant settings (home blocks, login page). Only the login-page group
// is public, because the login page must render before anyone has a token.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Database } from '../db.js';
import { requireUser } from '../auth.js';
import { forbidden, ok } from '../http.js';

export const PUBLIC_SETTING_GROUP = 'LoginPage_Group';

export interface SystemSetting {
  setGroupCode: string;
  setCode: string;
  setValue: string;
}

const key = { type: 'string', maxLength: 64 } as const;

function findSettings(db: Database, elsAccount: string, filter: { setGroupCode?: string; setCode?: string }): SystemSetting[] {
  const where = ['els_account = ?'];
  const params: string[] = [elsAccount];
  if (filter.setGroupCode !== undefined) {
    where.push('set_group_code = ?');
    params.push(filter.setGroupCode);
  }
  if (filter.setCode !== undefined) {
    where.push('set_code = ?');
    params.push(filter.setCode);
  }
  return db
    .prepare(
      `SELECT set_group_code AS setGroupCode, set_code AS setCode, set_value AS setValue
       FROM system_settings WHERE ${where.join(' AND ')} ORDER BY set_group_code, sort_order, set_code`,
    )
    .all(...params) as SystemSetting[];
}

export const systemSettingRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: { setGroupCode?: string; setCode?: string } | undefined }>(
    '/SystemSettingService/findList',
    { schema: { body: { type: 'object', properties: { setGroupCode: key, setCode: key } } } },
    async (request) => {
      const user = requireUser(request);
      return ok(findSettings(ctx.db, user.elsAccount, request.body ?? {}));
    },
  );

  app.post<{ Body: { elsAccount: string; setGroupCode?: string } }>(
    '/SystemSettingService/findListByLoginEls',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['elsAccount'],
          properties: { elsAccount: { type: 'string', minLength: 1, maxLength: 64 }, setGroupCode: key },
        },
      },
    },
    async (request) => {
      const { elsAccount, setGroupCode = PUBLIC_SETTING_GROUP } = request.body;
      if (setGroupCode !== PUBLIC_SETTING_GROUP) {
        throw forbidden(`未登录只能查询登录页设置 (only ${PUBLIC_SETTING_GROUP} is public)`);
      }
      // An unknown account answers an empty list, so the login page falls back to its defaults.
      return ok(findSettings(ctx.db, elsAccount, { setGroupCode }));
    },
  );
};
