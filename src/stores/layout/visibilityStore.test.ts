import { describe, expect, it } from 'vitest';
import { memoryStorage, TypedStorage } from '../../core/storage';
import { SettingsStore } from '../settingsStore';
import { scriptedHttp, sessionOver, signedInStorage } from '../testKit';
import { VisibilityStore } from './visibilityStore';

function makeVisibility(user?: { station: string; permission: string; roles: string[] }) {
  const http = scriptedHttp();
  const session = sessionOver(http, user ? signedInStorage(user) : memoryStorage());
  const settings = new SettingsStore(http, new TypedStorage(memoryStorage()));
  return { visibility: new VisibilityStore(session, settings), settings };
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
});
