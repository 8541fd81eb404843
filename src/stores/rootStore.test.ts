import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MESSAGES } from '../contract/messages';
import { memoryStorage } from '../core/storage';
import { RootStore } from './rootStore';
import type { StoreScope } from './userScoped';
import { AUTH_REDIRECT_DELAY_MS } from './session/sessionFlowStore';
import { baseLayers, scriptedAdapter, signedInStorage } from '../testing/storeKit';

function makeRoot(local = memoryStorage(), browserLanguage = 'en-US') {
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  const root = new RootStore({
    startupLayers: baseLayers(),
    messages: { zh_cn: {}, en: {} },
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: local,
    sessionStorage: memoryStorage(),
    browserLanguage,
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  });
  const navigate = vi.fn();
  root.navigation.setNavigator(navigate);
  return { root, scheduled, navigate };
}

const answer = (status: number, data: unknown) => async (config: InternalAxiosRequestConfig) =>
  ({ status, statusText: String(status), data, headers: {}, config }) as AxiosResponse;

describe('RootStore', () => {
  it('builds the API base from the layout and the application prefix', () => {
    const { root } = makeRoot();
    expect(root.http.defaults.baseURL).toBe('/portal/apis');
    expect(root.http.defaults.timeout).toBe(300000);
  });

  it("on body code '401' shows the message and goes to login after 3 seconds, once for many calls", async () => {
    const local = signedInStorage();
    const { root, scheduled, navigate } = makeRoot(local);
    const authFailed = MESSAGES['client.authFailed'].en;
    expect(root.session.authenticated).toBe(true);
    const calls = [1, 2, 3].map(() => root.http.get('/x', { adapter: answer(200, { code: '401' }) }).catch((error: Error) => error.message));
    expect(await Promise.all(calls)).toEqual([authFailed, authFailed, authFailed]);
    expect(root.ui.toasts.map((t) => t.message)).toEqual([authFailed]);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(AUTH_REDIRECT_DELAY_MS);
    // Nothing happens before the 3 seconds are up.
    expect(navigate).not.toHaveBeenCalled();
    scheduled[0]!.fn();
    expect(navigate).toHaveBeenCalledWith('/login', undefined, undefined);
    expect(root.session.authenticated).toBe(false);
    expect(local.getItem('srm-token')).toBeNull();
  });

  it('shows the platform’s 401 text in Chinese to a Chinese user', async () => {
    const { root } = makeRoot(signedInStorage(), 'zh-CN');
    await expect(root.http.get('/x', { adapter: answer(200, { code: '401' }) })).rejects.toThrow('登录验证失败，3秒后跳转登录页面');
    expect(root.ui.toasts.map((t) => t.message)).toEqual(['登录验证失败，3秒后跳转登录页面']);
  });

  it('shows a toast with the server message for an error status', async () => {
    const { root } = makeRoot();
    await expect(root.http.get('/x', { adapter: answer(500, { code: '500', message: '服务器繁忙' }) })).rejects.toThrow('服务器繁忙');
    expect(root.ui.toasts.map((t) => [t.intent, t.message])).toEqual([['error', '服务器繁忙']]);
  });

  it('shows a known message code in the user’s language, and follows a change of language', async () => {
    const { root } = makeRoot();
    const body = { code: '500', message: '服务器内部错误', messageCode: 'server.internal' };
    await expect(root.http.get('/x', { adapter: answer(500, body) })).rejects.toThrow('Internal server error');
    root.locale.setLanguage('zh_cn');
    await expect(root.http.get('/x', { adapter: answer(500, body) })).rejects.toThrow('服务器内部错误');
  });

  it('applies server overlays, previews a draft, and leaves out a failing overlay with its pointer', () => {
    const { root } = makeRoot();
    root.layout.setServerLayers([
      { kind: 'server', source: 'server overlay', patch: { app: { siteTitle: 'Globex' }, topBar: { density: null } } },
      { kind: 'user', source: 'own overlay', patch: { topBar: { language: { kind: 'teleport' } } } },
    ]);
    expect(root.layout.document.app.siteTitle).toBe('Globex');
    expect(root.layout.document.topBar.density).toBeUndefined();
    expect(root.layout.document.topBar.language?.kind).toBe('language');
    expect(root.layout.failures).toHaveLength(1);
    expect(root.layout.failures[0]).toMatchObject({ kind: 'user', issues: [{ pointer: '/topBar/language/kind', rule: 'enum' }] });

    root.layout.setDraft({ app: { siteTitle: 'Draft title' } });
    expect(root.layout.document.app.siteTitle).toBe('Draft title');
    root.layout.setDraft(undefined);
    expect(root.layout.document.app.siteTitle).toBe('Globex');
  });

  it('writes each failed frame into the log panel: what failed, what the sub-app said, and where', () => {
    const { root } = makeRoot();
    root.tabs.visit({ path: '/myiframe/x', query: { src: '/subapps/rfq/', name: 'RFQ' }, label: 'RFQ', frame: true });
    const win = { postMessage: () => undefined };
    root.framePool.registerElement('/subapps/rfq/', { contentWindow: win });
    expect(root.bridge.receive({ source: win, origin: 'http://127.0.0.1', data: { type: 'appFailed', message: 'TypeError: x is undefined' } })).toBe('appFailed');
    expect(root.clientErrors.entries.map((entry) => [entry.kind, entry.message])).toEqual([['frame', 'appFailed: TypeError: x is undefined (/subapps/rfq/)']]);
    root.framePool.dispose();
  });

  it('picks English from an en-US browser when nothing is stored', () => {
    const { root } = makeRoot();
    expect(root.locale.language).toBe('en');
    expect(root.locale.htmlLang).toBe('en');
  });

  it('clears every store that holds the user’s data', async () => {
    const { root } = makeRoot(signedInStorage());
    const seen: string[] = [];
    root.http.defaults.adapter = scriptedAdapter(
      {
        getMenu: () => ({ status: 200, data: { code: '200', data: [{ appCode: 'a', appName: 'A', appUrl: '/portal/info/index', children: [] }] } }),
        findSettings: () => ({ status: 200, data: { code: '200', data: [{ setCode: 'IndexPage_Order', setValue: '1' }] } }),
        findLayoutConfigs: () => ({ status: 200, data: { code: '200', data: { rows: [{ uuid: 'u', elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{"siteTitle":"Acme"}}' }], total: 1, pageNo: 1, pageSize: 100 } } }),
      },
      seen,
    );
    await root.sessionFlow.loadUserData();
    root.tabs.visit({ path: '/portal/info/index', query: {}, label: 'x' });
    expect([root.menu.items.length, Object.keys(root.settings.values), root.layout.document.app.siteTitle]).toEqual([1, ['IndexPage_Order'], 'Acme']);
    root.clear();
    expect(root.session.authenticated).toBe(false);
    expect(root.menu.items).toEqual([]);
    expect(root.settings.values).toEqual({});
    expect(root.layout.serverLayers).toEqual([]);
    expect(root.tabs.tabs.map((tab) => tab.value)).toEqual(['/portal/wel/index']);
  });

  it('shows the supplier home while an admin previews as a supplier, and ends a preview and a draft with the session', () => {
    const { root } = makeRoot(signedInStorage({ station: 'purchase', permission: 'admin', roles: ['admin'] }));
    expect(root.layout.homePath).toBe('/portal/wel/index');
    root.visibility.previewAs({ id: 'supplier', label: 'Supplier', station: 'sale', roles: ['user'], permission: 'user' });
    root.layout.setDraft({ app: { siteTitle: 'Draft' } });
    expect([root.layout.homePath, root.layout.document.app.siteTitle, root.visibility.isAdmin]).toEqual(['/portal/supplier/index', 'Draft', true]);
    root.clear();
    expect(root.visibility.previewTarget).toBeUndefined();
    expect(root.layout.draft).toBeUndefined();
    expect(root.layout.homePath).toBe('/portal/wel/index');
  });

  it('has every store declare whose data it holds, and every store holding the user’s data on the one clearing list', () => {
    const { root } = makeRoot();
    const scopes: Record<string, StoreScope> = {};
    for (const [name, value] of Object.entries(root)) {
      // Plain values, the HTTP client (a function) and the list itself are not stores.
      if (typeof value !== 'object' || value === null || value === root.userScoped) continue;
      const scope = (value as { scope?: unknown }).scope;
      expect(['user', 'session', 'portal'], `root.${name} declares readonly scope: 'user' | 'session' | 'portal'`).toContain(scope);
      scopes[name] = scope as StoreScope;
    }
    const userStores = Object.keys(scopes).filter((name) => scopes[name] === 'user');
    const listed = root.userScoped.stores.map((store) => Object.keys(scopes).find((name) => (root as unknown as Record<string, unknown>)[name] === store));
    expect(listed.sort()).toEqual(userStores.sort());
    // The stores the session's end has always cleared are among them (the home, document and message
    // centre's data are the plugins' models now, registered when first used: src/app/portalApi.test.ts;
    // the unread count the message store held is the shell's badge store).
    expect(userStores).toEqual(expect.arrayContaining(['account', 'menu', 'settings', 'overlays', 'layout', 'visibility', 'tabs', 'tableConfigs', 'badges', 'approvals']));
  });

  it('forgets the previous user’s data in every user-scoped store when another user signs in', async () => {
    const { root } = makeRoot(signedInStorage({ station: 'purchase', permission: 'admin', roles: ['admin'] }));
    root.http.defaults.adapter = scriptedAdapter({
      getMenu: () => ({ status: 200, data: { code: '200', data: [{ appCode: 'a', appName: 'A', appUrl: '/portal/info/index', children: [] }] } }),
    });
    await root.sessionFlow.loadUserData();
    expect(root.menu.items).toHaveLength(1);
    root.layout.setDraft({ app: { siteTitle: 'Draft' } });
    root.visibility.previewAs({ id: 'supplier', label: 'Supplier', station: 'sale', roles: ['user'], permission: 'user' });
    root.tabs.visit({ path: '/portal/info/index', query: {}, label: 'x' });
    const cleared: string[] = [];
    for (const store of root.userScoped.stores) {
      const clear = store.clear.bind(store);
      store.clear = () => {
        cleared.push(store.constructor.name);
        clear();
      };
    }
    root.http.defaults.adapter = scriptedAdapter({
      login: () => ({ status: 200, data: { code: '200', data: { token: 't2', elsAccount: '307000', elsSubAccount: '1002', elsSubaccountInfoDTO: { elsAccount: '307000', elsSubAccount: '1002', name: '李采购' } } } }),
    });
    await root.sessionFlow.login({ elsAccount: '307000', elsSubAccount: '1002', password: 'x' });
    expect(cleared).toHaveLength(root.userScoped.stores.length);
    expect(root.session.user?.name).toBe('李采购');
    expect([root.layout.draft, root.visibility.previewTarget]).toEqual([undefined, undefined]);
    expect(root.tabs.tabs.map((tab) => tab.value)).toEqual(['/portal/wel/index']);
    expect(root.menu.items).toEqual([]);
  });
});
