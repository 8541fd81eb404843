import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ACCOUNT_HEADER, EXPIRED_REASON, SESSION_LOCKED_STATUS, TOKEN_HEADER, accountHeaderValue } from '../../contract/auth';
import { workEndpoints } from '../../contract/endpoints';
import { ApiError, type ApiEnvelope } from '../../contract/envelope';
import { MESSAGES, answerText, messageText, type Language, type MessageCode } from '../../contract/messages';

// The envelope, the error and the headers are the contract's; re-exported so the shell's imports stay put.
export { ApiError, ACCOUNT_HEADER, TOKEN_HEADER };
export type { ApiEnvelope };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave out the token header (login, public settings). */
    skipToken?: boolean;
    /** Do not show the error toast for this call: the caller shows its own message. */
    silent?: boolean;
    /** Never wait for or run a token refresh for this call (the refresh call itself). */
    skipRefresh?: boolean;
    /** A body code '401' is only a rejection: no message, no redirect (logout, the refresh call). */
    skipAuthRedirect?: boolean;
    /** Internal: the token the call was sent with, and whether it is already a retry. */
    sentToken?: string;
    retried?: boolean;
    /** Internal: how many token refreshes had ended when the call was sent (HttpHooks.refreshesEnded). */
    refreshesEndedAtSend?: number;
  }
}

/** The platform's fixed text when a call's token is refused (the shell then goes to login after 3 s). */
export const AUTH_FAILED_MESSAGE = MESSAGES['client.authFailed'].zh_cn;
/** The platform's fixed text for a refused call without a message. */
export const UNKNOWN_ERROR_MESSAGE = MESSAGES['client.unknownError'].zh_cn;
/** The common audit service, which gets a /v2 prefix in the environments app.auditServiceV2Prefix lists. */
export const AUDIT_SERVICE_PATH = workEndpoints.auditAction.path.slice(0, workEndpoints.auditAction.path.indexOf('/:'));

export interface HttpHooks {
  getToken(): string | undefined;
  getAccount(): { elsAccount: string; elsSubAccount: string } | undefined;
  /**
   * Body code '401': the shell shows the message and goes to login after 3 s. Not for a call sent
   * with a token the tab no longer holds (its session already ended or was renewed meanwhile).
   */
  onAuthFailure(message: string): void;
  /** Status outside 200/400/201: the shell shows a toast. */
  onError(message: string): void;
  /** Status 423: the session's screen was locked (in another tab, or idle): this tab shows the lock screen, no toast. */
  onLocked?(): void;
  /**
   * Before a call that sends the token: waits for a refresh that is due or running. Resolves false
   * when the session has ended (the call is then rejected unsent); rejects when the refresh got no
   * verdict from the server (the call is rejected unsent with that error: the session is kept).
   */
  beforeSend?(): Promise<boolean>;
  /**
   * After a 401 with data.reason 'expired': refreshes the token (single-flight: however many calls
   * wait, one refresh runs). Resolves true when a new token is in force; on false the session has
   * already been emptied and reported once. Rejects when the refresh got no verdict (no answer, a
   * gateway's page, a 5xx): the call fails with that error, and the session is kept.
   */
  refresh?(refreshesEndedAtSend?: number): Promise<boolean>;
  /**
   * How many refreshes have ended, read as each call is sent and given back to `refresh`: a call
   * sent before a refresh ended without a verdict shares that failure instead of starting another
   * refresh (the 200 refusals of calls sent before the server went away are not 200 refreshes).
   */
  refreshesEnded?(): number;
  /** The user's environment (environMentConfig) and the environments whose audit service is under /v2. */
  serviceEnvironment?(): { environment: string | undefined; auditV2Environments: readonly string[] };
  /**
   * The user's language. A refused call's message is the catalogue's text of the answer's
   * `messageCode` in this language when the shell knows the code, else the backend's own message;
   * the shell's fixed texts follow it too. Without this hook: Chinese.
   */
  language?(): Language;
  /** A call got no answer (network error, timeout) or a gateway's 502/503/504 page: the server cannot be reached. */
  onUnreachable?(): void;
  /** A call got an answer from the server (any status it reads): the server is reachable. */
  onReachable?(): void;
}

export interface HttpOptions {
  baseURL: string;
  timeoutMs: number;
  hooks: HttpHooks;
}

/** In the environments the layout lists (app.auditServiceV2Prefix), the common audit service is served under /v2. */
export function withServicePrefix(url: string | undefined, environment: string | undefined, v2Environments: readonly string[]): string | undefined {
  if (url === undefined || environment === undefined || !v2Environments.includes(environment)) return url;
  const isAudit = url === AUDIT_SERVICE_PATH || url.startsWith(`${AUDIT_SERVICE_PATH}/`) || url.startsWith(`${AUDIT_SERVICE_PATH}?`);
  return isAudit ? `/v2${url}` : url;
}

/** The reason a 401 answer gives in `data.reason` (the contract's UnauthorizedReason). */
function reasonOf(body: unknown): string | undefined {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * A status from 200 to 500 is an answer the client reads (and rejects by its rules below); only a
 * status above 500 (a gateway or proxy fault) or no answer at all is a transport error.
 */
export const isValidStatus = (status: number): boolean => status >= 200 && status <= 500;

/**
 * Whether a failed call means the server cannot be reached: no answer at all (not a call the shell
 * cancelled itself), or a gateway's 502/503/504 without the platform's envelope.
 */
export function isUnreachable(error: { code?: string; response?: { status: number; data?: unknown } }): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  const response = error.response;
  if (!response) return true;
  const data = response.data;
  const envelope = data !== null && typeof data === 'object' && 'code' in data;
  return [502, 503, 504].includes(response.status) && !envelope;
}

/** The seconds of a Retry-After header (seconds only; 10 when absent or a date), at most a minute. */
export function retryAfterSeconds(header: unknown): number {
  const seconds = typeof header === 'string' && /^\d{1,4}$/.test(header) ? Number(header) : 10;
  return Math.min(seconds, 60);
}

/**
 * The platform's HTTP client: token and account headers, credentials, timeout, and the status
 * rules: body code '401' → auth failure (one refresh and retry for an expired token); 400 and 201
 * → passed on as a rejection for the page to show; any other status but 200 → a toast with the
 * message (or 未知错误); transport errors logged and rejected.
 */
export function createHttp({ baseURL, timeoutMs, hooks }: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout: timeoutMs, withCredentials: true, validateStatus: isValidStatus });
  /** Until when a busy answer (503 server.busy) is not toasted again. */
  let busyToastUntil = 0;
  const language = (): Language => hooks.language?.() ?? 'zh_cn';
  const fixedText = (code: MessageCode): string => messageText(code, undefined, language());
  /** A rejection for an answer, with the text to show and the answer's message code. */
  const refusal = (message: string, response: AxiosResponse, code: string | undefined, body: Partial<ApiEnvelope<unknown>> | undefined): ApiError =>
    new ApiError({
      message,
      status: response.status,
      code,
      messageCode: body?.messageCode,
      messageParams: body?.messageParams,
      data: body?.data,
      response,
    });

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const service = hooks.serviceEnvironment?.();
    if (service) config.url = withServicePrefix(config.url, service.environment, service.auditV2Environments);
    if (!config.skipToken && !config.skipRefresh && hooks.beforeSend && !(await hooks.beforeSend())) {
      // The session ended while this call waited for a refresh: it is not sent without a token.
      throw new ApiError({ message: fixedText('client.authFailed'), status: 401 });
    }
    const token = hooks.getToken();
    if (token && !config.skipToken) config.headers.set(TOKEN_HEADER, token);
    config.sentToken = config.skipToken ? undefined : token;
    config.refreshesEndedAtSend = hooks.refreshesEnded?.();
    const account = hooks.getAccount();
    if (account) config.headers.set(ACCOUNT_HEADER, accountHeaderValue(account));
    else config.headers.delete(ACCOUNT_HEADER);
    return config;
  });

  http.interceptors.response.use(
    async (response) => {
      hooks.onReachable?.();
      const raw = response.data as unknown;
      const body = raw && typeof raw === 'object' ? (raw as Partial<ApiEnvelope<unknown>>) : undefined;
      const code = body?.code !== undefined ? String(body.code) : undefined;
      const message = answerText(body, language());
      if (code === '401') {
        const config = response.config;
        const mayRefresh = !config.skipToken && !config.skipRefresh && !config.retried && config.sentToken !== undefined && hooks.refresh;
        if (mayRefresh && reasonOf(body) === EXPIRED_REASON) {
          // A call sent with a token that has since been renewed only retries; one whose session has
          // ended meanwhile (refused, the message shown) is refused quietly: a refresh now has nothing
          // to present and would only report the end again. Otherwise it waits for the one refresh
          // (started by the first such call) and then retries once.
          const current = hooks.getToken();
          if (current === undefined) return Promise.reject(refusal(fixedText('client.authFailed'), response, code, body));
          const renewed = current !== config.sentToken ? true : await hooks.refresh!(config.refreshesEndedAtSend);
          if (renewed) return http.request({ ...config, retried: true });
          return Promise.reject(refusal(fixedText('client.authFailed'), response, code, body));
        }
        const authFailed = fixedText('client.authFailed');
        // A refusal of a token this tab no longer holds (its session ended, or was renewed, while the
        // call was under way) says nothing about the session in force: no second message, no second
        // redirect from the login page the first one led to.
        const stale = config.sentToken !== undefined && config.sentToken !== hooks.getToken();
        if (!config.skipAuthRedirect && !stale) hooks.onAuthFailure(authFailed);
        return Promise.reject(refusal(authFailed, response, code, body));
      }
      if (response.status === SESSION_LOCKED_STATUS) {
        hooks.onLocked?.();
        return Promise.reject(refusal(message ?? fixedText('client.unknownError'), response, code, body));
      }
      if (response.status === 400 || response.status === 201) {
        return Promise.reject(refusal(message ?? fixedText('client.unknownError'), response, code, body));
      }
      if (response.status !== 200) {
        const text = message ?? fixedText('client.unknownError');
        if (!response.config.silent) hooks.onError(text);
        return Promise.reject(refusal(text, response, code, body));
      }
      return response;
    },
    (error: AxiosError | ApiError) => {
      // A call refused before it was sent (the session ended) is already an answer, not a transport error.
      if (error instanceof ApiError) return Promise.reject(error);
      // The server shedding load answers 503 with its envelope (server.busy, "try again in 10 s"):
      // an answer to show, unlike a gateway's 503 page, which stays a transport error.
      const shed = error.response?.status === 503 ? (error.response.data as Partial<ApiEnvelope<unknown>> | undefined) : undefined;
      if (shed && typeof shed === 'object' && shed.code === '503' && shed.messageCode !== undefined) {
        hooks.onReachable?.();
        const text = answerText(shed, language()) ?? fixedText('client.unknownError');
        // Every call of a page is refused at once: one toast for the wait it names, not one per call.
        const now = Date.now();
        if (!error.config?.silent && now >= busyToastUntil) {
          busyToastUntil = now + 1000 * retryAfterSeconds(error.response!.headers['retry-after']);
          hooks.onError(text);
        }
        return Promise.reject(refusal(text, error.response!, '503', shed));
      }
      if (isUnreachable(error)) hooks.onUnreachable?.();
      else if (error.response) hooks.onReachable?.();
      console.error('[http] transport error', error.config?.url, error.message);
      return Promise.reject(error);
    },
  );
  return http;
}

/** Reads `data` of a successful envelope. */
export async function dataOf<T>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<T> {
  const response = await request;
  return response.data.data;
}

/** Resolves the layout's apiBasePath template against the application prefix. */
export function resolveApiBase(template: string, appPrefix: string): string {
  return template.replace('{prefix}', appPrefix).replace(/\/+$/, '');
}
