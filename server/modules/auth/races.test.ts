// Requests of one user arriving at once (two tabs, a double click, a retry, two server instances on
// one database): the token chain and the login throttle end as one request after the other would
// leave them. On SQLite Kysely's one connection runs transactions alone; on PostgreSQL (npm run
// test:pg) the pool runs them side by side, and the key locks (lockKey) must hold.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API, BUYER_ADMIN, BUYER_USER, body, enc, login, serverForEachTest } from '../../testServer.js';
import { ROTATION_GRACE_SECONDS } from '../../../src/contract/auth.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';
import { accountKey, signedInKey } from '../../platform/auth/loginThrottle.js';

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

describe('wrong passwords for one account at once', () => {
  // Five free failures, then the captcha; each failure beyond them locks for 1 s, doubling.
  const server = serverForEachTest({ loginThrottle: { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 1_000_000 } });
  const loginFrom = (remoteAddress: string, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: `${API}${endpoints.login.path}`, payload, remoteAddress });
  const wrong = (account: typeof BUYER_USER) => ({ elsAccount: account.elsAccount, elsSubAccount: account.elsSubAccount, password: enc('Wrong@2026') });
  const captchaFrom = async (remoteAddress: string) => {
    const { captchaId } = body<{ captchaId: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.captcha.path}`, remoteAddress })).data;
    const answer = body<{ answer: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.devCaptcha, { id: captchaId })}`, remoteAddress })).data.answer;
    return { captchaId, captcha: answer };
  };
  /** What the login page shows of an answer: status, message code and what to do next. */
  const shown = (response: LightMyRequestResponse) => `${response.statusCode} ${body(response).messageCode} ${JSON.stringify(body(response).data)}`;
  const stored = (key: string) => server.db.selectFrom('login_attempts').select(['failures', 'locked_until']).where('login_key', '=', key).executeTakeFirstOrThrow();
  // Each from an address of its own: the per-address counters and rate limits stay out of the way.
  const address = (group: number, i: number) => `198.51.${group}.${i + 1}`;

  it('ten at once count and answer exactly as ten in a row: five failures, then the captcha, no lock', async () => {
    const inRow: string[] = [];
    for (let i = 0; i < 10; i += 1) inRow.push(shown(await loginFrom(address(100, i), wrong(BUYER_ADMIN))));
    expect(inRow).toEqual([
      ...Array<string>(4).fill('400 auth.wrongCredentials null'),
      '400 auth.wrongCredentials {"captchaRequired":true}',
      ...Array<string>(5).fill('400 auth.captchaRequired {"captchaRequired":true}'),
    ]);

    const atOnce = await Promise.all(Array.from({ length: 10 }, (_, i) => loginFrom(address(101, i), wrong(BUYER_USER))));

    expect(atOnce.map(shown).sort()).toEqual([...inRow].sort());
    const user = await stored(accountKey({ els_account: BUYER_USER.elsAccount, els_sub_account: BUYER_USER.elsSubAccount }));
    expect(user.failures).toBe(5);
    expect(user.locked_until).toBeLessThanOrEqual(Date.now());
    // The lock comes at the threshold, not later: the sixth failure (with the captcha) locks for the base delay.
    const sixth = await loginFrom(address(102, 0), { ...wrong(BUYER_USER), ...(await captchaFrom(address(102, 0))) });
    expect(body(sixth)).toMatchObject({ messageCode: 'auth.wrongCredentials', data: { captchaRequired: true, retryAfterSeconds: 1 } });
    // The right password without a captcha is refused unchecked; the other account was never touched by these.
    expect(body(await loginFrom(address(102, 1), { ...wrong(BUYER_USER), password: enc(BUYER_USER.password) })).messageCode).toBe('auth.tooManyAttempts');
  });

  it('ten at once with a right captcha each are ten failures, none lost, and the lock doubles for each', async () => {
    for (let i = 0; i < 5; i += 1) await loginFrom(address(103, i), wrong(BUYER_USER));
    const captchas = await Promise.all(Array.from({ length: 10 }, (_, i) => captchaFrom(address(104, i))));

    const atOnce = await Promise.all(captchas.map((captcha, i) => loginFrom(address(104, i), { ...wrong(BUYER_USER), ...captcha })));

    for (const answer of atOnce) expect(body(answer)).toMatchObject({ messageCode: 'auth.wrongCredentials', data: { captchaRequired: true } });
    // Failures 6 to 15 lock for 1, 2, 4 … 512 seconds: each answer tells its own.
    const waits = atOnce.map((answer) => body<{ retryAfterSeconds: number }>(answer).data.retryAfterSeconds).sort((a, b) => a - b);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    const user = await stored(accountKey({ els_account: BUYER_USER.elsAccount, els_sub_account: BUYER_USER.elsSubAccount }));
    expect(user.failures).toBe(15);
    expect(Math.ceil((user.locked_until - Date.now()) / 1000)).toBeGreaterThan(500);
  });

  it('ten wrong passwords at once on the lock screen count and lock as ten in a row: checked up to the sixth, then the lock', async () => {
    const session = await login(server, BUYER_USER);
    const unlock = (password: string) =>
      server.app.inject({ method: 'POST', url: `${API}${endpoints.verifyElsAccount.path}`, headers: session.headers, payload: { password: enc(password) } });

    const atOnce = await Promise.all(Array.from({ length: 10 }, () => unlock('Wrong@2026')));

    // In a row: five free failures, the sixth counted and locking for 1 s, the rest refused unchecked.
    const codes = atOnce.map((answer) => body(answer).messageCode).sort();
    expect(codes).toEqual([...Array<string>(6).fill('account.unlockPasswordError'), ...Array<string>(4).fill('auth.tooManyAttempts')].sort());
    expect((await stored(signedInKey({ els_account: BUYER_USER.elsAccount, els_sub_account: BUYER_USER.elsSubAccount }))).failures).toBe(6);
    // The user's right password now waits out the lock like any other.
    expect(body(await unlock(BUYER_USER.password)).messageCode).toBe('auth.tooManyAttempts');
  });
});
