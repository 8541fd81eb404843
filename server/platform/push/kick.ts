// Cutting a session's connections on an external broker: the embedded broker closes them itself;
// an external one must be told. EMQX (5.x) has an HTTP API for it: `DELETE /api/v5/clients/{clientid}`
// (the client id URL-encoded) with an API key and secret as HTTP Basic credentials (EMQX's API keys:
// created in the dashboard or by `api_key.bootstrap_file`, deploy/emqx); it answers 204 (kicked) or
// 404 CLIENTID_NOT_FOUND (already gone), 401 for a wrong key. When its address, key and secret are configured
// (SRM_EMQX_API_URL, SRM_EMQX_API_KEY, SRM_EMQX_API_SECRET; off by default), the server remembers
// which client ids the auth hook let in for each login session (push/broker/auth receives the
// clientid) and, when that session is locked, logged out, revoked or reaches its end, deletes them.
// The auth hook refuses the session's token from then on, so the kicked client cannot come back.
import type { SessionCut, TokenService } from '../auth/tokens.js';

export interface BrokerKickOptions {
  /** The broker's management API, e.g. http://emqx:18083 (http or https, no path beyond a prefix). */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

/** Client ids remembered in all (a bound; beyond, expired ones go first, then the oldest session's). */
export const MAX_TRACKED_CLIENTS = 50_000;

/** Milliseconds one kick may take before it is given up (logged). */
const KICK_TIMEOUT_MS = 5000;

export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ status: number; body?: { cancel(): Promise<void> } | null }>;

export class BrokerKicker {
  /** Per login session: client id → the expiry (seconds) of the token it connected with. */
  private readonly clients = new Map<string, Map<string, number>>();
  /** Per login session: the cancel of its end's timer. */
  private readonly endTimers = new Map<string, () => void>();
  private tracked = 0;
  private readonly stopCuts: () => void;
  private readonly authorization: string;

  constructor(
    private readonly options: BrokerKickOptions,
    private readonly tokens: TokenService,
    private readonly log: (message: string) => void = () => {},
    private readonly fetchImpl: Fetch = fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
    this.stopCuts = tokens.onSessionCut((sid, why) => void this.kickSession(sid, why));
  }

  /** The auth hook let this client of this session in with a token valid until `exp` (seconds). */
  remember(sid: string, clientId: string, exp: number): void {
    let ids = this.clients.get(sid);
    if (!ids) {
      ids = new Map();
      this.clients.set(sid, ids);
      this.timeSessionEnd(sid);
    }
    if (!ids.has(clientId)) this.tracked += 1;
    ids.set(clientId, exp);
    if (this.tracked > MAX_TRACKED_CLIENTS) this.prune();
  }

  /** How many client ids are remembered (tests). */
  get size(): number {
    return this.tracked;
  }

  /** Deletes every remembered client of the session on the broker; resolves when all were answered. */
  async kickSession(sid: string, why: SessionCut | 'ended'): Promise<void> {
    const ids = this.forget(sid);
    await Promise.all(ids.map((clientId) => this.kick(clientId, why)));
  }

  close(): void {
    this.stopCuts();
    for (const cancel of this.endTimers.values()) cancel();
    this.endTimers.clear();
    this.clients.clear();
    this.tracked = 0;
  }

  private async kick(clientId: string, why: string): Promise<void> {
    const url = `${this.options.apiUrl.replace(/\/+$/, '')}/api/v5/clients/${encodeURIComponent(clientId)}`;
    try {
      const answer = await this.fetchImpl(url, {
        method: 'DELETE',
        headers: { authorization: this.authorization },
        signal: AbortSignal.timeout(KICK_TIMEOUT_MS),
      });
      // The answer's body (404's and errors' JSON) is not read: let go of it, so the connection is free.
      await answer.body?.cancel();
      // 204: disconnected; 404: no longer connected. Anything else is worth an operator's look.
      if (answer.status !== 204 && answer.status !== 404) this.log(`broker kick of ${clientId} (${why}): HTTP ${answer.status}`);
    } catch (error) {
      this.log(`broker kick of ${clientId} (${why}) failed: ${(error as Error).message}`);
    }
  }

  /** A session with an absolute end: its clients are kicked then. */
  private timeSessionEnd(sid: string): void {
    const cancel = this.tokens.atSessionEnd(sid, () => void this.kickSession(sid, 'ended'));
    if (cancel) this.endTimers.set(sid, cancel);
  }

  private forget(sid: string): string[] {
    const ids = this.clients.get(sid);
    this.clients.delete(sid);
    this.endTimers.get(sid)?.();
    this.endTimers.delete(sid);
    if (!ids) return [];
    this.tracked -= ids.size;
    return [...ids.keys()];
  }

  /** Over the bound: clients whose token has expired go (they must authenticate again), then the oldest sessions. */
  private prune(): void {
    const now = Date.now() / 1000;
    for (const [sid, ids] of this.clients) {
      for (const [clientId, exp] of ids)
        if (exp <= now) {
          ids.delete(clientId);
          this.tracked -= 1;
        }
      if (ids.size === 0) this.forget(sid);
    }
    for (const sid of this.clients.keys()) {
      if (this.tracked <= MAX_TRACKED_CLIENTS) break;
      this.forget(sid);
    }
  }
}
