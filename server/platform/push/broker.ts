// The broker of the reference server: aedes (MQTT 3.1.1, and 3.1 / MQIsdp for clients that fall
// back to it) over WebSocket on the server's own HTTP server at one path (/mqtt). Who may do what:
//
// - CONNECT: the username is `{elsAccount}_{elsSubAccount}`, the password the user's access token
//   (the JWT of the HTTP API, checked by the same TokenService: HS256 only, not expired, session not
//   revoked, account enabled). Missing, forged, expired or revoked: return code 4 (bad user name or
//   password); a username that is not the token's user: 5 (not authorized). Too many connections of
//   one user: 3 (server unavailable: try later). A client id longer than maxClientIdLength, or an
//   empty one with clean: false: 2 (identifier rejected).
// - Sessions are the user's: the client id is kept per user (`{user}/{client id}`), so a persistent
//   session (clean: false) never hands one user's subscriptions or queued messages to another user
//   presenting the same client id, and one user cannot take over another's connection by its id.
//   At most maxSessionsPerUser stored sessions per user (the least recently used one goes).
// - SUBSCRIBE: only to the user's own topics (no wildcards, no other topic): anything else is
//   granted 0x80 (failure). QoS is capped at 1.
// - PUBLISH from a client, and wills: refused (aedes closes the connection). Only the server publishes.
// - A revoked login session (logout, password change, refresh-token reuse) and a locked one (the lock
//   screen, HTTP 423) close the connections that authenticated with its tokens at once, and a locked
//   session's token is refused (return code 5) until it is unlocked. A session with an absolute end
//   (session.maxSessionSeconds) closes its connections at that end. An access token that expires on
//   a live connection keeps it until it drops; a reconnect with it is refused.
// - Sockets that have not authenticated: see admission.ts (dropped after CONNECT_WAIT_MS, a pool of
//   their own, per-address limits).
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import { WebSocketServer, type WebSocket } from 'ws';
import { rawHttpAnswer } from '../http/securityHeaders.js';
import type { TokenService } from '../auth/tokens.js';
import type { TrustedProxies } from '../requestTenant.js';
import { Admission, CONNECT_WAIT_MS, clientAddressOf, type AdmissionTicket } from './admission.js';
import { packetSizeWatcher } from './packetGuard.js';
import { boundOutgoingQueues, type OutgoingPersistence, type QueueBound } from './queueBound.js';
import type { PushTopics } from './topics.js';
import { webSocketStream } from './wsStream.js';

export interface PushLimits {
  /** Largest MQTT packet a client may send, bytes (a CONNECT carries the token: about 600 bytes). */
  maxPacketBytes: number;
  /** Authenticated connections in all; beyond: CONNACK 3 (server unavailable). */
  maxConnections: number;
  /** Connections that have not authenticated yet, in all (a pool apart from maxConnections); see admission.ts. */
  maxPending: number;
  /**
   * Connections from one address that have not authenticated yet; beyond: the upgrade answers 503.
   * Behind a reverse proxy, list it in trustedProxies: the address is then X-Forwarded-For's.
   */
  maxPendingPerAddress: number;
  /** Connections from one address in all (an office behind one NAT counts once per tab); beyond: 503. */
  maxSocketsPerAddress: number;
  /** Authenticated connections of one user (tabs, browsers); beyond: CONNACK 3. */
  maxConnectionsPerUser: number;
  /** Stored persistent sessions of one user; beyond: the least recently used one is removed. */
  maxSessionsPerUser: number;
  /** Client id length (MQTT allows 65535; the shell sends about 20 digits). */
  maxClientIdLength: number;
  /** Messages queued for a persistent session while its client is away; beyond: not queued. */
  offlineQueueLimit: number;
  /** Messages awaiting PUBACK for a connected persistent session; beyond: not queued. */
  onlineQueueLimit: number;
  /** Milliseconds a new connection has to authenticate (CONNECT_WAIT_MS); then it is dropped. */
  connectTimeoutMs: number;
  /**
   * Milliseconds between two reads of the open connections' login sessions: a revocation or lock whose
   * announcement never arrived (another instance's, while Redis was away) closes them at the next read.
   */
  sessionCheckMs: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = {
  maxPacketBytes: 16 * 1024,
  maxConnections: 2000,
  maxPending: 500,
  maxPendingPerAddress: 20,
  maxSocketsPerAddress: 500,
  maxConnectionsPerUser: 20,
  maxSessionsPerUser: 10,
  maxClientIdLength: 128,
  offlineQueueLimit: 100,
  onlineQueueLimit: 2000,
  connectTimeoutMs: CONNECT_WAIT_MS,
  sessionCheckMs: 30_000,
};

/** The longest password (access token) read; a real one is about 400 bytes. */
const MAX_PASSWORD_BYTES = 4096;

/** The WebSocket subprotocols MQTT.js asks for: 'mqtt' (3.1.1) and 'mqttv3.1' (3.1, MQIsdp). */
const SUBPROTOCOLS = ['mqtt', 'mqttv3.1'];

interface Connection {
  /** `{elsAccount}_{elsSubAccount}` */
  owner: string;
  /** The login session of the token it authenticated with (absent for tokens from before sessions). */
  sid: string | undefined;
  topics: readonly string[];
}

function refusal(returnCode: 2 | 3 | 4 | 5, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

export interface EmbeddedBrokerOptions {
  tokens: TokenService;
  topics: PushTopics;
  limits: PushLimits;
  /** The path of the WebSocket upgrade, e.g. '/mqtt'. */
  path: string;
  /** Proxies whose X-Forwarded-For names the client (per-address limits). */
  trustedProxies?: TrustedProxies;
  log?: (message: string) => void;
  /** The broker's id among brokers sharing a bus (default 'srm'); distinct per instance. */
  id?: string;
  /**
   * A new message bus shared with the other instances' brokers (aedes' mq, e.g. mqemitter-redis), one
   * per start; default: aedes' own in-process one. Sessions (subscriptions, queues) stay per instance.
   */
  bus?: () => unknown;
}

/** WebSocket close code 1012 (service restart): the client should reconnect at once, to another instance. */
export const RESTART_CLOSE_CODE = 1012;

/** How long closing sockets get to answer the close frame before they are cut. */
const CLOSE_HANDSHAKE_MS = 1000;

/** What the server's push service needs of a transport (this broker or an external one). */
export interface PushTransport {
  publish(topic: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export class EmbeddedBroker implements PushTransport {
  private aedes: Aedes | undefined;
  private queues: QueueBound | undefined;
  private readonly wss: WebSocketServer;
  private readonly sockets = new Set<WebSocket>();
  private readonly admission: Admission;
  /** The admission of each connection's stream (aedes' client.conn). */
  private readonly tickets = new WeakMap<object, AdmissionTicket>();
  private readonly connections = new Map<Client, Connection>();
  private readonly byOwner = new Map<string, Set<Client>>();
  /** Per user: stored session ids (scoped) in order of last use, oldest first. */
  private readonly sessions = new Map<string, Set<string>>();
  /** What the CONNECT packet said, before aedes replaces an empty client id. */
  private readonly connectOf = new WeakMap<Client, { clientId: string; clean: boolean }>();
  private server: http.Server | undefined;
  private readonly stopRevocations: () => void;
  private sessionCheck: NodeJS.Timeout | undefined;
  private checking = false;
  private closed = false;

  constructor(private readonly options: EmbeddedBrokerOptions) {
    const { limits } = options;
    this.wss = new WebSocketServer({
      noServer: true,
      // One frame holds at most one packet's worth (a packet may still span frames: see packetGuard).
      maxPayload: limits.maxPacketBytes,
      handleProtocols: (protocols) => SUBPROTOCOLS.find((name) => protocols.has(name)) ?? false,
      perMessageDeflate: false,
    });
    this.admission = new Admission(limits);
    this.stopRevocations = options.tokens.onSessionCut((sid) => this.closeSession(sid));
  }

  /** Whether the broker is running (between start and stop). */
  get running(): boolean {
    return this.aedes !== undefined;
  }

  /** Counters for tests and the log: live connections, authenticated ones, messages not queued. */
  stats(): { sockets: number; clients: number; pending: number; dropped: number } {
    return { sockets: this.sockets.size, clients: this.connections.size, pending: this.admission.stats().pending, dropped: this.queues?.dropped ?? 0 };
  }

  /** Takes the WebSocket upgrades of `path` on this HTTP server (the Fastify server's own). */
  attach(server: http.Server): void {
    this.server = server;
    server.on('upgrade', this.onUpgrade);
  }

  /** Starts the broker (again): a fresh aedes with empty sessions, as a restarted broker would be. */
  async start(): Promise<void> {
    if (this.aedes || this.closed) return;
    const { limits } = this.options;
    const aedes = await Aedes.createBroker({
      id: this.options.id ?? 'srm',
      ...(this.options.bus ? { mq: this.options.bus() } : {}),
      connectTimeout: limits.connectTimeoutMs,
      maxClientsIdLength: limits.maxClientIdLength,
      maxTopicLevels: 16,
      preConnect: (client, packet, done) => {
        this.connectOf.set(client, { clientId: packet.clientId ?? '', clean: packet.clean !== false });
        done(null, true);
      },
      authenticate: (client, username, password, done) => {
        this.authenticate(client, username, password).then(
          () => done(null, true),
          (error: unknown) => done(error instanceof Error && 'returnCode' in error ? (error as AuthenticateError) : refusal(4, 'refused'), false),
        );
      },
      authorizeSubscribe: (client, subscription, done) => {
        const connection = this.connections.get(client);
        if (!connection || !connection.topics.includes(subscription.topic)) return done(null, null);
        done(null, { ...subscription, qos: subscription.qos > 1 ? 1 : subscription.qos });
      },
      authorizePublish: (_client, _packet, done) => done(new Error('clients may not publish')),
      // Queued messages restored for a session go only to a client whose own topic they were sent on.
      authorizeForward: (client, packet) => (this.connections.get(client)?.topics.includes(packet.topic) ? packet : null),
    });
    const persistence = (aedes as unknown as { persistence: OutgoingPersistence }).persistence;
    this.queues = boundOutgoingQueues(persistence, (clientId) => this.isOnline(aedes, clientId), {
      online: limits.onlineQueueLimit,
      offline: limits.offlineQueueLimit,
    }, aedes.id);
    aedes.on('clientError', (client, error) => this.options.log?.(`mqtt client ${client.id}: ${error.message}`));
    this.aedes = aedes;
    this.sessionCheck = setInterval(() => void this.checkSessions(), limits.sessionCheckMs);
    this.sessionCheck.unref();
  }

  /** Closes the connections whose login session is no longer live (one check at a time; a failed read waits for the next). */
  private async checkSessions(): Promise<void> {
    if (this.checking) return;
    const sids = [...new Set([...this.connections.values()].flatMap((connection) => (connection.sid !== undefined ? [connection.sid] : [])))];
    if (sids.length === 0) return;
    this.checking = true;
    try {
      // One pass over the connections, whatever the number of sessions that ended.
      const ended = new Set(await this.options.tokens.sessionsNotLive(sids));
      for (const [client, connection] of this.connections) if (connection.sid !== undefined && ended.has(connection.sid)) client.close();
    } catch (error) {
      this.options.log?.(`push session check failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.checking = false;
    }
  }

  /**
   * Stops the broker: every connection drops (as with a crashed or restarted broker); HTTP keeps
   * serving. With `restartHint` the sockets are closed with code 1012 (service restart) first.
   */
  async stop(restartHint = false): Promise<void> {
    const aedes = this.aedes;
    if (!aedes) return;
    this.aedes = undefined;
    this.queues = undefined;
    clearInterval(this.sessionCheck);
    this.admission.clear();
    if (restartHint) await this.closeSockets(RESTART_CLOSE_CODE, 'service restart');
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    this.connections.clear();
    this.byOwner.clear();
    this.sessions.clear();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopRevocations();
    this.server?.off('upgrade', this.onUpgrade);
    this.server = undefined;
    // The server is going away (a shutdown, a deployment): the shell reconnects at once, elsewhere.
    await this.stop(true);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  /** Sends every socket a close frame and waits (CLOSE_HANDSHAKE_MS at most) for the clients' answers. */
  private async closeSockets(code: number, reason: string): Promise<void> {
    const closed = [...this.sockets]
      .filter((socket) => socket.readyState === socket.OPEN)
      .map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(code, reason);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_HANDSHAKE_MS)))]);
    clearTimeout(timer);
  }

  async publish(topic: string, payload: string): Promise<void> {
    const aedes = this.aedes;
    // A stopped broker loses nothing that matters: the event's row is in the database.
    if (!aedes || aedes.closed) return;
    const packet: PublishPacket = { cmd: 'publish', topic, payload: Buffer.from(payload, 'utf8'), qos: 1, retain: false, dup: false };
    await new Promise<void>((resolve, reject) => aedes.publish(packet, (error) => (error ? reject(error) : resolve())));
  }

  /** Messages queued now for a session (tests). */
  queued(owner: string, clientId: string): number {
    return this.queues?.queued(`${owner}/${clientId}`) ?? 0;
  }

  private isOnline(aedes: Aedes, clientId: string): boolean {
    const client = (aedes as unknown as { clients: Record<string, Client | undefined> }).clients[clientId];
    return client !== undefined && client.connected;
  }

  private readonly onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== this.options.path) {
      socket.end(rawHttpAnswer(404));
      return;
    }
    const aedes = this.aedes;
    let ws: WebSocket | undefined;
    // Dropped when it waits too long for its CONNECT, or when another address needs the place.
    const ticket = aedes && this.admission.admit(clientAddressOf(request, this.options.trustedProxies), () => (ws ? ws.terminate() : socket.destroy()));
    if (!ticket) {
      socket.end(rawHttpAnswer(503, { 'retry-after': '5' }));
      return;
    }
    socket.once('close', ticket.release);
    this.wss.handleUpgrade(request, socket, head, (upgraded) => {
      ws = upgraded;
      if (this.aedes !== aedes) {
        upgraded.terminate();
        return;
      }
      this.sockets.add(upgraded);
      upgraded.on('close', () => {
        this.sockets.delete(upgraded);
        ticket.release();
      });
      const watch = packetSizeWatcher(this.options.limits.maxPacketBytes);
      upgraded.on('message', (data) => {
        try {
          watch(Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));
        } catch (error) {
          this.options.log?.(`mqtt connection closed: ${(error as Error).message}`);
          upgraded.terminate();
        }
      });
      const stream = webSocketStream(upgraded);
      stream.on('error', () => upgraded.terminate());
      this.tickets.set(stream, ticket);
      aedes.handle(stream, request);
    });
  };

  private async authenticate(client: Client, username: string | undefined, password: Buffer | undefined): Promise<void> {
    const { limits, tokens, topics } = this.options;
    const connect = this.connectOf.get(client) ?? { clientId: client.id, clean: client.clean };
    if (connect.clientId.length > limits.maxClientIdLength) throw refusal(2, 'client id too long');
    if (connect.clientId === '' && !connect.clean) throw refusal(2, 'a persistent session needs a client id');
    if (!username || !password || password.length === 0 || password.length > MAX_PASSWORD_BYTES) throw refusal(4, 'bad user name or password');
    let user;
    try {
      user = await tokens.verifyAccessToken(password.toString('utf8'));
    } catch {
      throw refusal(4, 'bad user name or password');
    }
    const owner = `${user.elsAccount}_${user.elsSubAccount}`;
    if (username !== owner) throw refusal(5, 'the user name is not the token’s user');
    if (user.locked) throw refusal(5, 'the session is locked');
    const own = topics.topicsOf({ elsAccount: user.elsAccount, elsSubAccount: user.elsSubAccount, environment: user.environMentConfig });
    if (own.length === 0) throw refusal(5, 'no topic for this user');
    const open = this.byOwner.get(owner);
    if (open && open.size >= limits.maxConnectionsPerUser) throw refusal(3, 'too many connections');
    if (client.closed) throw refusal(3, 'closed while authenticating');

    // Counted before anything else is awaited, so that concurrent CONNECTs cannot pass the limit together.
    if (this.tickets.get(client.conn)?.authenticate() === false) throw refusal(3, 'too many connections');
    this.connections.set(client, { owner, sid: user.sid, topics: own });
    const mine = open ?? new Set<Client>();
    mine.add(client);
    this.byOwner.set(owner, mine);
    // The session belongs to the user: aedes stores subscriptions and queues under this id.
    const scopedId = `${owner}/${client.id}`;
    (client as { id: string }).id = scopedId;
    const forget = (): void => {
      this.connections.delete(client);
      mine.delete(client);
      if (mine.size === 0 && this.byOwner.get(owner) === mine) this.byOwner.delete(owner);
      // A clean session ends with its connection (aedes removed what it stored).
      if (client.clean) this.sessions.get(owner)?.delete(scopedId);
    };
    client.conn.once('close', forget);
    this.closeAtSessionEnd(client, user.sid);
    if (!connect.clean) await this.rememberSession(owner, scopedId);
  }

  /** Records a stored session of the user; beyond the limit the least recently used offline one is removed. */
  private async rememberSession(owner: string, scopedId: string): Promise<void> {
    const ids = this.sessions.get(owner) ?? new Set<string>();
    ids.delete(scopedId);
    ids.add(scopedId);
    this.sessions.set(owner, ids);
    const aedes = this.aedes;
    if (!aedes || ids.size <= this.options.limits.maxSessionsPerUser) return;
    for (const id of ids) {
      if (ids.size <= this.options.limits.maxSessionsPerUser) break;
      if (id === scopedId || this.isOnline(aedes, id)) continue;
      ids.delete(id);
      await this.queues?.dropSession(id);
    }
  }

  /** A session with an absolute end: its connection closes then (its token cannot be renewed past it). */
  private closeAtSessionEnd(client: Client, sid: string | undefined): void {
    const cancel = sid !== undefined ? this.options.tokens.atSessionEnd(sid, () => client.close()) : undefined;
    if (cancel) client.conn.once('close', cancel);
  }

  /** A login session was revoked or locked: its connections close. */
  private closeSession(sid: string): void {
    for (const [client, connection] of this.connections) if (connection.sid === sid) client.close();
  }
}
