import { describe, expect, it } from 'vitest';
import { BUYER_ADMIN, BUYER_USER, body, enc, login, sessionCalls, serverForEachTest } from '../../testServer.js';
import { CAPTCHA_LENGTH } from '../../platform/auth/captcha.js';
import { LoginThrottle } from '../../platform/auth/loginThrottle.js';
import { ROTATION_GRACE_SECONDS } from '../../../src/contract/auth.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('login, captcha, throttle and the end of a session', () => {
  const server = serverForEachTest({ loginThrottle: { baseDelayMs: 300, maxDelayMs: 1200 } });
  const { post, get, captcha, loginAs } = sessionCalls(() => server);

  it('logs in with an encrypted password, by account or by phone, e-mail, employee number or account name', async () => {
    for (const identity of [
      { elsAccount: '307000', elsSubAccount: '1001' },
      { loginName: '13800000001' },
      { loginName: 'ZHANG.CAIGOU@demo-buyer.cn' },
      { loginName: 'E3070001' },
      { loginName: 'zhangcaigou' },
    ]) {
      const response = await loginAs({ ...identity, password: enc('Buyer@2026') });
      expect(response.statusCode, JSON.stringify(identity)).toBe(200);
      expect(body<{ elsAccount: string; elsSubAccount: string }>(response).data).toMatchObject({ elsAccount: '307000', elsSubAccount: '1001' });
    }
    expect((await loginAs({ loginName: '13800000001', password: enc('Wrong@2026') })).statusCode).toBe(400);
    expect((await loginAs({ loginName: 'nobody', password: enc('Buyer@2026') })).statusCode).toBe(400);
    expect((await loginAs({ password: enc('Buyer@2026') })).statusCode).toBe(400);
  });

  it('serves a captcha image of length 4, single use, checked case-insensitively', async () => {
    const first = await captcha();
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.answer).toHaveLength(CAPTCHA_LENGTH);
    expect(await server.ctx.captcha.consume(first.captchaId, first.answer.toLowerCase())).toBe(true);
    expect(await server.ctx.captcha.consume(first.captchaId, first.answer)).toBe(false);
    const second = await captcha();
    expect(await server.ctx.captcha.consume(second.captchaId, 'ZZZZ')).toBe(false);
    // A wrong answer uses it up too.
    expect(await server.ctx.captcha.consume(second.captchaId, second.answer)).toBe(false);
    // Ten uses of one right answer at once: one is let in.
    const third = await captcha();
    const uses = await Promise.all(Array.from({ length: 10 }, () => server.ctx.captcha.consume(third.captchaId, third.answer)));
    expect(uses.filter(Boolean)).toHaveLength(1);
  });

  it('after 5 failed logins asks for a captcha, refuses a wrong one, then locks out attempts without one', async () => {
    const wrong = { ...BUYER_USER, password: enc('Wrong@2026') };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await loginAs(wrong);
      expect(body(response).message).toContain('账号或密码错误');
      expect(body(response).data).toBeNull();
    }
    const fifth = body<{ captchaRequired: boolean }>(await loginAs(wrong));
    expect(fifth.message).toContain('账号或密码错误');
    expect(fifth.data).toEqual({ captchaRequired: true });

    // Now even the right password needs the captcha.
    const noCaptcha = body<{ captchaRequired: boolean }>(await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password) }));
    expect(noCaptcha.message).toContain('请输入验证码');
    expect(noCaptcha.messageCode).toBe('auth.captchaRequired');
    expect(noCaptcha.data.captchaRequired).toBe(true);
    const { captchaId } = await captcha();
    expect(body(await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), captchaId, captcha: 'ZZZZ' })).message).toContain('验证码错误');

    // A further failure (right captcha, wrong password) locks the account for a while.
    const c1 = await captcha();
    const sixth = body<{ captchaRequired: boolean; retryAfterSeconds: number }>(await loginAs({ ...wrong, captchaId: c1.captchaId, captcha: c1.answer }));
    expect(sixth.data).toEqual({ captchaRequired: true, retryAfterSeconds: 1 });
    // Locked: without a captcha even the right password is refused unchecked...
    const locked = body<{ retryAfterSeconds: number }>(await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password) }));
    expect(locked.message).toContain('尝试次数过多');
    expect(locked).toMatchObject({ messageCode: 'auth.tooManyAttempts', messageParams: { seconds: locked.data.retryAfterSeconds } });
    // ...but the right password with the right captcha gets in at once: the captcha is the brake,
    // so whoever failed for this account cannot keep its user out (issue 8, defect 7).
    const c2 = await captcha();
    const success = await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), captchaId: c2.captchaId, captcha: c2.answer });
    expect(success.statusCode).toBe(200);
    // A success forgets the failures.
    expect((await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password) })).statusCode).toBe(200);
    // The other accounts were never affected.
    expect((await loginAs({ ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password) })).statusCode).toBe(200);
  });

  it('the lock time doubles with each further failure', async () => {
    const key = 'account:test';
    // The server's throttle and database on a clock that stands still, so that each lock reads whole.
    const { throttle } = server.ctx;
    const stillThrottle = new LoginThrottle(server.db, throttle.options, () => 1_800_000_000_000);
    const states = [];
    for (let i = 0; i < 9; i += 1) {
      // A wrong password that came with a right captcha: neither the captcha nor a lock refuses it before it is counted.
      await stillThrottle.refuse({ keys: [key], asksForCaptcha: true, captchaChecked: true }, 'auth.wrongCredentials');
      states.push(await stillThrottle.state(key));
    }
    expect(states.map((state) => state.captchaRequired)).toEqual([false, false, false, false, true, true, true, true, true]);
    expect(states.map((state) => state.retryAfterMs)).toEqual([0, 0, 0, 0, 0, 300, 600, 1200, 1200]);
  });

  it('logout revokes the session: its refresh token, its access token and its tickets stop working', async () => {
    const session = await login(server, BUYER_ADMIN);
    const ticket = body<{ ticket: string }>(await post(endpoints.issueTicket.path, {}, session.headers)).data.ticket;
    expect((await get(endpointUrl(endpoints.validToken, { token: ticket }))).statusCode).toBe(200);
    const other = await login(server, BUYER_ADMIN);

    const out = await get(endpoints.logout.path, session.headers);
    expect(out.statusCode).toBe(200);
    expect((await get(endpoints.getMenu.path, session.headers)).statusCode).toBe(401);
    expect((await get(endpointUrl(endpoints.validToken, { token: ticket }))).statusCode).toBe(401);
    const refresh = await post(endpoints.refreshToken.path, { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    // Another login of the same user is another session and keeps working.
    expect((await get(endpoints.getMenu.path, other.headers)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole chain, access tokens included', async () => {
    const session = await login(server, BUYER_ADMIN);
    const rotated = body<{ token: string; refreshToken: string }>(
      await post(endpoints.refreshToken.path, { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken }),
    ).data;
    expect((await get(endpoints.getMenu.path, { ...session.headers, token: rotated.token })).statusCode).toBe(200);
    // The old one presented again after the rotation's grace (ROTATION_GRACE_SECONDS, for a second
    // tab of the same browser): the chain dies, including the newest access token.
    await server.db.updateTable('refresh_tokens').set((eb) => ({ revoked_at: eb('revoked_at', '-', ROTATION_GRACE_SECONDS + 1) })).where('revoked_at', 'is not', null).execute();
    expect((await post(endpoints.refreshToken.path, { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const after = await get(endpoints.getMenu.path, { ...session.headers, token: rotated.token });
    expect(after.statusCode).toBe(401);
    expect(body<{ reason: string }>(after).data.reason).toBe('invalid');
    expect((await post(endpoints.refreshToken.path, { refreshToken: rotated.refreshToken }, { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });
});
