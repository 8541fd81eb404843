// Login throttle: after `freeAttempts` (5) failed attempts for an account, a captcha is mandatory;
// every further failure locks the account for a growing time (base, doubling, up to max). The same
// counts per source address (`ipFreeAttempts`, 20, across every account), so one address guessing
// many accounts is slowed down too. During a lock, an attempt without a captcha is refused
// unchecked; one with the right captcha is checked, so the right password with the right captcha
// always gets in: the captcha is the brake, and a stranger cannot keep a user locked out. A success
// forgets the account's failures (never the address's: those expire with the window). Kept in the
// database, so a restart does not reset it. The lock screen and the password change (which need
// the user's token) count on a key of their own, so failed logins by a stranger never block them.
import type { LoginRefusalData } from '../../../src/contract/auth.js';
import type { MessageCode } from '../../../src/contract/messages.js';
import { lockKey, tablesOf, type Db } from '../db/handle.js';
import { badRequest, type ApiError } from '../http/envelope.js';
import type { AccountRow } from './accounts.js';
import type { AuthTables } from './tables.js';
export interface ThrottleOptions {
  /** Failures of one account before the captcha is required. */
  freeAttempts: number;
  /** Failures from one source address (over all accounts) before every login from it needs a captcha. */
  ipFreeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { freeAttempts: 5, ipFreeAttempts: 20, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 15 * 60_000 };

export interface ThrottleState {
  failures: number;
  captchaRequired: boolean;
  /** Milliseconds before another attempt is accepted (0: now). */
  retryAfterMs: number;
}

interface AttemptRow {
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

/** The throttle key of an account, so that every way of naming it shares one counter. */
export const accountKey = (account: Pick<AccountRow, 'els_account' | 'els_sub_account'>): string =>
  `account:${account.els_account}_${account.els_sub_account}`;

/** The throttle key of a login name no account has: guessing names costs as much as guessing passwords. */
export const unknownNameKey = (loginName: string): string => `name:${loginName.trim().toLowerCase()}`;

/** The throttle key of a source address (request.ip: the socket's, or the proxy's view with trustProxy). */
export const addressKey = (ip: string): string => `ip:${ip.toLowerCase()}`;

/** The key of the password checks of a signed-in user (lock screen, password change): apart from the login's. */
export const signedInKey = (account: Pick<AccountRow, 'els_account' | 'els_sub_account'>): string =>
  `verify:${account.els_account}_${account.els_sub_account}`;

/** A 400 with what the login page needs next: a captcha, and how long to wait. */
export function throttled(messageCode: MessageCode, captchaRequired: boolean, retryAfterMs = 0): ApiError {
  if (!captchaRequired && retryAfterMs <= 0) return badRequest(messageCode);
  const data: LoginRefusalData = { captchaRequired, ...(retryAfterMs > 0 ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {}) };
  return badRequest(messageCode, undefined, data);
}

/** A refusal while the key is locked; the password is not even looked at. */
export function tooManyAttempts(retryAfterMs: number): ApiError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return badRequest('auth.tooManyAttempts', { seconds }, { captchaRequired: true, retryAfterSeconds: seconds } satisfies LoginRefusalData);
}

/**
 * A password check as the throttle sees it: the counters it counts on (an account's and an
 * address's, or a signed-in user's), whether its caller offers a captcha (the login page), and
 * whether a right captcha came with it (then neither a lock nor the captcha requirement refuses it:
 * the captcha is the brake).
 */
export interface Attempt {
  keys: readonly string[];
  asksForCaptcha: boolean;
  captchaChecked: boolean;
}

/** The strictest of several keys' states (an account's and an address's). */
function strictest(states: readonly ThrottleState[]): ThrottleState {
  return {
    failures: Math.max(0, ...states.map((state) => state.failures)),
    captchaRequired: states.some((state) => state.captchaRequired),
    retryAfterMs: Math.max(0, ...states.map((state) => state.retryAfterMs)),
  };
}

/** The refusal an attempt without a right captcha meets in a state: the lock, or the captcha its caller offers. */
function refusalOf(attempt: Attempt, state: ThrottleState): ApiError | undefined {
  if (attempt.captchaChecked) return undefined;
  if (state.retryAfterMs > 0) return tooManyAttempts(state.retryAfterMs);
  if (attempt.asksForCaptcha && state.captchaRequired) return throttled('auth.captchaRequired', true);
  return undefined;
}

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    readonly options: ThrottleOptions = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private async row(key: string, db: Db = this.db): Promise<AttemptRow | undefined> {
    const q = tablesOf<AuthTables>(db);
    const row = await q.selectFrom('login_attempts').select(['failures', 'last_failure_at', 'locked_until']).where('login_key', '=', key).executeTakeFirst();
    if (row && this.now() - row.last_failure_at > this.options.windowMs) {
      await q.deleteFrom('login_attempts').where('login_key', '=', key).execute();
      return undefined;
    }
    return row;
  }

  /** Free failures of a key: an address gets more than an account (many people may share one). */
  private freeAttemptsOf(key: string): number {
    return key.startsWith('ip:') ? this.options.ipFreeAttempts : this.options.freeAttempts;
  }

  state(key: string): Promise<ThrottleState> {
    return this.stateIn(this.db, key);
  }

  /** The strictest state of several keys (an account's and an address's). */
  async stateOf(keys: readonly string[]): Promise<ThrottleState> {
    return strictest(await Promise.all(keys.map((key) => this.state(key))));
  }

  /** Refuses an attempt while the key is locked. */
  async assertUnlocked(key: string): Promise<ThrottleState> {
    const state = await this.state(key);
    if (state.retryAfterMs > 0) throw tooManyAttempts(state.retryAfterMs);
    return state;
  }

  /** The delay a key's `failures`-th failure locks it for (0 within the free attempts). */
  private delayAfter(key: string, failures: number): number {
    const over = failures - this.freeAttemptsOf(key);
    return over > 0 ? Math.min(this.options.baseDelayMs * 2 ** (over - 1), this.options.maxDelayMs) : 0;
  }

  /** Counts one failure of a key on the caller's transaction, which holds the key's lock. */
  private async count(trx: Db, key: string, now: number): Promise<ThrottleState> {
    const failures = ((await this.row(key, trx))?.failures ?? 0) + 1;
    const delay = this.delayAfter(key, failures);
    const values = { failures, last_failure_at: now, locked_until: now + delay };
    await tablesOf<AuthTables>(trx)
      .insertInto('login_attempts')
      .values({ login_key: key, ...values })
      .onConflict((oc) => oc.column('login_key').doUpdateSet(values))
      .execute();
    return { failures, captchaRequired: failures >= this.freeAttemptsOf(key), retryAfterMs: delay };
  }

  /**
   * Runs `decide` in one transaction holding the locks of the attempt's keys (in one order, so two
   * attempts sharing keys never wait on each other crosswise), with the keys' current states.
   */
  private underLocks<T>(keys: readonly string[], decide: (trx: Db, current: ThrottleState) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const sorted = [...new Set(keys)].sort();
      for (const key of sorted) await lockKey(trx, 'login-throttle', key);
      const states: ThrottleState[] = [];
      for (const key of sorted) states.push(await this.stateIn(trx, key));
      return decide(trx, strictest(states));
    });
  }

  private async stateIn(db: Db, key: string): Promise<ThrottleState> {
    const row = await this.row(key, db);
    const failures = row?.failures ?? 0;
    return { failures, captchaRequired: failures >= this.freeAttemptsOf(key), retryAfterMs: Math.max(0, (row?.locked_until ?? 0) - this.now()) };
  }

  /** Keys nobody tried for a while are useless: keep the table small. */
  private async forgetOld(now: number): Promise<void> {
    await tablesOf<AuthTables>(this.db).deleteFrom('login_attempts').where('last_failure_at', '<', now - this.options.windowMs).execute();
  }

  /**
   * A wrong password: counted on each key, and answered with what to do next. Only the login page
   * offers a captcha; the lock screen and the password change only wait (`asksForCaptcha` false).
   * Decided against the keys' state at this moment, under their locks: an attempt let in without a
   * captcha while other attempts at once (on any instance) reached the captcha or the lock is
   * refused as it would have been one after the other, and not counted. So N wrong passwords at
   * once count and lock exactly as N in a row.
   */
  async refuse(attempt: Attempt, messageCode: MessageCode): Promise<ApiError> {
    const now = this.now();
    const answer = await this.underLocks(attempt.keys, async (trx, current) => {
      const late = refusalOf(attempt, current);
      if (late) return late;
      const after: ThrottleState[] = [];
      for (const key of attempt.keys) after.push(await this.count(trx, key, now));
      const counted = strictest(after);
      return throttled(messageCode, attempt.asksForCaptcha && counted.captchaRequired, counted.retryAfterMs);
    });
    await this.forgetOld(now);
    return answer;
  }

  /**
   * A right password: `forget`'s failures are forgotten, unless attempts at once brought the keys
   * to the captcha or the lock first (then the refusal they would have met one after the other is
   * thrown, and nothing forgotten).
   */
  async admit(attempt: Attempt, forget: string): Promise<void> {
    const refusal = await this.underLocks(attempt.keys, async (trx, current) => {
      const late = refusalOf(attempt, current);
      if (!late) await tablesOf<AuthTables>(trx).deleteFrom('login_attempts').where('login_key', '=', forget).execute();
      return late;
    });
    if (refusal) throw refusal;
  }

  async reset(key: string): Promise<void> {
    await tablesOf<AuthTables>(this.db).deleteFrom('login_attempts').where('login_key', '=', key).execute();
  }
}
