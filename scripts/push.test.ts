// `npm run push`: the command line read as documented, and a send against a real, listening server
// that arrives on the user's topic.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerUrl, subscribedClient, type TestClient } from '../server/platform/push/pushTestKit';
import { BUYER_ADMIN, serverWithDemoSessions } from '../server/testServer';
import { USAGE, parsePushCommand, sendPush } from './push';

describe('parsePushCommand', () => {
  it('takes account_subAccount or a sub-account of the admin’s company, and the rest as the text', () => {
    const command = parsePushCommand(['307000_1002', 'Goods', 'arrived'], {});
    expect(command).toEqual({
      url: 'http://127.0.0.1:8380/portal',
      admin: { elsAccount: '307000', elsSubAccount: '1001', password: BUYER_ADMIN.password },
      receiver: { elsAccount: '307000', elsSubAccount: '1002' },
      title: 'Goods arrived',
      content: 'Goods arrived',
    });
    expect(parsePushCommand(['1002', 'hi'], { SRM_PUSH_ADMIN: '300100_1001' }).receiver).toEqual({ elsAccount: '300100', elsSubAccount: '1002' });
  });

  it('reads the address from --url, SRM_URL or SRM_HOST/SRM_PORT, and the admin from the environment', () => {
    expect(parsePushCommand(['1002', 'x'], { SRM_PORT: '9000' }).url).toBe('http://127.0.0.1:9000/portal');
    expect(parsePushCommand(['1002', 'x'], { SRM_URL: 'https://srm.example/portal/' }).url).toBe('https://srm.example/portal');
    expect(parsePushCommand(['--url=http://localhost:1/p', '1002', 'x'], { SRM_URL: 'https://srm.example/portal' }).url).toBe('http://localhost:1/p');
    expect(parsePushCommand(['1002', 'x'], { SRM_PUSH_PASSWORD: 'Other@2026' }).admin.password).toBe('Other@2026');
  });

  it('cuts the title at 100 characters and refuses what it cannot send', () => {
    expect(parsePushCommand(['1002', '长'.repeat(150)], {}).title).toBe('长'.repeat(100));
    expect(() => parsePushCommand([], {})).toThrow(USAGE);
    expect(() => parsePushCommand(['1002'], {})).toThrow(USAGE);
    expect(() => parsePushCommand(['1002', '   '], {})).toThrow(USAGE);
    expect(() => parsePushCommand(['a/b', 'x'], {})).toThrow(/not an account/);
    expect(() => parsePushCommand(['1002', 'x'.repeat(2001)], {})).toThrow(/at most 2000/);
    expect(() => parsePushCommand(['--force', '1002', 'x'], {})).toThrow(/unknown option/);
    expect(() => parsePushCommand(['1002', 'x'], { SRM_URL: 'file:///etc/passwd' })).toThrow(/not an http/);
  });
});

describe('sendPush against a running server', () => {
  const demo = serverWithDemoSessions({ rateLimit: false });
  let user: TestClient;
  beforeAll(async () => {
    user = await subscribedClient(await brokerUrl(demo.server), demo.user, 'cli');
  });
  afterAll(async () => {
    await user?.end();
  });

  it('signs in as the admin, sends, signs out; the user’s portal gets the message', async () => {
    const { port } = demo.server.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/portal`;
    const message = await sendPush(parsePushCommand(['1002', '请确认', '订单', 'PO-7'], { SRM_URL: url }));
    expect(message).toMatchObject({ msgTitle: '请确认 订单 PO-7', readFlag: '0', sendElsAccount: '307000' });
    const [first] = await user.receivedCount(1);
    expect(first!.payload).toMatchObject({ type: 'message', id: message.id, title: '请确认 订单 PO-7' });
    // The script's login session ended: no session of the admin is left open by it.
    const open = await demo.server.db
      .selectFrom('auth_sessions')
      .select('family_id')
      .where('els_account', '=', '307000')
      .where('els_sub_account', '=', '1001')
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1); // the test's own admin session only

    await expect(sendPush(parsePushCommand(['1001', 'x'], { SRM_URL: url, SRM_PUSH_ADMIN: '307000_1002', SRM_PUSH_PASSWORD: 'Buyer@2026' }))).rejects.toThrow(/403/);
    await expect(sendPush(parsePushCommand(['1002', 'x'], { SRM_URL: url, SRM_PUSH_PASSWORD: 'wrong' }))).rejects.toThrow(/sign-in as 307000_1001 failed/);
  });
});
