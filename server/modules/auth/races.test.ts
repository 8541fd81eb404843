// Requests of one user arriving at once (two tabs, a double click, a retry, two server instances on
// one database): the token chain and the login throttle end as one request after the other would
// leave them. On SQLite Kysely's one connection runs transactions alone; on PostgreSQL (npm run
// test:pg) the pool runs them side by side, and the key locks (lockKey) must hold.
import { describe, expect, it } from 'vitest';
import { API, BUYER_ADMIN, body, login, serverForEachTest } from '../../testServer.js';
import { ROTATION_GRACE_SECONDS } from '../../../src/contract/auth.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

describe('concurrent refreshes of one refresh token', () => {
  const server = serverForEachTest();
  const refresh = (refreshToken: string) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.refreshToken.path}`, headers: { refreshToken }, payload: { elsAccount: BUYER_ADMIN.elsAccount, elsSubAccount: BUYER_ADMIN.elsSubAccount, refreshToken } });
  const menuWith = (token: string) => server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: { token, elsAccount: '307000_1001' } });
  const refreshCount = async () => body<{ refreshCount: number }>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.devStats.path}` })).data.refreshCount;
  const sessionRows = () => server.db.selectFrom('auth_sessions').select(['revoked_at', 'revoke_reason']).execute();

  it.each([2, 10])('of %i at once, one gets the new pair; the others are told it was rotated, and the session lives on', async (n) => {
    const session = await login(server, BUYER_ADMIN);
    const cuts: string[] = [];
    server.ctx.tokens.onSessionCut((sid, why) => cuts.push(`${sid}:${why}`));

    const answers = await Promise.all(Array.from({ length: n }, () => refresh(session.refreshToken)));

    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.statusCode !== 200);
    expect(losers).toHaveLength(n - 1);
    for (const loser of losers) {
      expect(loser.statusCode).toBe(401);
      // The grace answer: the other tab's new tokens reach this one through storage; nothing issued.
      expect(body(loser)).toMatchObject({ code: '401', messageCode: 'auth.refreshTokenRotated', data: { reason: 'rotated' } });
      expect(body(loser).data).not.toHaveProperty('token');
    }
    expect(await refreshCount()).toBe(1);
    // The winner's tokens work: its access token opens the menu, its refresh token rotates once more.
    const pair = body<{ token: string; refreshToken: string }>(winners[0]!).data;
    expect((await menuWith(pair.token)).statusCode).toBe(200);
    expect((await menuWith(session.token)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    // One live session, nothing cut; of the chain, only the newest token is unrevoked.
    expect(await sessionRows()).toEqual([{ revoked_at: null, revoke_reason: null }]);
    expect(cuts).toEqual([]);
    expect(await server.db.selectFrom('refresh_tokens').select('token_hash').where('revoked_at', 'is', null).execute()).toHaveLength(1);
  });

  it.each([2, 10])('of %i reuses at once after the grace, the chain ends exactly once and every answer is invalid', async (n) => {
    const session = await login(server, BUYER_ADMIN);
    const pair = body<{ token: string; refreshToken: string }>(await refresh(session.refreshToken)).data;
    // The replaced token presented again after the grace: a leak, as ROTATION_GRACE_SECONDS says.
    await server.db.updateTable('refresh_tokens').set((eb) => ({ revoked_at: eb('revoked_at', '-', ROTATION_GRACE_SECONDS + 1) })).where('revoked_at', 'is not', null).execute();
    const cuts: string[] = [];
    server.ctx.tokens.onSessionCut((sid, why) => cuts.push(why));

    // The thief's replays and the owner's own next refresh, all at once.
    const answers = await Promise.all([...Array.from({ length: n }, () => refresh(session.refreshToken)), refresh(pair.refreshToken)]);

    const replays = answers.slice(0, n);
    for (const replay of replays) expect(body(replay)).toMatchObject({ code: '401', messageCode: 'auth.tokenInvalid', data: { reason: 'invalid' } });
    // The owner's refresh either came first (and its new pair dies with the chain) or is refused.
    const owner = answers[n]!;
    const survivors = owner.statusCode === 200 ? [body<{ token: string; refreshToken: string }>(owner).data] : [];
    expect(await sessionRows()).toEqual([{ revoked_at: expect.any(Number), revoke_reason: 'refresh-token-reuse' }]);
    expect(cuts).toEqual(['revoked']);
    for (const tokens of [pair, ...survivors]) {
      expect(body(await menuWith(tokens.token)).data).toEqual({ reason: 'invalid' });
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    }
    expect(await server.db.selectFrom('refresh_tokens').select('token_hash').where('revoked_at', 'is', null).execute()).toEqual([]);
  });
});
