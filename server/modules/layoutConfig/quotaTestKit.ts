// Shared by the quota tests (quotas.test.ts, races.test.ts): what the server keeps of an owner,
// measured from the tables themselves, and overlays of a given size.
import { STORED_ROW_OVERHEAD_BYTES } from '../../../src/contract/layoutConfig.js';
import type { TestServer } from '../../testServer.js';

export const KB = 1024;
export const MB = 1024 * KB;

/** A valid layout overlay of exactly `bytes` bytes (a long login-page advertisement starting with `tag`). */
export const sized = (bytes: number, tag = ''): string => JSON.stringify({ loginPage: { defaults: { advertisement: tag.padEnd(bytes - 47, 'x') } } });

/**
 * What the server keeps of an owner, counted as the budgets count it (quota.ts): each row in force
 * and each version kept, its text and note, and the fixed overhead. `sub`: one user's own rows ('1002'),
 * the company's own (''), or all users' own of the company ('personal').
 */
export async function keptBytes(server: TestServer, elsAccount: string, sub: string): Promise<number> {
  const scoped = <T extends { els_sub_account: string }>(rows: T[]) => rows.filter((row) => (sub === 'personal' ? row.els_sub_account !== '' : row.els_sub_account === sub));
  const rows = scoped(await server.db.selectFrom('layout_configs').select(['els_sub_account', 'config_json']).where('els_account', '=', elsAccount).execute());
  const versions = scoped(await server.db.selectFrom('layout_versions').select(['els_sub_account', 'config_json', 'note']).where('els_account', '=', elsAccount).execute());
  const text = (value: string | null) => Buffer.byteLength(value ?? '', 'utf8');
  return (
    rows.reduce((sum, row) => sum + text(row.config_json) + STORED_ROW_OVERHEAD_BYTES, 0) +
    versions.reduce((sum, row) => sum + text(row.config_json) + text(row.note) + STORED_ROW_OVERHEAD_BYTES, 0)
  );
}

export const mb = (bytes: number): string => `${(bytes / MB).toFixed(2)} MB`;
