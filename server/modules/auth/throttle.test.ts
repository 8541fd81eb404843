// Defect 7 of issue 8: a stranger cannot keep a user locked out (the right password with the right
// captcha passes during an account lock: the captcha is the brake), and guessing is throttled per
// source address as well as per account.
import { describe, expect, it } from 'vitest';
import { API, BUYER_ADMIN, BUYER_USER, body, enc, serverForEachTest } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('login throttle', () => {
  const server = serverForEachTest({ loginThrottle: { baseDelayMs: 60_000, maxDelayMs: 60_000, ipFreeAttempts: 8 } });
  const loginFrom = (remoteAddress: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.login.path}`, payload, remoteAddress });
  const captchaFrom = async (remoteAddress: string) => {
    const { captchaId } = body<{ captchaId: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpoints.captcha.path}`, remoteAddress })).data;
    const answer = body<{ answer: string }>(await server.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.devCaptcha, { id: captchaId })}`, remoteAddress })).data.answer;
    return { captchaId, captcha: answer };
  };

  it('lets the right password with the right captcha through while a stranger keeps the account locked', async () => {
    const stranger = '203.0.113.7';
    const wrong = { elsAccount: BUYER_USER.elsAccount, elsSubAccount: BUYER_USER.elsSubAccount, password: enc('Wrong@2026') };
    for (let i = 0; i < 5; i += 1) await loginFrom(stranger, wrong);
    const locking = await loginFrom(stranger, { ...wrong, ...(await captchaFrom(stranger)) });
    expect(body<{ retryAfterSeconds: number }>(locking).data.retryAfterSeconds).toBe(60);
    // Without a captcha the locked account refuses unchecked, even the right password.
    const right = { ...wrong, password: enc(BUYER_USER.password) };
    const refused = await loginFrom('198.51.100.2', right);
    expect(body(refused).messageCode).toBe('auth.tooManyAttempts');
    // A wrong password with a right captcha during the lock is checked, refused and counted.
    const guessed = body<{ retryAfterSeconds: number }>(await loginFrom(stranger, { ...wrong, ...(await captchaFrom(stranger)) }));
    expect(guessed).toMatchObject({ messageCode: 'auth.wrongCredentials', data: { captchaRequired: true, retryAfterSeconds: 60 } });
    // The user: right password, right captcha, at once.
    const user = await loginFrom('198.51.100.2', { ...right, ...(await captchaFrom('198.51.100.2')) });
    expect(user.statusCode).toBe(200);
  });

  it('throttles one source address across accounts; other addresses are not affected', async () => {
    const guesser = '203.0.113.9';
    // Eight failures over eight different names from one address.
    for (let i = 0; i < 8; i += 1) {
      const response = await loginFrom(guesser, { loginName: `nobody${i}`, password: enc('Guess@2026') });
      expect(body(response).messageCode).toBe('auth.wrongCredentials');
    }
    // From now on that address needs a captcha for any account, the right password included.
    const next = await loginFrom(guesser, { ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password) });
    expect(body(next)).toMatchObject({ messageCode: 'auth.captchaRequired', data: { captchaRequired: true } });
    // Another address logs in without a captcha.
    expect((await loginFrom('198.51.100.3', { ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password) })).statusCode).toBe(200);
    // The guesser's own right answer with a captcha passes.
    expect((await loginFrom(guesser, { ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password), ...(await captchaFrom(guesser)) })).statusCode).toBe(200);
    // A forged X-Forwarded-For does not give another address (no proxy is trusted by default).
    const forged = await server.app.inject({
      method: 'POST',
      url: `${API}${endpoints.login.path}`,
      payload: { ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password) },
      remoteAddress: guesser,
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(body(forged).messageCode).toBe('auth.captchaRequired');
  });
});

describe('request rate per source address', () => {
  const server = serverForEachTest({ rateLimit: { login: 5 } });

  it('answers 429 with a message code and Retry-After beyond the budget of one address', async () => {
    const attempt = (remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: `${API}${endpoints.login.path}`, payload: { loginName: 'nobody', password: 'x' }, remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await attempt('203.0.113.20')).statusCode).toBe(400);
    const limited = await attempt('203.0.113.20');
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({ code: '429', messageCode: 'request.rateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.21')).statusCode).toBe(400);
  });
});
