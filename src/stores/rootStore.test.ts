import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import baseLayout from '../../config/base/layout.json';
import { memoryStorage } from '../core/storage';
import { AUTH_FAILED_MESSAGE } from '../core/api/http';
import { AUTH_REDIRECT_DELAY_MS, RootStore } from './RootStore';

function makeRoot(local = memoryStorage()) {
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  const root = new RootStore({
    startupLayers: [{ kind: 'base', source: 'config/base/layout.json', patch: baseLayout }],
    messages: { zh_cn: {}, en: {} },
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: local,
    sessionStorage: memoryStorage(),
    browserLanguage: 'en-US',
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  });
  const navigate = vi.fn();
  root.setNavigator(navigate);
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
    const local = memoryStorage();
    local.setItem('srm-token', JSON.stringify({ dataType: 'string', content: 't', datetime: Date.now() }));
    local.setItem('srm-userInfo', JSON.stringify({ dataType: 'object', content: { name: '张采购', elsAccount: '307000', elsSubAccount: '1001', roles: [] }, datetime: Date.now() }));
    const { root, scheduled, navigate } = makeRoot(local);
    expect(root.session.authenticated).toBe(true);
    const calls = [1, 2, 3].map(() => root.http.get('/x', { adapter: answer(200, { code: '401' }) }).catch((error: Error) => error.message));
    expect(await Promise.all(calls)).toEqual([AUTH_FAILED_MESSAGE, AUTH_FAILED_MESSAGE, AUTH_FAILED_MESSAGE]);
    expect(root.ui.toasts.map((t) => t.message)).toEqual([AUTH_FAILED_MESSAGE]);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(AUTH_REDIRECT_DELAY_MS);
    // Nothing happens before the 3 seconds are up.
    expect(navigate).not.toHaveBeenCalled();
    scheduled[0]!.fn();
    expect(navigate).toHaveBeenCalledWith('/login', undefined, undefined);
    expect(root.session.authenticated).toBe(false);
    expect(local.getItem('srm-token')).toBeNull();
  });

  it('shows a toast with the server message for an error status', async () => {
    const { root } = makeRoot();
    await expect(root.http.get('/x', { adapter: answer(500, { code: '500', message: '服务器繁忙' }) })).rejects.toThrow('服务器繁忙');
    expect(root.ui.toasts.map((t) => [t.intent, t.message])).toEqual([['error', '服务器繁忙']]);
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

  it('checks an overlay against the layers in force, as the editor shows it', () => {
    const { root } = makeRoot();
    expect(root.checkOverlay({ app: { siteTitle: 'ok' } })).toEqual([]);
    expect(root.checkOverlay({ topBar: { qr2: { kind: 'wechatQr' } } })).toEqual([expect.objectContaining({ pointer: '/topBar/qr2/order', rule: 'required' })]);
  });

  it('reads visibility through one evaluator with the user station and settings', () => {
    const { root } = makeRoot();
    const rule = { stationsExcluded: ['sale'] };
    expect(root.isVisible(rule)).toBe(true);
    root.settings.setRows([{ setCode: 'IndexPage_Order', setValue: '0' }]);
    expect(root.isVisible({ settingsOn: ['IndexPage_Order'] })).toBe(false);
  });

  it('picks English from an en-US browser when nothing is stored', () => {
    const { root } = makeRoot();
    expect(root.locale.language).toBe('en');
    expect(root.locale.htmlLang).toBe('en');
  });
});
