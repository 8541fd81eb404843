import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { firstSegmentOf, forwardedPrefixOf, hostValueOf, requestPlace, TrustedProxies } from './requestTenant.js';

const raw = (url: string, headers: Record<string, string | string[]> = {}, remoteAddress = '127.0.0.1', originalUrl?: string) =>
  ({ url, originalUrl, headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('TrustedProxies', () => {
  it('trusts the listed addresses and networks only; none by default', () => {
    const trusted = new TrustedProxies(['10.0.0.5', '192.168.0.0/16', '::1']);
    expect(trusted.has('10.0.0.5')).toBe(true);
    expect(trusted.has('::ffff:10.0.0.5')).toBe(true);
    expect(trusted.has('192.168.200.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('10.0.0.6')).toBe(false);
    expect(trusted.has(undefined)).toBe(false);
    expect(new TrustedProxies([]).has('127.0.0.1')).toBe(false);
  });

  it('gives the same verdict for an address asked again, also after more distinct addresses than it keeps', () => {
    const trusted = new TrustedProxies(['10.0.0.0/8']);
    const asked = Array.from({ length: 3000 }, (_, n) => (n % 2 === 0 ? `10.0.${(n >> 8) & 255}.${n & 255}` : `192.168.${(n >> 8) & 255}.${n & 255}`));
    for (let round = 0; round < 2; round += 1) expect(asked.map((address) => trusted.has(address))).toEqual(asked.map((_, n) => n % 2 === 0));
    expect([trusted.has('::ffff:10.1.2.3'), trusted.has('::ffff:192.168.1.1')]).toEqual([true, false]);
  });

  it('reads SRM_TRUSTED_PROXIES as a comma list and refuses what is not an address', () => {
    expect(TrustedProxies.fromList(' 10.0.0.5, ,10.1.0.0/16 ')).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(TrustedProxies.fromList(undefined)).toEqual([]);
    expect(() => new TrustedProxies(['proxy.local'])).toThrow();
    expect(() => new TrustedProxies(['10.0.0.0/33'])).toThrow();
    expect(() => new TrustedProxies(['10.0.0.0/8/1'])).toThrow();
  });
});

describe('forwarded values', () => {
  it('a prefix is one path segment; a host is a host and port; the first of a list; long values ignored', () => {
    expect(forwardedPrefixOf('/acme-portal')).toBe('/acme-portal');
    expect(forwardedPrefixOf('/acme-portal/, /other')).toBe('/acme-portal');
    expect(forwardedPrefixOf('acme-portal/')).toBe('/acme-portal');
    for (const bad of ['/a/b', '/..', '/a b', '', `/${'a'.repeat(200)}`]) expect(forwardedPrefixOf(bad), bad).toBeUndefined();
    expect(hostValueOf('srm.acme.example:8443')).toBe('srm.acme.example:8443');
    expect(hostValueOf(['srm.acme.example', 'x'])).toBe('srm.acme.example');
    expect(hostValueOf("a.example; script-src 'unsafe-eval'")).toBeUndefined();
    expect(hostValueOf(`${'a'.repeat(300)}.example`)).toBeUndefined();
    expect(firstSegmentOf('/portal/apis/x')).toBe('/portal');
    expect(firstSegmentOf('/')).toBe('');
  });
});

describe('requestPlace', () => {
  const trusted = new TrustedProxies(['10.0.0.5']);

  it('is the URL as sent (before the prefix was re-rooted) and the Host', () => {
    expect(requestPlace(raw('/portal/apis/login', { host: 'srm.example:80' }, '10.0.0.9', '/acme-portal/apis/login?x=1'), trusted)).toEqual({
      pathname: '/acme-portal/apis/login',
      search: '?x=1',
      host: 'srm.example:80',
      prefix: '/acme-portal',
      forwarded: false,
    });
  });

  it('takes X-Forwarded-Prefix and X-Forwarded-Host from a trusted proxy only', () => {
    const headers = { host: 'backend:3000', 'x-forwarded-prefix': '/nw-portal', 'x-forwarded-host': 'srm.northwind.test' };
    expect(requestPlace(raw('/portal/?tenant=a', headers, '10.0.0.5'), trusted)).toEqual({
      pathname: '/nw-portal/',
      search: '?tenant=a',
      host: 'srm.northwind.test',
      prefix: '/nw-portal',
      forwarded: true,
    });
    expect(requestPlace(raw('/portal/', headers, '10.0.0.6'), trusted)).toMatchObject({ pathname: '/portal/', host: 'backend:3000', prefix: '/portal', forwarded: false });
  });
});
