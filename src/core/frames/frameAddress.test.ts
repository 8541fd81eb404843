import { describe, expect, it } from 'vitest';
import { frameAddress, frameTargetOf, isNonCachedAddress, isShellAddress, originOfAddress } from './frameAddress';

describe('frameAddress', () => {
  it('takes src, else path', () => {
    expect(frameAddress({ src: '/rfq/#/v2/list', name: '询价' })).toBe('/rfq/#/v2/list');
    expect(frameAddress({ path: '/order/#/v2/order/list' })).toBe('/order/#/v2/order/list');
    expect(frameAddress({ name: 'x' })).toBeUndefined();
    expect(frameAddress({ src: '  ' })).toBeUndefined();
  });

  it('trims the address before appending parameters (no space left inside it)', () => {
    expect(frameAddress({ src: ' /x ', id: '1' })).toBe('/x?id=1');
    expect(frameAddress({ src: ' ', path: ' /y#/list ', id: '2' })).toBe('/y#/list?id=2');
    expect(frameTargetOf({ src: '/x ', id: '1' }, 'https://srm.example.com', [])).toMatchObject({ ok: true, target: { address: '/x?id=1' } });
  });

  it('appends the other parameters except src and name', () => {
    expect(frameAddress({ src: '/rfq/#/v2/detail', name: 'n', id: '7', taskId: 't' })).toBe('/rfq/#/v2/detail?id=7&taskId=t');
    expect(frameAddress({ src: '/x?a=1', id: '2' })).toBe('/x?a=1&id=2');
    expect(frameAddress({ path: '/p', id: '2' })).toBe('/p?id=2');
    // With src given, a `path` parameter is an ordinary parameter.
    expect(frameAddress({ src: '/s', path: 'p' })).toBe('/s?path=p');
  });

  it('puts parameters into the hash route query when the address has a hash', () => {
    expect(frameAddress({ src: '/subapps/rfq/?n=1#/v2/list', id: '2' })).toBe('/subapps/rfq/?n=1#/v2/list?id=2');
    expect(frameAddress({ src: '/subapps/rfq/#/v2/list?x=1', id: '2' })).toBe('/subapps/rfq/#/v2/list?x=1&id=2');
  });

  it('does not repeat a parameter the address already has', () => {
    expect(frameAddress({ src: '/s/#/d?id=1', id: '2' })).toBe('/s/#/d?id=1');
    expect(frameAddress({ src: '/s?_t=1', _t: '1' })).toBe('/s?_t=1');
  });

  it('appends name for type=supplierDetail and carries _t and elsAccount', () => {
    expect(frameAddress({ src: '/s', name: '供应商', type: 'supplierDetail' })).toBe('/s?name=%E4%BE%9B%E5%BA%94%E5%95%86&type=supplierDetail');
    expect(frameAddress({ src: '/report/designer', _t: '123', elsAccount: '307000' })).toBe('/report/designer?_t=123&elsAccount=307000');
  });
});

describe('frame host rules', () => {
  it('gives the configured apps a non-cached frame', () => {
    const list = ['/demandPool/list', '/saleOrder/list'];
    expect(isNonCachedAddress('/subapps/rfq/#/demandPool/list?x=1', list)).toBe(true);
    expect(isNonCachedAddress('/subapps/order/#/v2/saleOrder/list', list)).toBe(true);
    expect(isNonCachedAddress('/subapps/order/#/v2/order/list', list)).toBe(false);
    expect(isNonCachedAddress('/x', [''])).toBe(false);
  });

  it('posts to the origin of the frame document, relative addresses at the shell', () => {
    expect(originOfAddress('/subapps/rfq/', 'https://srm.example.com')).toBe('https://srm.example.com');
    expect(originOfAddress('https://rfq.partner.com/a', 'https://srm.example.com')).toBe('https://rfq.partner.com');
    expect(originOfAddress('javascript:alert(1)', 'https://srm.example.com')).toBeNull();
  });

  it('refuses missing, unsafe and foreign addresses', () => {
    const shell = 'https://srm.example.com';
    expect(frameTargetOf({ name: 'x' }, shell, [])).toEqual({ ok: false, reason: 'missing', refusal: 'missing' });
    expect(frameTargetOf({ src: 'javascript:alert(1)' }, shell, [])).toMatchObject({ ok: false, reason: 'refused', refusal: 'unsafe' });
    expect(frameTargetOf({ src: '//evil.example/x' }, shell, [])).toMatchObject({ ok: false, reason: 'refused', refusal: 'unsafe' });
    expect(frameTargetOf({ src: 'https://evil.example/' }, shell, [])).toMatchObject({ ok: false, reason: 'refused', refusal: 'foreign-origin' });
    expect(frameTargetOf({ src: 'https://rfq.partner.com/', id: '1' }, shell, ['https://rfq.partner.com'])).toEqual({
      ok: true,
      target: { address: 'https://rfq.partner.com/?id=1', origin: 'https://rfq.partner.com', safety: 'allowed-origin' },
    });
    expect(frameTargetOf({ src: '/subapps/rfq/' }, shell, [])).toMatchObject({ ok: true, target: { origin: shell, safety: 'relative' } });
  });

  it('never frames the shell itself: an address under its prefix at its origin', () => {
    const shell = 'https://srm.example.com';
    for (const src of ['/portal/info/index', '/portal/', '/portal', '/portal/#/portal/info/index', 'https://srm.example.com/portal/index.html', 'info/index', '//srm.example.com/portal/x', '/a/../portal/x']) {
      expect(isShellAddress(src, shell, '/portal'), src).toBe(true);
    }
    for (const src of ['/subapps/rfq/', '/portalx/', 'https://rfq.partner.com/portal/', '/subapps/portal/']) {
      expect(isShellAddress(src, shell, '/portal'), src).toBe(false);
    }
    // At the root the shell is / and /index.html; the sub-apps live beside it.
    expect(isShellAddress('/', shell, '')).toBe(true);
    expect(isShellAddress('/index.html', shell, '')).toBe(true);
    expect(isShellAddress('/subapps/rfq/', shell, '')).toBe(false);
    expect(frameTargetOf({ src: '/portal/info/index', name: 'evil4' }, shell, [], '/portal')).toEqual({ ok: false, reason: 'refused', refusal: 'shell-in-frame', address: '/portal/info/index' });
    expect(frameTargetOf({ src: '/subapps/rfq/' }, shell, [], '/portal').ok).toBe(true);
  });
});
