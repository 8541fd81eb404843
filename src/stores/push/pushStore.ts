import { action, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { parsePushEvent, pushTopic, type Account, type PushEvent } from '../../contract';
import type { OverlayScope } from '../../contract/overlayScope';
import type { Push } from '../../generated/layout';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffSettings } from '../../core/push/backoff';
import { brokerUrls, firstAttempt, nextAttempt, type Attempt, type AttemptFailure, type BrokerPlace, type ProtocolVersion } from '../../core/push/brokers';
import { pushClientId, type IdStore } from '../../core/push/clientId';
import { admit, EMPTY_SLOTS, release, releaseSummary, toastLimit, type ToastSlots } from '../../core/push/coalesce';
import { messageKey, rereadMissed, SeenIds, todoKey, type UnreadRow } from '../../core/push/dedupe';
import { classifyPushError, isAuthRefusal, PUSH_ERROR, type PushError } from '../../core/push/errors';
import type { MqttClientLike, MqttConnect } from './mqttClient';

export type PushStatus = 'off' | 'connecting' | 'connected' | 'offline';

/** A notification to show: the key it is known by, and its body (the pushed title). */
export interface PushNotice {
  key: string;
  kind: 'message' | 'todo';
  body: string;
}

/** Who connects, with what: undefined while nobody is signed in (then nothing connects). */
export interface PushCredentials {
  token: string;
  account: Account;
  environment: string | undefined;
}

/** The badges the pushes move and the unread list a reconnect reads again. */
export interface PushBadges {
  unreadCount(): number | undefined;
  setUnread(count: number): void;
  todoCount(): number | undefined;
  setTodoCount(count: number): void;
  /** Asks the server for the unread count and the newest unread rows, then answers them. */
  rereadUnread(): Promise<{ total: number; rows: UnreadRow[] } | undefined>;
  refreshTodoCount(): Promise<void>;
  /** New messages were pushed: a message list on screen shows them. */
  messagesArrived?(): void;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface PushStoreDeps {
  loadMqtt: () => Promise<MqttConnect>;
  settings: () => Push;
  place: BrokerPlace;
  credentials: () => PushCredentials | undefined;
  /** Renews the access token when it is due (a refused token may only be old). */
  ensureFreshToken: () => Promise<unknown>;
  /** The user's language: a toast shows a title's English in English mode when the server sent one. */
  language?: () => string;
  clientId: { browser: IdStore; tab: IdStore };
  badges: PushBadges;
  reload: () => void;
  /**
   * Whether a published layout concerns this portal: the user's own, the tenant-wide overlay of the
   * tenant it runs as (suppliers hear of every tenant's), the suppliers' overlay of that tenant in a
   * supplier's portal. Absent: every one does.
   */
  layoutConcernsThisPortal?: (event: { scope: OverlayScope; elsAccount: string }) => boolean;
  timers?: Timers;
  random?: () => number;
  backoff?: BackoffSettings;
  /** Pushes arriving within this time are applied together (one render for a burst). */
  batchMs?: number;
}

/** A received payload larger than this is ignored (the events are a few hundred bytes). */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** Events waiting for the next batch beyond this are counted in the summary, not kept. */
const MAX_INBOX = 5000;
/** Pushes applied in one task at most (a burst is spread over several). */
const BATCH_LIMIT = 200;
/** Re-reads of the unread list after a connect at most, while pushes keep arriving during them. */
const REREAD_ATTEMPTS = 4;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

interface Target {
  credentials: PushCredentials;
  urls: string[];
  topic: string;
  version: ProtocolVersion | undefined;
  keepalive: number;
  connectTimeout: number;
}

/**
 * The push connection (MQTT over WebSocket): connects after sign-in with the layout's settings,
 * subscribes to the user's topic (QoS 1, persistent session), reconnects with backoff and jitter
 * through the broker addresses (version 4, then 3 when no version was chosen), re-reads the unread
 * list after every connect so that what arrived meanwhile is shown once, and reconnects with the
 * new token when it is renewed. Pushes become notifications (a few at once, the rest summarised),
 * badge counts, and a reload offer when the layout changed. Ends the client on logout.
 */
export class PushStore {
  readonly scope = 'session' as const; // follows the session's credentials: forgets the user when they go
  status: PushStatus = 'off';
  /** Why the last connection failed or dropped; cleared when connected. */
  error: PushError | undefined = undefined;
  /** The broker address of the current connection (or attempt). */
  url: string | undefined = undefined;
  /** Notifications waiting for the toaster (it takes them). */
  notices: PushNotice[] = [];
  slots: ToastSlots = EMPTY_SLOTS;
  /** Pushed messages and to-dos told to the user (shown or summarised) since sign-in. */
  received = 0;
  /** A layout was published: offer a reload. */
  reloadOffered = false;

  private readonly timers: Timers;
  private readonly random: () => number;
  /** What the user was told (a notification or the summary): never again. */
  private readonly seen = new SeenIds();
  /** What a re-read of the unread list counted in the badge already. */
  private readonly counted = new SeenIds();
  private watermark: string | undefined;
  private disposer: IReactionDisposer | undefined;
  private target: Target | undefined;
  private targetKey: string | undefined;
  private userKey: string | undefined;
  private client: MqttClientLike | undefined;
  /** Changes whenever a connection is given up: late events of an older client are ignored. */
  private generation = 0;
  private attempt: Attempt = firstAttempt(undefined);
  private backoffRound = 0;
  private retryTimer: unknown;
  private connectPromise: Promise<MqttConnect> | undefined;
  private inbox: Uint8Array[] = [];
  private inboxOverflow = 0;
  private batchTimer: unknown;
  /** Messages counted into the badge from pushes (the re-read compares it before and after). */
  private liveCounted = 0;

  private titleOf(item: { title: string; titleEn?: string }): string {
    return this.deps.language?.() === 'en' && item.titleEn ? item.titleEn : item.title;
  }

  constructor(private readonly deps: PushStoreDeps) {
    this.timers = deps.timers ?? realTimers;
    this.random = deps.random ?? Math.random;
    makeObservable<PushStore, 'applyBatch' | 'setStatus' | 'applyReread'>(this, {
      status: observable,
      error: observable.ref,
      url: observable,
      notices: observable.shallow,
      slots: observable.ref,
      received: observable,
      reloadOffered: observable,
      takeNotices: action,
      noticeClosed: action,
      summaryClosed: action,
      dismissReload: action,
      stop: action,
      applyBatch: action,
      setStatus: action,
      applyReread: action,
    });
  }

  /** Follows the session and the layout: connects while signed in, reconnects on a new token. */
  start(): void {
    if (this.disposer) return;
    this.disposer = reaction(
      () => this.computeTarget(),
      (target) => this.follow(target),
      { fireImmediately: true, equals: (a, b) => targetKey(a) === targetKey(b) },
    );
  }

  /** Stops following and ends the client (disposal). */
  dispose(): void {
    this.disposer?.();
    this.disposer = undefined;
    this.stop();
  }

  private computeTarget(): Target | undefined {
    const settings = this.deps.settings();
    const credentials = this.deps.credentials();
    if (!settings.enabled || !credentials) return undefined;
    const urls = brokerUrls(settings, this.deps.place);
    const topic = pushTopic(settings.topicTemplate, { ...credentials.account, environment: credentials.environment });
    if (urls.length === 0 || !topic) return undefined;
    return {
      credentials,
      urls,
      topic,
      version: settings.protocolVersion,
      keepalive: settings.keepaliveSeconds,
      connectTimeout: settings.connectTimeoutMs,
    };
  }

  private follow(target: Target | undefined): void {
    if (!target) {
      this.stop();
      return;
    }
    const user = `${target.credentials.account.elsAccount}_${target.credentials.account.elsSubAccount}`;
    if (user !== this.userKey) this.forgetUser();
    this.userKey = user;
    const sameAddresses = this.target && this.target.urls.join(' ') === target.urls.join(' ') && this.target.version === target.version;
    this.disconnect();
    this.target = target;
    this.targetKey = targetKey(target);
    // A new token keeps the address that worked; new addresses start from the first.
    if (!sameAddresses) this.attempt = firstAttempt(target.version);
    this.backoffRound = 0;
    this.connectNow();
  }

  /** Ends the client cleanly and forgets the user's notifications (logout, push switched off). */
  stop(): void {
    this.disconnect();
    this.target = undefined;
    this.targetKey = undefined;
    this.userKey = undefined;
    this.forgetUser();
    this.status = 'off';
    this.error = undefined;
    this.url = undefined;
  }

  private forgetUser(): void {
    this.seen.clear();
    this.counted.clear();
    this.watermark = undefined;
    this.inbox = [];
    this.inboxOverflow = 0;
    if (this.batchTimer !== undefined) this.timers.clear(this.batchTimer);
    this.batchTimer = undefined;
    runInAction(() => {
      this.notices = [];
      this.slots = EMPTY_SLOTS;
      this.received = 0;
      this.reloadOffered = false;
    });
  }

  /** Gives up the current client and any planned retry. */
  private disconnect(): void {
    this.generation += 1;
    if (this.retryTimer !== undefined) this.timers.clear(this.retryTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      // Errors after this point have no one to tell: keep a listener so the library never throws.
      client.on('error', () => undefined);
      client.end(false);
    }
  }

  private setStatus(status: PushStatus, error?: PushError): void {
    this.status = status;
    if (status === 'connected') this.error = undefined;
    else if (error) this.error = error;
  }

  private loadConnect(): Promise<MqttConnect> {
    this.connectPromise ??= this.deps.loadMqtt().catch((error: unknown) => {
      this.connectPromise = undefined;
      throw error;
    });
    return this.connectPromise;
  }

  private connectNow(): void {
    const target = this.target;
    if (!target) return;
    const generation = ++this.generation;
    this.retryTimer = undefined;
    runInAction(() => {
      this.url = target.urls[this.attempt.urlIndex];
      // After a failure the indicator stays offline, with its reason, until an attempt succeeds.
      if (this.status !== 'offline') this.setStatus('connecting');
    });
    if (typeof WebSocket === 'undefined') {
      this.setStatus('offline', { code: PUSH_ERROR.UNSUPPORTED, detail: 'WebSocket' });
      return;
    }
    this.loadConnect().then(
      (connect) => {
        if (generation === this.generation) this.open(connect, target, generation);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.setStatus('offline', { code: PUSH_ERROR.INTERNAL_ERROR, detail: error instanceof Error ? error.message : String(error) });
        this.retryLater();
      },
    );
  }

  private open(connect: MqttConnect, target: Target, generation: number): void {
    const { urlIndex, version } = this.attempt;
    const url = target.urls[urlIndex]!;
    let acked = false;
    let failure: PushError | undefined;
    let client: MqttClientLike;
    try {
      client = connect(url, {
        clientId: pushClientId(this.deps.clientId.browser, this.deps.clientId.tab, this.random),
        username: `${target.credentials.account.elsAccount}_${target.credentials.account.elsSubAccount}`,
        password: target.credentials.token,
        clean: false,
        keepalive: target.keepalive,
        connectTimeout: target.connectTimeout,
        reconnectPeriod: 0,
        protocolVersion: version,
        protocolId: version === 3 ? 'MQIsdp' : 'MQTT',
        resubscribe: false,
        timerVariant: 'native',
      });
    } catch (error) {
      this.failed(false, classifyPushError(error, 'connecting'));
      return;
    }
    this.client = client;
    const current = () => generation === this.generation && this.client === client;
    const giveUp = (error: PushError) => {
      if (!current()) return;
      this.client = undefined;
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end(true);
      this.failed(acked, error);
    };
    client.on('connect', () => {
      if (!current()) return;
      acked = true;
      this.subscribe(client, target, generation, giveUp);
    });
    client.on('message', (topic, payload) => {
      if (current()) this.receive(target, topic, payload);
    });
    client.on('error', (error) => {
      failure ??= classifyPushError(error, acked ? 'connected' : 'connecting');
    });
    client.on('close', () => giveUp(failure ?? { code: acked ? PUSH_ERROR.SOCKET_CLOSE : PUSH_ERROR.SOCKET_ERROR }));
  }

  private subscribe(client: MqttClientLike, target: Target, generation: number, giveUp: (error: PushError) => void): void {
    let answered = false;
    const timer = this.timers.set(() => {
      if (!answered) giveUp({ code: PUSH_ERROR.SUBSCRIBE_TIMEOUT });
    }, target.connectTimeout);
    client.subscribe(target.topic, { qos: 1 }, (error, granted) => {
      answered = true;
      this.timers.clear(timer);
      if (generation !== this.generation) return;
      if (error) giveUp(classifyPushError(error, 'connected'));
      // SUBACK 0x80: the broker refused the topic.
      else if (!granted || granted.some((grant) => grant.qos === 0x80)) giveUp({ code: PUSH_ERROR.CONNACK_RETURNCODE, subscribeRefused: true });
      else {
        // Connected means receiving: only now. The unread list is read after the subscription, so
        // whatever is created after the re-read arrives live.
        this.backoffRound = 0;
        this.setStatus('connected');
        void this.reread(generation);
      }
    });
  }

  /** An attempt failed or a connection dropped: try the next address or version, or wait. */
  private failed(wasConnected: boolean, error: PushError): void {
    const target = this.target;
    if (!target) return;
    this.generation += 1;
    this.setStatus('offline', error);
    if (wasConnected) {
      // The address worked until now: start again there, after a short jittered wait.
      this.attempt = { urlIndex: this.attempt.urlIndex, version: this.attempt.version };
      this.retryLater();
      return;
    }
    if (isAuthRefusal(error)) {
      // The token may be due for renewal: a renewed token reconnects at once (the reaction).
      void this.deps.ensureFreshToken();
      this.retryLater();
      return;
    }
    const kind: AttemptFailure = error.returnCode === 1 ? 'refused-version' : error.returnCode !== undefined || error.subscribeRefused ? 'refused-other' : 'no-answer';
    const next = nextAttempt(this.attempt, kind, target.version, target.urls.length);
    if (next) {
      this.attempt = next;
      this.connectNow();
      return;
    }
    this.attempt = firstAttempt(target.version);
    this.retryLater();
  }

  private retryLater(): void {
    if (!this.target) return;
    const delay = backoffDelay(this.backoffRound, this.deps.backoff ?? DEFAULT_BACKOFF, this.random);
    this.backoffRound += 1;
    const generation = this.generation;
    this.retryTimer = this.timers.set(() => {
      if (generation === this.generation) this.connectNow();
    }, delay);
  }

  /**
   * Keeps a received payload for the next batch: the library's task (which may parse a whole
   * burst from one WebSocket message) does no more than this; decoding happens in the batch.
   */
  private receive(target: Target, topic: string, payload: Uint8Array): void {
    if (topic !== target.topic || payload.byteLength > MAX_PAYLOAD_BYTES) return;
    if (this.inbox.length >= MAX_INBOX) this.inboxOverflow += 1;
    else this.inbox.push(payload);
    this.batchTimer ??= this.timers.set(() => this.applyBatch(), this.deps.batchMs ?? 16);
  }

  /**
   * Applies the pushes of one batch together (badges, notifications, summary, reload offer), at
   * most BATCH_LIMIT of them per task so that a burst never blocks the page for long; the rest
   * follow in the next task.
   */
  private applyBatch(): void {
    this.batchTimer = undefined;
    const payloads = this.inbox.splice(0, BATCH_LIMIT);
    const overflow = this.inbox.length === 0 ? this.inboxOverflow : 0;
    if (this.inbox.length === 0) this.inboxOverflow = 0;
    else this.batchTimer = this.timers.set(() => this.applyBatch(), 0);
    const events: PushEvent[] = [];
    for (const payload of payloads) {
      try {
        const event = parsePushEvent(JSON.parse(utf8.decode(payload)));
        if (event) events.push(event);
      } catch {
        // Not UTF-8 JSON: ignored.
      }
    }
    const fresh: PushNotice[] = [];
    let unreadAdded = 0;
    let todoAdded = 0;
    let counts: { unread: number; todos: number } | undefined;
    for (const event of events) {
      switch (event.type) {
        case 'message':
          if (!this.seen.add(messageKey(event.id))) break;
          // A re-read that answered before this push arrived has counted it already.
          if (!this.counted.has(messageKey(event.id))) unreadAdded += 1;
          if (this.watermark !== undefined && event.sentAt > this.watermark) this.watermark = event.sentAt;
          fresh.push({ key: messageKey(event.id), kind: 'message', body: this.titleOf(event) });
          break;
        case 'todo':
          if (!this.seen.add(todoKey(event.id))) break;
          todoAdded += 1;
          fresh.push({ key: todoKey(event.id), kind: 'todo', body: this.titleOf(event) });
          break;
        case 'counts':
          counts = { unread: event.unreadMessages, todos: event.todos };
          unreadAdded = 0;
          todoAdded = 0;
          break;
        case 'layout-published':
          if (this.deps.layoutConcernsThisPortal?.(event) ?? true) this.reloadOffered = true;
          break;
      }
    }
    const { badges } = this.deps;
    if (counts) {
      badges.setUnread(counts.unread);
      badges.setTodoCount(counts.todos);
    }
    if (unreadAdded > 0) badges.setUnread((badges.unreadCount() ?? 0) + unreadAdded);
    if (fresh.some((notice) => notice.kind === 'message')) badges.messagesArrived?.();
    this.liveCounted += unreadAdded;
    if (todoAdded > 0) badges.setTodoCount((badges.todoCount() ?? 0) + todoAdded);
    this.tell(fresh, overflow);
  }

  private tell(fresh: PushNotice[], extra: number): void {
    if (fresh.length === 0 && extra === 0) return;
    const limit = toastLimit(this.deps.settings().toastLimit);
    const admission = admit(this.slots, fresh.map((notice) => notice.key), limit, extra);
    this.slots = admission.slots;
    const shown = new Set(admission.show);
    for (const notice of fresh) if (shown.has(notice.key)) this.notices.push(notice);
    this.received += fresh.length + extra;
  }

  /** After every connect: the unread list again, so what arrived meanwhile is shown once. */
  private async reread(generation: number): Promise<void> {
    const { badges } = this.deps;
    const known = badges.unreadCount();
    const liveBefore = this.liveCounted;
    void badges.refreshTodoCount();
    // The answer sets the badge; a push counted while the call was under way may be missing from
    // it (the server answered first): then ask again, a few times at most.
    for (let attempt = 1; ; attempt += 1) {
      const liveAtStart = this.liveCounted;
      const unread = await badges.rereadUnread();
      if (generation !== this.generation || !unread) return;
      if (this.liveCounted !== liveAtStart && attempt < REREAD_ATTEMPTS) continue;
      this.applyReread(unread, known === undefined ? undefined : known + (this.liveCounted - liveBefore));
      return;
    }
  }

  private applyReread(unread: { total: number; rows: UnreadRow[] }, known: number | undefined): void {
    const result = rereadMissed({ rows: unread.rows, total: unread.total, knownUnread: known, watermark: this.watermark }, this.seen, this.counted);
    this.watermark = result.watermark;
    if (result.show.length > 0) this.deps.badges.messagesArrived?.();
    this.tell(
      result.show.map((row) => ({ key: messageKey(row.id), kind: 'message' as const, body: this.titleOf(row) })),
      result.more,
    );
  }

  /** The toaster takes the notifications waiting to be shown, once. */
  takeNotices(): PushNotice[] {
    return this.notices.splice(0);
  }

  /** A notification left the screen: its place is free for the next. */
  noticeClosed(key: string): void {
    this.slots = release(this.slots, key);
  }

  /** The summary ("and 37 more") left the screen. */
  summaryClosed(): void {
    this.slots = releaseSummary(this.slots);
  }

  /** Offline and waiting: try again now instead of at the end of the wait (the indicator's click). */
  retryNow(): void {
    if (this.status !== 'offline' || !this.target || this.retryTimer === undefined) return;
    this.timers.clear(this.retryTimer);
    this.retryTimer = undefined;
    this.backoffRound = 0;
    this.connectNow();
  }

  acceptReload(): void {
    this.deps.reload();
  }

  dismissReload(): void {
    this.reloadOffered = false;
  }

  /** Whether a connection is being followed (tests). */
  get following(): boolean {
    return this.targetKey !== undefined;
  }
}

const targetKey = (target: Target | undefined): string | undefined =>
  target &&
  JSON.stringify([target.credentials.token, target.credentials.account, target.credentials.environment, target.urls, target.topic, target.version, target.keepalive, target.connectTimeout]);
