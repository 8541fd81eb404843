// Read–check–write under concurrency: the version check of a publish and the quotas of a save run
// in one transaction behind a lock of their key (lockKey: PostgreSQL's advisory lock; SQLite's one
// writer). Requests are sent at once through app.inject, so their transactions interleave wherever
// the engine lets them.
import { afterEach, describe, expect, it } from 'vitest';
import { API, BUYER_ADMIN, BUYER_USER, body, login, startTestServer, type Session, type TestServer } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

const TENANT_KEY = { elsAccount: '307000', elsSubAccount: '', toElsAccount: '' };
// Load shedding is not what these tests look at: a busy test machine (event-loop lag over 1 s) would
// (or a heap near its limit) would answer 503 before any transaction runs.
const NO_SHEDDING = { load: { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: Number.MAX_SAFE_INTEGER } };
const title = (text: string) => JSON.stringify({ app: { siteTitle: text } });

let server: TestServer;
afterEach(async () => {
  await server.dispose();
});

describe('layout overlays written at once', () => {
  it('10 publishes on one base version: exactly one becomes version 1, the nine others get the version conflict', async () => {
    server = await startTestServer(NO_SHEDDING);
    const admin = await login(server, BUYER_ADMIN);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: `${API}${endpoints.publishLayoutOverlay.path}`,
          headers: admin.headers,
          payload: { ...TENANT_KEY, configJson: title(`Try ${i}`), note: '', baseVersion: 0 },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(body(won[0]!).data).toEqual({ version: 1 });
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(body(lost).messageCode).toBe('layoutConfig.versionConflict');
    }
    const versions = await server.db.selectFrom('layout_versions').select(['version', 'config_json']).execute();
    expect(versions.map((row) => Number(row.version))).toEqual([1]);
    const inForce = await server.db.selectFrom('layout_configs').select('config_json').where('els_sub_account', '=', '').where('config_type', '=', 'layout').execute();
    expect(inForce.map((row) => row.config_json)).toEqual([versions[0]!.config_json]);
  });

  it('saves at the edge of the quotas: 10 new rows for a user with room for 3 store exactly 3; 10 × 30 KB for a 100 KB company never pass 100 KB', async () => {
    server = await startTestServer({ ...NO_SHEDDING, configLimits: { rowsPerUser: 3, bytesPerTenant: 100 * 1024 } });
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const save = (session: Session, elsSubAccount: string, toElsAccount: string, configJson: string) =>
      server.app.inject({
        method: 'POST',
        url: `${API}${endpoints.saveLayoutConfig.path}`,
        headers: session.headers,
        payload: { elsAccount: '307000', elsSubAccount, toElsAccount, configType: 'layout', configJson },
      });
    const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => save(user, user.elsSubAccount, `r${i}`, title(`row ${i}`))));
    expect(rows.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const refused of rows.filter((answer) => answer.statusCode !== 200)) expect(body(refused).messageCode).toBe('layoutConfig.tooManyRows');
    const userRows = await server.db.selectFrom('layout_configs').select('uuid').where('els_account', '=', '307000').where('els_sub_account', '=', user.elsSubAccount).execute();
    expect(userRows).toHaveLength(3);

    const big = (i: number) => JSON.stringify({ loginPage: { defaults: { advertisement: `${i}`.padEnd(30 * 1024, 'x') } } });
    const sessions = [user, admin];
    const bytes = await Promise.all(Array.from({ length: 10 }, (_, i) => save(sessions[i % 2]!, sessions[i % 2]!.elsSubAccount, i % 2 ? `b${i}` : 'r0', big(i))));
    for (const refused of bytes.filter((answer) => answer.statusCode !== 200)) expect(['layoutConfig.tenantQuota', 'layoutConfig.tooManyRows']).toContain(body(refused).messageCode);
    const stored = await server.db.selectFrom('layout_configs').select('config_json').where('els_account', '=', '307000').execute();
    const total = stored.reduce((sum, row) => sum + Buffer.byteLength(row.config_json ?? '', 'utf8'), 0);
    expect(total).toBeLessThanOrEqual(100 * 1024);
    // Some did pass: the quota refuses only what would go over it.
    expect(bytes.some((answer) => answer.statusCode === 200)).toBe(true);
  });
});
