import { describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { signedInAdminRoot } from '../testing/storeKit';
import type { PluginRegistry } from '../shell/registry';
import { createPortalApi } from './portalApi';
import { endpoints } from '../contract/endpoints';
import { homeModel } from '../../plugins/home/model/homeStore';

function makePortal() {
  const root = signedInAdminRoot({ zh_cn: {}, en: {} });
  const registry = { hasBlock: () => true } as unknown as PluginRegistry;
  root.layout.setServerLayers([
    { kind: 'server', source: 'tenant overlay', patch: { app: { siteTitle: 'Tenant' }, topBar: { wechatQr: null } } },
    { kind: 'user', source: 'own overlay', patch: { topBar: { lock: { order: 51 } } } },
  ]);
  return { root, portal: createPortalApi(root, registry) };
}

describe('the layout editor’s part of the portal API', () => {
  it('gives the document under each scope’s overlay and without the draft', () => {
    const { portal } = makePortal();
    const admin = portal.layoutAdmin;
    expect(admin.documentBelow('tenant').app.siteTitle).toBe('SRM');
    expect(admin.documentBelow('tenant').topBar.wechatQr).toBeDefined();
    expect(admin.documentBelow('user').topBar.wechatQr).toBeUndefined();
    expect(admin.documentBelow('user').topBar.lock!.order).toBe(50);
    admin.setDraft({ app: { siteTitle: 'Draft' } });
    expect([admin.draftActive, admin.draft, admin.document.app.siteTitle, admin.documentBelowDraft.app.siteTitle]).toEqual([true, { app: { siteTitle: 'Draft' } }, 'Draft', 'Tenant']);
  });

  it('previews a draft of the tenant overlay in its place', () => {
    const { portal } = makePortal();
    portal.layoutAdmin.setDraft({ app: { siteTitle: 'Tenant 2' } }, 'tenant');
    expect(portal.layout.app.siteTitle).toBe('Tenant 2');
    // The stored version removed wechatQr; the new one does not.
    expect(portal.layout.topBar.wechatQr).toBeDefined();
    expect(portal.layout.topBar.lock!.order).toBe(51);
  });

  it('previews the portal as a supplier: their home page and top bar, the admin still admin', () => {
    const { portal } = makePortal();
    const admin = portal.layoutAdmin;
    expect(admin.previewPresets.map((preset) => [preset.id, preset.station, preset.permission])).toEqual([
      ['buyerStaff', 'purchase', 'user'],
      ['buyerAdmin', 'purchase', 'admin'],
      ['supplier', 'sale', 'user'],
      ['supplierAdmin', 'sale', 'admin'],
    ]);
    admin.previewAs(admin.previewPresets.find((preset) => preset.id === 'supplier'));
    expect([admin.previewTarget?.id, portal.homePath, portal.isAdmin]).toEqual(['supplier', '/portal/supplier/index', true]);
    admin.previewAs(undefined);
    expect([admin.previewTarget, portal.homePath]).toEqual([undefined, '/portal/wel/index']);
  });
});

describe('the layout editor’s save when the server cannot be reached', () => {
  it('is refused with the network text in the user’s language, never the library’s words; a refusal of the server keeps its message and data', async () => {
    const { root, portal } = makePortal();
    const admin = portal.layoutAdmin;
    // The server is gone (killed): every call gets no answer.
    root.http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const options = { note: '', baseVersion: 3 };
    const english = 'Network connection interrupted, check the network';
    await expect(admin.publishOverlay('tenant', { app: { siteTitle: 'New' } }, options)).rejects.toThrow(english);
    await expect(admin.rollbackOverlay('tenant', 2, options)).rejects.toThrow(english);
    await expect(admin.loadOverlay('tenant')).rejects.toThrow(english);
    await expect(admin.overlayHistory('tenant')).rejects.toThrow(english);
    await expect(admin.overlayVersionText('tenant', 2)).rejects.toThrow(english);
    expect(root.connectivity.online).toBe(false);
    // In Chinese, the seed's text.
    root.locale.setLanguage('zh_cn');
    await expect(admin.publishOverlay('tenant', { app: { siteTitle: 'New' } }, options)).rejects.toThrow('网络连接中断，请检查网络');
    // The server answers again, refusing (someone published since): its message and data reach the editor as they are.
    root.http.defaults.adapter = async (config) => ({
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config,
      data: { code: '409', message: '版本 4 已由 张采购 发布', data: { current: 4 } },
    });
    const refused = await admin.publishOverlay('tenant', { app: { siteTitle: 'New' } }, options).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'ApiError', status: 409, data: { current: 4 } });
    root.dispose();
  });
});

describe('the plugins’ models', () => {
  it('are created once per portal, from services, and cleared with the user’s stores when the session ends', async () => {
    const { root, portal } = makePortal();
    const calls: string[] = [];
    root.http.defaults.adapter = async (config) => {
      calls.push(String(config.url));
      return { status: 200, statusText: 'OK', headers: {}, config, data: { code: '200', data: { toConfirm: 3, changeToConfirm: 1, total: 4 } } };
    };
    const home = portal.modelOf(homeModel);
    expect(portal.modelOf(homeModel)).toBe(home);
    expect(root.userScoped.stores).toContain(home);
    await home.load('confirm');
    expect(home.figure('confirm')).toEqual({ status: 'ready', data: { toConfirm: 3, changeToConfirm: 1, total: 4 } });
    expect(calls).toEqual([endpoints.findConfirmCount.path]);
    root.clear();
    expect(home.figure('confirm')).toBeUndefined();
  });
});
