import { describe, expect, it } from 'vitest';
import type { MenuRule } from '../../generated/layout';
import { isAllowedMessageOrigin, judgeInbound, messagesAllowedFrom, routerPathOf, tagRoute } from './policy';

const shell = 'https://srm.example.com';
const allowed = ['https://rfq.partner.com'];

describe('who may talk to the shell', () => {
  const own = { name: 'own frame window' };
  const other = { name: 'another frame window' };
  const frames = [
    { key: '/subapps/rfq/', window: own },
    { key: '/closed', window: null },
  ];

  it('accepts only its own frames at an allowed origin', () => {
    expect(judgeInbound({ source: own, origin: shell }, frames, shell, allowed)).toEqual({ accepted: true, key: '/subapps/rfq/' });
    expect(judgeInbound({ source: own, origin: 'https://rfq.partner.com' }, frames, shell, allowed)).toEqual({ accepted: true, key: '/subapps/rfq/' });
  });

  it('refuses a window that is not one of its frames, whatever the origin', () => {
    expect(judgeInbound({ source: other, origin: shell }, frames, shell, allowed)).toEqual({ accepted: false, reason: 'not-own-frame' });
    expect(judgeInbound({ source: null, origin: shell }, frames, shell, allowed)).toEqual({ accepted: false, reason: 'not-own-frame' });
    // A frame whose window is gone never matches a null source.
    expect(judgeInbound({ source: undefined, origin: shell }, frames, shell, allowed).accepted).toBe(false);
  });

  it('refuses its own frame when the frame now shows a foreign origin', () => {
    expect(judgeInbound({ source: own, origin: 'https://evil.example' }, frames, shell, allowed)).toEqual({ accepted: false, reason: 'origin-not-allowed' });
    expect(judgeInbound({ source: own, origin: 'null' }, frames, shell, allowed)).toEqual({ accepted: false, reason: 'origin-not-allowed' });
  });

  it('checks origins exactly', () => {
    expect(isAllowedMessageOrigin(shell, shell, [])).toBe(true);
    expect(isAllowedMessageOrigin('https://rfq.partner.com', shell, allowed)).toBe(true);
    expect(isAllowedMessageOrigin('https://rfq.partner.com:444', shell, allowed)).toBe(false);
    expect(isAllowedMessageOrigin('http://srm.example.com', shell, allowed)).toBe(false);
    expect(isAllowedMessageOrigin('', shell, allowed)).toBe(false);
  });
});

// The base layout's menu rules.
const rules: MenuRule[] = [
  { order: 10, urlContains: '/forward/detail', target: 'forward', path: '/forward/detail' },
  { order: 20, urlContains: '/audit/', target: 'audit', path: '/audit' },
  { order: 30, urlContains: '/portal/', target: 'portal', path: '{url}' },
  { order: 40, urlNotContains: '/portal/', target: 'frame', path: '/myiframe/{routerPath}' },
];

describe('openNewTag → a route by the menu rules', () => {
  const opts = { shellOrigin: shell, allowedOrigins: allowed, rules, shellPrefix: '/portal' };
  const tag = (src: string, query: Record<string, string> = {}, name = 'n') => tagRoute({ type: 'openNewTag', name, src, query }, opts);

  it('opens the frame route with the page query, src and name', () => {
    expect(tag('/subapps/order/#/v2/order/detail', { id: 'PO-1' }, '订单详情')).toEqual({
      ok: true,
      path: '/myiframe/order',
      query: { id: 'PO-1', src: '/subapps/order/#/v2/order/detail', name: '订单详情' },
    });
  });

  it('never lets the query replace src or name', () => {
    expect(tag('/s/', { src: 'javascript:alert(1)', name: 'x' })).toEqual({ ok: true, path: '/myiframe/s', query: { src: '/s/', name: 'n' } });
  });

  it('opens a portal address as the portal page, never the shell in a frame (the evil4 message)', () => {
    expect(tag('/portal/info/index', {}, 'evil4')).toEqual({ ok: true, path: '/portal/info/index', query: {} });
    expect(tag('/portal/#/portal/info/message?tab=unread', { extra: '1' })).toEqual({ ok: true, path: '/portal/info/message', query: { extra: '1', tab: 'unread' } });
    expect(tag('https://srm.example.com/portal/#/portal/info/todo')).toMatchObject({ ok: true, path: '/portal/info/todo' });
    expect(tag('/audit/todo?businessType=order')).toMatchObject({ ok: true, path: '/audit', query: { businessType: 'order' } });
    // Rules that would frame it: refused, never framed.
    const framing: MenuRule[] = [{ order: 1, target: 'frame', path: '/myiframe/{routerPath}' }];
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/portal/info/index', query: {} }, { ...opts, rules: framing })).toEqual({ ok: false, refusal: 'shell-in-frame' });
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/subapps/rfq/', query: {} }, { ...opts, rules: framing })).toMatchObject({ ok: true, path: '/myiframe/rfq' });
  });

  it('uses the same url rules as the menu, and says why it refuses', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'vbscript:x', 'blob:https://srm.example.com/1', '/\\evil.example/']) {
      expect(tag(src), src).toEqual({ ok: false, refusal: 'unsafe' });
    }
    expect(tag('https://evil.example/')).toEqual({ ok: false, refusal: 'foreign-origin' });
    expect(tag('https://rfq.partner.com/app/#/x')).toMatchObject({ ok: true, path: '/myiframe/app' });
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/x/', query: {} }, { ...opts, rules: [] })).toEqual({ ok: false, refusal: 'no-rule' });
  });

  it('follows the layout frame route template', () => {
    const custom: MenuRule[] = [{ order: 1, target: 'frame', path: '/frame/{routerPath}' }];
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/a/b/', query: {} }, { ...opts, rules: custom })).toMatchObject({ ok: true, path: '/frame/b' });
  });

  it('names the route after the last folder of the address', () => {
    expect(routerPathOf('/subapps/rfq/#/v2/list')).toBe('rfq');
    expect(routerPathOf('/subapps/report/index.html?_t=1')).toBe('report');
    expect(routerPathOf('https://rfq.partner.com/')).toBe('urlPath');
    expect(routerPathOf('/a b/')).toBe('a_b');
  });
});

describe('which messages an origin may send', () => {
  const rules = [{ origin: 'https://rfq.partner.com', messages: ['openFlowDialog'] }, { origin: 'https://report.partner.com' }];

  it('lets the shell origin send all, an allowed origin what its rule lists (all by default), others none', () => {
    expect(messagesAllowedFrom(shell, shell, rules)).toEqual(['openNewTag', 'openFlowDialog', 'openNewPage', 'openAuditDetail']);
    expect(messagesAllowedFrom('https://rfq.partner.com', shell, rules)).toEqual(['openFlowDialog']);
    expect(messagesAllowedFrom('https://report.partner.com', shell, rules)).toEqual(['openNewTag', 'openFlowDialog', 'openNewPage', 'openAuditDetail']);
    expect(messagesAllowedFrom('https://evil.example', shell, rules)).toEqual([]);
    expect(messagesAllowedFrom('https://rfq.partner.com', shell, [{ origin: 'https://rfq.partner.com', messages: [] }])).toEqual([]);
  });
});
