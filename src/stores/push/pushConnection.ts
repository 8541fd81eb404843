import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { pushTopic, type Account } from '../../contract';
import type { Push } from '../../generated/layout';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffSettings } from '../../core/push/backoff';
import { brokerUrls, firstAttempt, nextAttempt, type Attempt, type AttemptFailure, type BrokerPlace, type ProtocolVersion } from '../../core/push/brokers';
import { pushClientId, type IdStore } from '../../core/push/clientId';
import { classifyPushError, isAuthRefusal, PUSH_ERROR, type PushError } from '../../core/push/errors';
import type { MqttClientLike, MqttConnect } from './mqttClient';

/**
 * The state of the push connection. After a failure it stays `offline` with its reason while the
 * next attempts run, until one succeeds; `url` is the broker address of the connection or attempt.
 */
export type PushConnectionState =
  | { status: 'off' }
  | { status: 'connecting'; url: string | undefined }
  | { status: 'connected'; url: string | undefined }
  | { status: 'offline'; url: string | undefined; error: PushError };

export type PushStatus = PushConnectionState['status'];

/** Who connects, with what: undefined while nobody is signed in (then nothing connects). */
export interface PushCredentials {
  token: string;
  account: Account;
  environment: string | undefined;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** A broker login of the session's own (push.credentials 'session'), asked for before each connect. */
export interface BrokerLogin {
  username: string;
  password: string;
}

/** Where and how to connect: the layout's push settings applied to the signed-in user. */
export interface PushTarget {
  credentials: PushCredentials;
  /** 'session': sign in with the session's broker login (deps.brokerLogin), not the access token. */
  login: 'accessToken' | 'session';
  urls: string[];
  topic: string;
  version: ProtocolVersion | undefined;
  keepalive: number;
  connectTimeout: number;
}

/** The target for these settings and credentials; undefined: push is off or nobody is signed in. */
export function pushTarget(settings: Push, credentials: PushCredentials | undefined, place: BrokerPlace): PushTarget | undefined {
  if (!settings.enabled || !credentials) return undefined;
  const urls = brokerUrls(settings, place);
  const topic = pushTopic(settings.topicTemplate, { ...credentials.account, environment: credentials.environment });
  if (urls.length === 0 || !topic) return undefined;
  return { credentials, login: settings.credentials ?? 'accessToken', urls, topic, version: settings.protocolVersion, keepalive: settings.keepaliveSeconds, connectTimeout: settings.connectTimeoutMs };
}

/** Two targets with the same key need no new connection. */
export const pushTargetKey = (target: PushTarget | undefined): string | undefined =>
  target &&
  JSON.stringify([target.login, target.credentials.token, target.credentials.account, target.credentials.environment, target.urls, target.topic, target.version, target.keepalive, target.connectTimeout]);

export interface PushConnectionDeps {
  loadMqtt: () => Promise<MqttConnect>;
  clientId: { browser: IdStore; tab: IdStore };
  timers: Timers;
  random: () => number;
  backoff?: BackoffSettings;
  /** A payload arrived on the target's topic. */
  onPayload(payload: Uint8Array): void;
  /** Subscribed: receiving from now on. `current()` is true while this connection lasts. */
  onConnected(current: () => boolean): void;
  /** The broker refused the token: it may be due for renewal (a renewed one is a new target). */
  onAuthRefused(): void;
  /** The session's own broker login (GET push/login), for a target whose login is 'session'. */
  brokerLogin?: () => Promise<BrokerLogin>;
}

/**
 * One MQTT connection over WebSocket: connects to the target, subscribes to its topic (QoS 1,
 * persistent session), and after a failure or a drop tries the next broker address or protocol
 * version (4, then 3 when none was chosen), or waits with backoff and jitter.
 */
export class PushConnection {
  state: PushConnectionState = { status: 'off' };

  private target: PushTarget | undefined;
  private client: MqttClientLike | undefined;
  /** Changes whenever a connection is given up: late events of an older client are ignored. */
  private generation = 0;
  private attempt: Attempt = firstAttempt(undefined);
  private backoffRound = 0;
  private retryTimer: unknown;
  private connectPromise: Promise<MqttConnect> | undefined;

  constructor(private readonly deps: PushConnectionDeps) {
    makeObservable<PushConnection, 'setState'>(this, { state: observable.ref, error: computed, url: computed, stop: action, setState: action });
  }

  /** Why the last connection failed or dropped; undefined once connected. */
  get error(): PushError | undefined {
    return this.state.status === 'offline' ? this.state.error : undefined;
  }

  get url(): string | undefined {
    return this.state.status === 'off' ? undefined : this.state.url;
  }

  /** Whether a target is being followed. */
  get following(): boolean {
    return this.target !== undefined;
  }

  /** Connects to `target`, giving up the current client; a new token keeps the address that worked. */
  follow(target: PushTarget): void {
    const sameAddresses = this.target && this.target.urls.join(' ') === target.urls.join(' ') && this.target.version === target.version;
    this.disconnect();
    this.target = target;
    if (!sameAddresses) this.attempt = firstAttempt(target.version);
    this.backoffRound = 0;
    this.connectNow();
  }

  /** Ends the client cleanly (logout, push switched off). */
  stop(): void {
    this.disconnect();
    this.target = undefined;
    this.state = { status: 'off' };
  }

  /** Offline and waiting: try again now instead of at the end of the wait (the indicator's click). */
  retryNow(): void {
    if (this.state.status !== 'offline' || !this.target || this.retryTimer === undefined) return;
    this.deps.timers.clear(this.retryTimer);
    this.retryTimer = undefined;
    this.backoffRound = 0;
    this.connectNow();
  }

  private setState(state: { status: 'connected' } | { status: 'offline'; error: PushError }): void {
    this.state = { ...state, url: this.url };
  }

  /** Gives up the current client and any planned retry. */
  private disconnect(): void {
    this.generation += 1;
    if (this.retryTimer !== undefined) this.deps.timers.clear(this.retryTimer);
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
      const url = target.urls[this.attempt.urlIndex];
      // After a failure the indicator stays offline, with its reason, until an attempt succeeds.
      this.state = this.state.status === 'offline' ? { ...this.state, url } : { status: 'connecting', url };
    });
    if (typeof WebSocket === 'undefined') {
      this.setState({ status: 'offline', error: { code: PUSH_ERROR.UNSUPPORTED, detail: 'WebSocket' } });
      return;
    }
    // A session login is asked for before every attempt: after a lock, an unlock or a restart of
    // the broker, the server makes the session's client exist and enabled again.
    const login = target.login === 'session' ? this.askLogin() : Promise.resolve(undefined);
    Promise.all([this.loadConnect(), login]).then(
      ([connect, brokerLogin]) => {
        if (generation === this.generation) this.open(connect, target, generation, brokerLogin);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.setState({ status: 'offline', error: { code: PUSH_ERROR.INTERNAL_ERROR, detail: error instanceof Error ? error.message : String(error) } });
        this.retryLater();
      },
    );
  }

  private askLogin(): Promise<BrokerLogin> {
    return this.deps.brokerLogin ? this.deps.brokerLogin() : Promise.reject(new Error('no broker login'));
  }

  private open(connect: MqttConnect, target: PushTarget, generation: number, brokerLogin: BrokerLogin | undefined): void {
    const { urlIndex, version } = this.attempt;
    const url = target.urls[urlIndex]!;
    let acked = false;
    let failure: PushError | undefined;
    let client: MqttClientLike;
    try {
      client = connect(url, {
        clientId: pushClientId(this.deps.clientId.browser, this.deps.clientId.tab, this.deps.random),
        username: brokerLogin?.username ?? `${target.credentials.account.elsAccount}_${target.credentials.account.elsSubAccount}`,
        password: brokerLogin?.password ?? target.credentials.token,
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
      if (current() && topic === target.topic) this.deps.onPayload(payload);
    });
    client.on('error', (error) => {
      failure ??= classifyPushError(error, acked ? 'connected' : 'connecting');
    });
    client.on('close', () => giveUp(failure ?? { code: acked ? PUSH_ERROR.SOCKET_CLOSE : PUSH_ERROR.SOCKET_ERROR }));
  }

  private subscribe(client: MqttClientLike, target: PushTarget, generation: number, giveUp: (error: PushError) => void): void {
    let answered = false;
    const timer = this.deps.timers.set(() => {
      if (!answered) giveUp({ code: PUSH_ERROR.SUBSCRIBE_TIMEOUT });
    }, target.connectTimeout);
    client.subscribe(target.topic, { qos: 1 }, (error, granted) => {
      answered = true;
      this.deps.timers.clear(timer);
      if (generation !== this.generation) return;
      if (error) giveUp(classifyPushError(error, 'connected'));
      // SUBACK 0x80: the broker refused the topic.
      else if (!granted || granted.some((grant) => grant.qos === 0x80)) giveUp({ code: PUSH_ERROR.CONNACK_RETURNCODE, subscribeRefused: true });
      else {
        // Connected means receiving: only now. The unread list is read after the subscription, so
        // whatever is created after the re-read arrives live.
        this.backoffRound = 0;
        this.setState({ status: 'connected' });
        this.deps.onConnected(() => generation === this.generation);
      }
    });
  }

  /** An attempt failed or a connection dropped: try the next address or version, or wait. */
  private failed(wasConnected: boolean, error: PushError): void {
    const target = this.target;
    if (!target) return;
    this.generation += 1;
    this.setState({ status: 'offline', error });
    if (wasConnected) {
      // The address worked until now: start again there, after a short jittered wait.
      this.attempt = { urlIndex: this.attempt.urlIndex, version: this.attempt.version };
      this.retryLater();
      return;
    }
    if (isAuthRefusal(error)) {
      // The token may be due for renewal: a renewed token reconnects at once (a new target).
      this.deps.onAuthRefused();
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
    const delay = backoffDelay(this.backoffRound, this.deps.backoff ?? DEFAULT_BACKOFF, this.deps.random);
    this.backoffRound += 1;
    const generation = this.generation;
    this.retryTimer = this.deps.timers.set(() => {
      if (generation === this.generation) this.connectNow();
    }, delay);
  }
}
