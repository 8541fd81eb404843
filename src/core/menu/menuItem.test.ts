import { describe, expect, it } from 'vitest';
import type { MenuRule } from '../../generated/layout';
import { classifyUrl, displayChildren, fillAccountPlaceholders, menuItemToRoute, isMenuTree, normaliseMenu } from './menuItem';

const rules: MenuRule[] = [
  { order: 40, urlNotContains: '/portal/', target: 'frame', path: '/myiframe/{routerPath}' },
  { order: 10, urlContains: '/forward/detail', target: 'forward', path: '/forward/detail' },
  { order: 30, urlContains: '/portal/', target: 'portal', path: '{url}' },
  { order: 20, urlContains: '/audit/', target: 'audit', path: '/audit' },
];
const opts = { shellOrigin: 'https://srm.example.com', allowedOrigins: ['https://rfq.partner.com'] };
const item = (appUrl: string, appCode = 'x1') => ({ appCode, appName: '询价管理', appUrl });

describe('menuItemToRoute', () => {
  it('opens a url without /portal/ in the frame route with src and name', () => {
    expect(menuItemToRoute(item('/rfq/#/v2/list', 'rfq'), rules, opts)).toEqual({
      target: 'frame',
      path: '/myiframe/rfq',
      query: { src: '/rfq/#/v2/list', name: '询价管理' },
    });
  });

  it('names the page by the translation key the shell knows (the tab label follows the language), else by appName', () => {
    const keyed = { ...item('/rfq/#/v2/list', 'rfq'), appNameI18nKey: 'i18n_menu_rfq' };
    expect(menuItemToRoute(keyed, rules, { ...opts, knowsKey: (key) => key === 'i18n_menu_rfq' })?.query.name).toBe('i18n_menu_rfq');
    expect(menuItemToRoute(keyed, rules, { ...opts, knowsKey: () => false })?.query.name).toBe('询价管理');
    expect(menuItemToRoute(keyed, rules, opts)?.query.name).toBe('询价管理');
  });

  it('opens an /audit/ url as /audit with its query', () => {
    expect(menuItemToRoute(item('/audit/todo?businessType=order&x=1'), rules, opts)).toEqual({
      target: 'audit',
      path: '/audit',
      query: { businessType: 'order', x: '1', name: '询价管理' },
    });
  });

  it('opens /forward/detail with its query before the frame rule', () => {
    expect(menuItemToRoute(item('/forward/detail?id=7'), rules, opts)).toEqual({
      target: 'forward',
      path: '/forward/detail',
      query: { id: '7', name: '询价管理' },
    });
  });

  it('opens a portal url as the shell route itself, with or without prefix and hash', () => {
    expect(menuItemToRoute(item('/portal/info/message?tab=unread'), rules, opts)).toEqual({
      target: 'portal',
      path: '/portal/info/message',
      query: { tab: 'unread' },
    });
    expect(menuItemToRoute(item('/portal/#/portal/info/todo'), rules, opts)?.path).toBe('/portal/info/todo');
  });

  it('never opens javascript:, data: or protocol-relative urls', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'vbscript:x']) {
      expect(menuItemToRoute(item(bad), rules, opts)).toBeNull();
    }
  });

  it('opens a foreign origin only when the layout allows it', () => {
    expect(menuItemToRoute(item('https://evil.example/app'), rules, opts)).toBeNull();
    expect(menuItemToRoute(item('https://rfq.partner.com/#/v2/list'), rules, opts)?.target).toBe('frame');
    expect(menuItemToRoute(item('https://srm.example.com/rfq/'), rules, opts)?.target).toBe('frame');
  });

  it('gives null for an item without url', () => {
    expect(menuItemToRoute({ appCode: 'g', appName: 'group' }, rules, opts)).toBeNull();
  });
});

describe('classifyUrl', () => {
  it('classifies every kind', () => {
    expect(classifyUrl('/a/b', opts.shellOrigin, opts.allowedOrigins)).toBe('relative');
    expect(classifyUrl('https://srm.example.com/a', opts.shellOrigin, opts.allowedOrigins)).toBe('same-origin');
    expect(classifyUrl('https://rfq.partner.com/a', opts.shellOrigin, opts.allowedOrigins)).toBe('allowed-origin');
    expect(classifyUrl('http://other.com/a', opts.shellOrigin, opts.allowedOrigins)).toBe('foreign-origin');
    expect(classifyUrl('javascript:void(0)', opts.shellOrigin, opts.allowedOrigins)).toBe('unsafe');
    expect(classifyUrl('', opts.shellOrigin, opts.allowedOrigins)).toBe('unsafe');
  });
});

describe('normaliseMenu', () => {
  it('refuses anything but a non-empty array', () => {
    expect(normaliseMenu([])).toBeNull();
    expect(normaliseMenu(null)).toBeNull();
    expect(normaliseMenu({ appCode: 'a' })).toBeNull();
  });

  it('gives a top-level item without children an index child carrying its url', () => {
    const [top] = normaliseMenu([{ appCode: 'msg', appName: '消息', appUrl: '/portal/info/message' }])!;
    expect(top!.children).toHaveLength(1);
    expect(top!.children![0]).toMatchObject({ appCode: 'msg__index', appUrl: '/portal/info/message', isIndex: true });
    expect(displayChildren(top!)).toEqual([]);
  });

  it('keeps nested children and drops malformed entries', () => {
    const [top] = normaliseMenu([{ appCode: 'g', appName: 'G', children: [{ appCode: 'c', appName: 'C', appUrl: '/x' }, { bogus: true }] }])!;
    expect(top!.children!.map((c) => c.appCode)).toEqual(['c']);
  });
});

describe('url rules (menu and bridge addresses)', () => {
  const shell = 'https://srm.example.com';
  const allowed = ['https://rfq.partner.com'];
  const kind = (url: string) => classifyUrl(url, shell, allowed);

  it('never opens script, data or other non-http schemes, however spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:alert(1)',
      'data:text/html;base64,PGI+',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://srm.example.com/x',
      'mailto:a@b.c',
      'blob:https://srm.example.com/uuid',
    ]) {
      expect(kind(url), url).toBe('unsafe');
    }
  });

  it('refuses protocol-relative and backslash addresses (they leave the origin)', () => {
    expect(kind('//evil.example/x')).toBe('unsafe');
    expect(kind('\\\\evil.example/x')).toBe('unsafe');
    expect(kind('/\\evil.example')).toBe('unsafe');
    expect(kind('\\/evil.example')).toBe('unsafe');
  });

  it('takes relative paths, including hash routes and queries', () => {
    expect(kind('/subapps/rfq/#/v2/list?x=1')).toBe('relative');
    expect(kind('rfq/index.html')).toBe('relative');
    expect(kind('?a=1')).toBe('relative');
  });

  it('judges http(s) by origin: own, allowed, foreign', () => {
    expect(kind('https://srm.example.com/rfq/')).toBe('same-origin');
    expect(kind('HTTPS://RFQ.PARTNER.COM/#/v2')).toBe('allowed-origin');
    expect(kind('http://rfq.partner.com/')).toBe('foreign-origin');
    expect(kind('https://rfq.partner.com:8443/')).toBe('foreign-origin');
    expect(kind('https://rfq.partner.com.evil.example/')).toBe('foreign-origin');
    expect(kind('https://user@srm.example.com/x')).toBe('same-origin');
  });

  it('routes only openable addresses and leaves a url without matching rule unopened', () => {
    expect(menuItemToRoute(item('https://rfq.partner.com.evil.example/'), rules, opts)).toBeNull();
    expect(menuItemToRoute(item('/x'), [], opts)).toBeNull();
  });
});

describe('account placeholders in menu addresses', () => {
  const account = { elsAccount: '307000', elsSubAccount: '1001' };

  it('fills ${elsAccount} and ${elsSubAccount} in every menu route, not only in getMyApp', () => {
    const report = menuItemToRoute(item('/subapps/report/?_t=${elsAccount}', 'report'), rules, { ...opts, account });
    expect(report).toEqual({ target: 'frame', path: '/myiframe/report', query: { src: '/subapps/report/?_t=307000', name: '询价管理' } });
    const portal = menuItemToRoute(item('/portal/info/list?owner=${elsAccount}_${elsSubAccount}'), rules, { ...opts, account });
    expect(portal).toEqual({ target: 'portal', path: '/portal/info/list', query: { owner: '307000_1001' } });
    const audit = menuItemToRoute(item('/audit/todo?els=${elsAccount}'), rules, { ...opts, account });
    expect(audit?.query.els).toBe('307000');
  });

  it('knows the forms the platform uses: with and without $, URL-encoded', () => {
    for (const form of ['${elsAccount}', '{elsAccount}', '$%7BelsAccount%7D', '%24%7BelsAccount%7D', '%7belsAccount%7d']) {
      expect(fillAccountPlaceholders(`/r/?_t=${form}&s=\${elsSubAccount}`, account), form).toBe('/r/?_t=307000&s=1001');
    }
  });

  it('fills a sub-account placeholder alone too (the quick test before the replacement lets both through)', () => {
    expect(fillAccountPlaceholders('/r/?s=${elsSubAccount}', account)).toBe('/r/?s=1001');
    expect(fillAccountPlaceholders('/r/?s=%7BelsSubAccount%7D', account)).toBe('/r/?s=1001');
  });

  it('classifies addresses with and without what is cleaned away alike', () => {
    expect(classifyUrl('/subapps/order/#/list', 'https://srm.example.com', [])).toBe('relative');
    expect(classifyUrl(' java\tscript:alert(1)', 'https://srm.example.com', [])).toBe('unsafe');
    expect(classifyUrl('/\\evil.example', 'https://srm.example.com', [])).toBe('unsafe');
  });

  it('encodes the values, leaves other braces alone and an address without account as it is', () => {
    expect(fillAccountPlaceholders('/r/?a=${elsAccount}', { elsAccount: 'a&b=c', elsSubAccount: '1' })).toBe('/r/?a=a%26b%3Dc');
    expect(fillAccountPlaceholders('/r/#/x?{id}=${other}', account)).toBe('/r/#/x?{id}=${other}');
    expect(fillAccountPlaceholders('/r/?_t=${elsAccount}', undefined)).toBe('/r/?_t=${elsAccount}');
  });
});

describe('menuItemToRoute for external sub-apps', () => {
  it('opens an allowed origin whose address contains /portal/ in a frame, not as a portal route', () => {
    expect(menuItemToRoute(item('https://rfq.partner.com/portal/contract/#/v2/list', 'ext_contract'), rules, opts)).toEqual({
      target: 'frame',
      path: '/myiframe/ext_contract',
      query: { src: 'https://rfq.partner.com/portal/contract/#/v2/list', name: '询价管理' },
    });
  });
  it('still reads a same-origin /portal/ address as the portal route', () => {
    expect(menuItemToRoute(item('/portal/#/portal/info/index'), rules, opts)?.target).toBe('portal');
  });
});

describe('isMenuTree (a menu read back from storage)', () => {
  const item = { appCode: 'a', appName: 'A', appUrl: '/a', roleList: ['r'], children: [{ appCode: 'b', appName: 'B', children: [] }] };
  it('accepts a normalised menu, to any depth', () => {
    expect(isMenuTree([item])).toBe(true);
    expect(isMenuTree([])).toBe(true);
  });
  it.each([
    ['an object', { 0: item }],
    ['a string', 'menu'],
    ['an item without a name', [{ appCode: 'a' }]],
    ['roles that are not a list', [{ ...item, roleList: 'admin' }]],
    ['children that are not a list', [{ ...item, children: {} }]],
    ['a bad grandchild', [{ ...item, children: [{ appCode: 'b', appName: 'B', children: [null] }] }]],
    ['null items', [null]],
  ])('refuses %s', (_name, value) => {
    expect(isMenuTree(value)).toBe(false);
  });
});
