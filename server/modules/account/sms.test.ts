import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../../src/contract/account.js';
import { API, BUYER_USER, body, enc, serverForEachTest, sessionCalls, startTestServer } from '../../testServer.js';
import { SmsService } from './sms.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('SMS codes and the password reset', () => {
  const sms: SmsMessage[] = [];
  beforeEach(() => {
    sms.length = 0;
  });
  const server = serverForEachTest({ smsGateway: { deliver: (message) => sms.push(message) } });
  const { post, get, captcha, loginAs } = sessionCalls(() => server);

  it('sends an SMS code (captcha first, resend countdown) and resets the password with it', async () => {
    const c1 = await captcha();
    const sent = await post(endpoints.sendNoteCode.path, { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c1.captchaId, captcha: c1.answer });
    expect(body(sent).data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.code).toMatch(/^\d{6}$/);
    expect(sms[0]!.text).toContain('10 分钟内有效');
    const inbox = body<SmsMessage[]>(await get(`${endpoints.devSms.path}?mobile=13800000002`)).data;
    expect(inbox.map((message) => message.code)).toEqual([sms[0]!.code]);

    // A wrong captcha, a malformed mobile, and a resend inside the countdown are refused.
    expect(body(await post(endpoints.sendNoteCode.path, { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c1.captchaId, captcha: c1.answer })).message).toContain('验证码错误');
    const c2 = await captcha();
    expect(body(await post(endpoints.sendNoteCode.path, { channelMsg: '2380000000', purpose: 'resetPassword', captchaId: c2.captchaId, captcha: c2.answer })).message).toContain('手机号码不正确');
    const c3 = await captcha();
    const again = body<{ retryAfterSeconds: number }>(await post(endpoints.sendNoteCode.path, { channelMsg: '13800000002', purpose: 'resetPassword', captchaId: c3.captchaId, captcha: c3.answer }));
    expect(again.message).toContain('发送过于频繁');
    expect(again).toMatchObject({ messageCode: 'account.smsTooSoon', messageParams: { seconds: again.data.retryAfterSeconds } });
    expect(again.data.retryAfterSeconds).toBeGreaterThan(50);

    const reset = (code: string, password: string) =>
      server.app.inject({ method: 'PUT', url: `${API}${endpoints.validateNoteCode.path}?channelMsg=13800000002&noteCode=${code}`, payload: { newPassword: enc(password) } });
    // A refused password does not use the code up.
    const weak = body(await reset(sms[0]!.code, 'weak'));
    expect(weak.message).toContain('密码不符合规则');
    // The broken rules travel in both languages, so the shell shows them in the user's.
    expect(weak.messageCode).toBe('account.passwordRules');
    expect(weak.messageParams?.rules).toMatchObject({ zh_cn: expect.stringContaining('密码须包含大写字母'), en: expect.stringContaining('upper-case') });
    expect(body(await reset('000000' === sms[0]!.code ? '111111' : '000000', 'Reset@2026')).message).toContain('短信验证码错误');
    expect((await reset(sms[0]!.code, 'Reset@2026')).statusCode).toBe(200);
    // Used once.
    expect((await reset(sms[0]!.code, 'Reset@2027')).statusCode).toBe(400);
    expect((await loginAs({ ...BUYER_USER, password: enc('Reset@2026') })).statusCode).toBe(200);
  });

  it('answers alike for an unknown mobile but sends nothing', async () => {
    const c = await captcha();
    const response = await post(endpoints.sendNoteCode.path, { channelMsg: '13711112222', purpose: 'resetPassword', captchaId: c.captchaId, captcha: c.answer });
    expect(response.statusCode).toBe(200);
    expect(sms).toHaveLength(0);
    const reset = await server.app.inject({ method: 'PUT', url: `${API}${endpoints.validateNoteCode.path}?channelMsg=13711112222&noteCode=123456`, payload: { newPassword: enc('Reset@2026') } });
    expect(body(reset).message).toContain('短信验证码错误');
  });

  it('refuses an expired SMS code and uses a code up after 5 wrong tries', async () => {
    const short = await startTestServer({ smsCodeTtlSeconds: 1, smsGateway: { deliver: (message) => sms.push(message) } });
    try {
      const created = body<{ captchaId: string }>(await short.app.inject({ method: 'GET', url: `${API}${endpoints.captcha.path}` })).data;
      const answer = body<{ answer: string }>(await short.app.inject({ method: 'GET', url: `${API}${endpointUrl(endpoints.devCaptcha, { id: created.captchaId })}` })).data.answer;
      await short.app.inject({ method: 'POST', url: `${API}${endpoints.sendNoteCode.path}`, payload: { channelMsg: '13900000001', purpose: 'resetPassword', captchaId: created.captchaId, captcha: answer } });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await short.app.inject({
        method: 'PUT',
        url: `${API}${endpoints.validateNoteCode.path}?channelMsg=13900000001&noteCode=${sms.at(-1)!.code}`,
        payload: { newPassword: enc('Reset@2026') },
      });
      expect(body(expired).message).toContain('短信验证码已过期');
    } finally {
      await short.dispose();
    }
    // The same service the routes use, on the server's database.
    const codes = new SmsService(server.db, { deliver: (message) => sms.push(message) }, { ttlSeconds: 600, resendSeconds: 60 });
    expect(await codes.check('13800000001', 'resetPassword', '123456')).toBe('missing');
    await codes.send('13800000001', 'resetPassword', true);
    const code = sms.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const tries: string[] = [];
    for (let i = 0; i < 4; i += 1) tries.push(await codes.check('13800000001', 'resetPassword', wrong));
    expect(tries).toEqual(['wrong', 'wrong', 'wrong', 'wrong']);
    expect(await codes.check('13800000001', 'resetPassword', wrong)).toBe('exhausted');
    expect(await codes.check('13800000001', 'resetPassword', code)).toBe('exhausted');
  });

  it('counts concurrent wrong tries one by one and lets a right code in once', async () => {
    const codes = new SmsService(server.db, { deliver: (message) => sms.push(message) }, { ttlSeconds: 600, resendSeconds: 60 });
    await codes.send('13800000002', 'resetPassword', true);
    const code = sms.at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    // Ten wrong tries at once: exactly four are "wrong", the fifth uses the code up, the rest find it used up.
    const results = await Promise.all(Array.from({ length: 10 }, () => codes.check('13800000002', 'resetPassword', wrong)));
    expect(results.filter((r) => r === 'wrong')).toHaveLength(4);
    expect(results.filter((r) => r === 'exhausted')).toHaveLength(6);
    await codes.send('13800000002', 'resetPassword', true);
    const fresh = sms.at(-1)!.code;
    // Ten uses of one right code at once: one is let in.
    const uses = await Promise.all(Array.from({ length: 10 }, () => codes.check('13800000002', 'resetPassword', fresh)));
    expect(uses.filter((r) => r === 'ok')).toHaveLength(1);
  });
});
