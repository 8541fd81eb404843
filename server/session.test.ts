import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage } from './sms.js';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha } from './captcha.js';
import { decryptPassword, receivedPassword } from './password-transport.js';
import { encryptPassword } from '../src/core/session/passwordTransport.js';
import { API, BUYER_ADMIN, BUYER_USER, SUPPLIER_USER, body, login, startTestServer, type TestServer } from './test-helpers.js';

const transport = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };
// Exactly what the shell sends (crypto-js, src/core/session/passwordTransport.ts).
const enc = (password: string) => encryptPassword(password, transport);

describe('password transport (server side)', () => {
  it('decrypts what the shell encrypts with crypto-js, and takes plain text as given', () => {
    const fromShell = enc('Buyer@2026');
    expect(fromShell).not.toContain('Buyer');
    expect(decryptPassword(fromShell, transport)).toBe('Buyer@2026');
    expect(receivedPassword('Buyer@2026', transport)).toBe('Buyer@2026');
    // Base64 that is no ciphertext of this key stays as it is.
    expect(receivedPassword('QUJDREVGR0hJSktMTU5PUA==', transport)).toBe('QUJDREVGR0hJSktMTU5PUA==');
    expect(decryptPassword(enc('x'), { key: 'another-key-16ch', iv: transport.iv })).toBeUndefined();
  });
});

describe('captcha image', () => {
  it('draws stroked glyphs with noise: the answer is not in the markup', () => {
    const svg = drawCaptcha('AK79');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/AK79/);
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(4 + 4 + 2);
    expect((svg.match(/<circle/g) ?? []).length).toBe(30);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I]/);
  });
});

describe('session work against the server', () => {
  let server: TestServer;
  const sms: SmsMessage[] = [];
  beforeEach(async () => {
    sms.length = 0;
    server = await startTestServer({
      loginThrottle: { baseDelayMs: 300, maxDelayMs: 1200 },
      smsGateway: { deliver: (message) => sms.push(message) },
    });
  });
  afterEach(async () => {
    await server.dispose();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const captcha = async (): Promise<{ captchaId: string; answer: string; image: string }> => {
    const created = body<{ captchaId: string; image: string; expiresIn: number }>(await get('/ElsAuthService/captcha')).data;
    const answer = body<{ answer: string }>(await get(`/dev/captcha/${created.captchaId}`)).data.answer;
    return { ...created, answer };
  };
  const loginAs = (payload: Record<string, unknown>) => post('/ElsAuthService/dingLoginPost', payload);

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
    expect(server.ctx.captcha.consume(first.captchaId, first.answer.toLowerCase())).toBe(true);
    expect(server.ctx.captcha.consume(first.captchaId, first.answer)).toBe(false);
    const second = await captcha();
    expect(server.ctx.captcha.consume(second.captchaId, 'ZZZZ')).toBe(false);
    // A wrong answer uses it up too.
    expect(server.ctx.captcha.consume(second.captchaId, second.answer)).toBe(false);
  });

  it('after 5 failed logins asks for a captcha, refuses a wrong one, then slows further failures down', async () => {
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
    expect(noCaptcha.data.captchaRequired).toBe(true);
    const { captchaId } = await captcha();
    expect(body(await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), captchaId, captcha: 'ZZZZ' })).message).toContain('验证码错误');

    // A further failure (right captcha, wrong password) locks the account for a while.
    const c1 = await captcha();
    const sixth = body<{ captchaRequired: boolean; retryAfterSeconds: number }>(await loginAs({ ...wrong, captchaId: c1.captchaId, captcha: c1.answer }));
    expect(sixth.data).toEqual({ captchaRequired: true, retryAfterSeconds: 1 });
    const c2 = await captcha();
    const locked = body<{ retryAfterSeconds: number }>(await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), captchaId: c2.captchaId, captcha: c2.answer }));
    expect(locked.message).toContain('尝试次数过多');
    // The captcha was not even looked at while locked: still usable after the wait.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const c3 = await captcha();
    const success = await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), captchaId: c3.captchaId, captcha: c3.answer });
    expect(success.statusCode).toBe(200);
    // A success forgets the failures.
    expect((await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password) })).statusCode).toBe(200);
    // The other accounts were never affected.
    expect((await loginAs({ ...BUYER_ADMIN, password: enc(BUYER_ADMIN.password) })).statusCode).toBe(200);
  });

  it('the lock time doubles with each further failure', () => {
    const key = 'account:test';
    const states = Array.from({ length: 9 }, () => server.ctx.throttle.recordFailure(key));
    expect(states.map((state) => state.captchaRequired)).toEqual([false, false, false, false, true, true, true, true, true]);
    expect(states.map((state) => state.retryAfterMs)).toEqual([0, 0, 0, 0, 0, 300, 600, 1200, 1200]);
  });

  it('logout revokes the session: its refresh token, its access token and its tickets stop working', async () => {
    const session = await login(server, BUYER_ADMIN);
    const ticket = body<{ ticket: string }>(await post('/ElsAuthService/issueTicket', {}, session.headers)).data.ticket;
    expect((await get(`/ElsAuthService/webValidToken/${ticket}`)).statusCode).toBe(200);
    const other = await login(server, BUYER_ADMIN);

    const out = await get('/user/logout', session.headers);
    expect(out.statusCode).toBe(200);
    expect((await get('/user/getMenu', session.headers)).statusCode).toBe(401);
    expect((await get(`/ElsAuthService/webValidToken/${ticket}`)).statusCode).toBe(401);
    const refresh = await post('/ElsAuthService/refreshToken', { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    // Another login of the same user is another session and keeps working.
    expect((await get('/user/getMenu', other.headers)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole chain, access tokens included', async () => {
    const session = await login(server, BUYER_ADMIN);
    const rotated = body<{ token: string; refreshToken: string }>(
      await post('/ElsAuthService/refreshToken', { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken }),
    ).data;
    expect((await get('/user/getMenu', { ...session.headers, token: rotated.token })).statusCode).toBe(200);
    // The old one presented again: the chain dies, including the newest access token.
    expect((await post('/ElsAuthService/refreshToken', { refreshToken: session.refreshToken }, { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const after = await get('/user/getMenu', { ...session.headers, token: rotated.token });
    expect(after.statusCode).toBe(401);
    expect(body<{ reason: string }>(after).data.reason).toBe('invalid');
    expect((await post('/ElsAuthService/refreshToken', { refreshToken: rotated.refreshToken }, { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('checks the lock-screen password and says so when it is wrong', async () => {
    const session = await login(server, BUYER_ADMIN);
    expect((await post('/ElsAccountService/verifyElsAccount', { password: enc('Buyer@2026') }, session.headers)).statusCode).toBe(200);
    const wrong = await post('/ElsAccountService/verifyElsAccount', { password: enc('Nope@2026') }, session.headers);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('解锁密码错误，请重新输入 (unlock password error, please re-enter)');
    expect((await post('/ElsAccountService/verifyElsAccount', { password: enc('Buyer@2026') }, {})).statusCode).toBe(401);
  });

  it('changes the password with the encrypted, URL-encoded query; the rules hold; other sessions end', async () => {
    const session = await login(server, BUYER_ADMIN);
    const other = await login(server, BUYER_ADMIN);
    const put = (oldPassword: string, newPassword: string) =>
      server.app.inject({
        method: 'PUT',
        url: `${API}/ElsAccountService/modifyPassword?password=${encodeURIComponent(enc(oldPassword))}&newPassword=${encodeURIComponent(enc(newPassword))}`,
        headers: session.headers,
      });
    expect(body((await put('Wrong@2026', 'Newpass@2026'))).message).toContain('原密码错误');
    const weak = await put('Buyer@2026', 'newpass2026');
    expect(weak.statusCode).toBe(400);
    expect(body(weak).message).toContain('密码须包含大写字母');
    expect(body(weak).message).toContain('密码须包含特殊字符');
    expect((await put('Buyer@2026', '9Newpass@2026')).statusCode).toBe(400);
    expect((await put('Buyer@2026', 'Newpass@2026')).statusCode).toBe(200);
    expect((await get('/user/getMenu', session.headers)).statusCode).toBe(200);
    expect((await get('/user/getMenu', other.headers)).statusCode).toBe(401);
    expect((await loginAs({ ...BUYER_ADMIN, password: enc('Newpass@2026') })).statusCode).toBe(200);
    expect((await loginAs({ ...BUYER_ADMIN, password: enc('Buyer@2026') })).statusCode).toBe(400);
  });

  it('finds and updates the own account detail; only an admin sees another sub-account', async () => {
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const detail = body<{ name: string; mobile: string; fbk5: string }>(await get('/ElsAccountService/findDetail/307000_1002', user.headers));
    expect(detail.data).toMatchObject({ name: '李采购', mobile: '13800000002', fbk5: '' });
    expect((await get('/ElsAccountService/findDetail/307000_1001', user.headers)).statusCode).toBe(403);
    expect((await get('/ElsAccountService/findDetail/1002', admin.headers)).statusCode).toBe(200);
    expect((await get('/ElsAccountService/findDetail/300100_1001', admin.headers)).statusCode).toBe(403);
    const updated = await post('/ElsAccountService/update', { name: '李采购员', email: 'li@demo-buyer.cn', fbk5: 'avatars/li.png' }, user.headers);
    expect(body(updated).data).toMatchObject({ name: '李采购员', email: 'li@demo-buyer.cn', fbk5: 'avatars/li.png' });
    expect(body(await post('/ElsAccountService/update', { mobile: '12345' }, user.headers)).message).toContain('手机号码不正确');
    expect(body(await post('/ElsAccountService/update', { mobile: '13800000001' }, user.headers)).message).toContain('已被其他账号使用');
    expect((await post('/ElsAccountService/update', { fbk5: 'https://evil.example/x.png' }, user.headers)).statusCode).toBe(400);
  });

  it('sends an SMS code (captcha first, resend countdown) and resets the password with it', async () => {
    const c1 = await captcha();
    const sent = await post('/ElsAccountService/sendNoteCode', { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c1.captchaId, captcha: c1.answer });
    expect(body(sent).data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.code).toMatch(/^\d{6}$/);
    expect(sms[0]!.text).toContain('10 分钟内有效');
    const inbox = body<SmsMessage[]>(await get('/dev/sms?mobile=13800000002')).data;
    expect(inbox.map((message) => message.code)).toEqual([sms[0]!.code]);

    // A wrong captcha, a malformed mobile, and a resend inside the countdown are refused.
    expect(body(await post('/ElsAccountService/sendNoteCode', { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c1.captchaId, captcha: c1.answer })).message).toContain('验证码错误');
    const c2 = await captcha();
    expect(body(await post('/ElsAccountService/sendNoteCode', { channelMsg: '2380000000', purpose: 'resetPassword', captchaId: c2.captchaId, captcha: c2.answer })).message).toContain('手机号码不正确');
    const c3 = await captcha();
    const again = body<{ retryAfterSeconds: number }>(await post('/ElsAccountService/sendNoteCode', { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c3.captchaId, captcha: c3.answer }));
    expect(again.message).toContain('发送过于频繁');
    expect(again.data.retryAfterSeconds).toBeGreaterThan(50);

    const reset = (code: string, password: string) =>
      server.app.inject({ method: 'PUT', url: `${API}/ElsAccountService/validateNoteCode?channelMsg=13800000002&noteCode=${code}`, payload: { newPassword: enc(password) } });
    // A refused password does not use the code up.
    expect(body(await reset(sms[0]!.code, 'weak')).message).toContain('密码不符合规则');
    expect(body(await reset('000000' === sms[0]!.code ? '111111' : '000000', 'Reset@2026')).message).toContain('短信验证码错误');
    expect((await reset(sms[0]!.code, 'Reset@2026')).statusCode).toBe(200);
    // Used once.
    expect((await reset(sms[0]!.code, 'Reset@2027')).statusCode).toBe(400);
    expect((await loginAs({ ...BUYER_USER, password: enc('Reset@2026') })).statusCode).toBe(200);
  });

  it('answers alike for an unknown mobile but sends nothing', async () => {
    const c = await captcha();
    const response = await post('/ElsAccountService/sendNoteCode', { channelMsg: '13711112222', purpose: 'resetPassword', captchaId: c.captchaId, captcha: c.answer });
    expect(response.statusCode).toBe(200);
    expect(sms).toHaveLength(0);
    const reset = await server.app.inject({ method: 'PUT', url: `${API}/ElsAccountService/validateNoteCode?channelMsg=13711112222&noteCode=123456`, payload: { newPassword: enc('Reset@2026') } });
    expect(body(reset).message).toContain('短信验证码错误');
  });

  it('refuses an expired SMS code and uses a code up after 5 wrong tries', async () => {
    const short = await startTestServer({ smsCodeTtlSeconds: 1, smsGateway: { deliver: (message) => sms.push(message) } });
    try {
      const created = body<{ captchaId: string }>(await short.app.inject({ method: 'GET', url: `${API}/ElsAuthService/captcha` })).data;
      const answer = body<{ answer: string }>(await short.app.inject({ method: 'GET', url: `${API}/dev/captcha/${created.captchaId}` })).data.answer;
      await short.app.inject({ method: 'POST', url: `${API}/ElsAccountService/sendNoteCode`, payload: { channelMsg: '13900000001', purpose: 'resetPassword', captchaId: created.captchaId, captcha: answer } });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await short.app.inject({
        method: 'PUT',
        url: `${API}/ElsAccountService/validateNoteCode?channelMsg=13900000001&noteCode=${sms.at(-1)!.code}`,
        payload: { newPassword: enc('Reset@2026') },
      });
      expect(body(expired).message).toContain('短信验证码已过期');
    } finally {
      await short.dispose();
    }
    expect(server.ctx.sms.check('13800000001', 'resetPassword', '123456')).toBe('missing');
    server.ctx.sms.send('13800000001', 'resetPassword', true);
    const code = sms.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    expect([1, 2, 3, 4].map(() => server.ctx.sms.check('13800000001', 'resetPassword', wrong))).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(server.ctx.sms.check('13800000001', 'resetPassword', wrong)).toBe('exhausted');
    expect(server.ctx.sms.check('13800000001', 'resetPassword', code)).toBe('exhausted');
  });

  it('registers a supplier by invitation with the same rules as the form', async () => {
    const register = async (over: Record<string, unknown>) => {
      const c = await captcha();
      return post('/ElsAccountService/register', {
        invitationCode: 'INV-307000-0001',
        companyName: '华东精密零件有限公司',
        accountName: 'huadong',
        password: enc('Huadong@2026'),
        mobile: '13700000009',
        captchaId: c.captchaId,
        captcha: c.answer,
        agreementAccepted: true,
        ...over,
      });
    };
    expect(body(await register({ companyName: '不存在的公司' })).message).toContain('公司不存在');
    expect(body(await register({ invitationCode: 'NOPE' })).message).toContain('邀请码无效');
    expect(body(await register({ accountName: 'ab' })).message).toContain('accountName');
    expect(body(await register({ password: enc('weakpass') })).message).toContain('密码');
    expect(body(await register({ mobile: '', email: '' })).message).toContain('至少填写一项');
    expect(body(await register({ email: 'x@y.longtld' })).message).toContain('邮箱');
    expect(body(await register({ agreementAccepted: false })).message).toContain('用户协议');
    expect(body(await register({ captcha: 'ZZZZ' })).message).toContain('验证码错误');
    expect(body(await register({ accountName: 'zhangcaigou' })).message).toContain('账号名称已被使用');
    expect(body(await register({ companyName: '演示供应商有限公司' })).message).toContain('公司不存在');

    const created = await register({});
    expect(created.statusCode).toBe(200);
    expect(body(created).data).toEqual({ elsAccount: '300101', elsSubAccount: '1001', loginName: 'huadong' });
    // The invitation is used; the company is a tenant now.
    expect(body(await register({ invitationCode: 'INV-307000-0002', accountName: 'huadong2', mobile: '13700000010' })).message).toContain('该公司已注册');
    expect(body(await register({ companyName: '星河电子科技有限公司', accountName: 'xinghe' })).message).toContain('邀请码无效');

    const signedIn = await loginAs({ loginName: 'huadong', password: enc('Huadong@2026') });
    expect(signedIn.statusCode).toBe(200);
    const token = body<{ token: string }>(signedIn).data.token;
    const menu = body<unknown[]>(await get('/user/getMenu', { token }));
    expect(menu.data.length).toBeGreaterThan(0);
    expect(SUPPLIER_USER.elsAccount).toBe('300100');
  });
});
