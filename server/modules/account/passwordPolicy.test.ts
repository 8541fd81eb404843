import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../src/contract/messages.js';
import { REPO_ROOT } from '../../platform/paths.js';
import { policyOfLayout, stricterPolicy } from '../../platform/auth/sessionPolicy.js';
import { API, BUYER_USER, body, enc, sessionCalls, serverForEachTest, tempDir } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

// A deployment with a tenant whose passwords need 10 characters and a digit (session.passwordPolicy).
const configDir = tempDir('srm-password-policy-');
cpSync(path.join(REPO_ROOT, 'config'), configDir, { recursive: true });
mkdirSync(path.join(configDir, 'tenants', 'long'), { recursive: true });
writeFileSync(path.join(configDir, 'tenants', 'long', 'layout.json'), JSON.stringify({ session: { passwordPolicy: { minLength: 10, requireDigit: true } } }));

/** Nine characters: enough for the platform's rule, one short of the tenant's. */
const NINE = 'Newpa@202';

describe("the server enforces the password policy of the request's tenant", () => {
  const server = serverForEachTest({ configDir });
  const { loginAs } = sessionCalls(() => server);
  const signIn = async (tenant?: string) => {
    const response = await loginAs({ ...BUYER_USER, password: enc(BUYER_USER.password), ...(tenant ? { tenant } : {}) });
    expect(response.statusCode).toBe(200);
    const { token } = body<{ token: string }>(response).data;
    return { token, elsAccount: `${BUYER_USER.elsAccount}_${BUYER_USER.elsSubAccount}` };
  };
  const change = (headers: Record<string, string>, newPassword: string) =>
    server.app.inject({
      method: 'PUT',
      url: `${API}${endpoints.modifyPassword.path}?password=${encodeURIComponent(enc(BUYER_USER.password))}&newPassword=${encodeURIComponent(enc(newPassword))}`,
      headers,
    });

  it('refuses a 9-character password in a session of the tenant with minLength 10, naming the rule in both languages', async () => {
    const refused = await change(await signIn('long'), NINE);
    expect(refused.statusCode).toBe(400);
    const envelope = body<null>(refused);
    expect(envelope.messageCode).toBe('account.passwordRules');
    expect(envelope.message).toBe('密码不符合规则：密码至少 10 位');
    expect(messageText('account.passwordRules', envelope.messageParams, 'en')).toBe('The password breaks the rules: at least 10 characters');
    // A digit is asked for too.
    expect(body(await change(await signIn('long'), 'Newpass@word')).message).toBe('密码不符合规则：密码须包含数字');
  });

  it('accepts the same password under the default tenant (the platform rule: 8 characters)', async () => {
    expect((await change(await signIn(), NINE)).statusCode).toBe(200);
  });

  it('checks a reset password (forgot password) by the policy of the tenant the form names, before the code', async () => {
    const reset = (tenant?: string) =>
      server.app.inject({
        method: 'PUT',
        url: `${API}${endpoints.validateNoteCode.path}?channelMsg=13800000002&noteCode=000000`,
        payload: { newPassword: enc(NINE), ...(tenant ? { tenant } : {}) },
      });
    expect(body(await reset('long')).messageCode).toBe('account.passwordRules');
    // Under the default the password is fine: only the code is wrong.
    expect(body(await reset()).messageCode).toBe('account.smsCodeError');
  });

  it('checks a registration on the tenant\'s login page by its policy', async () => {
    const { post, captcha } = sessionCalls(() => server);
    const register = async (tenant?: string) => {
      const c = await captcha();
      return post(endpoints.register.path, {
        invitationCode: 'INV-307000-0001',
        companyName: '华东精密零件有限公司',
        accountName: 'huadong',
        password: enc(NINE),
        mobile: '13700000009',
        captchaId: c.captchaId,
        captcha: c.answer,
        agreementAccepted: true,
        ...(tenant ? { tenant } : {}),
      });
    };
    const refused = body<null>(await register('long'));
    expect(refused.messageCode).toBe('account.registrationField');
    expect(refused.message).toContain('密码至少 10 位');
    expect((await register()).statusCode).toBe(200);
  });
});

describe('the password policy in the session policy', () => {
  const app = {} as never;
  const loginPage = {} as never;
  it('reads session.passwordPolicy over the floor, and takes the stricter of two tenants rule by rule', () => {
    const long = policyOfLayout({ app, loginPage, session: { passwordPolicy: { minLength: 10 } } }, 3600);
    const digit = policyOfLayout({ app, loginPage, session: { passwordPolicy: { minLength: 8, requireDigit: true } } }, 3600);
    expect(long.passwordPolicy).toEqual({ minLength: 10, requireDigit: false });
    expect(stricterPolicy(long, digit).passwordPolicy).toEqual({ minLength: 10, requireDigit: true });
    // No policy anywhere: the platform's rule alone.
    expect(policyOfLayout({ app, loginPage }, 3600).passwordPolicy).toBeUndefined();
    expect(stricterPolicy(long, policyOfLayout({ app, loginPage }, 3600)).passwordPolicy).toEqual({ minLength: 10, requireDigit: false });
  });
});
