import { describe, expect, it } from 'vitest';
import { appPrefixOf, chooseTenant, hostNameOf, isTenantId, normaliseTenantName } from './tenant';

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
    for (const bad of ['../etc', 'a/b', '-acme', '', 'acme%2F..', 'a'.repeat(41), 'acme.json', 'ac me']) {
      const search = `?tenant=${encodeURIComponent(bad)}`;
      expect(chooseTenant({ search, pathname: '/acme/', deploy })).toBe('acme');
    }
    expect(chooseTenant({ search: '', pathname: '/x/', deploy: { tenantByPrefix: { x: '../x' }, defaultTenant: 'B/ad' } })).toBeUndefined();
  });

  it('normalises a name (trim, lower case) before using it', () => {
    expect(chooseTenant({ search: '?tenant=GLOBEX', pathname: '/acme/', deploy })).toBe('globex');
    expect(chooseTenant({ search: `?tenant=${encodeURIComponent(' Initech ')}`, pathname: '/acme/', deploy })).toBe('initech');
    expect(chooseTenant({ search: '', pathname: '/x/', deploy: { tenantByPrefix: { x: 'Acme' }, defaultTenant: ' DEMO' } })).toBe('acme');
    expect(chooseTenant({ search: '', pathname: '/', deploy: { defaultTenant: ' DEMO' } })).toBe('demo');
    expect(normaliseTenantName('  GloBex ')).toBe('globex');
  });

  it('then the host name in tenantByHost (any case, without the port), in the order query → prefix → host → default', () => {
    const byHost = { ...deploy, tenantByHost: { 'srm.northwind.test': 'northwind', 'SRM.Globex.Example': 'globex' } };
    expect(chooseTenant({ search: '', pathname: '/other/', host: 'srm.northwind.test', deploy: byHost })).toBe('northwind');
    expect(chooseTenant({ search: '', pathname: '/other/', host: 'SRM.NorthWind.test:8443', deploy: byHost })).toBe('northwind');
    expect(chooseTenant({ search: '', pathname: '/other/', host: 'srm.globex.example', deploy: byHost })).toBe('globex');
    // The prefix wins over the host, the query over both; an unknown host falls to the default.
    expect(chooseTenant({ search: '', pathname: '/acme/', host: 'srm.northwind.test', deploy: byHost })).toBe('acme');
    expect(chooseTenant({ search: '?tenant=initech', pathname: '/acme/', host: 'srm.northwind.test', deploy: byHost })).toBe('initech');
    expect(chooseTenant({ search: '', pathname: '/other/', host: 'other.example', deploy: byHost })).toBe('demo');
    expect(chooseTenant({ search: '', pathname: '/other/', deploy: byHost })).toBe('demo');
    // No inherited keys, no host that is not a host name.
    expect(chooseTenant({ search: '', pathname: '/', host: 'constructor', deploy: { tenantByHost: {} } })).toBeUndefined();
    expect(chooseTenant({ search: '', pathname: '/', host: 'a b', deploy: { tenantByHost: { 'a b': 'acme' } } })).toBeUndefined();
  });

  it('reads a host as a host name: lower case, no port, no trailing dot, IPv6 in brackets', () => {
    expect(hostNameOf('SRM.Acme.example:8443')).toBe('srm.acme.example');
    expect(hostNameOf('srm.acme.example.')).toBe('srm.acme.example');
    expect(hostNameOf('[::1]:80')).toBe('[::1]');
    expect(hostNameOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostNameOf("a.example; script-src 'unsafe-eval'")).toBe('');
    expect(hostNameOf('x'.repeat(300))).toBe('');
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
