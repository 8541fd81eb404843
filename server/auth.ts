// Passwords (scrypt), access tokens (HS256 JWT via jose), rotating refresh tokens and the request guard.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Statement } from 'better-sqlite3';
import type { Database } from './db.js';
import { ApiError, badRequest, unauthorized } from './http.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a token (docs/api.md, "Public calls"). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the auth guard on every non-public API route. */
    user: AuthUser | null;
  }
}

// ---------------------------------------------------------------------------------------------
// Passwords

const scryptAsync = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15 costs ~50 ms here: slow for guessing, fast enough for interactive logins.
const SCRYPT = { N: 32768, r: 8, p: 1, keylen: 64, maxmem: 64 * 1024 * 1024 };

function encodeHash(n: number, r: number, p: number, salt: Buffer, hash: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, SCRYPT);
  return encodeHash(SCRYPT.N, SCRYPT.r, SCRYPT.p, salt, hash);
}

/** Synchronous variant for seeding inside a transaction. */
export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, SCRYPT.keylen, SCRYPT);
  return encodeHash(SCRYPT.N, SCRYPT.r, SCRYPT.p, salt, hash);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// Compared against when the account does not exist, so a wrong account costs as much time as a
// wrong password and response times do not reveal which accounts exist.
let dummyHash: string | undefined;
function getDummyHash(): string {
  dummyHash ??= hashPasswordSync(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

// ---------------------------------------------------------------------------------------------
// Accounts

export interface AccountRow {
  els_account: string;
  els_sub_account: string;
  name: string;
  station: string;
  permission: string;
  roles: string;
  environment_config: string;
  password_hash: string;
  enabled: number;
  mobile: string | null;
  email: string | null;
  employee_no: string | null;
  login_name: string | null;
  fbk5: string;
}

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
}

export interface SessionData {
  token: string;
  refreshToken?: string;
  expiresIn: number;
  elsAccount: string;
  elsSubAccount: string;
  elsSubaccountInfoDTO: {
    name: string;
    elsAccount: string;
    elsSubAccount: string;
    station: string;
    permission: string;
    roles: string[];
  };
  environMentConfig: string;
}

export interface RefreshResult {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

function parseRoles(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Tokens

export interface AuthOptions {
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
}

const SECRET_NAME = 'jwt_hs256';

/** Generated once per database, so tokens survive a restart but never work against another data dir. */
function loadOrCreateSecret(db: Database): Uint8Array {
  db.prepare('INSERT OR IGNORE INTO app_secrets (name, value, created_at) VALUES (?, ?, ?)').run(
    SECRET_NAME,
    crypto.randomBytes(32).toString('base64'),
    new Date().toISOString(),
  );
  const row = db.prepare('SELECT value FROM app_secrets WHERE name = ?').get(SECRET_NAME) as { value: string };
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

export class AuthService {
  readonly tokenTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  /** Successful refreshes since start; read by tests through the dev stats endpoint. */
  refreshCount = 0;

  private readonly db: Database;
  private readonly key: Uint8Array;
  // Every API call checks its token with these two: compiled once, not per request.
  private readonly accountByIds: Statement<[string, string]>;
  private readonly sessionById: Statement<[string]>;

  constructor(db: Database, options: AuthOptions) {
    this.db = db;
    this.tokenTtlSeconds = options.tokenTtlSeconds;
    this.refreshTtlSeconds = options.refreshTtlSeconds;
    this.key = loadOrCreateSecret(db);
    this.accountByIds = db.prepare('SELECT * FROM accounts WHERE els_account = ? AND els_sub_account = ?');
    this.sessionById = db.prepare('SELECT revoked_at FROM auth_sessions WHERE family_id = ?');
  }

  findAccount(elsAccount: string, elsSubAccount: string): AccountRow | undefined {
    return this.accountByIds.get(elsAccount, elsSubAccount) as AccountRow | undefined;
  }

  /** Whether a login session is unknown or revoked (its tokens then stop working). */
  private sessionRevoked(sid: string): boolean {
    const session = this.sessionById.get(sid) as { revoked_at: number | null } | undefined;
    return !session || session.revoked_at !== null;
  }

  /** The account a login name names: its mobile, e-mail, employee number or account name. */
  findAccountByLoginName(loginName: string): AccountRow | undefined {
    const name = loginName.trim();
    if (name === '') return undefined;
    return this.db
      .prepare(
        `SELECT * FROM accounts WHERE mobile = @name OR lower(email) = lower(@name) OR employee_no = @name OR lower(login_name) = lower(@name)
         ORDER BY els_account, els_sub_account LIMIT 1`,
      )
      .get({ name }) as AccountRow | undefined;
  }

  /** Whether the password is the account's (constant work whether or not the account exists). */
  async checkPassword(account: AccountRow | undefined, password: string): Promise<boolean> {
    const valid = await verifyPassword(password, account?.password_hash ?? getDummyHash());
    return !!account && valid && account.enabled === 1;
  }

  /** Signs an account in: a new login session, its first refresh token and an access token. */
  async loginAccount(account: AccountRow | undefined, password: string): Promise<SessionData> {
    // The password is checked (against the dummy hash) even when the account is unknown, so the
    // answer takes as long either way and does not reveal which accounts exist.
    const valid = await this.checkPassword(account, password);
    if (!valid || !account) throw badRequest('账号或密码错误 (wrong account or password)');
    const sid = crypto.randomUUID();
    this.db
      .prepare('INSERT INTO auth_sessions (family_id, els_account, els_sub_account, created_at) VALUES (?, ?, ?, ?)')
      .run(sid, account.els_account, account.els_sub_account, nowSeconds());
    const refreshToken = this.issueRefreshToken(account, sid);
    const token = await this.signAccessToken(account, sid);
    return { ...this.sessionData(account, token, this.tokenTtlSeconds), refreshToken };
  }

  /** A ticket: another access token of the same login session (it dies with the session). */
  async issueTicket(user: AuthUser): Promise<{ ticket: string; expiresIn: number }> {
    const account = this.findAccount(user.elsAccount, user.elsSubAccount);
    if (!account) throw unauthorized('invalid');
    return { ticket: await this.signAccessToken(account, user.sid), expiresIn: this.tokenTtlSeconds };
  }

  /** Logout: the session's refresh tokens and every access token carrying its sid stop working. */
  revokeSession(sid: string, reason: string): void {
    const now = nowSeconds();
    this.db.transaction(() => {
      this.db.prepare('UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ? WHERE family_id = ? AND revoked_at IS NULL').run(now, reason, sid);
      this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(now, sid);
    })();
  }

  /** Revokes every session of an account but one (a password change keeps the session it came from). */
  revokeAccountSessions(elsAccount: string, elsSubAccount: string, reason: string, exceptSid?: string): void {
    const sids = (
      this.db
        .prepare('SELECT family_id FROM auth_sessions WHERE els_account = ? AND els_sub_account = ? AND revoked_at IS NULL')
        .all(elsAccount, elsSubAccount) as { family_id: string }[]
    ).map((row) => row.family_id);
    for (const sid of sids) if (sid !== exceptSid) this.revokeSession(sid, reason);
    this.revokeLegacyRefreshTokens(elsAccount, elsSubAccount);
  }

  /** Refresh tokens from before login sessions existed belong to no session row. */
  revokeLegacyRefreshTokens(elsAccount: string, elsSubAccount: string): void {
    this.db
      .prepare(
        `UPDATE refresh_tokens SET revoked_at = ? WHERE els_account = ? AND els_sub_account = ? AND revoked_at IS NULL
         AND family_id NOT IN (SELECT family_id FROM auth_sessions)`,
      )
      .run(nowSeconds(), elsAccount, elsSubAccount);
  }

  async setPassword(account: AccountRow, password: string): Promise<void> {
    const hash = await hashPassword(password);
    this.db
      .prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE els_account = ? AND els_sub_account = ?')
      .run(hash, new Date().toISOString(), account.els_account, account.els_sub_account);
  }

  /** The login data shape for an already issued token (webValidToken). */
  async validate(token: string): Promise<SessionData> {
    const user = await this.verifyAccessToken(token);
    const account = this.findAccount(user.elsAccount, user.elsSubAccount);
    if (!account) throw unauthorized('invalid');
    return this.sessionData(account, token, Math.max(0, user.exp - nowSeconds()));
  }

  async verifyAccessToken(token: string): Promise<AuthUser> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (error) {
      throw unauthorized(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
    const { elsAccount, elsSubAccount, jti, exp, sid } = payload;
    if (typeof elsAccount !== 'string' || typeof elsSubAccount !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw unauthorized('invalid');
    }
    if (sid !== undefined) {
      // A logout, a password change or a reused refresh token revoked the session: all its tokens die.
      if (typeof sid !== 'string' || this.sessionRevoked(sid)) throw unauthorized('invalid');
    }
    // Permission and roles come from the database, not the claims, so a demotion applies at once.
    const account = this.findAccount(elsAccount, elsSubAccount);
    if (!account || account.enabled !== 1) throw unauthorized('invalid');
    return {
      elsAccount,
      elsSubAccount,
      name: account.name,
      station: account.station,
      permission: account.permission,
      roles: parseRoles(account.roles),
      environMentConfig: account.environment_config,
      jti,
      exp,
      ...(typeof sid === 'string' ? { sid } : {}),
    };
  }

  /**
   * Rotates a refresh token: the presented one is revoked and a new one issued in the same family.
   * Presenting an already revoked token means it leaked (or was replayed), so the whole family is
   * revoked and the legitimate holder must log in again.
   */
  async refresh(presented: string, claimed: { elsAccount?: string; elsSubAccount?: string }): Promise<RefreshResult> {
    const now = nowSeconds();
    const outcome = this.db.transaction((): { account: AccountRow; refreshToken: string; sid: string | undefined } | ApiError => {
      const row = this.db
        .prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?')
        .get(sha256(presented)) as RefreshTokenRow | undefined;
      if (!row) return unauthorized('invalid');
      if (row.revoked_at !== null) {
        // A rotated token presented again: the whole chain, and the access tokens of its session, die.
        this.revokeSession(row.family_id, 'refresh-token-reuse');
        return unauthorized('invalid');
      }
      if (row.expires_at <= now) return unauthorized('expired');
      if (
        (claimed.elsAccount !== undefined && claimed.elsAccount !== row.els_account) ||
        (claimed.elsSubAccount !== undefined && claimed.elsSubAccount !== row.els_sub_account)
      ) {
        return unauthorized('account-mismatch');
      }
      const account = this.findAccount(row.els_account, row.els_sub_account);
      if (!account || account.enabled !== 1) return unauthorized('invalid');
      // Families from before login sessions existed have no session row.
      const session = this.sessionById.get(row.family_id) as { revoked_at: number | null } | undefined;
      if (session && session.revoked_at !== null) return unauthorized('invalid');
      this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ?').run(now, row.token_hash);
      // Families from before sessions existed have no row and no sid.
      return { account, refreshToken: this.issueRefreshToken(account, row.family_id), sid: session ? row.family_id : undefined };
    })();
    // Returned rather than thrown: a throw would roll back the family revocation above.
    if (outcome instanceof ApiError) throw outcome;
    const token = await this.signAccessToken(outcome.account, outcome.sid);
    this.refreshCount += 1;
    return { token, refreshToken: outcome.refreshToken, expiresIn: this.tokenTtlSeconds };
  }

  private async signAccessToken(account: AccountRow, sid: string | undefined): Promise<string> {
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
      .setExpirationTime(now + this.tokenTtlSeconds)
      .sign(this.key);
  }

  private issueRefreshToken(account: AccountRow, familyId: string): string {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = nowSeconds();
    // Expired rows are useless (they are refused anyway); dropping them keeps the table small.
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at <= ?').run(now);
    this.db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, family_id, els_account, els_sub_account, issued_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(sha256(token), familyId, account.els_account, account.els_sub_account, now, now + this.refreshTtlSeconds);
    return token;
  }

  private sessionData(account: AccountRow, token: string, expiresIn: number): SessionData {
    return {
      token,
      expiresIn,
      elsAccount: account.els_account,
      elsSubAccount: account.els_sub_account,
      elsSubaccountInfoDTO: {
        name: account.name,
        elsAccount: account.els_account,
        elsSubAccount: account.els_sub_account,
        station: account.station,
        permission: account.permission,
        roles: parseRoles(account.roles),
      },
      environMentConfig: account.environment_config,
    };
  }
}

interface RefreshTokenRow {
  token_hash: string;
  family_id: string;
  els_account: string;
  els_sub_account: string;
  issued_at: number;
  expires_at: number;
  revoked_at: number | null;
}

// ---------------------------------------------------------------------------------------------
// Request guard

/** A header sent twice arrives as an array; that is never a valid credential. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : '\u0000';
  return value;
}

/**
 * Runs on every route under `{appPrefix}/apis`. Runs at onRequest (before the body is parsed), so an
 * unauthenticated caller never gets its payload parsed or validated.
 */
export function authGuard(auth: AuthService): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.config.public === true) return;
    const token = singleHeader(request.headers.token);
    if (!token) throw unauthorized('missing');
    const user = await auth.verifyAccessToken(token);
    const accountHeader = singleHeader(request.headers.elsaccount);
    // An empty header makes no claim; any non-empty value must name exactly the token's user.
    if (accountHeader && accountHeader !== `${user.elsAccount}_${user.elsSubAccount}`) {
      throw unauthorized('account-mismatch');
    }
    request.user = user;
  };
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('missing');
  return request.user;
}
