import { action, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { OverlayScope } from '../../contract/overlayScope';
import type { Push } from '../../generated/layout';
import type { BackoffSettings } from '../../core/push/backoff';
import type { BrokerPlace } from '../../core/push/brokers';
import type { IdStore } from '../../core/push/clientId';
import type { UnreadRow } from '../../core/push/dedupe';
import type { PushError } from '../../core/push/errors';
import type { ToastSlots } from '../../core/push/coalesce';
import type { MqttConnect } from './mqttClient';
import { NoticeQueue } from './noticeQueue';
import { PushConnection, pushTarget, pushTargetKey, realTimers, type BrokerLogin, type PushCredentials, type PushStatus, type PushTarget, type Timers } from './pushConnection';
import { PushInbox, type PushBatch, type PushNotice } from './pushInbox';

export type { PushConnectionState, PushCredentials, PushStatus, Timers } from './pushConnection';
export { MAX_PAYLOAD_BYTES, type PushNotice } from './pushInbox';

/**
 * The badges the pushes move and the unread list a reconnect reads again: the badge store the
 * push writes (today the message and approval stores hold the two counts).
 */
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

export interface PushStoreDeps {
  loadMqtt: () => Promise<MqttConnect>;
  settings: () => Push;
  place: BrokerPlace;
  credentials: () => PushCredentials | undefined;
  /**
   * The screen is locked: no connection (the broker refuses a locked session and closes its
   * connections), the user's notifications kept; it connects again, with a re-read, once unlocked.
   */
  paused?: () => boolean;
  /** The session's own broker login (GET push/login), when the layout's push.credentials is 'session'. */
  brokerLogin?: () => Promise<BrokerLogin>;
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

/** What the store follows while paused (the lock screen). */
const PAUSED = 'paused';

/** Re-reads of the unread list after a connect at most, while pushes keep arriving during them. */
const REREAD_ATTEMPTS = 4;

/**
 * Push notifications, the façade the shell reads: it follows the session and the layout (connects
 * while signed in, reconnects with a renewed token: PushConnection), passes what arrives through
 * the inbox in batches (PushInbox: decoding, de-duplication, unread reconciliation after every
 * connect), writes the badges, queues the notifications (NoticeQueue) and offers a reload when the
 * layout was published. Forgets the user's notifications when the user goes.
 */
export class PushStore {
  readonly scope = 'session' as const; // follows the session's credentials: forgets the user when they go
  /** A layout was published: offer a reload. */
  reloadOffered = false;

  private readonly connection: PushConnection;
  private readonly inbox: PushInbox;
  private readonly queue: NoticeQueue;
  private readonly timers: Timers;
  private disposer: IReactionDisposer | undefined;
  private userKey: string | undefined;
  private batchTimer: unknown;

  constructor(private readonly deps: PushStoreDeps) {
    this.timers = deps.timers ?? realTimers;
    this.inbox = new PushInbox(deps.language);
    this.queue = new NoticeQueue(() => deps.settings().toastLimit);
    this.connection = new PushConnection({
      loadMqtt: deps.loadMqtt,
      clientId: deps.clientId,
      timers: this.timers,
      random: deps.random ?? Math.random,
      backoff: deps.backoff,
      onPayload: (payload) => this.receive(payload),
      onConnected: (current) => void this.reread(current),
      onAuthRefused: () => void deps.ensureFreshToken(),
      ...(deps.brokerLogin ? { brokerLogin: deps.brokerLogin } : {}),
    });
    makeObservable<PushStore, 'applyBatch' | 'applyReread'>(this, {
      reloadOffered: observable,
      dismissReload: action,
      stop: action,
      applyBatch: action,
      applyReread: action,
    });
  }

  get status(): PushStatus {
    return this.connection.state.status;
  }

  /** Why the last connection failed or dropped; cleared when connected. */
  get error(): PushError | undefined {
    return this.connection.error;
  }

  /** The broker address of the current connection (or attempt). */
  get url(): string | undefined {
    return this.connection.url;
  }

  /** Notifications waiting for the toaster (it takes them). */
  get notices(): readonly PushNotice[] {
    return this.queue.notices;
  }

  get slots(): ToastSlots {
    return this.queue.slots;
  }

  /** Pushed messages and to-dos told to the user (shown or summarised) since sign-in. */
  get received(): number {
    return this.queue.received;
  }

  /** Whether a connection is being followed (tests). */
  get following(): boolean {
    return this.connection.following;
  }

  /** Follows the session and the layout: connects while signed in and not locked, reconnects on a new token. */
  start(): void {
    if (this.disposer) return;
    const keyOf = (target: PushTarget | typeof PAUSED | undefined): string | undefined => (target === PAUSED ? PAUSED : pushTargetKey(target));
    this.disposer = reaction(
      () => (this.deps.paused?.() ? PAUSED : pushTarget(this.deps.settings(), this.deps.credentials(), this.deps.place)),
      (target) => (target === PAUSED ? this.pause() : this.follow(target)),
      { fireImmediately: true, equals: (a, b) => keyOf(a) === keyOf(b) },
    );
  }

  /** Ends the client but keeps the user's notifications (what arrives meanwhile comes with the re-read). */
  private pause(): void {
    this.connection.stop();
  }

  /** Stops following and ends the client (disposal). */
  dispose(): void {
    this.disposer?.();
    this.disposer = undefined;
    this.stop();
  }

  /** Ends the client cleanly and forgets the user's notifications (logout, push switched off). */
  stop(): void {
    this.connection.stop();
    this.userKey = undefined;
    this.forgetUser();
  }

  private follow(target: PushTarget | undefined): void {
    if (!target) {
      this.stop();
      return;
    }
    const user = `${target.credentials.account.elsAccount}_${target.credentials.account.elsSubAccount}`;
    if (user !== this.userKey) this.forgetUser();
    this.userKey = user;
    this.connection.follow(target);
  }

  private forgetUser(): void {
    this.inbox.forget();
    if (this.batchTimer !== undefined) this.timers.clear(this.batchTimer);
    this.batchTimer = undefined;
    runInAction(() => {
      this.queue.clear();
      this.reloadOffered = false;
    });
  }

  /**
   * Keeps a received payload for the next batch: the library's task (which may parse a whole
   * burst from one WebSocket message) does no more than this; decoding happens in the batch.
   */
  private receive(payload: Uint8Array): void {
    if (!this.inbox.receive(payload)) return;
    this.batchTimer ??= this.timers.set(() => this.applyBatch(), this.deps.batchMs ?? 16);
  }

  /**
   * Applies the pushes of one batch together (badges, notifications, summary, reload offer), at
   * most BATCH_LIMIT of them per task so that a burst never blocks the page for long; the rest
   * follow in the next task.
   */
  private applyBatch(): void {
    this.batchTimer = undefined;
    const batch: PushBatch = this.inbox.takeBatch();
    if (batch.more) this.batchTimer = this.timers.set(() => this.applyBatch(), 0);
    if (batch.layoutPublished.some((event) => this.deps.layoutConcernsThisPortal?.(event) ?? true)) this.reloadOffered = true;
    const { badges } = this.deps;
    if (batch.counts) {
      badges.setUnread(batch.counts.unread);
      badges.setTodoCount(batch.counts.todos);
    }
    if (batch.unreadAdded > 0) badges.setUnread((badges.unreadCount() ?? 0) + batch.unreadAdded);
    if (batch.notices.some((notice) => notice.kind === 'message')) badges.messagesArrived?.();
    if (batch.todoAdded > 0) badges.setTodoCount((badges.todoCount() ?? 0) + batch.todoAdded);
    this.queue.tell(batch.notices, batch.overflow);
  }

  /** After every connect: the unread list again, so what arrived meanwhile is shown once. */
  private async reread(current: () => boolean): Promise<void> {
    const { badges } = this.deps;
    const known = badges.unreadCount();
    const liveBefore = this.inbox.liveCounted;
    void badges.refreshTodoCount();
    // The answer sets the badge; a push counted while the call was under way may be missing from
    // it (the server answered first): then ask again, a few times at most.
    for (let attempt = 1; ; attempt += 1) {
      const liveAtStart = this.inbox.liveCounted;
      const unread = await badges.rereadUnread();
      if (!current() || !unread) return;
      if (this.inbox.liveCounted !== liveAtStart && attempt < REREAD_ATTEMPTS) continue;
      this.applyReread(unread, known === undefined ? undefined : known + (this.inbox.liveCounted - liveBefore));
      return;
    }
  }

  private applyReread(unread: { total: number; rows: UnreadRow[] }, known: number | undefined): void {
    const { notices, more } = this.inbox.reconcile(unread, known);
    if (notices.length > 0) this.deps.badges.messagesArrived?.();
    this.queue.tell(notices, more);
  }

  /** The toaster takes the notifications waiting to be shown, once. */
  takeNotices(): PushNotice[] {
    return this.queue.take();
  }

  /** A notification left the screen: its place is free for the next. */
  noticeClosed(key: string): void {
    this.queue.closed(key);
  }

  /** The summary ("and 37 more") left the screen. */
  summaryClosed(): void {
    this.queue.summaryClosed();
  }

  /** Offline and waiting: try again now instead of at the end of the wait (the indicator's click). */
  retryNow(): void {
    this.connection.retryNow();
  }

  acceptReload(): void {
    this.deps.reload();
  }

  dismissReload(): void {
    this.reloadOffered = false;
  }
}
