// The answer envelope every call of the platform returns, and the error both sides raise for a
// refused call. Plain TypeScript: the shell imports this at run time.
import type { MessageCode, MessageParams } from './messages';

/**
 * `code` is the HTTP status as a string ('200', '400', '401', '403', '404', '429', '500', '503'); the reference
 * server always sends the same status in the header. `message` is the backend's (Chinese) text.
 * `messageCode` and `messageParams` name that text in the message catalogue (src/contract/messages.ts),
 * so the shell can show it in the user's language; a real SRM backend leaves them out.
 */
export interface ApiEnvelope<T> {
  code: string;
  message?: string;
  messageCode?: MessageCode;
  messageParams?: MessageParams;
  data: T;
  /**
   * The reference server's id of the request (also its X-Request-Id header and in each of its log
   * lines), on a refusal: what a user's report quotes so that an operator finds the log lines.
   */
  requestId?: string;
}

/**
 * The statuses the reference server answers with (409: a write based on a version that is no longer
 * current; 429: too many requests from one address; 503: the server is overloaded and sheds load,
 * with Retry-After).
 */
export type ApiStatus = 200 | 400 | 401 | 403 | 404 | 409 | 423 | 429 | 500 | 503;

/** The message of a successful answer. */
export const OK_MESSAGE = 'ok';

export interface ApiErrorInit {
  status: number;
  message: string;
  /** The body's code; defaults to the status. */
  code?: string;
  messageCode?: MessageCode;
  messageParams?: MessageParams;
  /** The envelope's `data` (a 401's reason, what a refused login needs next...). */
  data?: unknown;
  /** The HTTP answer the shell received (status and body), when there was one. */
  response?: { status: number; data: unknown };
}

/**
 * A call the server refused. The server throws it from a handler and answers its envelope; the
 * shell's HTTP client rejects with it, `message` being the text to show the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageCode: MessageCode | undefined;
  readonly messageParams: MessageParams | undefined;
  readonly data: unknown;
  readonly response: { status: number; data: unknown } | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? String(init.status);
    this.messageCode = init.messageCode;
    this.messageParams = init.messageParams;
    this.data = init.data ?? null;
    this.response = init.response;
  }
}
