import { describe, expect, it } from 'vitest';
import { pushTopic } from '../../contract/push';
import baseLayout from '../../../config/base/layout.json';
import { backoffDelay } from './backoff';
import { brokerUrls, firstAttempt, nextAttempt, wsOrigin } from './brokers';
import { MAX_CLIENT_ID_LENGTH, pushClientId, type IdStore } from './clientId';
import { admit, EMPTY_SLOTS, release, releaseSummary, toastLimit } from './coalesce';
import { messageKey, rereadMissed, SeenIds, type UnreadRow } from './dedupe';
import { classifyPushError, isAuthRefusal, pushErrorCodeLabel, pushErrorText, PUSH_ERROR, type PushErrorCode } from './errors';

const box = (value?: unknown): IdStore & { value: unknown } => {
  const store = { value, get: () => store.value, set: (next: string) => void (store.value = next) };
  return store;
};

describe('topic of the base layout', () => {
  const template = baseLayout.push.topicTemplate;
  it('names the account, the sub-account and the environment', () => {
    expect(pushTopic(template, { elsAccount: '307000', elsSubAccount: '1001', environment: 'prod' })).toBe('srm/prod/307000_1001');
  });
  it('refuses values that would make a wildcard or another level (another user’s topic)', () => {
    expect(pushTopic(template, { elsAccount: '307000', elsSubAccount: '#', environment: 'prod' })).toBeUndefined();
    expect(pushTopic(template, { elsAccount: '307000/x', elsSubAccount: '1001', environment: 'prod' })).toBeUndefined();
    expect(pushTopic(template, { elsAccount: '307000', elsSubAccount: '1001', environment: '+' })).toBeUndefined();
  });
});

describe('client id', () => {
  it('is made of digits once per browser and kept, with this tab’s digits after', () => {
    const browser = box();
    const tab = box();
    const first = pushClientId(browser, tab);
    expect(first).toMatch(/^\d{20}$/);
    expect(first.length).toBeLessThanOrEqual(MAX_CLIENT_ID_LENGTH);
    expect(pushClientId(browser, tab)).toBe(first);
    // Another tab of the same browser: same browser digits, its own tab digits.
    const other = pushClientId(browser, box(), () => 0.99);
    expect(other.slice(0, 16)).toBe(first.slice(0, 16));
    expect(other.slice(16)).toBe('9999');
  });
  it('replaces a stored value it did not make', () => {
    const browser = box('abc');
    expect(pushClientId(browser, box('12'), () => 0.5)).toBe('55555555555555555555');
    expect(browser.value).toBe('5555555555555555');
  });
});

describe('broker addresses', () => {
  it('resolves {wsOrigin} and {prefix}, keeps ws(s) only, each once, in order', () => {
    expect(wsOrigin('https://srm.example.com')).toBe('wss://srm.example.com');
    const urls = brokerUrls(
      { brokerUrl: '{wsOrigin}/mqtt', brokerUrls: ['wss://backup.example.com{prefix}/mqtt', '{wsOrigin}/mqtt', 'ws://[bad'] },
      { shellOrigin: 'http://127.0.0.1:8380', appPrefix: '/portal' },
    );
    expect(urls).toEqual(['ws://127.0.0.1:8380/mqtt', 'wss://backup.example.com/portal/mqtt']);
  });
  it('keeps at most 8', () => {
    const more = Array.from({ length: 12 }, (_, i) => `ws://b${i}.example.com/mqtt`);
    expect(brokerUrls({ brokerUrl: 'ws://a.example.com/mqtt', brokerUrls: more }, { shellOrigin: 'http://x', appPrefix: '' })).toHaveLength(8);
  });
  it('falls back from version 4 to 3 at the same address, then tries the next address', () => {
    const start = firstAttempt(undefined);
    expect(start).toEqual({ urlIndex: 0, version: 4 });
    const v3 = nextAttempt(start, 'no-answer', undefined, 2);
    expect(v3).toEqual({ urlIndex: 0, version: 3 });
    expect(nextAttempt(v3!, 'no-answer', undefined, 2)).toEqual({ urlIndex: 1, version: 4 });
    expect(nextAttempt({ urlIndex: 1, version: 3 }, 'no-answer', undefined, 2)).toBeUndefined();
  });
  it('does not fall back when a version was chosen, or when the credentials were refused', () => {
    expect(nextAttempt(firstAttempt(4), 'refused-version', 4, 2)).toEqual({ urlIndex: 1, version: 4 });
    expect(nextAttempt(firstAttempt(undefined), 'refused-other', undefined, 1)).toBeUndefined();
    expect(nextAttempt(firstAttempt(undefined), 'refused-version', undefined, 1)).toEqual({ urlIndex: 0, version: 3 });
  });
});

describe('backoff', () => {
  it('doubles from the base, stays in the upper half (jitter), never above the cap', () => {
    const settings = { baseMs: 500, maxMs: 20_000 };
    expect(backoffDelay(0, settings, () => 0)).toBe(250);
    expect(backoffDelay(0, settings, () => 1)).toBe(500);
    expect(backoffDelay(3, settings, () => 0.5)).toBe(3000);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const delay = backoffDelay(attempt, settings);
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(20_000);
    }
    expect(backoffDelay(1e9, settings, () => 0)).toBe(10_000);
  });
  it('spreads clients that lost the same broker', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

describe('error codes (seed 001 §8)', () => {
  const codes = Array.from({ length: 17 }, (_, i) => (i + 1) as PushErrorCode);
  it('has a readable text for each of the 17 codes in both languages', () => {
    for (const code of codes) {
      const zh = pushErrorText({ code }, 'zh_cn');
      const en = pushErrorText({ code }, 'en');
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(en).toMatch(/^[A-Z]/);
      expect(zh).not.toBe(en);
    }
    expect(new Set(codes.map((code) => pushErrorText({ code }, 'en'))).size).toBe(17);
  });
  it('names the CONNACK return code', () => {
    expect(pushErrorText({ code: 6, returnCode: 4 }, 'en')).toBe('The push service refused the connection: bad user name or password (token): sign in again');
    expect(pushErrorText({ code: 6, returnCode: 5 }, 'zh_cn')).toBe('推送服务拒绝连接：未授权');
    expect(pushErrorText({ code: 6, returnCode: 1 }, 'en')).toContain('unacceptable protocol version');
    expect(pushErrorText({ code: 6, returnCode: 9 }, 'en')).toContain('return code 9');
    expect(pushErrorCodeLabel({ code: 6, returnCode: 4 })).toBe('6.4');
    expect(pushErrorText({ code: 6, subscribeRefused: true }, 'zh_cn')).toBe('推送服务拒绝订阅该主题');
  });
  it('classifies the MQTT library’s errors', () => {
    const refused = Object.assign(new Error('Connection refused: Not authorized'), { code: 5 });
    expect(classifyPushError(refused, 'connecting')).toMatchObject({ code: PUSH_ERROR.CONNACK_RETURNCODE, returnCode: 5 });
    expect(isAuthRefusal(classifyPushError(refused, 'connecting'))).toBe(true);
    expect(isAuthRefusal(classifyPushError(Object.assign(new Error('Connection refused: Server unavailable'), { code: 3 }), 'connecting'))).toBe(false);
    expect(classifyPushError(new Error('connack timeout'), 'connecting').code).toBe(PUSH_ERROR.CONNECT_TIMEOUT);
    expect(classifyPushError(new Error('Keepalive timeout'), 'connected').code).toBe(PUSH_ERROR.PING_TIMEOUT);
    expect(classifyPushError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'connecting').code).toBe(PUSH_ERROR.SOCKET_ERROR);
    expect(classifyPushError(new Error('Invalid header flag bits'), 'connected').code).toBe(PUSH_ERROR.INVALID_MQTT_MESSAGE_TYPE);
    expect(classifyPushError('something odd', 'connected')).toEqual({ code: PUSH_ERROR.INTERNAL_ERROR, detail: 'something odd' });
  });
});

describe('toast coalescing', () => {
  const keys = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `message:${from + i}`);
  it('shows up to the limit and counts the rest ("and 37 more")', () => {
    const { slots, show } = admit(EMPTY_SLOTS, keys(40), 3);
    expect(show).toEqual(['message:0', 'message:1', 'message:2']);
    expect(slots.more).toBe(37);
  });
  it('joins later arrivals to the summary while it is on screen, frees places as toasts close', () => {
    let state = admit(EMPTY_SLOTS, keys(4), 3);
    state = admit(state.slots, keys(2, 4), 3);
    expect(state.show).toEqual([]);
    expect(state.slots.more).toBe(3);
    let slots = release(releaseSummary(state.slots), 'message:0');
    expect(slots).toEqual({ visible: ['message:1', 'message:2'], more: 0 });
    const next = admit(slots, keys(2, 6), 3);
    expect(next.show).toEqual(['message:6']);
    expect(next.slots.more).toBe(1);
    slots = release(next.slots, 'unknown');
    expect(slots).toBe(next.slots);
  });
  it('counts extra items that have no key of their own', () => {
    expect(admit(EMPTY_SLOTS, keys(1), 3, 25)).toEqual({ slots: { visible: ['message:0'], more: 25 }, show: ['message:0'] });
  });
  it('bounds the configured limit', () => {
    expect(toastLimit(undefined)).toBe(3);
    expect(toastLimit(0)).toBe(1);
    expect(toastLimit(50)).toBe(10);
  });
});

describe('de-duplication', () => {
  it('tells each id once and forgets the oldest beyond its limit', () => {
    const seen = new SeenIds(3);
    expect(seen.add('a')).toBe(true);
    expect(seen.add('a')).toBe(false);
    seen.add('b');
    seen.add('c');
    seen.add('d');
    expect(seen.size).toBe(3);
    expect(seen.has('a')).toBe(false);
    expect(seen.has('d')).toBe(true);
  });

  const row = (id: number, minute: number): UnreadRow => ({ id: String(id), title: `m${id}`, sentAt: `2026-11-23T03:${String(minute).padStart(2, '0')}:00.000Z` });

  it('takes the first re-read of a sign-in as the baseline: nothing shown', () => {
    const seen = new SeenIds();
    const counted = new SeenIds();
    const result = rereadMissed({ rows: [row(3, 3), row(2, 2)], total: 12, knownUnread: 12, watermark: undefined }, seen, counted);
    expect(result).toEqual({ show: [], more: 0, watermark: row(3, 3).sentAt });
    // Counted in the badge, not told: a push of message 3 arriving after this answer is still shown.
    expect(counted.has(messageKey('3'))).toBe(true);
    expect(seen.has(messageKey('3'))).toBe(false);
  });

  it('shows what arrived while disconnected once, oldest first, never what was already shown live', () => {
    const seen = new SeenIds();
    seen.add(messageKey('4')); // arrived live before the drop
    const input = { rows: [row(6, 6), row(5, 5), row(4, 4), row(3, 3)], total: 4, knownUnread: 2, watermark: row(4, 4).sentAt };
    const counted = new SeenIds();
    const first = rereadMissed(input, seen, counted);
    expect(first.show.map((r) => r.id)).toEqual(['5', '6']);
    expect(first.more).toBe(0);
    expect(first.watermark).toBe(row(6, 6).sentAt);
    // The same list again (a second reconnect): nothing twice.
    expect(rereadMissed({ ...input, watermark: first.watermark }, seen, counted).show).toEqual([]);
    expect(seen.has(messageKey('5'))).toBe(true);
  });

  it('never shows an old unread message that surfaces in the list after newer ones were read', () => {
    const seen = new SeenIds();
    expect(rereadMissed({ rows: [row(1, 1)], total: 1, knownUnread: 1, watermark: row(9, 9).sentAt }, seen, new SeenIds()).show).toEqual([]);
  });

  it('counts what lies beyond the bounded list by the growth of the unread count', () => {
    const seen = new SeenIds();
    const rows = Array.from({ length: 10 }, (_, i) => row(100 - i, 50 - i));
    const result = rereadMissed({ rows, total: 45, knownUnread: 5, watermark: row(1, 1).sentAt }, seen, new SeenIds());
    expect(result.show).toHaveLength(10);
    expect(result.more).toBe(30);
  });
});
