// ElsLayoutConfigService: layout overlays (RFC 7396 merge patches) and other per-user configs,
// one row per elsAccount + elsSubAccount + toElsAccount + configType.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { requireUser } from '../auth.js';
import { badRequest, forbidden, ok } from '../http.js';
import { isJsonObject } from '../../src/core/config/mergePatch.js';

export const MAX_CONFIG_JSON_BYTES = 256 * 1024;
export const LAYOUT_CONFIG_TYPE = 'layout';

export interface LayoutConfigRow {
  uuid: string;
  elsAccount: string;
  elsSubAccount: string;
  toElsAccount: string;
  configType: string;
  configJson: string;
  updatedAt: string;
}

interface DbRow {
  uuid: string;
  els_account: string;
  els_sub_account: string;
  to_els_account: string;
  config_type: string;
  config_json: string;
  updated_at: string;
}

interface FindBody {
  elsAccount?: string;
  elsSubAccount?: string;
  toElsAccount?: string;
  configType?: string;
}

interface SaveBody {
  elsAccount: string;
  elsSubAccount: string;
  toElsAccount: string;
  configType: string;
  configJson: string | null;
}

const key = { type: 'string', maxLength: 64 } as const;

function toRow(row: DbRow): LayoutConfigRow {
  return {
    uuid: row.uuid,
    elsAccount: row.els_account,
    elsSubAccount: row.els_sub_account,
    toElsAccount: row.to_els_account,
    configType: row.config_type,
    configJson: row.config_json,
    updatedAt: row.updated_at,
  };
}

export const layoutConfigRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: FindBody | undefined }>(
    '/ElsLayoutConfigService/findPageList',
    {
      schema: {
        body: {
          type: 'object',
          properties: { elsAccount: key, elsSubAccount: key, toElsAccount: key, configType: key },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body ?? {};
      const isAdmin = user.permission === 'admin';
      if (body.elsAccount !== undefined && body.elsAccount !== user.elsAccount) {
        throw forbidden('不能查询其他账号的配置 (another account)');
      }
      if (!isAdmin && body.elsSubAccount && body.elsSubAccount !== user.elsSubAccount) {
        throw forbidden('只有管理员可以查询其他子账号的配置 (admin only)');
      }
      const where = ['els_account = ?'];
      const params: string[] = [user.elsAccount];
      const filters: [keyof FindBody, string][] = [
        ['elsSubAccount', 'els_sub_account'],
        ['toElsAccount', 'to_els_account'],
        ['configType', 'config_type'],
      ];
      for (const [field, column] of filters) {
        const value = body[field];
        if (value !== undefined) {
          where.push(`${column} = ?`);
          params.push(value);
        }
      }
      // Everyone reads the tenant-wide rows (they shape everyone's portal) and their own.
      if (!isAdmin) {
        where.push("els_sub_account IN ('', ?)");
        params.push(user.elsSubAccount);
      }
      const rows = ctx.db
        .prepare(
          `SELECT * FROM layout_configs WHERE ${where.join(' AND ')}
           ORDER BY els_sub_account, to_els_account, config_type`,
        )
        .all(...params) as DbRow[];
      return ok({ rows: rows.map(toRow), total: rows.length });
    },
  );

  app.post<{ Body: SaveBody }>(
    '/ElsLayoutConfigService/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['elsAccount', 'elsSubAccount', 'toElsAccount', 'configType', 'configJson'],
          properties: {
            elsAccount: key,
            elsSubAccount: key,
            toElsAccount: key,
            configType: { type: 'string', minLength: 1, maxLength: 64 },
            configJson: { type: ['string', 'null'] },
          },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { elsAccount, elsSubAccount, toElsAccount, configType, configJson } = request.body;
      if (elsAccount !== user.elsAccount) throw forbidden('不能保存其他账号的配置 (another account)');
      const isAdmin = user.permission === 'admin';
      if (elsSubAccount === '' && !isAdmin) {
        throw forbidden('租户级配置需要管理员权限 (tenant-wide overlay needs admin)');
      }
      if (elsSubAccount !== '' && elsSubAccount !== user.elsSubAccount) {
        if (!isAdmin) throw forbidden('只能保存自己的配置 (only your own sub-account)');
        if (!ctx.auth.findAccount(elsAccount, elsSubAccount)) throw badRequest(`子账号不存在 (no sub-account ${elsSubAccount})`);
      }
      const keyParams = [elsAccount, elsSubAccount, toElsAccount, configType] as const;

      if (configJson === null) {
        const deleted = ctx.db
          .prepare(
            `DELETE FROM layout_configs
             WHERE els_account = ? AND els_sub_account = ? AND to_els_account = ? AND config_type = ?
             RETURNING uuid`,
          )
          .get(...keyParams) as { uuid: string } | undefined;
        return ok({ uuid: deleted?.uuid ?? null });
      }

      checkConfigJson(configJson, configType === LAYOUT_CONFIG_TYPE ? ctx.validateLayoutPatch : undefined);
      // Upsert keeps the uuid of an existing row, so the uuid names the overlay for its lifetime.
      const saved = ctx.db
        .prepare(
          `INSERT INTO layout_configs (uuid, els_account, els_sub_account, to_els_account, config_type, config_json, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (els_account, els_sub_account, to_els_account, config_type)
           DO UPDATE SET config_json = excluded.config_json, updated_at = excluded.updated_at
           RETURNING uuid`,
        )
        .get(crypto.randomUUID(), ...keyParams, configJson, new Date().toISOString()) as { uuid: string };
      return ok({ uuid: saved.uuid });
    },
  );
};

function checkConfigJson(configJson: string, validate: ((patch: unknown) => string | null) | undefined): void {
  if (Buffer.byteLength(configJson, 'utf8') > MAX_CONFIG_JSON_BYTES) {
    throw badRequest(`配置过大 (configJson exceeds ${MAX_CONFIG_JSON_BYTES / 1024} KB)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch (error) {
    throw badRequest(`配置不是合法的 JSON (configJson is not valid JSON: ${(error as Error).message})`);
  }
  if (!isJsonObject(parsed)) {
    throw badRequest('配置必须是 JSON 对象 (configJson must be a JSON object)');
  }
  const problem = validate?.(parsed);
  if (problem) throw badRequest(`布局配置无效 (invalid layout overlay): ${problem}`);
}
