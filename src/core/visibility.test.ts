import { describe, expect, it } from 'vitest';
import { isMenuItemAllowed, isSettingOn, isVisible, type VisibilityContext } from './visibility';

const buyer: VisibilityContext = { authenticated: true, station: 'purchase', roles: ['admin'], permission: 'admin', settings: { IndexPage_Order: '1', IndexPage_Logistics: '0' } };
const supplier: VisibilityContext = { authenticated: true, station: 'sale', roles: [], permission: 'user', settings: {} };

describe('isVisible', () => {
  it('hides the QR item for station sale only', () => {
    const rule = { stationsExcluded: ['sale'] };
    expect(isVisible(rule, buyer)).toBe(true);
    expect(isVisible(rule, supplier)).toBe(false);
  });

  it('shows an item without a rule to everybody', () => {
    expect(isVisible(undefined, supplier)).toBe(true);
    expect(isVisible({}, supplier)).toBe(true);
  });

  it('limits to stations, roles and permissions', () => {
    expect(isVisible({ stationsIncluded: ['sale'] }, buyer)).toBe(false);
    expect(isVisible({ stationsIncluded: ['sale'] }, supplier)).toBe(true);
    expect(isVisible({ rolesAnyOf: ['admin', 'x'] }, buyer)).toBe(true);
    expect(isVisible({ rolesAnyOf: ['admin'] }, supplier)).toBe(false);
    expect(isVisible({ permissionsAnyOf: ['admin'] }, buyer)).toBe(true);
    expect(isVisible({ permissionsAnyOf: ['admin'] }, supplier)).toBe(false);
  });

  it('needs every named setting switched on', () => {
    expect(isVisible({ settingsOn: ['IndexPage_Order'] }, buyer)).toBe(true);
    expect(isVisible({ settingsOn: ['IndexPage_Order', 'IndexPage_Logistics'] }, buyer)).toBe(false);
    expect(isVisible({ settingsOn: ['IndexPage_Order'] }, supplier)).toBe(false);
  });

  it('separates signed-in from signed-out users', () => {
    expect(isVisible({ authenticated: false }, buyer)).toBe(false);
    expect(isVisible({ authenticated: true }, buyer)).toBe(true);
  });
});

describe('isSettingOn', () => {
  it('reads numeric flags', () => {
    expect(isSettingOn('1')).toBe(true);
    expect(isSettingOn('2')).toBe(true);
    expect(isSettingOn('0')).toBe(false);
    expect(isSettingOn('')).toBe(false);
    expect(isSettingOn(undefined)).toBe(false);
  });
});

describe('isMenuItemAllowed', () => {
  it('allows items without a role list and items listing one of the roles', () => {
    expect(isMenuItemAllowed(undefined, [])).toBe(true);
    expect(isMenuItemAllowed([], [])).toBe(true);
    expect(isMenuItemAllowed(['admin'], ['admin'])).toBe(true);
    expect(isMenuItemAllowed(['admin'], ['user'])).toBe(false);
  });
});

describe('isVisible: accounts, sub-accounts, supplier and audiences', () => {
  const user: VisibilityContext = { ...buyer, account: '307000', subAccount: '1001', audiences: new Set(['pilot']) };
  it('matches the company account and the sub-account as elsAccount_elsSubAccount', () => {
    expect(isVisible({ accountsAnyOf: ['307000'] }, user)).toBe(true);
    expect(isVisible({ accountsAnyOf: ['500100'] }, user)).toBe(false);
    expect(isVisible({ subAccountsAnyOf: ['307000_1001'] }, user)).toBe(true);
    expect(isVisible({ subAccountsAnyOf: ['1001'] }, user)).toBe(false);
    expect(isVisible({ accountsAnyOf: ['307000'] }, buyer)).toBe(false);
  });

  it('tells suppliers (station sale) from staff, and nobody signed in is neither', () => {
    expect(isVisible({ supplier: true }, supplier)).toBe(true);
    expect(isVisible({ supplier: false }, supplier)).toBe(false);
    expect(isVisible({ supplier: false }, buyer)).toBe(true);
    const out: VisibilityContext = { authenticated: false, roles: [], settings: {} };
    expect(isVisible({ supplier: false }, out)).toBe(false);
    expect(isVisible({ supplier: true }, out)).toBe(false);
  });

  it('names audiences the viewer belongs to, and none without them', () => {
    expect(isVisible({ audiencesAnyOf: ['other', 'pilot'] }, user)).toBe(true);
    expect(isVisible({ audiencesAnyOf: ['other'] }, user)).toBe(false);
    expect(isVisible({ audiencesAnyOf: ['pilot'] }, buyer)).toBe(false);
  });
});
