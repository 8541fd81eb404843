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
  }
}

export const TOKEN_HEADER = 'token';
export const ACCOUNT_HEADER = 'elsAccount';
export const AUTH_FAILED_MESSAGE = '登录验证失败，3秒后跳转登录页面';
export const UNKNOWN_ERROR_MESSAGE = '未知错误';

export interface HttpHooks {
  getToken(): string | undefined;
  getAccount(): { elsAccount: string; elsSubAccount: string } | undefined;
  /** Body code '401': the shell shows the message and goes to login after 3 s. */
  onAuthFailure(message: string): void;
  /** Status outside 200/400/201: the shell shows a toast. */
  onError(message: string): void;
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

/** Seed 000 §5 and §9: a status from 200 to 500 is an answer; 200, 400 and 201 are the accepted ones. */
export const isValidStatus = (status: number): boolean => status >= 200 && status <= 500;

/**
 * The HTTP client of seed 000 §7–8: token and account headers, credentials, timeout, and the
 * status rules: body code '401' → auth failure; 400/201 → passed on as a rejection; any other
 * status but 200 → toast with the message (or 未知错误); transport errors logged and rejected.
 */
export function createHttp({ baseURL, timeoutMs, hooks }: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout: timeoutMs, withCredentials: true, validateStatus: isValidStatus });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = hooks.getToken();
    if (token && !config.skipToken) config.headers.set(TOKEN_HEADER, token);
    const account = hooks.getAccount();
    if (account) config.headers.set(ACCOUNT_HEADER, `${account.elsAccount}_${account.elsSubAccount}`);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      const body = response.data as Partial<ApiEnvelope<unknown>> | undefined;
      const code = body && typeof body === 'object' && body.code !== undefined ? String(body.code) : undefined;
      const message = (body && typeof body === 'object' && typeof body.message === 'string' && body.message) || undefined;
      if (code === '401') {
        hooks.onAuthFailure(AUTH_FAILED_MESSAGE);
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
    (error: AxiosError) => {
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
