import { ApiError } from '../api/http';

/**
 * What a session call (login, unlock, SMS, registration...) tells the page when it fails: the
 * server's message (or the network message), and what the server asks for next.
 */
export class SessionError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    /** The server wants a captcha with the next attempt (after 5 failed attempts). */
    readonly captchaRequired = false,
    /** Seconds before the server accepts another attempt or SMS code. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

function dataOfError(error: ApiError): Record<string, unknown> {
  const body = error.response?.data as { data?: unknown } | undefined;
  return body && typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
}

/** Turns a rejected call into a SessionError; `networkMessage` when the server was not reached. */
export function toSessionError(reason: unknown, networkMessage: string): SessionError {
  if (reason instanceof SessionError) return reason;
  if (reason instanceof ApiError) {
    const data = dataOfError(reason);
    const retry = typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined;
    return new SessionError(reason.message, reason.status, data.captchaRequired === true, retry);
  }
  return new SessionError(networkMessage, 0);
}
