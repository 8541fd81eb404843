import { describe, expect, it } from 'vitest';
import { messageText } from '../../../src/contract/messages.js';
import { API, BUYER_ADMIN, BUYER_USER, body, enc, login, sessionCalls, serverForEachTest } from '../../testServer.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { endpointUrl } from '../../../src/testing/endpointUrl.js';

describe('account detail, password change and the lock screen', () => {
  const server = serverForEachTest({ loginThrottle: { baseDelayMs: 300, maxDelayMs: 1200 } });
  const { post, get, loginAs } = sessionCalls(() => server);

  it('checks the lock-screen password and says so when it is wrong', async () => {
    const session = await login(server, BUYER_ADMIN);
    expect((await post(endpoints.verifyElsAccount.path, { password: enc('Buyer@2026') }, session.headers)).statusCode).toBe(200);
    const wrong = await post(endpoints.verifyElsAccount.path, { password: enc('Nope@2026') }, session.headers);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ code: '400', message: '解锁密码错误，请重新输入', messageCode: 'account.unlockPasswordError', data: null });
    // The shell shows the code's English text: the platform's own words.
    expect(messageText('account.unlockPasswordError', undefined, 'en')).toBe('unlock password error, please re-enter');
    expect((await post(endpoints.verifyElsAccount.path, { password: enc('Buyer@2026') }, {})).statusCode).toBe(401);
  });

  it('changes the password with the encrypted, URL-encoded query; the rules hold; other sessions end', async () => {
    const session = await login(server, BUYER_ADMIN);
    const other = await login(server, BUYER_ADMIN);
    const put = (oldPassword: string, newPassword: string) =>
      server.app.inject({
        method: 'PUT',
        url: `${API}${endpoints.modifyPassword.path}?password=${encodeURIComponent(enc(oldPassword))}&newPassword=${encodeURIComponent(enc(newPassword))}`,
        headers: session.headers,
      });
    expect(body((await put('Wrong@2026', 'Newpass@2026'))).message).toContain('原密码错误');
    const weak = await put('Buyer@2026', 'newpass2026');
    expect(weak.statusCode).toBe(400);
    expect(body(weak).message).toContain('密码须包含大写字母');
    expect(body(weak).message).toContain('密码须包含特殊字符');
    expect((await put('Buyer@2026', '9Newpass@2026')).statusCode).toBe(400);
    expect((await put('Buyer@2026', 'Newpass@2026')).statusCode).toBe(200);
    expect((await get(endpoints.getMenu.path, session.headers)).statusCode).toBe(200);
    expect((await get(endpoints.getMenu.path, other.headers)).statusCode).toBe(401);
    expect((await loginAs({ ...BUYER_ADMIN, password: enc('Newpass@2026') })).statusCode).toBe(200);
    expect((await loginAs({ ...BUYER_ADMIN, password: enc('Buyer@2026') })).statusCode).toBe(400);
  });

  it('finds and updates the own account detail; only an admin sees another sub-account', async () => {
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const detail = body<{ name: string; mobile: string; fbk5: string }>(await get(endpointUrl(endpoints.findAccountDetail, { id: '307000_1002' }), user.headers));
    expect(detail.data).toMatchObject({ name: '李采购', mobile: '13800000002', fbk5: '' });
    expect((await get(endpointUrl(endpoints.findAccountDetail, { id: '307000_1001' }), user.headers)).statusCode).toBe(403);
    expect((await get(endpointUrl(endpoints.findAccountDetail, { id: '1002' }), admin.headers)).statusCode).toBe(200);
    expect((await get(endpointUrl(endpoints.findAccountDetail, { id: '300100_1001' }), admin.headers)).statusCode).toBe(403);
    const avatar = 'avatars/307000/1002-3f2a9c.png';
    const updated = await post(endpoints.updateAccount.path, { name: '李采购员', email: 'li@demo-buyer.cn', fbk5: avatar }, user.headers);
    expect(body(updated).data).toMatchObject({ name: '李采购员', email: 'li@demo-buyer.cn', fbk5: avatar });
    expect(body(await post(endpoints.updateAccount.path, { mobile: '12345' }, user.headers)).message).toContain('手机号码不正确');
    expect(body(await post(endpoints.updateAccount.path, { mobile: '13800000001' }, user.headers)).message).toContain('已被其他账号使用');
    expect((await post(endpoints.updateAccount.path, { fbk5: 'https://evil.example/x.png' }, user.headers)).statusCode).toBe(400);
    // Only a picture the upload stored for this user: not another user's, not a document or logo.
    for (const foreign of ['avatars/307000/1001-3f2a9c.png', 'documents/307000/contract.pdf', 'logos/307000/system-logo.png', 'avatars/307000/1002-x/../../1001-a.png', 'avatars/li.png']) {
      const refused = await post(endpoints.updateAccount.path, { fbk5: foreign }, user.headers);
      expect(refused.statusCode, foreign).toBe(400);
      expect(body(refused).messageCode).toBe('account.avatarPathInvalid');
    }
    expect(body(await post(endpoints.updateAccount.path, { fbk5: '' }, user.headers)).data).toMatchObject({ fbk5: '' });
  });

  // Defect 12 of issue 8: the browser's PUT (no body, but a form Content-Type) must not be refused.
  it('changes the password when the PUT carries a form Content-Type and no body', async () => {
    const session = await login(server, BUYER_USER);
    const url = `${API}${endpoints.modifyPassword.path}?password=${encodeURIComponent(enc('Buyer@2026'))}&newPassword=${encodeURIComponent(enc('Changed@2026'))}`;
    for (const contentType of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded;charset=utf-8', 'text/plain']) {
      const response = await server.app.inject({ method: 'PUT', url, headers: { ...session.headers, 'content-type': contentType } });
      expect(response.statusCode, contentType).toBe(200);
      // Back again for the next round.
      const back = await server.app.inject({
        method: 'PUT',
        url: `${API}${endpoints.modifyPassword.path}?password=${encodeURIComponent(enc('Changed@2026'))}&newPassword=${encodeURIComponent(enc('Buyer@2026'))}`,
        headers: { ...session.headers, 'content-type': contentType },
      });
      expect(back.statusCode, contentType).toBe(200);
    }
    // A body of a type the server does not read is still refused (never guessed at).
    const withBody = await server.app.inject({ method: 'PUT', url, headers: { ...session.headers, 'content-type': 'application/xml' }, payload: '<password>x</password>' });
    expect(withBody.statusCode).toBe(400);
    expect(body(withBody).messageCode).toBe('request.bad');
  });

  it('draws a WeChat binding QR code per user (a data: URL), for the signed-in user only', async () => {
    const user = await login(server, BUYER_USER);
    const admin = await login(server, BUYER_ADMIN);
    const qrOf = async (headers: Record<string, string>) => body<string>(await get(endpoints.getWechatQrCode.path, headers)).data;
    const mine = await qrOf(user.headers);
    expect(mine).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qrOf(user.headers)).toBe(mine);
    expect(await qrOf(admin.headers)).not.toBe(mine);
    expect((await get(endpoints.getWechatQrCode.path)).statusCode).toBe(401);
  });
});
