// Test helpers shared by the store tests: the base layout as the one start-up layer, a signed-in
// storage and a session store over a client (scripted ones: ./http). Only tests import this file.
import type { AxiosInstance } from 'axios';
import baseLayout from '../../config/base/layout.json';
import type { LayoutLayer } from '../core/config/layers';
import { memoryStorage, TypedStorage, type KeyValueStorage } from '../core/storage';
import { LayoutStore } from '../stores/layout/layoutStore';
import { RootStore, type RootStoreOptions } from '../stores/rootStore';
import { SessionStore, type SessionStoreDeps } from '../stores/session/sessionStore';

export { response, scriptedAdapter, scriptedHttp, type Scripted, type ScriptedRoutes } from './http';

export const baseLayers = (): LayoutLayer[] => [{ kind: 'base', source: 'config/base/layout.json', patch: baseLayout }];

export const baseLayoutStore = (): LayoutStore => new LayoutStore({ startupLayers: baseLayers() });

export const PASSWORD_TRANSPORT = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };

/** Local storage holding a signed-in session of 张采购 (307000_1001), as a reload finds it. */
export function signedInStorage(user: Record<string, unknown> = {}): KeyValueStorage {
  const local = memoryStorage();
  const store = new TypedStorage(local);
  store.set('token', 't');
  store.set('userInfo', { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', roles: [], ...user });
  return local;
}

/** The root store of the signed-in buyer admin 张采购 on the base layout, as a component test renders the shell around it. */
export function signedInAdminRoot(messages: RootStoreOptions['messages'], browserLanguage = 'en-US'): RootStore {
  return new RootStore({
    startupLayers: baseLayers(),
    messages,
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: signedInStorage({ station: 'purchase', permission: 'admin', roles: ['admin'] }),
    sessionStorage: memoryStorage(),
    browserLanguage,
  });
}

/** A session store over `local` (empty: nobody signed in), with quiet defaults for the rest. */
export function sessionOver(http: AxiosInstance, local: KeyValueStorage = memoryStorage(), env: Partial<SessionStoreDeps> = {}): SessionStore {
  return new SessionStore({
    http,
    local: new TypedStorage(local),
    session: new TypedStorage(memoryStorage()),
    cookies: { get: () => '', set: () => undefined },
    now: Date.now,
    secureCookies: false,
    userInfoCacheMinutes: 1440,
    refreshLeadSeconds: () => 10,
    passwordTransport: () => PASSWORD_TRANSPORT,
    text: (key) => key,
    ...env,
  });
}

/** The user of a session restored from storage (storedSession). */
export const STORED_USER = { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', roles: [] };

/** Writes a session into `local` as a reload finds it: a token due for refresh at `times.refreshAt`. */
export function storedSession(local: KeyValueStorage, token: string, times: { expiresAt: number; refreshAt: number }, who: Record<string, unknown> = STORED_USER): void {
  const store = new TypedStorage(local);
  store.set('token', token);
  store.set('refreshToken', `r-${token}`);
  store.set('userInfo', who);
  store.set('tokenTimes', times);
}
