import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutLayer } from '../../core/config/layers';
import { anyValue, memoryStorage, TypedStorage, type KeyValueStorage } from '../../core/storage';
import { RootStore } from '../rootStore';
import { call } from '../../core/api/call';
import { sessionEndpoints } from '../../contract/endpoints';
import { baseLayers, scriptedAdapter } from '../../testing/storeKit';
import { endpoints } from '../../contract/endpoints';

const dto = { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', station: 'purchase', roles: [] };

/** The stores of a Globex-like tenant (idle lock, session limit, no remembered account) over a scripted server. */
function makeRoot(policy: Record<string, unknown>, options: { local?: KeyValueStorage; sessionExpiresIn?: number; features?: Record<string, unknown> } = {}) {
  const layers: LayoutLayer[] = [
    ...baseLayers(),
    { kind: 'tenant', source: 'config/tenants/globex/layout.json', tenant: 'globex', patch: { session: policy, ...(options.features ? { loginPage: { features: options.features } } : {}) } },
  ];
  const activity = new Set<() => void>();
  const local = options.local ?? memoryStorage();
  const bodies: unknown[] = [];
  const seen: string[] = [];
  const root = new RootStore({
    startupLayers: layers,
    messages: { zh_cn: {}, en: {} },
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: local,
    sessionStorage: memoryStorage(),
    browserLanguage: 'en-US',
    subscribeActivity: (listener) => {
      activity.add(listener);
      return () => activity.delete(listener);
    },
    currentPath: () => '/portal/info/message?x=1',
  });
  root.http.defaults.adapter = scriptedAdapter({
    login: (config) => {
      bodies.push(JSON.parse(String(config.data)));
      const sessionExpiresIn = options.sessionExpiresIn;
      return { status: 200, data: { code: '200', data: { token: 'a.b.c', refreshToken: 'r1', expiresIn: 79200, ...(sessionExpiresIn ? { sessionExpiresIn } : {}), elsAccount: dto.elsAccount, elsSubAccount: dto.elsSubAccount, elsSubaccountInfoDTO: dto } } };
    },
    // Another tab locked the session.
    getWechatQrCode: () => ({ status: 423, data: { code: '423', message: '屏幕已锁定，请先解锁', messageCode: 'auth.sessionLocked', data: { reason: 'locked' } } }),
  }, seen);
  const navigate = vi.fn();
  root.navigation.setNavigator(navigate);
  const input = () => activity.forEach((listener) => listener());
  return { root, navigate, input, local, bodies, seen };
}

const signIn = (root: RootStore) => root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });

describe('SessionPolicyStore: the idle lock, the session limit and remember-account of the layout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks the screen after the idle time without input, on the page the user was on; input moves the deadline on', async () => {
    const { root, navigate, input, bodies, seen } = makeRoot({ idleLockSeconds: 60 });
    await signIn(root);
    // The login names the tenant, so the server applies its policy.
    expect(bodies[0]).toMatchObject({ tenant: 'globex' });
    vi.advanceTimersByTime(50_000);
    input();
    vi.advanceTimersByTime(50_000);
    expect(root.lock.locked).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect(root.lock.locked).toBe(true);
    expect(root.lock.lockedFrom).toBe('/portal/info/message?x=1');
    expect(navigate).toHaveBeenLastCalledWith('/lock', undefined, { replace: true });
    // The server is told: the session's other tabs must unlock too.
    await vi.waitFor(() => expect(seen.filter((url) => url.includes('lockSession'))).toHaveLength(1));
  });

  it('a call refused because another tab locked the session shows the lock screen here, without a toast', async () => {
    const { root, navigate, seen } = makeRoot({});
    await signIn(root);
    await expect(call(root.http, sessionEndpoints.getWechatQrCode)).rejects.toThrow('The screen is locked: unlock it first');
    expect(root.lock.locked).toBe(true);
    expect(root.lock.lockedFrom).toBe('/portal/info/message?x=1');
    expect(navigate).toHaveBeenLastCalledWith('/lock', undefined, { replace: true });
    expect(root.ui.toasts).toEqual([]);
    // The server already knows: this tab does not lock it again.
    expect(seen.filter((url) => url.includes('lockSession'))).toHaveLength(0);
  });

  it("counts another tab's input (the shared last-input time)", async () => {
    const { root, local } = makeRoot({ idleLockSeconds: 60 });
    await signIn(root);
    vi.advanceTimersByTime(50_000);
    // Another tab of the session wrote its input time.
    new TypedStorage(local).set('lastActivity', Date.now());
    vi.advanceTimersByTime(50_000);
    expect(root.lock.locked).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect(root.lock.locked).toBe(true);
  });

  it('never locks without an idle time in the layout', async () => {
    const { root } = makeRoot({});
    await signIn(root);
    vi.advanceTimersByTime(24 * 3600_000);
    expect(root.lock.locked).toBe(false);
  });

  it("signs the user out at the session's end, with the message, even without a call, and ends the session on the server", async () => {
    const { root, navigate, seen } = makeRoot({ maxSessionSeconds: 600 }, { sessionExpiresIn: 600 });
    await signIn(root);
    // The server counts whole seconds: the shell ends one second early rather than late.
    vi.advanceTimersByTime(598_000);
    expect(root.session.authenticated).toBe(true);
    expect(seen.filter((url) => url.includes(endpoints.logout.path))).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(root.session.authenticated).toBe(false);
    // In that early second the refresh token would still work: the session is revoked on the server.
    expect(seen.filter((url) => url.includes(endpoints.logout.path))).toHaveLength(1);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
    expect(root.sessionFlow.entryError).toBe('Your session has reached its time limit, please sign in again');
  });

  it('does not refresh a token that lives until the session ends, and still ends the session on time', async () => {
    const { root, navigate } = makeRoot({ maxSessionSeconds: 600 }, { sessionExpiresIn: 60 });
    await signIn(root);
    // The token (79200 s) outlives the session's 60 s: no refresh is due, ever.
    vi.advanceTimersByTime(58_000);
    expect(root.refresher.refreshDue).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(root.session.authenticated).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
    expect(root.sessionFlow.entryError).toBe('Your session has reached its time limit, please sign in again');
  });

  it('forgets a remembered account where the layout does not allow remembering', () => {
    const local = memoryStorage();
    new TypedStorage(local).set('rememberAccount', { elsAccount: '307000', elsSubAccount: '1001' });
    const { root } = makeRoot({}, { local, features: { rememberAccount: false } });
    expect(root.session.rememberedAccount).toBeUndefined();
    expect(new TypedStorage(local).get('rememberAccount', anyValue)).toBeUndefined();
    // Where it is allowed, it stays.
    const kept = memoryStorage();
    new TypedStorage(kept).set('rememberAccount', { loginName: 'zhangcaigou' });
    expect(makeRoot({}, { local: kept }).root.session.rememberedAccount).toEqual({ loginName: 'zhangcaigou' });
  });
});
