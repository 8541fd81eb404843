import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from '../../core/storage';
import { SettingsStore } from '../settingsStore';
import { baseLayers, scriptedHttp, sessionOver, signedInStorage } from '../../testing/storeKit';
import { PREVIEW_PRESETS } from '../../core/previewTargets';
import baseLayout from '../../../config/base/layout.json';
import { VisibilityStore } from './visibilityStore';
import { LayoutStore } from './layoutStore';

const preset = (id: string) => PREVIEW_PRESETS.find((candidate) => candidate.id === id)!;

function makeVisibility(user?: { station: string; permission: string; roles: string[] }) {
  const http = scriptedHttp();
  const session = sessionOver(http, user ? signedInStorage(user) : memoryStorage());
  const settings = new SettingsStore({ http, local: new TypedStorage(memoryStorage()) });
  return { visibility: new VisibilityStore({ session, settings }), settings };
}

describe('VisibilityStore', () => {
  it('reads visibility through one evaluator with the user station and settings', () => {
    const { visibility, settings } = makeVisibility();
    const rule = { stationsExcluded: ['sale'] };
    expect(visibility.isVisible(rule)).toBe(true);
    settings.setRows([{ setCode: 'IndexPage_Order', setValue: '0' }]);
    expect(visibility.isVisible({ settingsOn: ['IndexPage_Order'] })).toBe(false);
    settings.setRows([{ setCode: 'IndexPage_Order', setValue: '1' }]);
    expect(visibility.isVisible({ settingsOn: ['IndexPage_Order'] })).toBe(true);
  });

  it('sees the signed-in user: station, roles, permission, and whether an administrator', () => {
    const supplier = makeVisibility({ station: 'sale', permission: 'user', roles: ['user'] }).visibility;
    expect(supplier.isVisible({ stationsExcluded: ['sale'] })).toBe(false);
    expect(supplier.isVisible({ authenticated: true, rolesAnyOf: ['user'] })).toBe(true);
    expect(supplier.isAdmin).toBe(false);
    const admin = makeVisibility({ station: 'purchase', permission: 'admin', roles: ['admin'] }).visibility;
    expect(admin.isVisible({ permissionsAnyOf: ['admin'] })).toBe(true);
    expect(admin.isAdmin).toBe(true);
    expect(makeVisibility().visibility.isVisible({ authenticated: true })).toBe(false);
  });

  it('previews the layout as a supplier: their rules hold, the admin stays an admin', () => {
    const admin = makeVisibility({ station: 'purchase', permission: 'admin', roles: ['admin'] }).visibility;
    const wechatQr = baseLayout.topBar.wechatQr.visibleWhen;
    const layoutEditor = baseLayout.topBar.layoutEditor.visibleWhen;
    expect([admin.isVisible(wechatQr), admin.isVisible(layoutEditor)]).toEqual([true, true]);
    admin.previewAs(preset('supplier'));
    expect(admin.previewTarget?.id).toBe('supplier');
    expect(admin.isVisible(wechatQr)).toBe(false);
    expect(admin.isVisible(layoutEditor)).toBe(false);
    expect(admin.context).toMatchObject({ authenticated: true, station: 'sale', roles: ['user'], permission: 'user' });
    expect(admin.station).toBe('sale');
    expect(admin.isAdmin).toBe(true);
    // The pages the admin may open stay theirs: the editor's route rule holds for them during the preview.
    expect(admin.mayOpen(baseLayout.routes.layoutEditor.visibleWhen)).toBe(true);
    expect(admin.mayOpen(undefined)).toBe(true);
    admin.previewAs(preset('buyerStaff'));
    expect([admin.isVisible(wechatQr), admin.isVisible(layoutEditor), admin.isVisible({ rolesAnyOf: ['admin'] })]).toEqual([true, false, false]);
    admin.previewAs(undefined);
    expect([admin.isVisible(wechatQr), admin.isVisible(layoutEditor), admin.station]).toEqual([true, true, 'purchase']);
  });
});

describe('audiences: the layout for the viewer', () => {
  const audiences = {
    buyerUsers: { order: 10, when: { supplier: false, permissionsAnyOf: ['user'] }, patch: { push: { enabled: false } } },
    company: { order: 20, when: { accountsAnyOf: ['307000'] }, patch: { app: { siteTitle: 'Company' } } },
  };
  // Wired as rootStore wires them: the layout reads the viewer of the visibility store, which reads the layout's audiences.
  function wired(user?: { station: string; permission: string; roles: string[] }) {
    const http = scriptedHttp();
    const session = sessionOver(http, user ? signedInStorage(user) : memoryStorage());
    const settings = new SettingsStore({ http, local: new TypedStorage(memoryStorage()) });
    const holder: { visibility?: VisibilityStore } = {};
    const layout = new LayoutStore({
      startupLayers: [...baseLayers(), { kind: 'tenant', source: 'tenant.json', patch: { audiences } }],
      viewer: () => holder.visibility?.baseContext,
    });
    holder.visibility = new VisibilityStore({ session, settings, audiences: (viewer) => layout.audiencesFor(viewer) });
    return { layout, visibility: holder.visibility };
  }

  it("applies the signed-in user's audiences: push off for a buyer user, on for a buyer admin, nothing signed out", () => {
    const user = wired({ station: 'purchase', permission: 'user', roles: ['user'] });
    expect(user.layout.document.push.enabled).toBe(false);
    expect(user.layout.document.app.siteTitle).toBe('Company');
    expect(user.visibility.isVisible({ audiencesAnyOf: ['buyerUsers'] })).toBe(true);
    const admin = wired({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    expect(admin.layout.document.push.enabled).toBe(true);
    expect(admin.visibility.isVisible({ audiencesAnyOf: ['buyerUsers'] })).toBe(false);
    const nobody = wired();
    expect(nobody.layout.document.push.enabled).toBe(true);
    expect(nobody.layout.document.app.siteTitle).not.toBe('Company');
  });

  it("previews an audience's effect: the preview identity carries station, permission and (same station) the admin's account; opening pages stays the admin's", () => {
    const { layout, visibility } = wired({ station: 'purchase', permission: 'admin', roles: ['admin'] });
    visibility.previewAs(preset('buyerStaff'));
    expect(layout.document.push.enabled).toBe(false);
    expect(layout.document.app.siteTitle).toBe('Company');
    expect(visibility.mayOpen({ audiencesAnyOf: ['buyerUsers'] })).toBe(false);
    visibility.previewAs(preset('supplier'));
    expect(layout.document.app.siteTitle).not.toBe('Company');
    visibility.previewAs(undefined);
    expect(layout.document.push.enabled).toBe(true);
  });
});
