import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../../core/storage';
import { EXPIRED_REASON } from '../../contract/auth';
import { AUTH_FAILED_MESSAGE } from '../../core/api/http';
import { RootStore } from '../rootStore';
import { call } from '../../core/api/call';
import { sessionEndpoints } from '../../contract/endpoints';
import { baseLayers, scriptedAdapter, type ScriptedRoutes } from '../../testing/storeKit';
import { endpoints } from '../../contract/endpoints';

const dto = { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', station: 'purchase', permission: 'admin', roles: ['admin'] };

/** The stores over a scripted server: `routes` answers by a part of the URL. */
function makeRoot(routes: ScriptedRoutes, local: KeyValueStorage = memoryStorage()) {
  const scheduled: Array<() => void> = [];
  const cookies = { value: '' };
  const session = memoryStorage();
  const root = new RootStore({
    startupLayers: baseLayers(),
    messages: { zh_cn: {}, en: {} },
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: local,
    sessionStorage: session,
    browserLanguage: 'zh-CN',
    schedule: (fn) => scheduled.push(fn),
    cookies: { get: () => cookies.value, set: (cookie) => void (cookies.value = cookie.includes('Max-Age=0') ? '' : cookie.split(';')[0]!) },
  });
  const seen: string[] = [];
  root.http.defaults.adapter = scriptedAdapter(routes, seen);
  const navigate = vi.fn();
  root.navigation.setNavigator(navigate);
  return { root, scheduled, navigate, cookies, seen, local, session };
}

const loginOk = () => ({ status: 200, data: { code: '200', data: { token: 'a.b.c', refreshToken: 'r1', expiresIn: 79200, elsAccount: dto.elsAccount, elsSubAccount: dto.elsSubAccount, elsSubaccountInfoDTO: dto } } });
const loginWrong = () => ({ status: 400, data: { code: '400', message: '账号或密码错误 (wrong account or password)', data: null } });

describe('SessionFlowStore: the ways in and out', () => {
  it('login parameters in the query sign in, then the same page shows without them', async () => {
    const { root, navigate } = makeRoot({ login: loginOk, getMenu: () => ({ status: 200, data: { code: '200', data: [] } }) });
    await root.sessionFlow.runEntry('/portal/info/index', { login: { elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' }, query: { x: '1' } });
    expect(root.session.authenticated).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/portal/info/index', { x: '1' }, { replace: true });
  });

  it('a failed login by parameters goes to the login page with the reason, signing nobody in', async () => {
    const { root, navigate } = makeRoot({ login: loginWrong });
    await root.sessionFlow.runEntry('/login3', { login: { elsAccount: '307000', elsSubAccount: '1001', password: 'x' }, query: {} });
    expect(root.session.authenticated).toBe(false);
    expect(root.sessionFlow.entryError).toContain('账号或密码错误');
    expect(navigate).toHaveBeenCalledWith('/login', { elsAccount: '307000', elsSubAccount: '1001' }, { replace: true });
    root.sessionFlow.clearEntryError();
    expect(root.sessionFlow.entryError).toBeUndefined();
  });

  it('a malformed ticket is refused without a call: the 401 message, login after 3 s, no cookie', async () => {
    const { root, scheduled, navigate, cookies, seen } = makeRoot({});
    await root.sessionFlow.runEntry('/portal/wel/index', { ticket: { value: 'garbage', store: true, validate: true }, query: {} });
    expect(seen).toEqual([]);
    expect(cookies.value).toBe('');
    expect(root.ui.toasts.map((toast) => toast.message)).toEqual([AUTH_FAILED_MESSAGE]);
    expect(root.sessionFlow.authRedirectPending).toBe(true);
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(root.sessionFlow.authRedirectPending).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
  });

  it('a valid ticket becomes the session and stays in the cookie', async () => {
    const { root, cookies } = makeRoot({ validToken: () => ({ status: 200, data: { code: '200', data: { token: 'a.b.c', expiresIn: 100, elsAccount: dto.elsAccount, elsSubAccount: dto.elsSubAccount, elsSubaccountInfoDTO: dto } } }) });
    await root.sessionFlow.runEntry('/portal/wel/index', { ticket: { value: 'a.b.c', store: true, validate: true }, query: {} });
    expect(root.session.token).toBe('a.b.c');
    expect(cookies.value).toBe('ticket=a.b.c');
  });

  it('a sign-in during the 3 seconds of a 401 is not undone by the redirect', async () => {
    const { root, scheduled, navigate } = makeRoot({ login: loginOk });
    await root.sessionFlow.runEntry('/x', { ticket: { value: 'garbage', store: true, validate: true }, query: {} });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    scheduled[0]!();
    expect(root.session.authenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalledWith('/login', undefined, undefined);
  });

  it('locks on the current page, unlocks by the server check, and returns there', async () => {
    let passwordOk = false;
    const { root, navigate, session } = makeRoot({
      login: loginOk,
      verifyElsAccount: () => (passwordOk ? { status: 200, data: { code: '200', data: { valid: true } } } : { status: 400, data: { code: '400', message: '解锁密码错误，请重新输入 (unlock password error, please re-enter)', data: null } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    root.lock.lock('/portal/info/index?tab=2');
    expect(root.lock.locked).toBe(true);
    expect(session.getItem('srm-isLock')).not.toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/lock', undefined, { replace: true });
    await expect(root.lock.unlock('wrong')).rejects.toThrow('unlock password error');
    expect(root.lock.locked).toBe(true);
    passwordOk = true;
    await root.lock.unlock('Buyer@2026');
    expect(root.lock.locked).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/portal/info/index', { tab: '2' }, { replace: true });
  });

  it('after a reload on the lock page, the unlock asks again for the badges the lock refused', async () => {
    let locked = true;
    const refused = () => ({ status: 423, data: { code: '423', message: '屏幕已锁定', data: null } });
    const { root } = makeRoot({
      login: loginOk,
      verifyElsAccount: () => {
        locked = false;
        return { status: 200, data: { code: '200', data: { valid: true } } };
      },
      getUnreadMessages: () => (locked ? refused() : { status: 200, data: { code: '200', data: { total: 101, rows: [] } } }),
      findTodoTasks: () => (locked ? refused() : { status: 200, data: { code: '200', data: { rows: [], total: 27, pageNo: 1, pageSize: 1 } } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    root.lock.lock('/portal/wel/index');
    root.badges.clear();
    root.approvals.clear();
    // The reload: the user's data is asked for while locked, and refused.
    await root.sessionFlow.loadUserData();
    expect(root.badges.unreadCount).toBeUndefined();
    await root.lock.unlock('Buyer@2026');
    await vi.waitFor(() => expect([root.badges.unreadCount, root.approvals.todoCount]).toEqual([101, 27]));
  });

  it(`logout calls ${endpoints.logout.path} and clears token, refresh token, menu, roles, settings, tabs, lock and ticket`, async () => {
    const { root, navigate, cookies, seen, local } = makeRoot({
      login: loginOk,
      getMenu: () => ({ status: 200, data: { code: '200', data: [{ appCode: 'a', appName: 'A', appUrl: '/portal/info/index', children: [] }] } }),
      findSettings: () => ({ status: 200, data: { code: '200', data: [{ setCode: 'IndexPage_Order', setValue: '1' }] } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    cookies.value = 'ticket=a.b.c';
    root.tabs.visit({ path: '/portal/info/index', query: {}, label: 'x' });
    root.lock.setLocked(true);
    expect(root.menu.items.length).toBe(1);
    await root.sessionFlow.logout();
    expect(seen).toContain(endpoints.logout.path);
    expect(root.session.authenticated).toBe(false);
    expect(root.lock.locked).toBe(false);
    expect(root.menu.items).toEqual([]);
    expect(root.settings.values).toEqual({});
    expect(root.tabs.tabs.map((tab) => tab.value)).toEqual(['/portal/wel/index']);
    expect(cookies.value).toBe('');
    for (const key of ['srm-token', 'srm-refreshToken', 'srm-userInfo', 'srm-menu']) expect(local.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
  });

  it('a failed refresh empties the user once and shows the 401 message once', async () => {
    const { root, scheduled } = makeRoot({
      login: loginOk,
      refreshToken: () => ({ status: 401, data: { code: '401', message: 'x', data: { reason: 'invalid' } } }),
      issueTicket: () => ({ status: 401, data: { code: '401', message: 'x', data: { reason: EXPIRED_REASON } } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => call(root.http, sessionEndpoints.issueTicket, { body: {} })));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(root.session.authenticated).toBe(false);
    expect(root.ui.toasts.map((toast) => toast.message)).toEqual([AUTH_FAILED_MESSAGE]);
    expect(scheduled).toHaveLength(1);
  });

  it('a refusal that arrives after the redirect to login (a call answered late) shows no second message', async () => {
    let answerLate!: () => void;
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const { root, scheduled, navigate, seen } = makeRoot({
      login: loginOk,
      refreshToken: () => ({ status: 401, data: { code: '401', message: 'x', data: { reason: 'invalid' } } }),
      issueTicket: () => ({ status: 401, data: { code: '401', message: 'x', data: { reason: EXPIRED_REASON } } }),
      lockSession: async () => {
        await late;
        return { status: 401, data: { code: '401', message: 'x', data: { reason: 'invalid' } } };
      },
      // Sent on the same expired token as the refused calls, refused as expired after the redirect.
      pushCredentials: async () => {
        await late;
        return { status: 401, data: { code: '401', message: 'x', data: { reason: EXPIRED_REASON } } };
      },
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    const slow = Promise.all([call(root.http, sessionEndpoints.lockSession, { body: null }).catch(() => undefined), call(root.http, sessionEndpoints.pushCredentials).catch(() => undefined)]);
    await call(root.http, sessionEndpoints.issueTicket, { body: {} }).catch(() => undefined);
    // The 3 seconds pass: the login page.
    scheduled.splice(0).forEach((run) => run());
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
    answerLate();
    await slow;
    expect(root.ui.toasts.map((toast) => toast.message)).toEqual([AUTH_FAILED_MESSAGE]);
    expect(scheduled).toEqual([]);
    expect(seen.filter((url) => url.endsWith(sessionEndpoints.refreshToken.path))).toHaveLength(1);
  });

  it('uses the /v2 audit prefix for a dev2 user', async () => {
    const { root, seen } = makeRoot({
      login: () => ({ status: 200, data: { code: '200', data: { token: 'a.b.c', refreshToken: 'r', expiresIn: 100, elsAccount: dto.elsAccount, elsSubAccount: dto.elsSubAccount, environMentConfig: 'dev2', elsSubaccountInfoDTO: dto } } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    await root.http.post(endpoints.findTodoTasks.path, {});
    expect(seen).toContain(`/v2${endpoints.findTodoTasks.path}`);
  });
});

describe('SessionFlowStore: login parameters while signed in', () => {
  it('ends another user’s session first, and revokes the replaced session of the same user', async () => {
    let n = 0;
    const logouts: unknown[] = [];
    const { root } = makeRoot({
      login: (config) => {
        n += 1;
        const body = JSON.parse(String(config.data)) as { elsSubAccount: string };
        const who = { ...dto, elsSubAccount: body.elsSubAccount, name: body.elsSubAccount === '1001' ? '张采购' : '李采购' };
        return { status: 200, data: { code: '200', data: { token: `t${n}.b.c`, refreshToken: `r${n}`, expiresIn: 100, elsAccount: who.elsAccount, elsSubAccount: who.elsSubAccount, elsSubaccountInfoDTO: who } } };
      },
      logout: (config) => {
        logouts.push(config.headers.get('token'));
        return { status: 200, data: { code: '200', data: null } };
      },
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'x' });
    await root.sessionFlow.runEntry('/portal/wel/index', { login: { elsAccount: '307000', elsSubAccount: '1001', password: 'x' }, query: {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logouts).toEqual(['t1.b.c']);
    expect(root.session.token).toBe('t2.b.c');
    await root.sessionFlow.runEntry('/portal/wel/index', { login: { elsAccount: '307000', elsSubAccount: '1002', password: 'x' }, query: {} });
    expect(logouts).toEqual(['t1.b.c', 't2.b.c']);
    expect(root.session.user?.name).toBe('李采购');
  });
});

describe('SessionFlowStore: another user, another tab', () => {
  it('a sign-in of another user forgets the previous user’s menu, settings and tabs before loading the new ones', async () => {
    let menuOf = '1001';
    const { root } = makeRoot({
      login: (config) => {
        const body = JSON.parse(String(config.data)) as { elsSubAccount: string };
        const who = { ...dto, elsSubAccount: body.elsSubAccount };
        return { status: 200, data: { code: '200', data: { token: `t${body.elsSubAccount}.b.c`, refreshToken: 'r', expiresIn: 100, elsAccount: who.elsAccount, elsSubAccount: who.elsSubAccount, elsSubaccountInfoDTO: who } } };
      },
      getMenu: () => ({ status: 200, data: { code: '200', data: [{ appCode: `menu-${menuOf}`, appName: 'A', appUrl: '/portal/info/index', children: [] }] } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'x' });
    root.tabs.visit({ path: '/portal/info/index', query: {}, label: 'x' });
    menuOf = '1002';
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1002', password: 'x' });
    expect(root.menu.items.map((item) => item.appCode)).toEqual(['menu-1002']);
    expect(root.tabs.tabs.map((tab) => tab.value)).toEqual(['/portal/wel/index']);
  });

  it('a logout in another tab ends this tab’s session and shows the login page', async () => {
    const { root, navigate } = makeRoot({ login: loginOk });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1001', password: 'Buyer@2026' });
    root.sessionFlow.endedElsewhere();
    expect(root.session.authenticated).toBe(false);
    expect(root.menu.items).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined, undefined);
  });
});

