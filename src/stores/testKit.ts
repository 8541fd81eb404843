// Test helpers shared by the store tests: the base layout as the one start-up layer, and HTTP
// clients whose answers a test scripts. Only tests import this file.
import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import baseLayout from '../../config/base/layout.json';
import type { LayoutLayer } from '../core/config/layers';
import { memoryStorage, TypedStorage, type KeyValueStorage } from '../core/storage';
import { LayoutStore } from './layout/layoutStore';
import { SessionStore, type SessionStoreDeps } from './session/sessionStore';

export const baseLayers = (): LayoutLayer[] => [{ kind: 'base', source: 'config/base/layout.json', patch: baseLayout }];

export const baseLayoutStore = (): LayoutStore => new LayoutStore({ startupLayers: baseLayers() });

export type Scripted = (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;

/** The answer of a scripted call as axios gives it. */
export function response(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
}

/**
 * An adapter that answers by URL: the first route whose key the URL contains, else code '200'
 * (an empty page for findPageList, an empty list otherwise). `seen` lists the URLs asked for.
 */
export function scriptedAdapter(routes: Record<string, Scripted>, seen: string[] = []) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    seen.push(url);
    const route = Object.entries(routes).find(([part]) => url.includes(part));
    const { status, data } = route ? await route[1](config) : { status: 200, data: { code: '200', data: url.includes('findPageList') ? { rows: [], total: 0 } : [] } };
    return response(config, status, data);
  };
}

/** A plain client over a scripted adapter: no hooks (no token, no toasts); a status outside 2xx rejects. */
export function scriptedHttp(routes: Record<string, Scripted> = {}, seen: string[] = []): AxiosInstance {
  return axios.create({ adapter: scriptedAdapter(routes, seen) });
}

export const PASSWORD_TRANSPORT = { key: 'SRMportal@2026!k', iv: 'SRMportal@IV2026' };

/** Local storage holding a signed-in session of 张采购 (307000_1001), as a reload finds it. */
export function signedInStorage(user: Record<string, unknown> = {}): KeyValueStorage {
  const local = memoryStorage();
  const store = new TypedStorage(local);
  store.set('token', 't');
  store.set('userInfo', { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', roles: [], ...user });
  return local;
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

