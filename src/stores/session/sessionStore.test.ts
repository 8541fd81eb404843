import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { EXPIRED_REASON, ROTATED_REASON } from '../../contract/auth';
import { createHttp } from '../../core/api/http';
import { failureText } from '../../core/errorText';
import { ConnectivityStore } from '../connectivityStore';
import { anyValue, memoryStorage, TypedStorage, type KeyValueStorage } from '../../core/storage';
import type { LockManagerLike } from '../../core/session/singleFlight';
import { Navigation } from '../navigation';
import { baseLayoutStore } from '../../testing/storeKit';
import { SessionLock } from './sessionLock';
import { SessionStore, type SessionStoreDeps } from './sessionStore';
import { syncFromStorage } from './sessionSync';
import { TokenRefresher } from './tokenRefresher';
import { endpoints } from '../../contract/endpoints';
import { endpointUrl } from '../../testing/endpointUrl';

const transport = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };
const dto = { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', station: 'purchase', permission: 'admin', roles: ['admin'] };

/**
 * How the server fails to give a verdict, as the browser sees it: nothing listens (connection
 * refused), no answer in time, a gateway's page (nginx with the server down), the server's own
 * error, the server shedding load.
 */
type Outage = 'connection refused' | 'timeout' | 'gateway 502' | 'gateway 504' | 'server 500' | 'server busy 503';

const answer = (config: InternalAxiosRequestConfig, status: number, data: unknown) => ({ status, statusText: String(status), data, headers: {}, config }) as AxiosResponse;

/** What a call meets during an outage: axios' rejection (as its adapters give it) or the server's answer. */
function outageAnswer(outage: Outage, config: InternalAxiosRequestConfig): AxiosResponse {
  if (outage === 'connection refused') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  if (outage === 'timeout') throw new AxiosError('timeout of 1000ms exceeded', AxiosError.ECONNABORTED, config);
  if (outage === 'server 500') return answer(config, 500, { code: '500', message: '服务器内部错误', data: null });
  const status = outage === 'gateway 502' ? 502 : outage === 'gateway 504' ? 504 : 503;
  const page = outage === 'server busy 503' ? { code: '503', message: '服务器繁忙，请 10 秒后再试', messageCode: 'server.busy', messageParams: { seconds: 10 }, data: null } : `<html><body>${status} Bad Gateway</body></html>`;
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, undefined, answer(config, status, page));
}

/** A stand-in for the reference server: one valid access token, rotating refresh tokens, reuse refused. */
function fakeServer() {
  const state = {
    generation: 1,
    accessValid: true,
    refreshCount: 0,
    refreshDelayMs: 10,
    calls: 0,
    refreshRevoked: false,
    rotationGrace: false,
    rotatedAnswers: 0,
    refreshAttempts: 0,
    incompleteLogin: false,
    loginPasswords: [] as string[],
    logoutTokens: [] as unknown[],
    /** While set, every call (the refresh included) meets this instead of the server… */
    outage: undefined as Outage | undefined,
    /** …or only the refresh (the server went down between a call's 401 and the refresh). */
    outageOfRefreshOnly: false,
  };
  const token = () => `t${state.generation}`;
  const refreshToken = () => `r${state.generation}`;
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    if (state.outage && (!state.outageOfRefreshOnly || url.endsWith('/refreshToken'))) {
      if (url.endsWith('/refreshToken')) state.refreshAttempts += 1;
      return outageAnswer(state.outage, config);
    }
    if (url.endsWith('/dingLoginPost')) {
      state.loginPasswords.push(JSON.parse(String(config.data)).password);
      if (state.incompleteLogin) return answer(config, 200, { code: '200', data: { token: token(), ...dto, elsSubaccountInfoDTO: { ...dto, name: '' } } });
      return answer(config, 200, { code: '200', data: { token: token(), refreshToken: refreshToken(), expiresIn: 100, ...dto, environMentConfig: 'dev2', elsSubaccountInfoDTO: dto } });
    }
    if (url.endsWith('/refreshToken')) {
      state.refreshAttempts += 1;
      await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      if (state.rotationGrace && !state.refreshRevoked && config.headers.get('refreshToken') === `r${state.generation - 1}`) {
        // The token replaced moments ago: refused as 'rotated', the chain lives on (ROTATION_GRACE_SECONDS).
        state.rotatedAnswers += 1;
        return answer(config, 401, { code: '401', message: 'rotated', data: { reason: ROTATED_REASON } });
      }
      if (state.refreshRevoked || config.headers.get('refreshToken') !== refreshToken()) {
        // Reuse of a rotated token: the whole chain dies.
        state.refreshRevoked = true;
        return answer(config, 401, { code: '401', message: 'invalid', data: { reason: 'invalid' } });
      }
      state.refreshCount += 1;
      state.generation += 1;
      state.accessValid = true;
      return answer(config, 200, { code: '200', data: { token: token(), refreshToken: refreshToken(), expiresIn: 100 } });
    }
    if (url.endsWith(endpoints.logout.path)) {
      state.logoutTokens.push(config.headers.get('token'));
      return answer(config, 200, { code: '200', data: null });
    }
    state.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (!state.accessValid || config.headers.get('token') !== token()) return answer(config, 401, { code: '401', message: 'expired', data: { reason: EXPIRED_REASON } });
    return answer(config, 200, { code: '200', data: url });
  };
  return { state, adapter, expire: () => void (state.accessValid = false) };
}

/** A Web Locks stand-in shared by the "tabs" of one test. */
function fakeLocks(): LockManagerLike {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    request: (_name, _options, callback) => {
      const result = chain.then(callback);
      chain = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * Web Locks as two tabs see them: the next waiter's callback starts the moment the holder's callback
 * settles, before the holder's own code after the lock runs (the tabs are separate processes).
 */
function handOverLocks(): LockManagerLike {
  const waiting: Array<() => void> = [];
  let held = false;
  const next = (): void => {
    const run = waiting.shift();
    if (run) run();
    else held = false;
  };
  return {
    request: <T>(_name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const run = (): void => {
          held = true;
          callback().then(
            (value) => {
              next();
              resolve(value);
            },
            (error: unknown) => {
              next();
              reject(error);
            },
          );
        };
        if (held) waiting.push(run);
        else run();
      }),
  };
}

interface Tab {
  store: SessionStore;
  refresher: TokenRefresher;
  lock: SessionLock;
  http: ReturnType<typeof createHttp>;
  failures: ReturnType<typeof vi.fn>;
  renewed: string[];
  cookies: { value: string };
}

function openTab(
  server: ReturnType<typeof fakeServer>,
  shared: { local: KeyValueStorage; locks?: LockManagerLike; now?: () => number; connectivity?: ConnectivityStore },
  session: KeyValueStorage = memoryStorage(),
): Tab {
  const cookies = { value: '' };
  const failures = vi.fn();
  const renewed: string[] = [];
  const env: Omit<SessionStoreDeps, 'http'> = {
    local: new TypedStorage(shared.local),
    session: new TypedStorage(session),
    cookies: { get: () => cookies.value, set: (cookie) => void (cookies.value = cookie.includes('Max-Age=0') ? '' : cookie.split(';')[0]!) },
    now: shared.now ?? Date.now,
    secureCookies: false,
    userInfoCacheMinutes: 1440,
    refreshLeadSeconds: () => 10,
    passwordTransport: () => transport,
    text: (key) => `text of ${key}`,
    liftLock: () => tab.lock?.lift(),
  };
  // The client reads the store when a call is made; the store gets the client in its constructor.
  const tab: { store?: SessionStore; refresher?: TokenRefresher; lock?: SessionLock } = {};
  const http = createHttp({
    baseURL: '/portal/apis',
    timeoutMs: 1000,
    hooks: {
      getToken: () => tab.store?.token,
      getAccount: () => tab.store?.account,
      onAuthFailure: vi.fn(),
      onError: vi.fn(),
      beforeSend: () => tab.refresher!.ensureFresh(),
      refresh: (refreshesEndedAtSend) => tab.refresher!.refresh(refreshesEndedAtSend),
      refreshesEnded: () => tab.refresher!.refreshesEnded,
      ...shared.connectivity?.httpHooks,
    },
  });
  http.defaults.adapter = server.adapter;
  const store = new SessionStore({ http, ...env });
  const connectivity = shared.connectivity;
  const refresher = new TokenRefresher({
    http,
    session: store,
    locks: shared.locks,
    now: env.now,
    onTokenRenewed: (token) => renewed.push(token),
    onRefreshFailed: failures,
    ...(connectivity ? { online: () => connectivity.online } : {}),
  });
  const lock = new SessionLock({
    http,
    session: store,
    layout: baseLayoutStore(),
    navigation: new Navigation(),
    tabStorage: env.session,
    local: env.local,
    now: env.now,
    passwordTransport: () => transport,
    currentPath: () => '/',
  });
  Object.assign(tab, { store, refresher, lock });
  return { store, refresher, lock, http, failures, renewed, cookies };
}

/** Two tabs of one user sharing `shared`: the first signed in, the second started from the shared storage after it. */
async function twoSignedInTabs(server: ReturnType<typeof fakeServer>, shared: Parameters<typeof openTab>[1]) {
  const first = openTab(server, shared);
  await first.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
  return { first, second: openTab(server, shared) };
}

/**
 * Two signed-in tabs of one user whose access token just expired, each seeing the shared storage
 * through its own copy, which the browser updates later than it grants the lock (as Chromium may):
 * the second tab can get the lock while its copy still shows the replaced refresh token.
 * `propagate` brings the first tab's storage over.
 */
async function twoTabsWithLaggingStorage() {
  const server = fakeServer();
  server.state.rotationGrace = true;
  const locks = fakeLocks();
  const firstLocal = memoryStorage();
  const secondLocal = memoryStorage();
  const copy = (keys: string[]) => keys.forEach((key) => secondLocal.setItem(key, firstLocal.getItem(key)!));
  const first = openTab(server, { local: firstLocal, locks });
  await first.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
  copy(['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-tokenTimes', 'srm-keepLogin']);
  const second = openTab(server, { local: secondLocal, locks });
  server.expire();
  return { server, first, second, propagate: () => copy(['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-tokenTimes']) };
}

afterEach(() => vi.restoreAllMocks());

describe('SessionStore: single-flight token refresh', () => {
  it('runs exactly one refresh for many calls failing on an expired token, then retries each once', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    server.expire();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => tab.http.get(`/call/${i}`)));
    expect(answers).toHaveLength(20);
    expect(server.state.refreshCount).toBe(1);
    // 20 refused, 20 retried.
    expect(server.state.calls).toBe(40);
    expect(tab.store.token).toBe('t2');
    expect(tab.store.refreshToken).toBe('r2');
    expect(tab.renewed).toEqual(['t2']);
  });

  it('sends the password encrypted, never in plain text', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    expect(server.state.loginPasswords[0]).not.toContain('Buyer');
    expect(server.state.loginPasswords[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('refreshes before expiry, before the calls go out, when the refresh is due', async () => {
    const server = fakeServer();
    let now = 1_000_000;
    const tab = openTab(server, { local: memoryStorage(), now: () => now });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    // expiresIn 100 s, lead 10 s: due at 90 s.
    now += 91_000;
    expect(tab.refresher.refreshDue).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => tab.http.get('/x')));
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.calls).toBe(5);
  });

  it('empties the user once when the refresh fails, rejects the waiting calls and never loops', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    server.expire();
    server.state.refreshRevoked = true;
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => tab.http.get('/x')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(tab.failures).toHaveBeenCalledTimes(1);
    expect(tab.store.authenticated).toBe(false);
    expect(tab.store.token).toBeUndefined();
    // Each call went out once; nothing retried without a token.
    expect(server.state.calls).toBe(8);
  });

  it('empties the user without a stored refresh token', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    tab.store.refreshToken = undefined;
    expect(await tab.refresher.refresh()).toBe(false);
    expect(tab.failures).toHaveBeenCalledTimes(1);
    expect(tab.store.authenticated).toBe(false);
  });

  it('two tabs of one user: one refresh across both (Web Lock), the other adopts the rotated tokens', async () => {
    const server = fakeServer();
    const shared = { local: memoryStorage(), locks: fakeLocks() };
    const { first, second } = await twoSignedInTabs(server, shared);
    expect(second.store.token).toBe('t1');
    server.expire();
    await Promise.all([...Array.from({ length: 6 }, () => first.http.get('/a')), ...Array.from({ length: 6 }, () => second.http.get('/b'))]);
    expect(server.state.refreshCount).toBe(1);
    // No reuse of a rotated refresh token reached the server (it would have revoked the chain).
    expect(server.state.refreshRevoked).toBe(false);
    expect(first.store.token).toBe('t2');
    expect(second.store.token).toBe('t2');
    expect(second.store.refreshToken).toBe('r2');
  });

  it.each([
    ['the lock handed on after the holder is done', fakeLocks],
    ['the lock handed on the moment the holder lets go (two processes)', handOverLocks],
  ])('two tabs whose refresh fails: one refresh on the wire, each tab signed out once (issue 28: tokenExpiry fault test; %s)', async (_case, locks) => {
    const server = fakeServer();
    const shared = { local: memoryStorage(), locks: locks() };
    const { first, second } = await twoSignedInTabs(server, shared);
    server.expire();
    server.state.refreshRevoked = true;
    const results = await Promise.allSettled([...Array.from({ length: 5 }, () => first.http.get('/a')), ...Array.from({ length: 5 }, () => second.http.get('/b'))]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    // The second tab waited for the lock, found the shared session emptied, and did not try again.
    expect(server.state.refreshAttempts).toBe(1);
    expect(first.failures).toHaveBeenCalledTimes(1);
    expect(second.failures).toHaveBeenCalledTimes(1);
  });

  it("two tabs whose storage lags behind the lock: the late tab is told 'rotated' and takes the other tab's tokens", async () => {
    const { server, first, second, propagate } = await twoTabsWithLaggingStorage();
    const firstCalls = first.http.get('/a');
    // The first tab's refresh runs and releases the lock; its tokens reach the second tab 200 ms later.
    await vi.waitFor(() => expect(server.state.refreshCount).toBe(1));
    setTimeout(propagate, 200);
    await Promise.all([firstCalls, second.http.get('/b')]);
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.rotatedAnswers).toBe(1);
    expect(server.state.refreshRevoked).toBe(false);
    expect(second.store.token).toBe('t2');
    expect(second.store.refreshToken).toBe('r2');
    expect(second.failures).not.toHaveBeenCalled();
  });

  it("gives up on 'rotated' when the other tab's tokens never come, and ends the session once", async () => {
    const { server, first, second } = await twoTabsWithLaggingStorage();
    await first.http.get('/a');
    await expect(second.http.get('/b')).rejects.toThrow();
    expect(server.state.rotatedAnswers).toBe(1);
    expect(second.failures).toHaveBeenCalledTimes(1);
    expect(second.store.token).toBeUndefined();
  });

  it('adopts a token another tab renewed, ends on its logout, and starts over on another user', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const { first, second } = await twoSignedInTabs(server, { local });
    expect(syncFromStorage(second.store)).toBe('none');
    server.expire();
    await first.http.get('/x');
    expect(syncFromStorage(second.store)).toBe('renewed');
    expect(second.store.token).toBe('t2');
    await first.store.logout();
    expect(syncFromStorage(second.store)).toBe('ended');
  });
});

/** A connectivity store whose probe the test runs (`probe()`), answering as the fake server would. */
function probedConnectivity(server: ReturnType<typeof fakeServer>) {
  let pending: (() => void) | undefined;
  const connectivity = new ConnectivityStore({
    probe: async () => server.state.outage === undefined,
    setTimer: (run) => (pending = run),
    clearTimer: () => (pending = undefined),
  });
  return {
    connectivity,
    probe: async () => {
      const run = pending;
      pending = undefined;
      run?.();
      await vi.waitFor(() => expect(pending !== undefined || connectivity.online).toBe(true));
    },
  };
}

const NETWORK_TEXT = 'network message';
const NETWORK_OUTAGES: Outage[] = ['connection refused', 'timeout', 'gateway 502', 'gateway 504'];

describe('SessionStore: a refresh that gets no verdict keeps the session (issue 28)', () => {
  it.each(NETWORK_OUTAGES)(
    '%s when the refresh is due: signed in still, the calls fail with the network message, the offline banner; online again → one refresh, by itself',
    async (outage) => {
      const server = fakeServer();
      const { connectivity, probe } = probedConnectivity(server);
      let now = 1_000_000;
      const local = memoryStorage();
      const tab = openTab(server, { local, now: () => now, connectivity });
      await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
      tab.refresher.start();
      // The refresh is due (expiresIn 100 s, lead 10 s) and the server is down when the calls go out.
      now += 95_000;
      server.state.outage = outage;
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => tab.http.get('/x')));
      expect(results.map((result) => (result.status === 'rejected' ? failureText(result.reason, () => NETWORK_TEXT) : 'answered'))).toEqual(Array(8).fill(NETWORK_TEXT));
      // One refresh tried for the eight calls, none of them sent; nobody signed out, nothing emptied.
      expect(server.state.refreshAttempts).toBe(1);
      expect(server.state.calls).toBe(0);
      expect(tab.failures).not.toHaveBeenCalled();
      expect(tab.store.authenticated).toBe(true);
      expect([tab.store.token, tab.store.refreshToken]).toEqual(['t1', 'r1']);
      expect(new TypedStorage(local).get('refreshToken', anyValue)).toBe('r1');
      expect(connectivity.online).toBe(false);
      // The server is back: the connectivity store's probe is answered, and the refresh runs again
      // without waiting for a call.
      server.state.outage = undefined;
      await probe();
      expect(connectivity.online).toBe(true);
      await vi.waitFor(() => expect(tab.store.token).toBe('t2'));
      expect(server.state.refreshCount).toBe(1);
      expect((await tab.http.get('/x')).data).toMatchObject({ code: '200' });
      expect(server.state.refreshCount).toBe(1);
      expect(tab.failures).not.toHaveBeenCalled();
      tab.refresher.dispose();
      connectivity.dispose();
    },
  );

  it.each([
    ['server 500', '服务器内部错误'],
    ['server busy 503', '服务器繁忙，请 10 秒后再试'],
  ] as const)("%s to the refresh: signed in still, the calls fail with the server's message, online still; the next call refreshes", async (outage, message) => {
    const server = fakeServer();
    const { connectivity } = probedConnectivity(server);
    const tab = openTab(server, { local: memoryStorage(), connectivity });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    server.expire();
    server.state.outage = outage;
    server.state.outageOfRefreshOnly = true;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => tab.http.get('/x')));
    expect(results.map((result) => (result.status === 'rejected' ? failureText(result.reason, () => NETWORK_TEXT) : 'answered'))).toEqual(Array(5).fill(message));
    expect(server.state.refreshAttempts).toBe(1);
    expect(tab.failures).not.toHaveBeenCalled();
    expect(tab.store.authenticated).toBe(true);
    // The server answered: it is reachable, no banner.
    expect(connectivity.online).toBe(true);
    server.state.outage = undefined;
    expect((await tab.http.get('/x')).data).toMatchObject({ code: '200' });
    expect(server.state.refreshCount).toBe(1);
    expect(tab.store.token).toBe('t2');
  });

  it("the server goes down between the calls' 401 and the refresh: the calls fail with the network message, the session stays; the next call refreshes once", async () => {
    const server = fakeServer();
    const { connectivity } = probedConnectivity(server);
    const tab = openTab(server, { local: memoryStorage(), connectivity });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    server.expire();
    server.state.outage = 'connection refused';
    server.state.outageOfRefreshOnly = true;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => tab.http.get('/x')));
    expect(results.map((result) => (result.status === 'rejected' ? failureText(result.reason, () => NETWORK_TEXT) : 'answered'))).toEqual(Array(20).fill(NETWORK_TEXT));
    // The 401s that arrived after the failed refresh were sent before it ended: they share its
    // failure instead of each starting a refresh of its own.
    expect(server.state.refreshAttempts).toBe(1);
    expect(tab.failures).not.toHaveBeenCalled();
    expect(tab.store.refreshToken).toBe('r1');
    server.state.outage = undefined;
    const answers = await Promise.all(Array.from({ length: 20 }, () => tab.http.get('/x')));
    expect(answers.every((answered) => (answered.data as { code: string }).code === '200')).toBe(true);
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.refreshRevoked).toBe(false);
  });

  it('two tabs, the server down when they refresh: both stay signed in; when it is back, one refresh across both', async () => {
    const server = fakeServer();
    const shared = { local: memoryStorage(), locks: handOverLocks() };
    const { first, second } = await twoSignedInTabs(server, shared);
    server.expire();
    server.state.outage = 'gateway 502';
    server.state.outageOfRefreshOnly = true;
    const down = await Promise.allSettled([...Array.from({ length: 5 }, () => first.http.get('/a')), ...Array.from({ length: 5 }, () => second.http.get('/b'))]);
    expect(down.every((result) => result.status === 'rejected')).toBe(true);
    // Each tab tried once (the other's failure left the shared session as it was).
    expect(server.state.refreshAttempts).toBe(2);
    expect([first.failures, second.failures].map((failures) => failures.mock.calls.length)).toEqual([0, 0]);
    expect([first.store.authenticated, second.store.authenticated]).toEqual([true, true]);
    server.state.outage = undefined;
    await Promise.all([...Array.from({ length: 5 }, () => first.http.get('/a')), ...Array.from({ length: 5 }, () => second.http.get('/b'))]);
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.refreshRevoked).toBe(false);
    expect([first.store.token, second.store.token]).toEqual(['t2', 't2']);
  });

  it('a refusal of the refresh still signs out once, however the server says it', async () => {
    const server = fakeServer();
    const { connectivity } = probedConnectivity(server);
    const tab = openTab(server, { local: memoryStorage(), connectivity });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    server.expire();
    server.state.refreshRevoked = true;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => tab.http.get('/x')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(tab.failures).toHaveBeenCalledTimes(1);
    expect(tab.store.authenticated).toBe(false);
    expect(connectivity.online).toBe(true);
  });
});

describe('SessionStore: storage, lock and ticket', () => {
  it('deletes stored user info without a name together with the tokens', () => {
    const local = memoryStorage();
    const store = new TypedStorage(local);
    store.set('token', 't');
    store.set('refreshToken', 'r');
    store.set('userInfo', { elsAccount: '307000', elsSubAccount: '1001', name: '', roles: [] });
    const tab = openTab(fakeServer(), { local });
    expect(tab.store.authenticated).toBe(false);
    expect(local.getItem('srm-token')).toBeNull();
    expect(local.getItem('srm-refreshToken')).toBeNull();
    expect(local.getItem('srm-userInfo')).toBeNull();
  });

  it('keeps the lock state in session storage, clears it on login and logout', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const session = memoryStorage();
    const tab = openTab(server, { local }, session);
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    tab.lock.setLocked(true, '/portal/info/index?a=1');
    expect(session.getItem('srm-isLock')).not.toBeNull();
    // A reload of the tab (same session storage) is still locked.
    const reloaded = openTab(server, { local }, session);
    expect(reloaded.lock.locked).toBe(true);
    expect(reloaded.lock.lockedFrom).toBe('/portal/info/index?a=1');
    // Another tab (its own session storage) is not.
    expect(openTab(server, { local }).lock.locked).toBe(false);
    await reloaded.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    expect(reloaded.lock.locked).toBe(false);
    reloaded.lock.setLocked(true);
    await reloaded.store.logout();
    expect(reloaded.lock.locked).toBe(false);
    expect(session.getItem('srm-isLock')).toBeNull();
  });

  it('keeps the session for this tab only without "keep login"', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const session = memoryStorage();
    const tab = openTab(server, { local }, session);
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026', { keepLogin: false });
    expect(local.getItem('srm-token')).toBeNull();
    expect(session.getItem('srm-token')).not.toBeNull();
    expect(openTab(server, { local }, session).store.authenticated).toBe(true);
    expect(openTab(server, { local }).store.authenticated).toBe(false);
  });

  it('logout clears token, refresh token, user info, lock state and the ticket cookie', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const tab = openTab(server, { local });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    tab.cookies.value = 'ticket=a.b.c';
    tab.lock.setLocked(true);
    await tab.store.logout();
    expect(tab.store.authenticated).toBe(false);
    expect(tab.cookies.value).toBe('');
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-tokenTimes']) expect(local.getItem(key)).toBeNull();
  });

  it('a refused ticket leaves neither cookie nor session', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    tab.http.defaults.adapter = async (config) => ({ status: 401, statusText: '401', data: { code: '401', message: 'x', data: { reason: 'invalid' } }, headers: {}, config }) as AxiosResponse;
    await expect(tab.store.enterWithTicket('a.b.c', { store: true, validate: true }, async () => undefined)).rejects.toBeTruthy();
    expect(tab.cookies.value).toBe('');
    expect(tab.store.authenticated).toBe(false);
  });

  it('a valid ticket becomes the session (without refresh token) and stays in the cookie', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    tab.http.defaults.adapter = async (config) =>
      ({ status: 200, statusText: 'OK', data: { code: '200', data: { token: 'a.b.c', expiresIn: 50, ...dto, elsSubaccountInfoDTO: dto } }, headers: {}, config }) as AxiosResponse;
    expect(await tab.store.enterWithTicket('a.b.c', { store: true, validate: true }, async () => undefined)).toBe(true);
    expect(tab.store.token).toBe('a.b.c');
    expect(tab.store.refreshToken).toBeUndefined();
    expect(tab.store.ticket).toBe('a.b.c');
  });

  it('an exchange code is traded once: the session takes the new token, the spent code stays in the cookie', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    const code = 'q3Xc9-vJ_0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    const seen: string[] = [];
    tab.http.defaults.adapter = async (config) => {
      seen.push(config.url ?? '');
      return { status: 200, statusText: 'OK', data: { code: '200', data: { token: 'new.access.token', expiresIn: 50, ...dto, elsSubaccountInfoDTO: dto } }, headers: {}, config } as AxiosResponse;
    };
    expect(await tab.store.enterWithTicket(code, { store: true, validate: true }, async () => undefined)).toBe(true);
    expect(seen).toEqual([endpointUrl(endpoints.validToken, { token: code })]);
    expect(tab.store.token).toBe('new.access.token');
    expect(tab.store.ticket).toBe(code);
  });
});

describe('SessionStore: a tab-only session', () => {
  it('leaves the shared session of the other tabs alone, at login and at logout', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const first = openTab(server, { local });
    await first.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    const shared = local.getItem('srm-token');
    const second = openTab(server, { local });
    await second.store.logout();
    // The second tab shared the kept session: its logout ends it for every tab.
    expect(local.getItem('srm-token')).toBeNull();
    await first.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    const thirdSession = memoryStorage();
    const third = openTab(server, { local }, thirdSession);
    await third.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026', { keepLogin: false });
    expect(local.getItem('srm-token')).not.toBeNull();
    // A reload of the third tab keeps its own session, not the shared one.
    new TypedStorage(local).set('token', 'shared-token');
    expect(openTab(server, { local }).store.token).toBe('shared-token');
    expect(openTab(server, { local }, thirdSession).store.token).toBe(third.store.token);
    expect(third.store.token).not.toBe('shared-token');
    await third.store.logout();
    expect(local.getItem('srm-token')).not.toBeNull();
    expect(shared).not.toBeNull();
  });
});

describe('SessionStore: the user', () => {
  it('names the environment in its own words, and keeps the platform field name in storage', async () => {
    const server = fakeServer();
    const local = memoryStorage();
    const tab = openTab(server, { local });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    expect(tab.store.user?.environment).toBe('dev2');
    expect(tab.store.user).not.toHaveProperty('environMentConfig');
    // Same-origin sub-apps read srm-userInfo with the platform's field names.
    expect(new TypedStorage(local).get('userInfo', anyValue)).toMatchObject({ name: '张采购', environMentConfig: 'dev2' });
    expect(openTab(server, { local }).store.user).toMatchObject({ name: '张采购', environment: 'dev2' });
  });

  it('refuses a login answer without a user name, with the catalogue text', async () => {
    const server = fakeServer();
    server.state.incompleteLogin = true;
    const tab = openTab(server, { local: memoryStorage() });
    await expect(tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026')).rejects.toMatchObject({ name: 'SessionError', message: 'text of i18n_login_incomplete' });
    expect(tab.store.authenticated).toBe(false);
  });

  it('revokes a replaced session on the server with that session’s token', async () => {
    const server = fakeServer();
    const tab = openTab(server, { local: memoryStorage() });
    await tab.store.login({ elsAccount: '307000', elsSubAccount: '1001' }, 'Buyer@2026');
    tab.store.revoke('old.token.x');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.state.logoutTokens).toEqual(['old.token.x']);
    expect(tab.store.authenticated).toBe(true);
  });
});

