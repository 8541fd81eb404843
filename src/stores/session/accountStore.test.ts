import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { memoryStorage } from '../../core/storage';
import { PASSWORD_TRANSPORT, scriptedHttp, sessionOver, signedInStorage, type ScriptedRoutes } from '../../testing/storeKit';
import { AccountStore } from './accountStore';
import { ProfileStore } from './profileStore';
import { SignUpStore } from './signUpStore';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

const SERVICE = `/portal/apis${endpoints.downloadFile.path}`;

function makeAccount(routes: ScriptedRoutes, local = signedInStorage()) {
  const seen: string[] = [];
  const requests: InternalAxiosRequestConfig[] = [];
  const http = scriptedHttp(
    Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [
        key,
        (config: InternalAxiosRequestConfig) => {
          requests.push(config);
          return answer(config);
        },
      ]),
    ),
    seen,
  );
  const session = sessionOver(http, local);
  const account = new AccountStore({ http, session, fileService: () => SERVICE });
  const profile = new ProfileStore({ http, session, account, passwordTransport: () => PASSWORD_TRANSPORT, networkText: () => '网络连接中断，请检查网络' });
  const signUp = new SignUpStore({ http, passwordTransport: () => PASSWORD_TRANSPORT, tenant: () => session.tenant });
  return { account, profile, signUp, session, seen, requests };
}

const ok = (data: unknown) => () => ({ status: 200, data: { code: '200', data } });

describe('AccountStore: the top bar', () => {
  it('shows the avatar file of the account detail through the file service, asked once per account', async () => {
    const { account, seen } = makeAccount({ findAccountDetail: ok({ elsAccount: '307000', elsSubAccount: '1001', name: '张采购', fbk5: 'avatars/307000/1001.png' }) });
    expect(account.avatarUrl).toBeUndefined();
    await account.loadAvatar();
    await account.loadAvatar();
    expect(account.avatarUrl).toBe(`${SERVICE}?filePath=avatars%2F307000%2F1001.png`);
    expect(seen).toEqual([endpointUrl(endpoints.findAccountDetail, { id: '307000_1001' })]);
    account.clear();
    expect(account.avatarUrl).toBeUndefined();
  });

  it('keeps the initials for no avatar, an address of its own, or a failed call', async () => {
    for (const answer of [ok({ name: 'x' }), ok({ name: 'x', fbk5: 'https://cdn.example.com/a.png' }), ok({ name: 'x', fbk5: '//evil.example/a.png' }), () => ({ status: 500, data: { code: '500' } })]) {
      const { account } = makeAccount({ findAccountDetail: answer });
      await account.loadAvatar();
      expect(account.avatarUrl).toBeUndefined();
    }
  });

  it('asks for nothing without a signed-in user', async () => {
    const { account, seen } = makeAccount({}, memoryStorage());
    await account.loadAvatar();
    expect(seen).toEqual([]);
  });

  it('shows a WeChat QR code only when it is a safe image address', async () => {
    let code: unknown = 'data:image/png;base64,AAAA';
    const { account } = makeAccount({ getWechatQrCode: () => ({ status: 200, data: { code: '200', data: code } }) });
    await account.loadWechatQr();
    expect(account.wechatQr).toBe('data:image/png;base64,AAAA');
    code = 'javascript:alert(1)';
    await account.loadWechatQr();
    expect(account.wechatQr).toBeUndefined();
  });
});

describe('SignUpStore and the password change: the session pages', () => {
  it('changes the password with both passwords encrypted and URL-encoded once in the query', async () => {
    const { profile, requests } = makeAccount({ modifyPassword: ok(null) });
    await profile.changePassword('Old@2026x', 'New@2026x');
    const url = new URL(requests[0]!.url!, 'http://x');
    for (const name of ['password', 'newPassword']) {
      const value = url.searchParams.get(name)!;
      expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(value).not.toContain('2026x');
    }
    expect(requests[0]!.url).not.toContain('+');
    // No body at all: with `undefined` (not null) the browser's XHR adapter drops the form
    // Content-Type axios puts on every PUT, which the server refused (issue 8, defect 12).
    expect(requests[0]!.method).toBe('put');
    expect(requests[0]!.data).toBeUndefined();
  });

  it('registers with the fields trimmed, the password encrypted and empty contacts left out', async () => {
    const { signUp, requests } = makeAccount({ register: ok({ elsAccount: '300200', elsSubAccount: '1001', loginName: 'acme' }) });
    const done = await signUp.register(
      { invitationCode: ' INV-1 ', companyName: ' Acme ', accountName: ' acme ', password: 'Pass@2026x', confirmPassword: 'Pass@2026x', mobile: ' 13800000000 ', email: ' ', captcha: ' abcd ', agreementAccepted: true },
      'cap-1',
    );
    expect(done.loginName).toBe('acme');
    const body = JSON.parse(String(requests[0]!.data)) as Record<string, unknown>;
    expect(body).toMatchObject({ invitationCode: 'INV-1', companyName: 'Acme', accountName: 'acme', mobile: '13800000000', captchaId: 'cap-1', captcha: 'abcd', agreementAccepted: true });
    expect(body).not.toHaveProperty('email');
    expect(body.password).not.toBe('Pass@2026x');
  });

  it('sends the SMS code request and the reset with the mobile trimmed', async () => {
    const { signUp, requests } = makeAccount({ sendNoteCode: ok({ resendAfterSeconds: 60, expiresInSeconds: 600 }), validateNoteCode: ok(null) });
    expect(await signUp.sendSmsCode({ mobile: ' 13800000000 ', captchaId: 'c', captcha: ' 1234 ' })).toMatchObject({ resendAfterSeconds: 60 });
    expect(JSON.parse(String(requests[0]!.data))).toEqual({ channelMsg: '13800000000', purpose: 'resetPassword', captchaId: 'c', captcha: '1234' });
    await signUp.resetPassword({ mobile: ' 13800000000 ', code: ' 123456 ', newPassword: 'New@2026x' });
    expect(requests[1]!.url).toBe(`${endpoints.validateNoteCode.path}?channelMsg=13800000000&noteCode=123456`);
    expect(JSON.parse(String(requests[1]!.data)).newPassword).not.toBe('New@2026x');
  });
});

describe('ProfileStore: the personal info page', () => {
  it('reads the detail, and keeps the failure message for the page', async () => {
    const { profile } = makeAccount({ findAccountDetail: ok({ elsAccount: '307000', elsSubAccount: '1001', name: '张采购', mobile: '13800000000' }) });
    const loading = profile.loadDetail();
    expect(profile.detailStatus).toBe('loading');
    await loading;
    expect([profile.detailStatus, profile.detail?.mobile]).toEqual(['ready', '13800000000']);
    const failing = makeAccount({ findAccountDetail: () => Promise.reject(new Error('down')) }).profile;
    await failing.loadDetail();
    expect(failing.detailStatus).toBe('error');
    // A transport failure (no answer) is told in the shell's words, not the library's.
    expect(failing.detailError).toBe('网络连接中断，请检查网络');
  });

  it('saves the name, and the session user (the top bar) follows', async () => {
    const { profile, session, requests } = makeAccount({ updateAccount: (config) => ({ status: 200, data: { code: '200', data: { elsAccount: '307000', elsSubAccount: '1001', ...JSON.parse(String(config.data)) } } }) });
    await profile.updateDetail({ name: '王采购', mobile: '', email: 'a@b.cn' });
    expect(JSON.parse(String(requests[0]!.data))).toEqual({ name: '王采购', mobile: '', email: 'a@b.cn' });
    expect([session.user?.name, profile.detail?.email]).toEqual(['王采购', 'a@b.cn']);
  });

  it('uploads an avatar, saves its path as fbk5, and shows it at once', async () => {
    const { account, profile, seen, requests } = makeAccount({
      uploadAvatar: ok({ filePath: 'avatars/307000/1001-abc.png', contentType: 'image/png', fileSize: 3 }),
      updateAccount: (config) => ({ status: 200, data: { code: '200', data: { elsAccount: '307000', elsSubAccount: '1001', name: '张采购', ...JSON.parse(String(config.data)) } } }),
    });
    expect(profile.avatarProblem({ size: 3, type: 'image/gif' })).toBe('type');
    expect(profile.avatarProblem({ size: 3 * 1024 * 1024, type: 'image/png' })).toBe('tooLarge');
    await profile.changeAvatar(new Blob([new Uint8Array([137, 80, 78])], { type: 'image/png' }));
    expect(seen).toEqual([endpoints.uploadAvatar.path, endpoints.updateAccount.path]);
    expect(JSON.parse(String(requests[1]!.data))).toEqual({ fbk5: 'avatars/307000/1001-abc.png' });
    expect(account.avatarUrl).toBe(`${SERVICE}?filePath=avatars%2F307000%2F1001-abc.png`);
    expect(profile.avatarProgress).toBeUndefined();
  });

  it('leaves the avatar as it was when the upload is refused', async () => {
    const { account, profile, seen } = makeAccount({ uploadAvatar: () => Promise.reject(new Error('refused')) });
    await expect(profile.changeAvatar(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow();
    expect(seen).toEqual([endpoints.uploadAvatar.path]);
    expect(account.avatarUrl).toBeUndefined();
  });
});
