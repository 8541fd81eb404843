// Login sessions and their tokens: HS256 access tokens (jose) carrying the session id, rotating
// refresh tokens stored as hashes, tickets (single-use codes traded for an access token of the
// session) and revocation.
import crypto from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { EXPIRED_REASON, ROTATED_REASON, ROTATION_GRACE_SECONDS, SESSION_ENDED_REASON, type LoginResult, type RefreshResult, type TicketResult } from '../../../src/contract/auth.js';
import { lockKey, tablesOf, type Db } from '../db/handle.js';
import { reusedQuery } from '../db/reusedQuery.js';
import { LruMap } from '../lruMap.js';
import { ReadCache } from '../readCache.js';
import { ApiError, unauthorized } from '../http/envelope.js';
import { rolesOf, type AccountRepo, type AccountRow } from './accounts.js';
import { fixedPolicy, type SessionPolicySource } from './sessionPolicy.js';
import type { AuthTables } from './tables.js';

/** The signed-in user of a request, read from its access token and the account's current row. */
export interface AuthUser {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
  station: string;
  permission: string;
  roles: string[];
  environMentConfig: string;
  /** Access-token id and expiry (seconds since epoch) of the presented token. */
  jti: string;
  exp: number;
  /** The login session (refresh-token family) the token belongs to; absent on tokens from before sessions. */
  sid?: string;
  /** The session's screen is locked (any tab): the guard lets only the unlock, the logout and the lock through. */
  locked?: boolean;
}

/** Why a login session's live connections must close now: it ended (revoked), or its screen was locked. */
export type SessionCut = 'revoked' | 'locked';

/** What happened to a login session's state: a cut, or its screen unlocked. */
export type SessionChange = SessionCut | 'unlocked';

/**
 * How long the account and session a request read are kept for the session's next requests. A
 * home page's calls come together: one read answers them all. Every change this instance makes
 * to the session forgets it at once, the other instances forget it when the cluster bus tells
 * them (server/platform/cluster/sessionCuts.ts); this bounds the rest: a change made in the
 * database by another system (an account disabled or demoted by the SRM platform's own admin), or
 * announced while Redis was away.
 */
export const SESSION_STATE_MAX_AGE_MS = 1_000;
/** Login sessions whose state is kept at most (the least recently used leave first). */
const SESSION_STATES_KEPT = 10_000;

/** Why a login session ended (kept in auth_sessions.revoke_reason). */
export type RevokeReason = 'logout' | 'refresh-token-reuse' | 'password-changed' | 'password-reset' | 'session-limit';

export interface TokenOptions {
  /** The server's own access-token lifetime: the ceiling of every tenant's app.tokenTimeSeconds. */
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Seconds within which a ticket must be traded. */
  ticketTtlSeconds: number;
  /** The session policy of a tenant (token time, session length); default: the token lifetime alone. */
  policies?: SessionPolicySource;
  /** How long a request's account and session rows are kept (SESSION_STATE_MAX_AGE_MS by default; 0: not kept). */
  sessionStateMaxAgeMs?: number;
}

/** A login session's row: whether it was revoked, the tenant whose policy it follows, its absolute end (seconds). */
interface SessionRow {
  revoked_at: number | null;
  tenant: string | null;
  ends_at: number | null;
  locked_at: number | null;
}

/** A ticket: 32 random bytes, Base64url (43 characters). Anything else is no ticket. */
const TICKET_CODE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value presented to webValidToken is shaped like a ticket (else it may be an access token). */
export function isTicketCode(value: string): boolean {
  return TICKET_CODE.test(value);
}

type RefreshTokenRow = AuthTables['refresh_tokens'];

const SECRET_NAME = 'jwt_hs256';

/**
 * Access tokens whose signature was checked, kept with their claims. A shell sends the same token
 * with every call until it is refreshed, and checking it (Web Crypto's HMAC, an asynchronous job)
 * cost 7 % of the server's time under the home page's load (tests/bench/scale.bench.ts, CPU
 * profile). A kept token's expiry is still checked at every use, its session and account still read.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Generated once per database, so tokens survive a restart but never work against another data dir. */
/** Every instance on one database reads the same secret: the first to start writes it, the others keep it. */
async function loadOrCreateSecret(db: Db): Promise<CryptoKey> {
  const q = tablesOf<AuthTables>(db);
  await q
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString('base64'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await q.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  // Imported once: jose given raw bytes imports them again for every token it signs or checks
  // (a WebCrypto importKey per call, 2–3 % of the server's time under load).
  return crypto.webcrypto.subtle.importKey('raw', Buffer.from(row.value, 'base64'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) as Promise<CryptoKey>;
}

/** A login session's state (tickets, refreshes, the broker's session checks): compiled once. */
const sessionById = reusedQuery<SessionRow, [string]>(1, (db, sid) =>
  tablesOf<AuthTables>(db).selectFrom('auth_sessions').select(['revoked_at', 'tenant', 'ends_at', 'locked_at']).where('family_id', '=', sid!),
);

/** What a signed-in request reads: its account and its login session (null columns: no such session). */
type AccountWithSession = Pick<AccountRow, 'els_account' | 'els_sub_account' | 'name' | 'station' | 'permission' | 'roles' | 'environment_config' | 'enabled'> & {
  session_id: string | null;
  revoked_at: number | null;
  ends_at: number | null;
  locked_at: number | null;
};

/**
 * The account and the session of a request in one statement: on PostgreSQL each statement is a
 * round trip, and these two were most of the home calls' database time (half of them answer from
 * kept figures). No row: no such account.
 */
const accountWithSession = reusedQuery<AccountWithSession, [string, string, string]>(3, (db, elsAccount, elsSubAccount, sid) =>
  tablesOf<AuthTables>(db)
    .selectFrom('accounts as a')
    .leftJoin('auth_sessions as s', (join) => join.on('s.family_id', '=', sid!))
    .select(['a.els_account', 'a.els_sub_account', 'a.name', 'a.station', 'a.permission', 'a.roles', 'a.environment_config', 'a.enabled', 's.family_id as session_id', 's.revoked_at', 's.ends_at', 's.locked_at'])
    .where('a.els_account', '=', elsAccount!)
    .where('a.els_sub_account', '=', elsSubAccount!),
);

export class TokenService {
  readonly tokenTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  readonly ticketTtlSeconds: number;
  /** Successful refreshes since start; read by tests through the dev stats endpoint. */
  refreshCount = 0;

  // The signing key, read once (it never changes). A session's state is kept a second at most
  // (sessionStates): this instance's changes forget it at once, another instance's when the bus says.
  private keyLoaded: Promise<CryptoKey> | undefined;
  /** Checked tokens and their claims (VERIFIED_TOKENS_KEPT, the least recently used out). */
  private readonly verified = new LruMap<string, JWTPayload>(VERIFIED_TOKENS_KEPT);
  private readonly cutListeners = new Set<(sid: string, why: SessionCut) => void>();
  private readonly changeListeners = new Set<(sid: string, change: SessionChange) => void>();
  /** The account and session rows of recent requests by sid (SESSION_STATE_MAX_AGE_MS). */
  private readonly sessionStates: ReadCache<AccountWithSession | undefined>;
  private readonly policyOf: SessionPolicySource;

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountRepo,
    options: TokenOptions,
  ) {
    this.tokenTtlSeconds = options.tokenTtlSeconds;
    this.refreshTtlSeconds = options.refreshTtlSeconds;
    this.ticketTtlSeconds = options.ticketTtlSeconds;
    this.policyOf = options.policies ?? fixedPolicy(options.tokenTtlSeconds);
    this.sessionStates = new ReadCache({ ttlMs: options.sessionStateMaxAgeMs ?? SESSION_STATE_MAX_AGE_MS, maxEntries: SESSION_STATES_KEPT });
  }

  private q(db: Db = this.db) {
    return tablesOf<AuthTables>(db);
  }

  /** The signing key (app_secrets), loaded on first use; a failed load is tried again on the next. */
  private key(): Promise<CryptoKey> {
    this.keyLoaded ??= loadOrCreateSecret(this.db).catch((error: unknown) => {
      this.keyLoaded = undefined;
      throw error;
    });
    return this.keyLoaded;
  }

  private async session(sid: string, db: Db = this.db): Promise<SessionRow | undefined> {
    const [row] = await sessionById(db, sid);
    return row;
  }

  /** The deployment tenant a login session follows (the one its login named); undefined for none or no session. */
  async tenantOfSession(sid: string | undefined): Promise<string | undefined> {
    return (sid !== undefined ? (await this.session(sid))?.tenant : undefined) ?? undefined;
  }

  /** Whether a login session is unknown or revoked (its tokens then stop working). */
  private async sessionRevoked(sid: string, db: Db = this.db): Promise<boolean> {
    const session = await this.session(sid, db);
    return !session || session.revoked_at !== null;
  }

  /** Whether a login session has reached its absolute end (session.maxSessionSeconds). */
  private sessionEnded(session: Pick<SessionRow, 'ends_at'> | undefined, now = nowSeconds()): boolean {
    return session?.ends_at != null && session.ends_at <= now;
  }

  /** How long a new access token of the session lives: the tenant's token time, clipped to the session's end. */
  private accessLifetime(session: Pick<SessionRow, 'tenant' | 'ends_at'> | undefined, now: number): number {
    const ttl = this.policyOf(session?.tenant ?? undefined).tokenTtlSeconds;
    return session?.ends_at != null ? Math.max(0, Math.min(ttl, session.ends_at - now)) : ttl;
  }

  /**
   * Signs a checked account in: a new login session, its first refresh token and an access token.
   * `tenant` is the deployment tenant the login named: its policy sets the session's absolute end.
   */
  async startSession(account: AccountRow, tenant?: string): Promise<LoginResult & { refreshToken: string }> {
    const sid = crypto.randomUUID();
    const now = nowSeconds();
    const { maxSessionSeconds } = this.policyOf(tenant);
    const row = { tenant: tenant ?? null, ends_at: maxSessionSeconds !== undefined ? now + maxSessionSeconds : null };
    await this.q()
      .insertInto('auth_sessions')
      .values({ family_id: sid, els_account: account.els_account, els_sub_account: account.els_sub_account, created_at: now, tenant: row.tenant, ends_at: row.ends_at })
      .execute();
    const refreshToken = await this.issueRefreshToken(this.db, account, sid, row.ends_at);
    const lifetime = this.accessLifetime(row, now);
    const token = await this.signAccessToken(account, sid, lifetime);
    return { ...this.sessionData(account, token, lifetime, row.ends_at, now), refreshToken };
  }

  /**
   * A ticket for the caller's login session: a random single-use code, valid ticketTtlSeconds, of
   * which only a hash is stored. It is not a token: webValidToken trades it for one (exchangeTicket).
   */
  async issueTicket(user: AuthUser): Promise<TicketResult> {
    const account = await this.accounts.find(user.elsAccount, user.elsSubAccount);
    if (!account) throw unauthorized('invalid');
    const ticket = crypto.randomBytes(32).toString('base64url');
    const now = nowSeconds();
    await this.q().deleteFrom('auth_tickets').where('expires_at', '<=', now).execute();
    await this.q()
      .insertInto('auth_tickets')
      .values({
        code_hash: sha256(ticket),
        family_id: user.sid ?? null,
        els_account: account.els_account,
        els_sub_account: account.els_sub_account,
        expires_at: now + this.ticketTtlSeconds,
      })
      .execute();
    return { ticket, expiresIn: this.ticketTtlSeconds };
  }

  /**
   * Trades a ticket, once, for a new access token of the login session that issued it (no refresh
   * token: that session's refresh chain stays with its owner). Unknown, used, expired, or of an
   * ended session: 401 invalid, all alike.
   */
  async exchangeTicket(ticket: string): Promise<LoginResult> {
    // The DELETE … RETURNING decides: of concurrent trades of one ticket (on any instance) one gets the row.
    const row = await this.q()
      .deleteFrom('auth_tickets')
      .where('code_hash', '=', sha256(ticket))
      .returning(['family_id', 'els_account', 'els_sub_account', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at <= nowSeconds()) throw unauthorized('invalid');
    if (row.family_id !== null && (await this.sessionRevoked(row.family_id))) throw unauthorized('invalid');
    const session = row.family_id !== null ? await this.session(row.family_id) : undefined;
    const now = nowSeconds();
    if (this.sessionEnded(session, now)) throw unauthorized(SESSION_ENDED_REASON);
    const account = await this.accounts.find(row.els_account, row.els_sub_account);
    if (!account || account.enabled !== 1) throw unauthorized('invalid');
    const lifetime = this.accessLifetime(session, now);
    const token = await this.signAccessToken(account, row.family_id ?? undefined, lifetime);
    return this.sessionData(account, token, lifetime, session?.ends_at ?? null, now);
  }

  /** Ends a login session: its refresh tokens, its tickets and every access token carrying its sid stop working. */
  async revokeSession(sid: string, reason: RevokeReason): Promise<void> {
    await this.db.transaction().execute((trx) => this.revokeSessionRows(trx, sid, reason));
    this.changed(sid, 'revoked');
  }

  /**
   * The rows of a session's end, on the caller's transaction (the refresh's reuse detection is one).
   * Answers whether this call ended the session (false: it had ended before, or has no row), so that
   * of concurrent reuses of one token exactly one announces the end.
   */
  private async revokeSessionRows(trx: Db, sid: string, reason: RevokeReason): Promise<boolean> {
    const now = nowSeconds();
    const q = this.q(trx);
    const ended = await q.updateTable('auth_sessions').set({ revoked_at: now, revoke_reason: reason }).where('family_id', '=', sid).where('revoked_at', 'is', null).executeTakeFirst();
    await q.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', sid).where('revoked_at', 'is', null).execute();
    await q.deleteFrom('auth_tickets').where('family_id', '=', sid).execute();
    return Number(ended.numUpdatedRows) > 0;
  }

  /**
   * A session's state changed (after the commit): what is kept of it is forgotten, the change
   * listeners (the cluster bus) are told, and on a cut whoever holds live connections of the
   * session (the push broker, an external broker's kick) closes them.
   */
  private changed(sid: string, change: SessionChange): void {
    this.sessionStates.forget(sid);
    const tell = (call: () => void) => {
      try {
        call();
      } catch {
        // A listener's failure must not undo or hide the revocation or the lock.
      }
    };
    if (change !== 'unlocked') for (const listener of this.cutListeners) tell(() => listener(sid, change));
    for (const listener of this.changeListeners) tell(() => listener(sid, change));
  }

  /** Calls the listener with the sid of every login session revoked, locked or unlocked from now on; returns the unsubscribe. */
  onSessionChange(listener: (sid: string, change: SessionChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Calls the listener with the sid of every login session revoked or locked from now on; returns the unsubscribe. */
  onSessionCut(listener: (sid: string, why: SessionCut) => void): () => void {
    this.cutListeners.add(listener);
    return () => this.cutListeners.delete(listener);
  }

  /** Whether a login session can still be used: live, live but locked, or gone (revoked, ended, unknown). */
  async sessionState(sid: string): Promise<'live' | 'locked' | 'gone'> {
    const session = await this.session(sid);
    if (!session || session.revoked_at !== null || this.sessionEnded(session)) return 'gone';
    return session.locked_at !== null ? 'locked' : 'live';
  }

  /**
   * Of these login sessions, the ones whose sockets must not stay open: revoked, locked, past their end
   * or unknown. One read per 500 sessions (the brokers' periodic check, which catches a cut another
   * instance could not announce).
   */
  async sessionsNotLive(sids: readonly string[]): Promise<Set<string>> {
    const notLive = new Set(sids);
    const now = nowSeconds();
    for (let start = 0; start < sids.length; start += 500) {
      const rows = await this.q(this.db)
        .selectFrom('auth_sessions')
        .select(['family_id', 'revoked_at', 'ends_at', 'locked_at'])
        .where('family_id', 'in', sids.slice(start, start + 500))
        .execute();
      for (const row of rows) if (row.revoked_at === null && row.locked_at === null && !this.sessionEnded(row, now)) notLive.delete(row.family_id);
    }
    return notLive;
  }

  /** A login session's absolute end (seconds since the epoch); undefined when it has none or is unknown. */
  async sessionEndsAt(sid: string): Promise<number | undefined> {
    return (await this.session(sid))?.ends_at ?? undefined;
  }

  /**
   * Runs `atEnd` at a login session's absolute end; returns the cancel at once (the end is read from
   * the session row meanwhile). Nothing runs when the session has no end or it is beyond setTimeout's
   * reach (2^31-1 ms, 24.8 days: the token's expiry meets it).
   * The one timer rule of whoever must act at the end (the embedded broker, the EMQX kick, Mosquitto's clients).
   */
  atSessionEnd(sid: string, atEnd: () => void): () => void {
    let cancelled = false;
    let timer: NodeJS.Timeout | undefined;
    this.sessionEndsAt(sid).then(
      (endsAt) => {
        if (cancelled || endsAt === undefined) return;
        const delay = endsAt * 1000 - Date.now();
        if (delay > 2 ** 31 - 1) return;
        timer = setTimeout(atEnd, Math.max(0, delay));
        timer.unref();
      },
      () => {
        // The row could not be read (the database is closing): the token's own expiry still ends it.
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }

  /** Ends every session of an account but one (a password change keeps the session it came from). */
  async revokeAccountSessions(elsAccount: string, elsSubAccount: string, reason: RevokeReason, exceptSid?: string): Promise<void> {
    const rows = await this.q()
      .selectFrom('auth_sessions')
      .select('family_id')
      .where('els_account', '=', elsAccount)
      .where('els_sub_account', '=', elsSubAccount)
      .where('revoked_at', 'is', null)
      .execute();
    for (const { family_id: sid } of rows) if (sid !== exceptSid) await this.revokeSession(sid, reason);
    await this.revokeLegacyRefreshTokens(elsAccount, elsSubAccount);
  }

  /** Refresh tokens (and tickets) from before login sessions existed belong to no session row. */
  async revokeLegacyRefreshTokens(elsAccount: string, elsSubAccount: string): Promise<void> {
    await this.q()
      .updateTable('refresh_tokens')
      .set({ revoked_at: nowSeconds() })
      .where('els_account', '=', elsAccount)
      .where('els_sub_account', '=', elsSubAccount)
      .where('revoked_at', 'is', null)
      .where('family_id', 'not in', (eb) => eb.selectFrom('auth_sessions').select('family_id'))
      .execute();
    await this.q()
      .deleteFrom('auth_tickets')
      .where('family_id', 'is', null)
      .where('els_account', '=', elsAccount)
      .where('els_sub_account', '=', elsSubAccount)
      .execute();
  }

  /** The login answer for an already issued access token (webValidToken given a token, as the SRM platform does). */
  async validate(token: string): Promise<LoginResult> {
    const user = await this.verifyAccessToken(token);
    const account = await this.accounts.find(user.elsAccount, user.elsSubAccount);
    if (!account) throw unauthorized('invalid');
    const endsAt = user.sid !== undefined ? ((await this.session(user.sid))?.ends_at ?? null) : null;
    return this.sessionData(account, token, Math.max(0, user.exp - nowSeconds()), endsAt);
  }

  /** The claims of a token with a valid signature that has not expired; jose's errors otherwise. */
  private async checkedClaims(token: string): Promise<JWTPayload> {
    const kept = this.verified.get(token);
    if (kept && typeof kept.exp === 'number' && kept.exp > nowSeconds()) return kept;
    // Unknown or expired: jose checks it (and answers JWTExpired with its claims for the latter).
    this.verified.delete(token);
    const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
    if (typeof payload.exp === 'number' && payload.nbf === undefined) this.verified.set(token, Object.freeze(payload));
    return payload;
  }

  async verifyAccessToken(token: string): Promise<AuthUser> {
    let payload;
    try {
      payload = await this.checkedClaims(token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWTExpired)) throw unauthorized('invalid');
      // Expired because its session reached its limit: no refresh will help, and the shell says why.
      const sid = error.payload.sid;
      throw unauthorized(typeof sid === 'string' && this.sessionEnded(await this.session(sid)) ? SESSION_ENDED_REASON : EXPIRED_REASON);
    }
    const { elsAccount, elsSubAccount, jti, exp, sid } = payload;
    if (typeof elsAccount !== 'string' || typeof elsSubAccount !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw unauthorized('invalid');
    }
    // Permission and roles come from the database, not the claims, so a demotion applies within the
    // kept time (SESSION_STATE_MAX_AGE_MS).
    let account: Pick<AccountRow, 'name' | 'station' | 'permission' | 'roles' | 'environment_config' | 'enabled'> | undefined;
    let locked = false;
    if (typeof sid === 'string') {
      const kept = await this.sessionStates.get(sid, async () => (await accountWithSession(this.db, elsAccount, elsSubAccount, sid))[0]);
      // A session is one account's; claims naming another (never signed here) are read, not kept.
      const row = !kept || (kept.els_account === elsAccount && kept.els_sub_account === elsSubAccount) ? kept : (await accountWithSession(this.db, elsAccount, elsSubAccount, sid))[0];
      // A logout, a password change or a reused refresh token revoked the session: all its tokens die.
      // (No account row: the session is read alone, so that an ended session still says so.)
      const session = row ? (row.session_id !== null ? row : undefined) : await this.session(sid);
      if (!session || session.revoked_at !== null) throw unauthorized('invalid');
      if (this.sessionEnded(session)) throw unauthorized(SESSION_ENDED_REASON);
      locked = session.locked_at !== null;
      account = row;
    } else if (sid === undefined) {
      account = await this.accounts.find(elsAccount, elsSubAccount);
    } else {
      throw unauthorized('invalid');
    }
    if (!account || account.enabled !== 1) throw unauthorized('invalid');
    return {
      elsAccount,
      elsSubAccount,
      name: account.name,
      station: account.station,
      permission: account.permission,
      roles: rolesOf(account),
      environMentConfig: account.environment_config,
      jti,
      exp,
      ...(typeof sid === 'string' ? { sid } : {}),
      ...(locked ? { locked } : {}),
    };
  }

  /** Locks or unlocks a session's screen: while locked, its tokens open only the unlock, the logout and the lock. */
  async setSessionLocked(sid: string, locked: boolean): Promise<void> {
    await this.q()
      .updateTable('auth_sessions')
      .set({ locked_at: locked ? nowSeconds() : null })
      .where('family_id', '=', sid)
      .where('revoked_at', 'is', null)
      .execute();
    // A locked screen receives nothing: the session's broker connections close at once.
    this.changed(sid, locked ? 'locked' : 'unlocked');
  }

  /**
   * Rotates a refresh token: the presented one is revoked and a new one issued in the same family.
   * Presenting an already revoked token means it leaked (or was replayed), so the whole family is
   * revoked and the legitimate holder must log in again.
   */
  async refresh(presented: string, claimed: { elsAccount?: string; elsSubAccount?: string }): Promise<RefreshResult> {
    const now = nowSeconds();
    const presentedHash = sha256(presented);
    let revoked: string | undefined;
    type Outcome = { account: AccountRow; refreshToken: string; sid: string | undefined; session: SessionRow | undefined } | ApiError;
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      // Read, check, write under the chain's lock: concurrent refreshes of one chain (on any instance,
      // with one token or several of it) take turns, so one rotates it and the others see it revoked
      // (the grace answer, or reuse: then the chain ends once).
      const chain = await this.q(trx).selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', presentedHash).executeTakeFirst();
      if (!chain) return unauthorized('invalid');
      await lockKey(trx, 'refresh-chain', chain.family_id);
      const row = (await this.q(trx).selectFrom('refresh_tokens').selectAll().where('token_hash', '=', presentedHash).executeTakeFirst()) as RefreshTokenRow | undefined;
      if (!row) return unauthorized('invalid');
      if (row.revoked_at !== null) {
        // Replaced moments ago, in a session still alive: another tab of the same browser rotated it
        // and this one has not seen the new tokens yet. Nothing is issued; the tab takes the new
        // tokens from storage (a thief presenting a stolen token within the window gets nothing).
        if (now - row.revoked_at <= ROTATION_GRACE_SECONDS && !(await this.sessionRevoked(row.family_id, trx))) return unauthorized(ROTATED_REASON);
        // A rotated token presented again: the whole chain, and the access tokens of its session, die.
        if (await this.revokeSessionRows(trx, row.family_id, 'refresh-token-reuse')) revoked = row.family_id;
        return unauthorized('invalid');
      }
      // A refresh token never outlives its session: expired at the session's end, it says so.
      if (row.expires_at <= now) return unauthorized(this.sessionEnded(await this.session(row.family_id, trx), now) ? SESSION_ENDED_REASON : EXPIRED_REASON);
      if (
        (claimed.elsAccount !== undefined && claimed.elsAccount !== row.els_account) ||
        (claimed.elsSubAccount !== undefined && claimed.elsSubAccount !== row.els_sub_account)
      ) {
        return unauthorized('account-mismatch');
      }
      const account = await this.accounts.find(row.els_account, row.els_sub_account, trx);
      if (!account || account.enabled !== 1) return unauthorized('invalid');
      // Families from before login sessions existed have no session row (and no sid).
      const session = await this.session(row.family_id, trx);
      if (session && session.revoked_at !== null) return unauthorized('invalid');
      if (this.sessionEnded(session, now)) {
        // The session's absolute limit: it ends here, whatever the refresh token's own expiry says.
        if (await this.revokeSessionRows(trx, row.family_id, 'session-limit')) revoked = row.family_id;
        return unauthorized(SESSION_ENDED_REASON);
      }
      // Conditional as well: the row count decides even where the lock is a no-op.
      const rotated = await this.q(trx).updateTable('refresh_tokens').set({ revoked_at: now }).where('token_hash', '=', row.token_hash).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(rotated.numUpdatedRows) !== 1) return unauthorized(ROTATED_REASON);
      const refreshToken = await this.issueRefreshToken(trx, account, row.family_id, session?.ends_at ?? null);
      return { account, refreshToken, sid: session ? row.family_id : undefined, session };
    });
    // Announced after the commit, so a listener that reads the session sees it ended.
    if (revoked !== undefined) this.changed(revoked, 'revoked');
    // Returned rather than thrown: a throw would roll back the family revocation above.
    if (outcome instanceof ApiError) throw outcome;
    const lifetime = this.accessLifetime(outcome.session, now);
    const token = await this.signAccessToken(outcome.account, outcome.sid, lifetime);
    this.refreshCount += 1;
    const endsAt = outcome.session?.ends_at ?? null;
    return { token, refreshToken: outcome.refreshToken, expiresIn: lifetime, ...(endsAt !== null ? { sessionExpiresIn: Math.max(0, endsAt - now) } : {}) };
  }

  private async signAccessToken(account: AccountRow, sid: string | undefined, lifetimeSeconds: number): Promise<string> {
    const now = nowSeconds();
    return new SignJWT({
      elsAccount: account.els_account,
      elsSubAccount: account.els_sub_account,
      permission: account.permission,
      ...(sid ? { sid } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(`${account.els_account}_${account.els_sub_account}`)
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(await this.key());
  }

  /** A new refresh token of the family; it never outlives the session's end (`endsAt`, seconds). */
  private async issueRefreshToken(db: Db, account: AccountRow, familyId: string, endsAt: number | null): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = nowSeconds();
    const q = this.q(db);
    // Expired rows are useless (they are refused anyway); dropping them keeps the table small.
    await q.deleteFrom('refresh_tokens').where('expires_at', '<=', now).execute();
    await q
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(token),
        family_id: familyId,
        els_account: account.els_account,
        els_sub_account: account.els_sub_account,
        issued_at: now,
        expires_at: Math.min(now + this.refreshTtlSeconds, endsAt ?? Infinity),
      })
      .execute();
    return token;
  }

  /** The login answer; `now` is the moment the token's lifetime was counted from, so both figures agree. */
  private sessionData(account: AccountRow, token: string, expiresIn: number, endsAt: number | null, now = nowSeconds()): LoginResult {
    return {
      token,
      expiresIn,
      ...(endsAt !== null ? { sessionExpiresIn: Math.max(0, endsAt - now) } : {}),
      elsAccount: account.els_account,
      elsSubAccount: account.els_sub_account,
      elsSubaccountInfoDTO: {
        name: account.name,
        elsAccount: account.els_account,
        elsSubAccount: account.els_sub_account,
        station: account.station,
        permission: account.permission,
        roles: rolesOf(account),
      },
      environMentConfig: account.environment_config,
    };
  }

  /**
   * A change announced by another server instance (the cluster bus, server/platform/cluster): this
   * instance forgets what it kept of the session, and on a cut its listeners close the session's
   * connections they hold. Nothing is written: the announcing instance changed the session in the
   * shared database already.
   */
  receiveRemoteChange(sid: string, change: SessionChange): void {
    this.changed(sid, change);
  }

  /** Forgets every kept session state (after this instance changed an account's row: its name). */
  forgetSessionStates(): void {
    this.sessionStates.clear();
  }
}
