// Per-session broker clients on Mosquitto (SRM_MQTT_DYNSEC=1): the server, connected as its own
// admin client, drives the dynamic-security plugin (dynsec.ts builds the commands).
//
// - The shell asks for its session's credentials (GET push/login) before each connect: the
//   client is created (or, existing, given its password and enabled again) — lazily, so a sign-in
//   never waits for the broker and a session that never opens push costs nothing.
// - Lock: disableClient (Mosquitto disconnects it at once and refuses it until enabled).
// - Logout, revocation: deleteClient and deleteRole. The session's absolute end: the same, timed.
// - Start, and every 15 minutes: every `s-*` client whose session is no longer live is deleted, a
//   locked session's is disabled (the server may have been down when it happened).
// A failed command is logged and retried (the latest wanted state of a session wins); it never
// fails a sign-in: push is a convenience, and the client's password dies with its session anyway.
import crypto from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { SessionCut, TokenService } from '../auth/tokens.js';
import {
  clientNames,
  commandMessage,
  deleteCommands,
  disableCommands,
  DYNSEC_RESPONSE_TOPIC,
  DYNSEC_TOPIC,
  ensureCommands,
  harmlessError,
  listClientsCommand,
  parseAnswers,
  startCommands,
  getClientCommand,
  addPublisherCommand,
  hasRole,
  PUBLISHER_ROLE,
  sessionPassword,
  sessionUsername,
  sidOfUsername,
  type DynsecAnswer,
  type DynsecCommand,
} from './dynsec.js';

export interface DynsecOptions {
  /** The broker's address for the server (mqtt://127.0.0.1:1883), with the admin account. */
  url: string;
  username: string;
  password: string;
  /** Milliseconds one batch of commands may take. Default 5000. */
  answerTimeoutMs?: number;
  /** Milliseconds between retries of a failed change (doubling, at most 5 tries). Default 2000. */
  retryMs?: number;
  /** Milliseconds between reconciliations. Default 15 minutes. */
  reconcileMs?: number;
}

/** What the shell receives: the broker login of its session. */
export interface BrokerLogin {
  username: string;
  password: string;
}

export type SessionState = 'live' | 'locked' | 'gone';

type Wanted = 'disabled' | 'deleted';

const MAX_TRIES = 5;
const LIST_PAGE = 1000;

export class DynsecProvisioner {
  private readonly client: MqttClient;
  private readonly pending = new Map<string, { resolve: (answers: DynsecAnswer[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private readonly retries = new Map<string, { wanted: Wanted; tries: number; timer: NodeJS.Timeout }>();
  /** Per login session: the cancel of its end's timer. */
  private readonly endTimers = new Map<string, () => void>();
  private readonly stopCuts: () => void;
  private readonly reconcileTimer: NodeJS.Timeout;
  private readonly secret: string;
  private sequence = 0;
  private closed = false;

  constructor(
    private readonly options: DynsecOptions,
    private readonly tokens: Pick<TokenService, 'onSessionCut' | 'atSessionEnd' | 'sessionState'>,
    private readonly log: (message: string) => void = () => {},
  ) {
    // The passwords derive from the admin password: whoever holds it holds the broker anyway.
    this.secret = crypto.createHash('sha256').update(`srm-dynsec\0${options.password}`).digest('hex');
    this.client = mqtt.connect(options.url, {
      clientId: `srm-dynsec-${crypto.randomBytes(6).toString('hex')}`,
      username: options.username,
      password: options.password,
      clean: true,
      connectTimeout: 5000,
      reconnectPeriod: 2000,
      queueQoSZero: false,
    });
    this.client.on('error', (error) => log(`dynsec: ${error.message}`));
    this.client.on('message', (topic, payload) => {
      if (topic === DYNSEC_RESPONSE_TOPIC) this.answered(parseAnswers(payload));
    });
    this.client.on('connect', () => void this.onConnect());
    this.stopCuts = tokens.onSessionCut((sid, why: SessionCut) => this.change(sid, why === 'locked' ? 'disabled' : 'deleted'));
    this.reconcileTimer = setInterval(() => void this.reconcile().catch((error: Error) => log(`dynsec reconcile: ${error.message}`)), options.reconcileMs ?? 15 * 60_000);
    this.reconcileTimer.unref();
  }

  get connected(): boolean {
    return this.client.connected;
  }

  /**
   * The broker login of a live, unlocked session, its client made to exist and enabled. Rejects
   * when the broker does not answer in time (the shell retries later; nothing else depends on it).
   */
  async loginOf(sid: string, topics: readonly string[]): Promise<BrokerLogin> {
    if (topics.length === 0) throw new Error('no topics for this session');
    const password = sessionPassword(this.secret, sid);
    this.cancelRetry(sid);
    await this.run(ensureCommands(sid, password, topics));
    this.timeSessionEnd(sid);
    return { username: sessionUsername(sid), password };
  }

  /** Deletes `s-*` clients of sessions no longer live and disables those of locked sessions. */
  async reconcile(): Promise<{ deleted: number; disabled: number }> {
    const names: string[] = [];
    for (let offset = 0; ; offset += LIST_PAGE) {
      const [answer] = await this.run([listClientsCommand(LIST_PAGE, offset)]);
      const page = answer ? clientNames(answer) : { names: [], total: 0 };
      names.push(...page.names);
      if (page.names.length < LIST_PAGE || offset + LIST_PAGE >= page.total) break;
    }
    let deleted = 0;
    let disabled = 0;
    for (const name of names) {
      const sid = sidOfUsername(name);
      if (sid === undefined) continue;
      const state = await this.tokens.sessionState(sid);
      if (state === 'gone') {
        deleted += 1;
        this.change(sid, 'deleted');
      } else if (state === 'locked') {
        disabled += 1;
        this.change(sid, 'disabled');
      } else this.timeSessionEnd(sid);
    }
    return { deleted, disabled };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopCuts();
    clearInterval(this.reconcileTimer);
    for (const cancel of this.endTimers.values()) cancel();
    for (const { timer } of this.retries.values()) clearTimeout(timer);
    for (const { timer, reject } of this.pending.values()) {
      clearTimeout(timer);
      reject(new Error('closed'));
    }
    this.pending.clear();
    await this.client.endAsync(true);
  }

  private async onConnect(): Promise<void> {
    // Each step on its own: a failed one is logged, the next still runs.
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['subscribe', () => this.client.subscribeAsync(DYNSEC_RESPONSE_TOPIC, { qos: 1 })],
      ['defaults', () => this.run(startCommands())],
      ['reconcile', () => this.reconcile()],
      ['publisher role', () => this.ensurePublisher()],
    ];
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (error) {
        this.log(`dynsec ${name}: ${(error as Error).message}`);
      }
    }
  }

  /** The server's account gets the publisher role if it lacks it (Mosquitto then disconnects it once). */
  private async ensurePublisher(): Promise<void> {
    const [answer] = await this.run([getClientCommand(this.options.username)]);
    if (hasRole(answer, PUBLISHER_ROLE)) return;
    this.log(`dynsec: giving ${this.options.username} the role ${PUBLISHER_ROLE} (the broker reconnects it)`);
    // No answer is awaited: the broker may cut this connection before sending it.
    await this.client.publishAsync(DYNSEC_TOPIC, commandMessage([addPublisherCommand(this.options.username)], `c${++this.sequence}`), { qos: 1 });
  }

  /** A session's client must be disabled or deleted: now, and again later while it fails. */
  private change(sid: string, wanted: Wanted, tries = 0): void {
    if (this.closed) return;
    const previous = this.retries.get(sid);
    if (previous) clearTimeout(previous.timer);
    this.retries.delete(sid);
    if (wanted === 'deleted') this.clearEndTimer(sid);
    this.run(wanted === 'deleted' ? deleteCommands(sid) : disableCommands(sid)).catch((error: Error) => {
      this.log(`dynsec ${wanted === 'deleted' ? 'delete' : 'disable'} of ${sessionUsername(sid)} failed (try ${tries + 1}): ${error.message}`);
      if (tries + 1 >= MAX_TRIES || this.closed) return;
      const timer = setTimeout(() => this.change(sid, wanted, tries + 1), (this.options.retryMs ?? 2000) * 2 ** tries);
      timer.unref();
      this.retries.set(sid, { wanted, tries, timer });
    });
  }

  private cancelRetry(sid: string): void {
    const retry = this.retries.get(sid);
    if (retry) clearTimeout(retry.timer);
    this.retries.delete(sid);
  }

  private timeSessionEnd(sid: string): void {
    if (this.endTimers.has(sid)) return;
    const cancel = this.tokens.atSessionEnd(sid, () => {
      this.endTimers.delete(sid);
      this.change(sid, 'deleted');
    });
    if (cancel) this.endTimers.set(sid, cancel);
  }

  private clearEndTimer(sid: string): void {
    this.endTimers.get(sid)?.();
    this.endTimers.delete(sid);
  }

  /** Sends the commands as one message; resolves with their answers, rejects on a real error or no answer. */
  private async run(commands: DynsecCommand[]): Promise<DynsecAnswer[]> {
    if (!this.client.connected) throw new Error('not connected to the broker');
    const correlation = `c${++this.sequence}`;
    const answers = new Promise<DynsecAnswer[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlation);
        reject(new Error('no answer from the dynamic-security plugin'));
      }, this.options.answerTimeoutMs ?? 5000);
      this.pending.set(correlation, { resolve, reject, timer });
    });
    try {
      await this.client.publishAsync(DYNSEC_TOPIC, commandMessage(commands, correlation), { qos: 1 });
    } catch (error) {
      const waiting = this.pending.get(correlation);
      if (waiting) clearTimeout(waiting.timer);
      this.pending.delete(correlation);
      answers.catch(() => undefined);
      throw error;
    }
    const received = await answers;
    for (const answer of received) {
      if (answer.error && !harmlessError(answer.command, answer.error)) throw new Error(`${answer.command}: ${answer.error}`);
    }
    return received;
  }

  private answered(answers: DynsecAnswer[]): void {
    const correlation = answers[0]?.correlationData?.split(':')[0];
    if (correlation === undefined) return;
    const waiting = this.pending.get(correlation);
    if (!waiting) return;
    this.pending.delete(correlation);
    clearTimeout(waiting.timer);
    waiting.resolve(answers);
  }
}
