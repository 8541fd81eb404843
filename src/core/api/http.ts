import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** Every authenticated answer of the platform (seed 000 §3). */
export interface ApiEnvelope<T> {
  code: string;
  message?: string;
  data: T;
}

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
  }
}

export const TOKEN_HEADER = 'token';
export const ACCOUNT_HEADER = 'elsAccount';
export const AUTH_FAILED_MESSAGE = '登录验证失败，3秒后跳转登录页面';
export const UNKNOWN_ERROR_MESSAGE = '未知错误';
/** The common audit service, which gets a /v2 prefix in the environments app.auditServiceV2Prefix lists. */
export const AUDIT_SERVICE_PATH = '/CommonAuditService';

export interface HttpHooks {
  getToken(): string | undefined;
  getAccount(): { elsAccount: string; elsSubAccount: string } | undefined;
  /** Body code '401': the shell shows the message and goes to login after 3 s. */
  onAuthFailure(message: string): void;
  /** Status outside 200/400/201: the shell shows a toast. */
  onError(message: string): void;
  /**
   * Before a call that sends the token: waits for a refresh that is due or running. Resolves false
   * when the session has ended (the call is then rejected unsent).
   */
  beforeSend?(): Promise<boolean>;
  /**
   * After a 401 with data.reason 'expired': refreshes the token (single-flight: however many calls
   * wait, one refresh runs). Resolves true when a new token is in force; on false the session has
   * already been emptied and reported once.
   */
  refresh?(): Promise<boolean>;
  /** The user's environment (environMentConfig) and the environments whose audit service is under /v2. */
  serviceEnvironment?(): { environment: string | undefined; auditV2Environments: readonly string[] };
}

export interface HttpOptions {
  baseURL: string;
  timeoutMs: number;
  hooks: HttpHooks;
}

/** A call that the server answered but refused (400/201 passed on, or an error status). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly response?: AxiosResponse,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Seed 000 §7: in a dev2 environment the common audit service path gets a /v2 prefix. */
export function withServicePrefix(url: string | undefined, environment: string | undefined, v2Environments: readonly string[]): string | undefined {
  if (url === undefined || environment === undefined || !v2Environments.includes(environment)) return url;
  const isAudit = url === AUDIT_SERVICE_PATH || url.startsWith(`${AUDIT_SERVICE_PATH}/`) || url.startsWith(`${AUDIT_SERVICE_PATH}?`);
  return isAudit ? `/v2${url}` : url;
}

/** The reason a 401 answer gives (docs/api.md: missing, invalid, expired, account-mismatch). */
function reasonOf(body: unknown): string | undefined {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** Seed 000 §5 and §9: a status from 200 to 500 is an answer; 200, 400 and 201 are the accepted ones. */
export const isValidStatus = (status: number): boolean => status >= 200 && status <= 500;

/**
 * The HTTP client of seed 000 §7–8: token and account headers, credentials, timeout, and the
 * status rules: body code '401' → auth failure; 400/201 → passed on as a rejection; any other
 * status but 200 → toast with the message (or 未知错误); transport errors logged and rejected.
 */
export function createHttp({ baseURL, timeoutMs, hooks }: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout: timeoutMs, withCredentials: true, validateStatus: isValidStatus });

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const service = hooks.serviceEnvironment?.();
    if (service) config.url = withServicePrefix(config.url, service.environment, service.auditV2Environments);
    if (!config.skipToken && !config.skipRefresh && hooks.beforeSend && !(await hooks.beforeSend())) {
      // The session ended while this call waited for a refresh: it is not sent without a token.
      throw new ApiError(AUTH_FAILED_MESSAGE, 401, '401');
    }
    const token = hooks.getToken();
    if (token && !config.skipToken) config.headers.set(TOKEN_HEADER, token);
    config.sentToken = config.skipToken ? undefined : token;
    const account = hooks.getAccount();
    if (account) config.headers.set(ACCOUNT_HEADER, `${account.elsAccount}_${account.elsSubAccount}`);
    else config.headers.delete(ACCOUNT_HEADER);
    return config;
  });

  http.interceptors.response.use(
    async (response) => {
      const body = response.data as Partial<ApiEnvelope<unknown>> | undefined;
      const code = body && typeof body === 'object' && body.code !== undefined ? String(body.code) : undefined;
      const message = (body && typeof body === 'object' && typeof body.message === 'string' && body.message) || undefined;
      if (code === '401') {
        const config = response.config;
        const mayRefresh = !config.skipToken && !config.skipRefresh && !config.retried && config.sentToken !== undefined && hooks.refresh;
        if (mayRefresh && reasonOf(body) === 'expired') {
          // A call sent with a token that has since been renewed only retries; otherwise it waits
          // for the one refresh (started by the first such call) and then retries once.
          const current = hooks.getToken();
          const renewed = current !== undefined && current !== config.sentToken ? true : await hooks.refresh!();
          if (renewed) return http.request({ ...config, retried: true });
          return Promise.reject(new ApiError(AUTH_FAILED_MESSAGE, response.status, code, response));
        }
        if (!config.skipAuthRedirect) hooks.onAuthFailure(AUTH_FAILED_MESSAGE);
        return Promise.reject(new ApiError(AUTH_FAILED_MESSAGE, response.status, code, response));
      }
      if (response.status === 400 || response.status === 201) {
        return Promise.reject(new ApiError(message ?? UNKNOWN_ERROR_MESSAGE, response.status, code, response));
      }
      if (response.status !== 200) {
        if (!response.config.silent) hooks.onError(message ?? UNKNOWN_ERROR_MESSAGE);
        return Promise.reject(new ApiError(message ?? UNKNOWN_ERROR_MESSAGE, response.status, code, response));
      }
      return response;
    },
    (error: AxiosError | ApiError) => {
      // A call refused before it was sent (the session ended) is already an answer, not a transport error.
      if (error instanceof ApiError) return Promise.reject(error);
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
