// Rules the layout schema holds for security: an address inside the portal can never name another
// site, and what goes into every page's CSP header is bounded. Checked with the generated validator
// the shell and the server both use.
import { describe, expect, it } from 'vitest';
import { checkPatch } from '../src/core/config/validate';

const otherSites = ['//evil.example/x', '/\\evil.example/x', '//evil.example'];

describe('in-portal addresses are never protocol-relative', () => {
  const places: [string, (path: string) => unknown, string][] = [
    ['the home tab', (path) => ({ app: { homeTab: { path, label: 'Home' } } }), '/app/homeTab/path'],
    ['a top-bar link', (path) => ({ topBar: { help: { order: 1, kind: 'link', to: path } } }), '/topBar/help/to'],
    ['an approval link', (path) => ({ auditLinks: { contract: { order: 1, path } } }), '/auditLinks/contract/path'],
    ['a route', (path) => ({ routes: { evil: { order: 1, path, auth: false, plugin: 'errors', page: 'notFound' } } }), '/routes/evil/path'],
    ['a route redirect', (path) => ({ routes: { evil: { order: 1, path: '/evil', auth: false, redirect: path } } }), '/routes/evil/redirect'],
  ];

  it.each(places)('refuses another site in %s, and takes a portal path there', (_name, patch, pointer) => {
    for (const address of otherSites) {
      const issues = checkPatch(patch(address));
      expect(issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toContain(`${pointer} pattern`);
    }
    expect(checkPatch(patch('/portal/info/index')).filter((issue) => issue.pointer === pointer)).toEqual([]);
  });

  it('refuses a protocol-relative menu rule template', () => {
    const issues = checkPatch({ menuRules: { evil: { order: 1, target: 'portal', path: '//evil.example/{url}' } } });
    expect(issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toContain('/menuRules/evil/path pattern');
  });
});

describe('frame origins are bounded (they go into the CSP header of every page)', () => {
  const origins = (count: number, length = 20) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`o${i}`, { order: i, origin: `https://${'a'.repeat(length)}${i}.example` }]));

  it('takes 32 origins and refuses 33', () => {
    expect(checkPatch({ frames: { allowedOrigins: origins(32) } })).toEqual([]);
    const issues = checkPatch({ frames: { allowedOrigins: origins(33) } });
    expect(issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toContain('/frames/allowedOrigins maxProperties');
  });

  it('refuses an origin longer than 200 characters', () => {
    const issues = checkPatch({ frames: { allowedOrigins: origins(1, 200) } });
    expect(issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toContain('/frames/allowedOrigins/o0/origin maxLength');
  });
});
