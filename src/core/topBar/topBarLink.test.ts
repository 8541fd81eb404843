import { describe, expect, it } from 'vitest';
import baseLayout from '../../../config/base/layout.json';
import type { LayoutDocument } from '../../generated/layout';
import { checkWhole } from '../config/validate';
import { linkIssues, topBarLinkTarget } from './topBarLink';

const SHELL = 'http://127.0.0.1:8080';
const HELP = 'https://help.globex.example';

describe('topBarLinkTarget', () => {
  it('opens portal routes as routes and listed https origins as external addresses', () => {
    expect(topBarLinkTarget('/portal/info/documentCenter', SHELL, [HELP])).toEqual({ ok: true, kind: 'route', path: '/portal/info/documentCenter' });
    expect(topBarLinkTarget('https://help.globex.example/srm?lang=en', SHELL, [HELP])).toEqual({ ok: true, kind: 'external', url: 'https://help.globex.example/srm?lang=en' });
  });
  it('refuses scripts, data, protocol-relative and unlisted origins at click time', () => {
    expect(topBarLinkTarget('javascript:alert(1)', SHELL, [HELP])).toEqual({ ok: false, reason: 'unsafe' });
    expect(topBarLinkTarget('data:text/html,x', SHELL, [HELP])).toEqual({ ok: false, reason: 'unsafe' });
    expect(topBarLinkTarget('//evil.example/x', SHELL, [HELP])).toEqual({ ok: false, reason: 'unsafe' });
    expect(topBarLinkTarget('https://evil.example/help', SHELL, [HELP])).toEqual({ ok: false, reason: 'foreign-origin' });
    expect(topBarLinkTarget('http://help.globex.example/', SHELL, ['http://help.globex.example'])).toEqual({ ok: false, reason: 'foreign-origin' });
  });
});

describe('linkIssues', () => {
  const base = baseLayout as unknown as LayoutDocument;
  const withLink = (to: string, origins?: Record<string, { order: number; origin: string }>): LayoutDocument => ({
    ...base,
    app: { ...base.app, ...(origins ? { linkOrigins: origins } : {}) },
    topBar: { ...base.topBar, help: { order: 95, kind: 'link', label: 'Help', to, target: 'newWindow', icon: 'help', showLabel: true } },
  });
  it('accepts an external link whose origin is listed', () => {
    expect(checkWhole(withLink(`${HELP}/srm`, { help: { order: 10, origin: HELP } }))).toEqual([]);
  });
  it('refuses an external link to an origin that is not listed, naming the item', () => {
    expect(linkIssues(withLink('https://evil.example/help'))).toEqual([
      expect.objectContaining({ pointer: '/topBar/help/to', rule: 'linkOrigin', message: expect.stringContaining('app.linkOrigins') }),
    ]);
    expect(checkWhole(withLink('https://evil.example/help')).map((issue) => issue.rule)).toEqual(['linkOrigin']);
  });
  it('refuses javascript: and http: links by the schema', () => {
    expect(checkWhole(withLink('javascript:alert(1)')).length).toBeGreaterThan(0);
    expect(checkWhole(withLink('http://help.globex.example/')).length).toBeGreaterThan(0);
  });
});
