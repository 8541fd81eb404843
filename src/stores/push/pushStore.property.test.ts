// Issue 28, property-based: whatever the broker delivers (random bytes, text that is not JSON, JSON of
// every shape, each push event with wrong types in its fields, payloads over the size limit), on the
// topics the shell subscribes to and others: no exception leaves the message handler, the badges stay
// non-negative integers, and a payload that fails validation (parsePushEvent) adds nothing: no badge
// change, no notice, no reload offer. SRM_PROPERTY_SEED replays a run.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import baseLayout from '../../../config/base/layout.json';
import { parsePushEvent } from '../../contract';
import type { Push } from '../../generated/layout';
import type { MqttClientLike, MqttGrant } from './mqttClient';
import { MAX_PAYLOAD_BYTES } from './pushInbox';
import { PushStore } from './pushStore';

const SEED = Number(process.env.SRM_PROPERTY_SEED ?? 20261128);
type Listener = (...args: never[]) => void;

/** A client of a fake broker: the test plays the broker (connect, grant, deliver). */
class FakeClient implements MqttClientLike {
  private listeners = new Map<string, Listener[]>();
  readonly topics: string[] = [];
  private answers: Array<(error: Error | null | undefined, granted?: MqttGrant[]) => void> = [];
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  subscribe(topic: string, _options: { qos: 1 }, answer: (error: Error | null | undefined, granted?: MqttGrant[]) => void): this {
    this.topics.push(topic);
    this.answers.push(answer);
    return this;
  }
  end(): this {
    return this;
  }
  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }
  accept(): void {
    this.emit('connect');
    this.answers.forEach((answer, index) => answer(null, [{ topic: this.topics[index]!, qos: 1 }]));
  }
}

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '2026-11-23T03:10:00.000Z', 'x'.repeat(20_000)));
const wrong = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }), fc.constantFrom(-1, 1.5, 2 ** 53, Number.MAX_VALUE, '3'));
const fieldValue = fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: wrong }, { weight: 2, arbitrary: fc.nat({ max: 50 }) });
const FIELDS = ['id', 'title', 'titleEn', 'sentAt', 'businessType', 'businessId', 'createdAt', 'scope', 'elsAccount', 'publishedAt', 'unreadMessages', 'todos', 'changedAt'];
const event = fc
  .tuple(fc.oneof(fc.constantFrom('message', 'todo', 'layout-published', 'counts'), fc.constantFrom('Message', '__proto__', 'constructor', ''), fc.string({ maxLength: 8 }), wrong), fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 }), fc.constantFrom('', '__proto__', 'constructor'))
  .map(([type, fields, prototypeKey]) => {
    const value: Record<string, unknown> = { type, ...fields };
    if (typeof fields.scope !== 'string' && type === 'layout-published') value.scope = 'tenant';
    if (prototypeKey) Object.defineProperty(value, prototypeKey, { value: { type: 'counts', unreadMessages: 99, todos: 99, changedAt: 'x' }, enumerable: true });
    return value;
  });
/** Well-formed events (the server's shapes), so that valid pushes are mixed with the rest. */
const id = fc.oneof(fc.constantFrom('1', '2', '3'), fc.string({ minLength: 1, maxLength: 6 }));
const validEvent = fc.oneof(
  fc.record({ type: fc.constant('message'), id, title: text, sentAt: text }, { requiredKeys: ['type', 'id', 'title', 'sentAt'] }),
  fc.record({ type: fc.constant('todo'), id, title: text, businessType: text, businessId: text, createdAt: text }),
  fc.record({ type: fc.constant('counts'), unreadMessages: fc.nat({ max: 500 }), todos: fc.nat({ max: 500 }), changedAt: text }),
  fc.record({ type: fc.constant('layout-published'), scope: fc.constantFrom('tenant', 'suppliers', 'user'), elsAccount: fc.constantFrom('307000', '300100'), publishedAt: text }),
);
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? 'undefined');
const payload = fc.oneof(
  { weight: 5, arbitrary: event.map(encode) },
  { weight: 3, arbitrary: validEvent.map(encode) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(encode) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }).map((value) => new TextEncoder().encode(value)) },
  { weight: 1, arbitrary: fc.constantFrom(new Uint8Array(MAX_PAYLOAD_BYTES + 1).fill(0x20), encode({ type: 'message', id: 'big', title: 'x'.repeat(MAX_PAYLOAD_BYTES), sentAt: 'x' }), new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]), new Uint8Array(0)) },
);

/** The event a payload is, as the store's rule reads it (undefined: it must add nothing). */
function eventOf(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_PAYLOAD_BYTES) return undefined;
  try {
    return parsePushEvent(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return undefined;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PushStore with arbitrary broker payloads (property, issue 28)', () => {
  it('never throws out of the handler, keeps the badges non-negative integers, and adds nothing from an invalid payload', async () => {
    const badges = { unread: 2 as number | undefined, todo: 1 as number | undefined };
    let client: FakeClient | undefined;
    const store = new PushStore({
      loadMqtt: () => Promise.resolve(() => (client = new FakeClient())),
      settings: () => baseLayout.push as Push,
      place: { shellOrigin: 'http://127.0.0.1:8380', appPrefix: '/portal' },
      credentials: () => ({ token: 'token-1', account: { elsAccount: '307000', elsSubAccount: '1001' }, environment: 'prod' }),
      paused: () => false,
      ensureFreshToken: () => Promise.resolve(true),
      clientId: { browser: { get: () => 'b', set: () => undefined }, tab: { get: () => 't', set: () => undefined } },
      badges: {
        unreadCount: () => badges.unread,
        setUnread: (count) => void (badges.unread = count),
        todoCount: () => badges.todo,
        setTodoCount: (count) => void (badges.todo = count),
        rereadUnread: () => Promise.resolve({ total: badges.unread ?? 0, rows: [] }),
        refreshTodoCount: () => Promise.resolve(),
      },
      reload: () => undefined,
      random: () => 0.5,
      language: () => 'zh_cn',
      layoutConcernsThisPortal: (pushed) => pushed.scope === 'user' || pushed.elsAccount === '307000',
    });
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    client!.accept();
    await vi.advanceTimersByTimeAsync(20);
    expect(store.status).toBe('connected');
    const topics = [...client!.topics, ...client!.topics, 'srm/prod/other', '', '#'];
    const figures = { cases: 0, valid: 0, invalid: 0 };
    expect(client!.topics.length).toBeGreaterThan(0);

    await fc.assert(
      fc.asyncProperty(payload, fc.nat(), async (bytes, pick) => {
        const before = { ...badges, notices: store.notices.length, received: store.received, reload: store.reloadOffered };
        const topic = topics[pick % topics.length]!;
        expect(() => client!.emit('message', topic, bytes)).not.toThrow();
        await vi.advanceTimersByTimeAsync(20);
        figures.cases++;
        for (const count of [badges.unread, badges.todo]) expect(count === undefined || (Number.isSafeInteger(count) && count >= 0), `a badge count: ${count}`).toBe(true);
        // Only the topic the shell subscribed to is read; a payload on another adds nothing.
        const pushed = client!.topics.includes(topic) ? eventOf(bytes) : undefined;
        if (!pushed) {
          figures.invalid++;
          expect({ unread: badges.unread, todo: badges.todo, notices: store.notices.length, received: store.received, reload: store.reloadOffered }).toEqual({
            unread: before.unread,
            todo: before.todo,
            notices: before.notices,
            received: before.received,
            reload: before.reload,
          });
          return;
        }
        figures.valid++;
        if (pushed.type === 'counts') expect(badges).toEqual({ unread: pushed.unreadMessages, todo: pushed.todos });
        if (pushed.type === 'layout-published') expect(store.reloadOffered).toBe(before.reload || pushed.scope === 'user' || pushed.elsAccount === '307000');
        store.dismissReload();
      }),
      { seed: SEED, numRuns: 1500 },
    );
    console.info(`push payloads, seed ${SEED}:`, figures);
    expect(figures.valid).toBeGreaterThan(0);
    expect(figures.invalid).toBeGreaterThan(0);
    store.dispose();
  });
});
