import { describe, expect, it } from 'vitest';
import { BRIDGE_CHANNEL, GRANTED_TYPES, LIMITS, outbound, OWN_TAB_TYPES, parseInbound, parseOutbound } from './protocol';

const tag = { type: 'openNewTag', name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1' } };

describe('parseInbound (frames → shell)', () => {
  it("reads the client library's envelope", () => {
    expect(parseInbound({ channel: BRIDGE_CHANNEL, version: 1, type: 'openNewTag', data: { name: 'n', src: '/s', query: { a: '1' } } })).toEqual({
      type: 'openNewTag',
      name: 'n',
      src: '/s',
      query: { a: '1' },
    });
    expect(parseInbound({ channel: BRIDGE_CHANNEL, version: 1, type: 'openFlowDialog', data: { flowId: 'PI-1' } })).toEqual({ type: 'openFlowDialog', flowId: 'PI-1' });
  });

  it("reads the plain shapes the platform's sub-apps post", () => {
    const expected = { type: 'openNewTag', name: '订单详情', src: '/subapps/order/#/v2/order/detail', query: { id: 'PO-1' } };
    expect(parseInbound(tag)).toEqual(expected);
    expect(parseInbound({ type: 'openNewTag', data: { name: '订单详情', src: tag.src, query: tag.query } })).toEqual(expected);
    expect(parseInbound({ openNewTag: true, name: '订单详情', src: tag.src, query: tag.query })).toEqual(expected);
    expect(parseInbound({ openNewTag: { name: '订单详情', src: tag.src, query: tag.query } })).toEqual(expected);
    expect(parseInbound({ action: 'openNewTag', params: { name: '订单详情', src: tag.src, query: tag.query } })).toEqual(expected);
    expect(parseInbound(JSON.stringify(tag))).toEqual(expected);
  });

  it('accepts a query string, scalar values and the url/title aliases', () => {
    expect(parseInbound({ type: 'openNewTag', url: '/s', title: 'T', query: '?a=1&b=2' })).toEqual({ type: 'openNewTag', name: 'T', src: '/s', query: { a: '1', b: '2' } });
    expect(parseInbound({ type: 'openNewTag', src: '/s', query: { n: 3, ok: true, gone: null } })).toEqual({ type: 'openNewTag', name: '/s', src: '/s', query: { n: '3', ok: 'true' } });
  });

  it('reads openFlowDialog in every shape and refuses odd ids', () => {
    for (const message of [
      { type: 'openFlowDialog', flowId: 'PI-1001' },
      { type: 'openFlowDialog', data: { processInstanceId: 'PI-1001' } },
      { openFlowDialog: true, flowId: 'PI-1001' },
      { openFlowDialog: 'PI-1001' },
      { openFlowDialog: { id: 'PI-1001' } },
    ]) {
      expect(parseInbound(message), JSON.stringify(message)).toEqual({ type: 'openFlowDialog', flowId: 'PI-1001' });
    }
    expect(parseInbound({ type: 'openFlowDialog', flowId: 1234 })).toEqual({ type: 'openFlowDialog', flowId: '1234' });
    expect(parseInbound({ type: 'openFlowDialog', flowId: '../x?y' })).toBeNull();
    expect(parseInbound({ type: 'openFlowDialog' })).toBeNull();
  });

  it('accepts openNewPage with anything', () => {
    expect(parseInbound({ type: 'openNewPage', data: { x: 1 } })).toEqual({ type: 'openNewPage' });
    expect(parseInbound({ openNewPage: true })).toEqual({ type: 'openNewPage' });
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      undefined,
      42,
      'not json',
      '[]',
      [],
      {},
      { type: 'somethingElse' },
      { type: 'openNewTag' },
      { type: 'openNewTag', src: '' },
      { type: 'openNewTag', src: '/s', query: { deep: { x: 1 } } },
      { type: 'openNewTag', src: '/s', query: 7 },
      { type: 'openNewTag', src: 'x'.repeat(5000) },
      { type: 'openNewTag', src: '/s', query: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) },
      { channel: 'other-lib', type: 'openNewTag', src: '/s' },
      outbound('activate', { language: 'zh_cn' }),
    ]) {
      expect(parseInbound(raw), JSON.stringify(raw)).toBeNull();
    }
  });

  it('drops query keys that name prototype machinery (__proto__, constructor, prototype)', () => {
    const parsed = parseInbound(JSON.parse('{"type":"openNewTag","src":"/s","query":{"__proto__":"x","constructor":"c","prototype":"p","a":"1"}}'));
    expect(parsed).toEqual({ type: 'openNewTag', name: '/s', src: '/s', query: { a: '1' } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('outbound (shell → frames)', () => {
  it('wraps the data in the envelope, and the client reads only that', () => {
    const message = outbound('languageChange', { language: 'en' });
    expect(message).toEqual({ channel: 'srm-bridge', version: 1, type: 'languageChange', data: { language: 'en' } });
    expect(parseOutbound(message)).toEqual(message);
    expect(parseOutbound({ ...message, version: 2 })).toBeNull();
    expect(parseOutbound({ ...message, type: 'openNewTag' })).toBeNull();
    expect(parseOutbound({ type: 'activate', data: {} })).toBeNull();
    expect(parseOutbound({ ...message, data: 'x' })).toBeNull();
  });
});

describe('parseInbound: openAuditDetail', () => {
  it('reads the type and document number, in the envelope or plain', () => {
    expect(parseInbound({ channel: 'srm-bridge', version: 1, type: 'openAuditDetail', data: { auditType: 'contract', businessId: 'CT-1' } })).toEqual({ type: 'openAuditDetail', auditType: 'contract', businessId: 'CT-1' });
    expect(parseInbound({ type: 'openAuditDetail', businessType: 'contract', id: 7 })).toEqual({ type: 'openAuditDetail', auditType: 'contract', businessId: '7' });
  });
  it('refuses a missing, malformed or oversized type or number', () => {
    expect(parseInbound({ type: 'openAuditDetail', auditType: 'contract' })).toBeNull();
    expect(parseInbound({ type: 'openAuditDetail', auditType: '../x', businessId: 'CT-1' })).toBeNull();
    expect(parseInbound({ type: 'openAuditDetail', auditType: 'contract', businessId: 'x'.repeat(129) })).toBeNull();
  });
});

describe('routeChange', () => {
  it('reads a hash route and an optional label; refuses anything that is not a hash route', () => {
    expect(parseInbound({ channel: 'srm-bridge', version: 1, type: 'routeChange', data: { route: '#/v2/list?page=2', name: '询价管理' } })).toEqual({ type: 'routeChange', route: '/v2/list?page=2', name: '询价管理' });
    expect(parseInbound({ type: 'routeChange', hash: '/v2/list' })).toEqual({ type: 'routeChange', route: '/v2/list' });
    for (const route of ['', 'v2/list', '#v2', 'javascript:alert(1)', 'https://evil.example/', '/a b', '/a#b', '/a\u0000', '/'.padEnd(5000, 'x')]) {
      expect(parseInbound({ type: 'routeChange', route })).toBeNull();
    }
  });
});

describe('appFailed', () => {
  it('reads a start failure in every shape, its message cut to 200 characters and made one line', () => {
    expect(parseInbound({ channel: 'srm-bridge', version: 1, type: 'appFailed', data: { message: 'TypeError: x is undefined' } })).toEqual({ type: 'appFailed', message: 'TypeError: x is undefined' });
    expect(parseInbound({ type: 'appFailed', error: 'boom\n  at main.js:1' })).toEqual({ type: 'appFailed', message: 'boom at main.js:1' });
    expect(parseInbound({ appFailed: true })).toEqual({ type: 'appFailed', message: '' });
    expect(parseInbound({ type: 'appFailed', message: { nested: true } })).toEqual({ type: 'appFailed', message: '' });
    const long = parseInbound({ type: 'appFailed', message: 'x'.repeat(1_000_000) });
    expect(long).toEqual({ type: 'appFailed', message: 'x'.repeat(LIMITS.appFailedMessage) });
    expect(LIMITS.appFailedMessage).toBe(200);
  });

  it('is one of the messages that change only the sender’s own tab, never granted per origin', () => {
    expect(OWN_TAB_TYPES).toEqual(['routeChange', 'appFailed']);
    expect(GRANTED_TYPES).not.toContain('appFailed');
  });
});
