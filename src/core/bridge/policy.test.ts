import { describe, expect, it } from 'vitest';
import { isAllowedMessageOrigin, judgeInbound, routerPathOf, tagRoute } from './policy';

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

describe('openNewTag → a frame tab', () => {
  const opts = { shellOrigin: shell, allowedOrigins: allowed };

  it('opens the frame route with the page query, src and name', () => {
    expect(tagRoute({ type: 'openNewTag', name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1' } }, opts)).toEqual({
      path: '/myiframe/order',
      query: { id: 'PO-1', src: '/subapps/order/#/v2/order/detail', name: '订单详情' },
    });
  });

  it('never lets the query replace src or name', () => {
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/s/', query: { src: 'javascript:alert(1)', name: 'x' } }, opts)?.query).toEqual({ src: '/s/', name: 'n' });
  });

  it('uses the same url rules as the menu', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'https://evil.example/']) {
      expect(tagRoute({ type: 'openNewTag', name: 'n', src, query: {} }, opts), src).toBeNull();
    }
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: 'https://rfq.partner.com/app/#/x', query: {} }, opts)?.path).toBe('/myiframe/app');
  });

  it('follows the layout frame route template', () => {
    expect(tagRoute({ type: 'openNewTag', name: 'n', src: '/a/b/', query: {} }, { ...opts, framePath: '/frame/{routerPath}' })?.path).toBe('/frame/b');
  });

  it('names the route after the last folder of the address', () => {
    expect(routerPathOf('/subapps/rfq/#/v2/list')).toBe('rfq');
    expect(routerPathOf('/subapps/report/index.html?_t=1')).toBe('report');
    expect(routerPathOf('https://rfq.partner.com/')).toBe('urlPath');
    expect(routerPathOf('/a b/')).toBe('a_b');
  });
});
