import { describe, expect, it } from 'vitest';
import { appPrefixOf, chooseTenant, isTenantId } from './tenant';

const deploy = { defaultTenant: 'demo', tenantByPrefix: { acme: 'acme', '/globex': 'globex', portal: 'demo2' } };

describe('chooseTenant', () => {
  it('the tenant query parameter wins', () => {
    expect(chooseTenant({ search: '?tenant=initech', pathname: '/acme/index.html', deploy })).toBe('initech');
    expect(chooseTenant({ search: 'x=1&tenant=initech', pathname: '/', deploy })).toBe('initech');
  });

  it('then the first path segment, looked up in tenantByPrefix', () => {
    expect(chooseTenant({ search: '', pathname: '/acme/', deploy })).toBe('acme');
    expect(chooseTenant({ search: '?x=1', pathname: '/globex/index.html', deploy })).toBe('globex');
    expect(chooseTenant({ search: '', pathname: '/portal', deploy })).toBe('demo2');
  });

  it('then defaultTenant, else none', () => {
    expect(chooseTenant({ search: '', pathname: '/other/', deploy })).toBe('demo');
    expect(chooseTenant({ search: '', pathname: '/', deploy: {} })).toBeUndefined();
    expect(chooseTenant({ search: '', pathname: '/acme/', deploy: { tenantByPrefix: {} } })).toBeUndefined();
  });

  it('ignores ids that are not tenant ids, so no path tricks', () => {
    for (const bad of ['../etc', 'ACME', 'a/b', '-acme', '', 'acme%2F..', 'a'.repeat(41), 'acme.json', 'acme ']) {
      const search = `?tenant=${encodeURIComponent(bad)}`;
      expect(chooseTenant({ search, pathname: '/acme/', deploy })).toBe('acme');
    }
    expect(chooseTenant({ search: '', pathname: '/x/', deploy: { tenantByPrefix: { x: '../x' }, defaultTenant: 'Bad' } })).toBeUndefined();
  });

  it('does not find inherited keys of tenantByPrefix', () => {
    expect(chooseTenant({ search: '', pathname: '/constructor/', deploy: { tenantByPrefix: {} } })).toBeUndefined();
    expect(chooseTenant({ search: '', pathname: '/__proto__/', deploy: { tenantByPrefix: {} } })).toBeUndefined();
  });
});

describe('isTenantId', () => {
  it('accepts lower-case ids up to 40 characters', () => {
    expect(isTenantId('acme')).toBe(true);
    expect(isTenantId('0-tenant-9')).toBe(true);
    expect(isTenantId('a'.repeat(40))).toBe(true);
    expect(isTenantId('a'.repeat(41))).toBe(false);
    expect(isTenantId(undefined)).toBe(false);
  });
});

describe('appPrefixOf', () => {
  it.each([
    ['/portal/', '/portal'],
    ['/portal/index.html', '/portal'],
    ['/portal', '/portal'],
    ['/portal/wel/index', '/portal'],
    ['/', ''],
    ['', ''],
    ['/index.html', ''],
    ['/srm.v2/', '/srm.v2'],
    ['/../x', ''],
    ['/%2e%2e/', ''],
  ])('%j → %j', (pathname, prefix) => {
    expect(appPrefixOf(pathname)).toBe(prefix);
  });
});
