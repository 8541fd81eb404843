// Who may hold a WebSocket of the embedded broker, and for how long without authenticating.
//
// - An upgraded socket that has not authenticated (sent a CONNECT the broker accepted) within
//   `connectTimeoutMs` (CONNECT_WAIT_MS: a few seconds; a browser sends CONNECT right after the
//   upgrade) is dropped.
// - Sockets waiting for their CONNECT ("pending") never hold one of the `maxConnections` slots of
//   authenticated clients: they have a pool of their own (`maxPending`).
// - Per source address: at most `maxPendingPerAddress` pending and `maxSocketsPerAddress` sockets
//   in all. When the pending pool is full, a newcomer takes the place of the oldest pending socket
//   of the address holding the most (when that one holds more than the newcomer's would): one
//   address, or a few, cannot keep the pool to themselves and starve the others.
// - The source address is the socket's, or, from a trusted proxy, the last X-Forwarded-For entry
//   (the address the proxy saw).
import type http from 'node:http';
import type { TrustedProxies } from '../requestTenant.js';

/** Milliseconds an upgraded WebSocket has to authenticate (send an accepted CONNECT) before it is dropped. */
export const CONNECT_WAIT_MS = 3000;

export interface AdmissionLimits {
  /** Authenticated connections in all; beyond: CONNACK 3. */
  maxConnections: number;
  /** Sockets waiting for their CONNECT, in all; beyond (when no address holds more than its share): 503. */
  maxPending: number;
  /** Sockets of one address waiting for their CONNECT; beyond: 503. */
  maxPendingPerAddress: number;
  /** Sockets of one address in all (authenticated or not); beyond: 503. */
  maxSocketsPerAddress: number;
  /** Milliseconds a socket may wait for its CONNECT. */
  connectTimeoutMs: number;
}

/** One admitted socket: authenticate it once, release it on close. */
export interface AdmissionTicket {
  readonly address: string;
  /** Moves the socket from pending to authenticated; false when every authenticated slot is taken. */
  authenticate(): boolean;
  /** The socket closed (idempotent). */
  release(): void;
}

interface Pending {
  address: string;
  drop: () => void;
  timer: NodeJS.Timeout;
}

/** The longest X-Forwarded-For header read. */
const MAX_FORWARDED_FOR = 1024;

/** The client's address: the socket's, or from a trusted proxy the last X-Forwarded-For entry. */
export function clientAddressOf(request: http.IncomingMessage, trusted: TrustedProxies | undefined): string {
  const own = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  if (!trusted?.has(own) || typeof header !== 'string' || header.length > MAX_FORWARDED_FOR) return own;
  const last = header.split(',').at(-1)?.trim();
  return last && /^[0-9A-Fa-f.:]+$/.test(last) ? last : own;
}

export class Admission {
  /** Every pending socket, oldest first. */
  private readonly pending = new Set<Pending>();
  private readonly pendingByAddress = new Map<string, Set<Pending>>();
  private readonly socketsByAddress = new Map<string, number>();
  private authenticatedCount = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Counts for tests and the log. */
  stats(): { pending: number; authenticated: number } {
    return { pending: this.pending.size, authenticated: this.authenticatedCount };
  }

  /**
   * Admits a new socket from `address`, or answers undefined (refuse the upgrade). `drop` ends the
   * socket: called when it waited too long, or when a newcomer of another address takes its place.
   */
  admit(address: string, drop: () => void): AdmissionTicket | undefined {
    const { limits } = this;
    const mine = this.pendingByAddress.get(address);
    const waiting = mine?.size ?? 0;
    if (waiting >= limits.maxPendingPerAddress || (this.socketsByAddress.get(address) ?? 0) >= limits.maxSocketsPerAddress) return undefined;
    if (this.pending.size >= limits.maxPending && !this.evictFor(waiting)) return undefined;

    const entry: Pending = { address, drop, timer: setTimeout(() => this.expire(entry), limits.connectTimeoutMs) };
    entry.timer.unref();
    this.pending.add(entry);
    const set = mine ?? new Set<Pending>();
    set.add(entry);
    this.pendingByAddress.set(address, set);
    this.socketsByAddress.set(address, (this.socketsByAddress.get(address) ?? 0) + 1);

    let state: 'pending' | 'authenticated' | 'released' = 'pending';
    return {
      address,
      authenticate: () => {
        if (state !== 'pending') return state === 'authenticated';
        if (this.authenticatedCount >= limits.maxConnections) return false;
        this.unpend(entry);
        state = 'authenticated';
        this.authenticatedCount += 1;
        return true;
      },
      release: () => {
        if (state === 'released') return;
        if (state === 'pending') this.unpend(entry);
        else this.authenticatedCount -= 1;
        state = 'released';
        const left = (this.socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) this.socketsByAddress.set(address, left);
        else this.socketsByAddress.delete(address);
      },
    };
  }

  /** Drops every pending socket (the broker stops). */
  clear(): void {
    for (const entry of [...this.pending]) {
      this.unpend(entry);
      entry.drop();
    }
  }

  /**
   * The pool is full: drops the oldest pending socket of the address holding the most, when it holds
   * more than the newcomer's address would (its `waiting` + 1). Whether a place was made.
   */
  private evictFor(waiting: number): boolean {
    let largest: Set<Pending> | undefined;
    for (const set of this.pendingByAddress.values()) if (!largest || set.size > largest.size) largest = set;
    if (!largest || largest.size <= waiting + 1) return false;
    const oldest = largest.values().next().value as Pending;
    this.unpend(oldest);
    oldest.drop();
    return true;
  }

  private expire(entry: Pending): void {
    if (!this.pending.has(entry)) return;
    this.unpend(entry);
    entry.drop();
  }

  private unpend(entry: Pending): void {
    if (!this.pending.delete(entry)) return;
    clearTimeout(entry.timer);
    const set = this.pendingByAddress.get(entry.address);
    set?.delete(entry);
    if (set && set.size === 0) this.pendingByAddress.delete(entry.address);
  }
}
