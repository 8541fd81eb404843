// Login throttle: after `freeAttempts` (5) failed attempts for a login key, a captcha is mandatory;
// every further failure locks the key for a growing time (base, doubling, up to max), during which
// attempts are refused without checking the password. A success forgets the failures. Failures
// older than the window are forgotten too. Kept in the database, so a restart does not reset it.
import type { Database } from './db.js';

export interface ThrottleOptions {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 15 * 60_000 };

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

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    readonly options: ThrottleOptions = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private row(key: string): AttemptRow | undefined {
    const row = this.db.prepare('SELECT failures, last_failure_at, locked_until FROM login_attempts WHERE login_key = ?').get(key) as AttemptRow | undefined;
    if (row && this.now() - row.last_failure_at > this.options.windowMs) {
      this.db.prepare('DELETE FROM login_attempts WHERE login_key = ?').run(key);
      return undefined;
    }
    return row;
  }

  state(key: string): ThrottleState {
    const row = this.row(key);
    const failures = row?.failures ?? 0;
    return {
      failures,
      captchaRequired: failures >= this.options.freeAttempts,
      retryAfterMs: Math.max(0, (row?.locked_until ?? 0) - this.now()),
    };
  }

  /** Counts a failure; from the one after the free attempts on, the key is locked for a while. */
  recordFailure(key: string): ThrottleState {
    const now = this.now();
    const failures = (this.row(key)?.failures ?? 0) + 1;
    const over = failures - this.options.freeAttempts;
    const delay = over > 0 ? Math.min(this.options.baseDelayMs * 2 ** (over - 1), this.options.maxDelayMs) : 0;
    this.db
      .prepare(
        `INSERT INTO login_attempts (login_key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (login_key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
      )
      .run(key, failures, now, now + delay);
    // Keys nobody tried for a while are useless: keep the table small.
    this.db.prepare('DELETE FROM login_attempts WHERE last_failure_at < ?').run(now - this.options.windowMs);
    return { failures, captchaRequired: failures >= this.options.freeAttempts, retryAfterMs: delay };
  }

  reset(key: string): void {
    this.db.prepare('DELETE FROM login_attempts WHERE login_key = ?').run(key);
  }
}
