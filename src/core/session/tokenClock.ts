/**
 * When an access token expires and when the shell refreshes it. Times are the shell's own clock
 * (ms since epoch): the server says how long the token lives (expiresIn, seconds), so a skew between
 * the two clocks never matters. The token's own `exp` claim is the fallback for a stored token
 * without a recorded expiry.
 */

export interface TokenTimes {
  /** When the server stops accepting the token. */
  expiresAt: number;
  /** When the shell refreshes it: the lead before expiry, at most a quarter of the token's life. */
  refreshAt: number;
  /** When the session itself ends (the layout's session.maxSessionSeconds, as the server counts it); absent: no limit. */
  sessionEndsAt?: number;
}

export function tokenTimes(expiresInSeconds: number, now: number, leadSeconds: number, sessionExpiresInSeconds?: number): TokenTimes {
  const life = Math.max(0, expiresInSeconds) * 1000;
  const lead = Math.min(Math.max(0, leadSeconds) * 1000, life / 4);
  const times: TokenTimes = { expiresAt: now + life, refreshAt: now + life - lead };
  // The server counts whole seconds: the shell ends the session one second early rather than late.
  if (typeof sessionExpiresInSeconds === 'number' && Number.isFinite(sessionExpiresInSeconds)) times.sessionEndsAt = now + Math.max(0, sessionExpiresInSeconds - 1) * 1000;
  return times;
}

/** Whether a refresh could give anything: not when the token already lives until the session's end. */
export function refreshWorthwhile(times: TokenTimes): boolean {
  return times.sessionEndsAt === undefined || times.expiresAt < times.sessionEndsAt;
}

/** Whether the session's absolute end has come. */
export function sessionOver(times: TokenTimes | undefined, now: number): boolean {
  return times?.sessionEndsAt !== undefined && now >= times.sessionEndsAt;
}

/** Milliseconds until the session's absolute end (0 when reached), bounded for setTimeout; undefined: no limit. */
export function sessionEndDelay(times: TokenTimes | undefined, now: number): number | undefined {
  if (times?.sessionEndsAt === undefined) return undefined;
  return Math.min(Math.max(0, times.sessionEndsAt - now), 2 ** 31 - 1);
}

/** The `exp` claim (seconds) of a JWT, without checking anything; undefined when unreadable. */
export function jwtExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const payload: unknown = JSON.parse(atob(base64));
    const exp = payload && typeof payload === 'object' ? (payload as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a call should wait for a refresh before it is sent. */
export function isRefreshDue(times: TokenTimes | undefined, now: number): boolean {
  return times !== undefined && now >= times.refreshAt;
}

/** Milliseconds until the refresh is due (0 when due), bounded so that setTimeout accepts it. */
export function refreshDelay(times: TokenTimes, now: number): number {
  return Math.min(Math.max(0, times.refreshAt - now), 2 ** 31 - 1);
}
