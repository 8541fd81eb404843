import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import baseLayout from '../../../config/base/layout.json';
import type { Push } from '../../generated/layout';
import type { UnreadRow } from '../../core/push/dedupe';
import type { MqttClientLike, MqttConnectOptions, MqttGrant } from './mqttClient';
import { PushStore, type PushCredentials, type PushStoreDeps } from './pushStore';

type Listener = (...args: never[]) => void;

/** A client of the fake broker: records what the store asks, lets a test play the broker. */
class FakeClient implements MqttClientLike {
  private listeners = new Map<string, Listener[]>();
  readonly subscriptions: { topic: string; qos: number; answer: (error: Error | null | undefined, granted?: MqttGrant[]) => void }[] = [];
  ended: 'clean' | 'forced' | undefined;

  constructor(
    readonly url: string,
    readonly options: MqttConnectOptions,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  subscribe(topic: string, options: { qos: 1 }, answer: (error: Error | null | undefined, granted?: MqttGrant[]) => void): this {
    this.subscriptions.push({ topic, qos: options.qos, answer });
    return this;
  }
  end(force?: boolean): this {
    this.ended = force ? 'forced' : 'clean';
    return this;
  }
  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }
  /** The broker accepts the connection and the subscription. */
  accept(): void {
    this.emit('connect');
    const sub = this.subscriptions.at(-1)!;
    sub.answer(null, [{ topic: sub.topic, qos: 1 }]);
  }
  deliver(event: unknown): void {
    this.emit('message', this.subscriptions[0]?.topic ?? '', new TextEncoder().encode(JSON.stringify(event)));
  }
}

const TOPIC = 'srm/prod/307000_1001';
const message = (id: number, minute = 10) => ({ type: 'message', id: String(id), title: `消息 ${id}`, sentAt: `2026-11-23T03:${String(minute).padStart(2, '0')}:00.000Z` });
const row = (id: number, minute = 10): UnreadRow => ({ id: String(id), title: `消息 ${id}`, sentAt: `2026-11-23T03:${String(minute).padStart(2, '0')}:00.000Z` });

function setup(settings: Partial<Push> = {}, language = 'zh_cn', extra: Partial<PushStoreDeps> = {}) {
  const clients: FakeClient[] = [];
  const state = observable({
    credentials: { token: 'token-1', account: { elsAccount: '307000', elsSubAccount: '1001' }, environment: 'prod' } as PushCredentials | undefined,
    settings: { ...(baseLayout.push as Push), ...settings },
    paused: false,
  });
  const badges = { unread: 2 as number | undefined, todo: 1 as number | undefined };
  const server = { total: 2, rows: [row(2, 1), row(1, 0)] as UnreadRow[], rereads: 0 };
  const ensureFreshToken = vi.fn(() => Promise.resolve(true));
  const local = new Map<string, unknown>();
  const store = new PushStore({
    loadMqtt: () =>
      Promise.resolve((url: string, options: MqttConnectOptions) => {
        const client = new FakeClient(url, options);
        clients.push(client);
        return client;
      }),
    settings: () => state.settings,
    place: { shellOrigin: 'http://127.0.0.1:8380', appPrefix: '/portal' },
    credentials: () => state.credentials,
    paused: () => state.paused,
    ensureFreshToken,
    clientId: {
      browser: { get: () => local.get('browser'), set: (id) => void local.set('browser', id) },
      tab: { get: () => local.get('tab'), set: (id) => void local.set('tab', id) },
    },
    badges: {
      unreadCount: () => badges.unread,
      setUnread: (count) => void (badges.unread = count),
      todoCount: () => badges.todo,
      setTodoCount: (count) => void (badges.todo = count),
      rereadUnread: () => {
        server.rereads += 1;
        badges.unread = server.total;
        return Promise.resolve({ total: server.total, rows: server.rows });
      },
      refreshTodoCount: () => Promise.resolve(),
    },
    reload: vi.fn(),
    random: () => 0.5,
    language: () => language,
    // The portal runs as the tenant of company 307000.
    layoutConcernsThisPortal: (event) => event.scope === 'user' || event.elsAccount === '307000',
    ...extra,
  });
  const last = () => clients.at(-1)!;
  return { store, clients, last, state, badges, server, ensureFreshToken };
}

/** Lets the loader's promise, the store's timers (batches, backoff) and the re-read run. */
const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PushStore', () => {
  it('with push.credentials "session", signs in with the session’s broker login, asked for again before every reconnect', async () => {
    let asked = 0;
    let refuse = false;
    const brokerLogin = vi.fn(() => (refuse ? Promise.reject(new Error('HTTP 423')) : Promise.resolve({ username: 's-sid', password: `pw-${++asked}` })));
    const { store, clients, last } = setup({ credentials: 'session' }, 'zh_cn', { brokerLogin });
    store.start();
    await settle();
    expect(last().options).toMatchObject({ username: 's-sid', password: 'pw-1' });
    last().accept();
    expect(store.status).toBe('connected');
    // The broker cut the connection (a lock): the next attempt asks again; refused, no connection is tried.
    refuse = true;
    last().emit('close');
    await settle(60_000);
    expect(clients).toHaveLength(1);
    expect(store.status).toBe('offline');
    refuse = false;
    await settle(60_000);
    expect(clients).toHaveLength(2);
    expect(last().options).toMatchObject({ username: 's-sid', password: 'pw-2' });
    store.dispose();
  });

  it('without push.credentials, never asks for a broker login and signs in with the access token', async () => {
    const brokerLogin = vi.fn(() => Promise.resolve({ username: 's-sid', password: 'pw' }));
    const { store, last } = setup({}, 'zh_cn', { brokerLogin });
    store.start();
    await settle();
    expect(last().options).toMatchObject({ username: '307000_1001', password: 'token-1' });
    expect(brokerLogin).not.toHaveBeenCalled();
    store.dispose();
  });

  it('connects after sign-in with the layout’s settings and subscribes to the user’s topic with QoS 1', async () => {
    const { store, clients, last } = setup();
    expect(store.status).toBe('off');
    store.start();
    expect(store.status).toBe('connecting');
    await settle();
    expect(clients).toHaveLength(1);
    expect(last().url).toBe('ws://127.0.0.1:8380/mqtt');
    expect(last().options).toMatchObject({
      username: '307000_1001',
      password: 'token-1',
      clean: false,
      keepalive: 10,
      connectTimeout: 5000,
      reconnectPeriod: 0,
      protocolVersion: 4,
      protocolId: 'MQTT',
    });
    expect(last().options.clientId).toMatch(/^\d{20}$/);
    last().accept();
    expect(last().subscriptions).toMatchObject([{ topic: TOPIC, qos: 1 }]);
    expect(store.status).toBe('connected');
    store.dispose();
  });

  it('shows the English title of a pushed message or to-do in English mode, when the server sent one', async () => {
    const { store, last } = setup({}, 'en');
    store.start();
    await settle();
    last().accept();
    await settle();
    store.takeNotices();
    last().deliver({ ...message(7), titleEn: 'Message 7' });
    last().deliver({ type: 'todo', id: '9', title: '审批 9', titleEn: 'Approval 9', businessType: 'order', businessId: '1', createdAt: 'x' });
    last().deliver({ ...message(8) });
    await settle(20);
    expect(store.takeNotices()).toEqual([
      { key: 'message:7', kind: 'message', body: 'Message 7' },
      { key: 'todo:9', kind: 'todo', body: 'Approval 9' },
      { key: 'message:8', kind: 'message', body: '消息 8' },
    ]);
    store.dispose();
  });

  it('turns a pushed message into one notice and one more unread, once per id', async () => {
    const { store, last, badges, server } = setup();
    store.start();
    await settle();
    last().accept();
    await settle();
    expect(server.rereads).toBe(1);
    // The first re-read is the baseline: the unread messages before sign-in are not shown.
    expect(store.takeNotices()).toEqual([]);
    last().deliver(message(7));
    last().deliver(message(7));
    last().deliver({ type: 'todo', id: '9', title: '审批 9', businessType: 'order', businessId: '1', createdAt: 'x' });
    last().deliver({ type: 'nonsense' });
    await settle(20);
    expect(store.takeNotices()).toEqual([
      { key: 'message:7', kind: 'message', body: '消息 7' },
      { key: 'todo:9', kind: 'todo', body: '审批 9' },
    ]);
    expect(badges).toEqual({ unread: 3, todo: 2 });
    last().deliver({ type: 'counts', unreadMessages: 0, todos: 5, changedAt: 'x' });
    last().deliver({ type: 'layout-published', scope: 'tenant', elsAccount: '307000', publishedAt: 'x' });
    await settle(20);
    expect(badges).toEqual({ unread: 0, todo: 5 });
    expect(store.reloadOffered).toBe(true);
    store.dispose();
  });

  it("offers a reload for its own tenant's published layout only (a supplier hears of every tenant's)", async () => {
    const { store, last } = setup();
    store.start();
    await settle();
    last().accept();
    await settle();
    last().deliver({ type: 'layout-published', scope: 'tenant', elsAccount: '999000', publishedAt: 'x' });
    await settle(20);
    expect(store.reloadOffered).toBe(false);
    last().deliver({ type: 'layout-published', scope: 'tenant', elsAccount: '307000', publishedAt: 'x' });
    await settle(20);
    expect(store.reloadOffered).toBe(true);
    store.dispose();
  });

  it('shows a message whose push arrives after the first re-read already counted it, without counting it twice', async () => {
    const { store, last, badges, server } = setup();
    store.start();
    await settle();
    // Created just before the re-read: the re-read answers it (and counts it), its push comes after.
    server.rows = [row(9, 20), ...server.rows];
    server.total = 3;
    last().accept();
    await settle();
    expect(badges.unread).toBe(3);
    last().deliver(message(9, 20));
    await settle(20);
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:9']);
    expect(badges.unread).toBe(3);
    store.dispose();
  });

  it('asks the unread list again when pushes were counted while the first answer was under way', async () => {
    const { store, last, badges, server } = setup();
    let answer: (() => void) | undefined;
    const reads: number[] = [];
    const original = server.total;
    store.start();
    await settle();
    // The first answer is held back: two pushes arrive and are counted meanwhile, then the stale
    // answer (2 unread) comes; the second answer knows the 2 new ones.
    (store as unknown as { deps: { badges: { rereadUnread: () => Promise<unknown> } } }).deps.badges.rereadUnread = () => {
      reads.push(reads.length);
      if (reads.length === 1)
        return new Promise((resolve) => {
          answer = () => {
            badges.unread = original;
            resolve({ total: original, rows: server.rows });
          };
        });
      badges.unread = original + 2;
      return Promise.resolve({ total: original + 2, rows: [row(21, 21), row(20, 20), ...server.rows] });
    };
    last().accept();
    await settle();
    last().deliver(message(20, 20));
    last().deliver(message(21, 21));
    await settle(20);
    expect(badges.unread).toBe(4);
    answer!();
    await settle();
    expect(reads).toHaveLength(2);
    expect(badges.unread).toBe(4);
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:20', 'message:21']);
    store.dispose();
  });

  it('ignores other topics and oversized payloads', async () => {
    const { store, last, badges } = setup();
    store.start();
    await settle();
    last().accept();
    await settle();
    last().emit('message', 'srm/prod/307000_1002', new TextEncoder().encode(JSON.stringify(message(1))));
    last().emit('message', TOPIC, new TextEncoder().encode(JSON.stringify({ ...message(2), title: 'x'.repeat(20_000) })));
    await settle(20);
    expect(store.takeNotices()).toEqual([]);
    expect(badges.unread).toBe(2);
    store.dispose();
  });

  it('summarises a burst: three notices, the rest counted, all counted in the badge', async () => {
    const { store, last, badges } = setup();
    store.start();
    await settle();
    last().accept();
    await settle();
    for (let id = 100; id < 140; id += 1) last().deliver(message(id));
    await settle(20);
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:100', 'message:101', 'message:102']);
    expect(store.slots.more).toBe(37);
    expect(store.received).toBe(40);
    expect(badges.unread).toBe(42);
    store.summaryClosed();
    store.noticeClosed('message:100');
    last().deliver(message(200));
    await settle(20);
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:200']);
    store.dispose();
  });

  it('after a drop: offline with the reason, reconnects after a jittered wait, resubscribes, shows what it missed once', async () => {
    const { store, clients, last, server } = setup();
    store.start();
    await settle();
    last().accept();
    await settle();
    last().deliver(message(3, 5));
    await settle(20);
    store.takeNotices();
    const first = last();
    first.emit('close');
    expect(store.status).toBe('offline');
    expect(store.error).toEqual({ code: 8 });
    // While disconnected, two messages were created on the server.
    server.rows = [row(5, 7), row(4, 6), row(3, 5), row(2, 1)];
    server.total = 5;
    await settle(200);
    expect(clients).toHaveLength(1);
    await settle(400); // backoff(0) with random 0.5: 375 ms
    expect(clients).toHaveLength(2);
    // Retrying: still offline with the reason until the broker answers.
    expect(store.status).toBe('offline');
    last().accept();
    expect(last().subscriptions).toMatchObject([{ topic: TOPIC, qos: 1 }]);
    await settle();
    // The broker kept the session and delivers one of them again: not shown twice.
    last().deliver(message(5, 7));
    await settle(20);
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:4', 'message:5']);
    expect(store.status).toBe('connected');
    expect(store.error).toBeUndefined();
    store.dispose();
  });

  it('falls back to version 3, then tries the next broker address, then waits', async () => {
    const { store, clients } = setup({ brokerUrls: ['wss://backup.example.com/mqtt'] });
    store.start();
    await settle();
    clients[0]!.emit('error', new Error('connack timeout'));
    clients[0]!.emit('close');
    await settle();
    expect(clients[1]!.url).toBe('ws://127.0.0.1:8380/mqtt');
    expect(clients[1]!.options).toMatchObject({ protocolVersion: 3, protocolId: 'MQIsdp' });
    expect(clients[0]!.ended).toBe('forced');
    clients[1]!.emit('close');
    await settle();
    expect(clients[2]!.url).toBe('wss://backup.example.com/mqtt');
    expect(clients[2]!.options.protocolVersion).toBe(4);
    clients[2]!.emit('close');
    await settle();
    clients[3]!.emit('close');
    await settle();
    expect(clients).toHaveLength(4);
    expect(store.status).toBe('offline');
    expect(store.error?.code).toBe(7);
    await settle(500);
    expect(clients).toHaveLength(5);
    expect(clients[4]!.url).toBe('ws://127.0.0.1:8380/mqtt');
    store.dispose();
  });

  it('keeps the chosen protocol version', async () => {
    const { store, clients } = setup({ protocolVersion: 4 });
    store.start();
    await settle();
    clients[0]!.emit('close');
    await settle(1000);
    expect(clients.map((client) => client.options.protocolVersion)).toEqual([4, 4]);
    store.dispose();
  });

  it('a refused token: offline with the readable code 6.4, asks for a fresh token, no version fallback', async () => {
    const { store, clients, ensureFreshToken } = setup();
    store.start();
    await settle();
    clients[0]!.emit('error', Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 }));
    clients[0]!.emit('close');
    await settle();
    expect(store.status).toBe('offline');
    expect(store.error).toMatchObject({ code: 6, returnCode: 4 });
    expect(ensureFreshToken).toHaveBeenCalledOnce();
    expect(clients).toHaveLength(1);
    store.dispose();
  });

  it('a refused subscription (SUBACK 0x80) ends the connection and says so', async () => {
    const { store, last } = setup();
    store.start();
    await settle();
    last().emit('connect');
    last().subscriptions[0]!.answer(null, [{ topic: TOPIC, qos: 0x80 }]);
    expect(store.status).toBe('offline');
    expect(store.error).toMatchObject({ subscribeRefused: true });
    expect(last().ended).toBe('forced');
    store.dispose();
  });

  it('a subscription without an answer times out (code 2)', async () => {
    const { store, last } = setup();
    store.start();
    await settle();
    last().emit('connect');
    await settle(5000);
    expect(store.error).toMatchObject({ code: 2 });
    store.dispose();
  });

  it('reconnects with the renewed token at once, ending the old client cleanly', async () => {
    const { store, clients, state } = setup();
    store.start();
    await settle();
    clients[0]!.accept();
    runInAction(() => (state.credentials = { ...state.credentials!, token: 'token-2' }));
    await settle();
    expect(clients[0]!.ended).toBe('clean');
    expect(clients).toHaveLength(2);
    expect(clients[1]!.options.password).toBe('token-2');
    expect(clients[1]!.options.clientId).toBe(clients[0]!.options.clientId);
    store.dispose();
  });

  it('the broker ends the connection at the token’s expiry (EMQX expire_at): reconnects, renews the refused token, connects with the new one', async () => {
    const { store, clients, state, ensureFreshToken } = setup();
    ensureFreshToken.mockImplementation(() => {
      runInAction(() => (state.credentials = { ...state.credentials!, token: 'token-2' }));
      return Promise.resolve(true);
    });
    store.start();
    await settle();
    clients[0]!.accept();
    await settle();
    expect(store.status).toBe('connected');
    // EMQX closes the connection at expire_at; the shell tries again with the token it has.
    clients[0]!.emit('close');
    await settle(400);
    expect(clients).toHaveLength(2);
    expect(clients[1]!.options.password).toBe(clients[0]!.options.password);
    clients[1]!.emit('error', Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 }));
    clients[1]!.emit('close');
    await settle();
    // Refused: it renews the token and connects with it at once, as the same client.
    expect(ensureFreshToken).toHaveBeenCalledOnce();
    expect(clients).toHaveLength(3);
    expect(clients[2]!.options.password).toBe('token-2');
    expect(clients[2]!.options.clientId).toBe(clients[0]!.options.clientId);
    clients[2]!.accept();
    await settle();
    expect(store.status).toBe('connected');
    store.dispose();
  });

  it('logout ends the client cleanly and nothing reconnects while there is no token', async () => {
    const { store, clients, state } = setup();
    store.start();
    await settle();
    clients[0]!.accept();
    await settle();
    clients[0]!.deliver(message(50));
    await settle(20);
    runInAction(() => (state.credentials = undefined));
    expect(clients[0]!.ended).toBe('clean');
    expect(store.status).toBe('off');
    expect(store.notices).toEqual([]);
    clients[0]!.emit('close');
    await settle(60_000);
    expect(clients).toHaveLength(1);
    expect(store.status).toBe('off');
    store.dispose();
  });

  it('the lock screen ends the client and nothing reconnects while locked; the unlock connects at once and shows what arrived meanwhile, once', async () => {
    const { store, clients, state, server } = setup();
    store.start();
    await settle();
    clients[0]!.accept();
    await settle();
    runInAction(() => (state.paused = true));
    expect(clients[0]!.ended).toBe('clean');
    expect(store.status).toBe('off');
    // The broker closes the locked session's connection too; a message is created meanwhile.
    clients[0]!.emit('close');
    server.rows = [row(4, 6), row(2, 1), row(1, 0)];
    server.total = 3;
    await settle(60_000);
    expect(clients).toHaveLength(1);
    expect(store.takeNotices()).toEqual([]);

    runInAction(() => (state.paused = false));
    expect(store.status).toBe('connecting');
    await settle();
    expect(clients).toHaveLength(2);
    clients[1]!.accept();
    await settle();
    expect(store.status).toBe('connected');
    // The user was kept: the re-read after the unlock shows the message that arrived while locked.
    expect(store.takeNotices().map((notice) => notice.key)).toEqual(['message:4']);
    clients[1]!.deliver(message(4, 6));
    await settle(20);
    expect(store.takeNotices()).toEqual([]);
    store.dispose();
  });

  it('stays off when the layout switches push off', async () => {
    const { store, clients } = setup({ enabled: false });
    store.start();
    await settle(1000);
    expect(clients).toHaveLength(0);
    expect(store.status).toBe('off');
    store.dispose();
  });
});
