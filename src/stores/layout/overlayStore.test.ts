import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { runInAction } from 'mobx';
import { memoryStorage, TypedStorage } from '../../core/storage';
import { LocaleStore } from '../localeStore';
import { withStoreMessages } from '../storeMessages';
import { baseLayoutStore, scriptedHttp, sessionOver, signedInStorage, type Scripted } from '../testKit';
import { LayerError } from '../../core/config/layers';
import { OverlayStore } from './overlayStore';

function makeOverlays(routes: Record<string, Scripted>, signedIn = true, user: Record<string, unknown> = {}) {
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const record = (answer: Scripted): Scripted => (config: InternalAxiosRequestConfig) => {
    requests.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? '{}')) as Record<string, unknown> });
    return answer(config);
  };
  const http = scriptedHttp(Object.fromEntries(Object.entries(routes).map(([key, answer]) => [key, record(answer)])));
  const layout = baseLayoutStore();
  const locale = new LocaleStore(layout, withStoreMessages({}), new TypedStorage(memoryStorage()), 'en-US');
  const session = sessionOver(http, signedIn ? signedInStorage(user) : memoryStorage(), { text: (key) => locale.text(key) });
  return { overlays: new OverlayStore(http, session, layout, locale), layout, requests };
}

const row = (elsSubAccount: string, configJson: string) => ({ uuid: `u-${elsSubAccount}`, elsAccount: '307000', elsSubAccount, toElsAccount: '', configType: 'layout', configJson });
const page = (rows: unknown[]) => () => ({ status: 200, data: { code: '200', data: { rows, total: rows.length } } });

describe('OverlayStore', () => {
  it('puts the tenant-wide overlay and the user’s own in force as the server and user layers', async () => {
    const { overlays, layout, requests } = makeOverlays({
      findPageList: page([row('1002', '{"app":{"siteTitle":"Other user"}}'), row('1001', '{"app":{"siteTitle":"Mine"}}'), row('', '{"app":{"siteTitle":"Tenant"}}')]),
    });
    await overlays.load();
    // Each scope by its key, one row: findPageList is paged, and an admin's page holds every user's rows.
    expect(requests.map((request) => request.body)).toEqual([
      { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', pageNo: 1, pageSize: 1, tenant: '' },
      { elsAccount: '307000', elsSubAccount: '1001', toElsAccount: '', configType: 'layout', pageNo: 1, pageSize: 1, tenant: '' },
    ]);
    expect(layout.serverLayers.map((layer) => [layer.kind, layer.source])).toEqual([
      ['server', 'server overlay of 307000'],
      ['user', 'own overlay of 307000_1001'],
    ]);
    expect(layout.document.app.siteTitle).toBe('Mine');
    overlays.clear();
    expect(layout.serverLayers).toEqual([]);
  });

  it('leaves out a stored overlay that is not JSON, saying where it breaks', async () => {
    const { overlays, layout } = makeOverlays({ findPageList: page([row('', '{"app": {"siteTitle": "x",}}')]) });
    await overlays.load();
    expect(layout.failures).toEqual([{ kind: 'server', source: 'server overlay of 307000', issues: [{ pointer: '', rule: 'parse', message: "invalid JSON at line 1, column 27: trailing comma before '}'" }] }]);
  });

  it('reads and saves one scope: the tenant-wide row has an empty sub-account', async () => {
    const { overlays, requests } = makeOverlays({
      findPageList: page([row('', '{"a":1}')]),
      '/save': () => ({ status: 200, data: { code: '200', data: { uuid: 'u' } } }),
    });
    expect(await overlays.loadText('tenant')).toBe('{"a":1}');
    expect(requests[0]!.body).toMatchObject({ elsSubAccount: '' });
    await overlays.loadText('user');
    expect(requests[1]!.body).toMatchObject({ elsSubAccount: '1001' });
    await overlays.save('tenant', { app: { siteTitle: 'T' } });
    // The save names the deployment tenant (none here), so the server checks it over that tenant's file.
    expect(requests[2]).toEqual({
      url: '/ElsLayoutConfigService/save',
      body: { elsAccount: '307000', elsSubAccount: '', toElsAccount: '', configType: 'layout', configJson: '{"app":{"siteTitle":"T"}}', tenant: '' },
    });
    // Saved, the overlays in force are read again.
    expect(requests[3]!.url).toBe('/ElsLayoutConfigService/findPageList');
    await overlays.save('user', null);
    expect(requests[5]!.body).toMatchObject({ elsSubAccount: '1001', configJson: null });
  });

  it("a supplier signing in to a tenant reads the tenant-wide overlay of the tenant's company, for that tenant only", async () => {
    const { overlays, layout, requests } = makeOverlays({ findPageList: page([]) }, true, { elsAccount: '300100', elsSubAccount: '1001', station: 'sale' });
    const globex = { app: { defaultAccount: { elsAccount: '520000', elsSubAccount: '1001' } } };
    runInAction(() => (layout.startupLayers = [...layout.startupLayers, { kind: 'tenant', source: '/portal/config/tenants/globex/layout.json', patch: globex, tenant: 'globex' }]));
    await overlays.load();
    expect(requests.map((request) => request.body)).toEqual([
      { elsAccount: '520000', elsSubAccount: '', toElsAccount: '', configType: 'layout', pageNo: 1, pageSize: 1, tenant: 'globex' },
      { elsAccount: '300100', elsSubAccount: '1001', toElsAccount: '', configType: 'layout', pageNo: 1, pageSize: 1, tenant: 'globex' },
    ]);
  });

  it('a tenant whose file could not be fetched is no tenant: the overlays of the portal without one', async () => {
    const { overlays, layout, requests } = makeOverlays({ findPageList: page([]) });
    const missing = new LayerError('tenant "nope" has no layout file (HTTP 404)', 'fetch', 'config/tenants/nope/layout.json');
    runInAction(() => (layout.startupLayers = [...layout.startupLayers, { kind: 'tenant', source: 'config/tenants/nope/layout.json', patch: missing, tenant: 'nope' }]));
    await overlays.load();
    expect(requests.map((request) => request.body.tenant)).toEqual(['', '']);
  });

  it('names the deployment tenant of its tenant layer when saving', async () => {
    const { overlays, layout, requests } = makeOverlays({
      findPageList: page([]),
      '/save': () => ({ status: 200, data: { code: '200', data: { uuid: 'u' } } }),
    });
    runInAction(() => (layout.startupLayers = [...layout.startupLayers, { kind: 'tenant', source: '/portal/config/tenants/acme/layout.json', patch: {}, tenant: 'acme' }]));
    await overlays.save('user', { app: { siteTitle: 'Mine' } });
    expect(requests[0]!.body).toMatchObject({ elsSubAccount: '1001', tenant: 'acme' });
  });

  it('without a user reads nothing and refuses to save, in the user’s language', async () => {
    const { overlays, requests } = makeOverlays({}, false);
    expect(await overlays.loadText('user')).toBe('');
    await expect(overlays.save('user', {})).rejects.toThrow('Not signed in');
    expect(requests).toEqual([]);
  });

  it('checks an overlay against the layers in force, as the editor shows it', () => {
    const { overlays } = makeOverlays({});
    expect(overlays.check({ app: { siteTitle: 'ok' } })).toEqual([]);
    expect(overlays.check({ topBar: { qr2: { kind: 'wechatQr' } } })).toEqual([
      { pointer: '/topBar/qr2', rule: 'unknownItem', message: 'no item `qr2` exists in topBar (a new item needs `order`)' },
    ]);
  });

  it('shows the references an overlay breaks, with the messages config:check prints and the server refuses with', () => {
    const { overlays } = makeOverlays({});
    expect(overlays.check({ topBar: { lock: { kind: 'link', to: '/portal/info/indx' } }, menuRules: { portalInfo: { order: 35, urlContains: '/portal/info/', target: 'portal', path: '{url}' } } })).toEqual([
      { pointer: '/topBar/lock/to', rule: 'unknownRoute', message: 'no route serves `/portal/info/indx` — did you mean `/portal/info/index`?' },
      {
        pointer: '/menuRules/portalInfo',
        rule: 'menuRuleShadowed',
        message: 'menu rule `portalInfo` never applies: the earlier rule `portal` (order 30) matches every menu address this one matches',
      },
    ]);
  });
});
