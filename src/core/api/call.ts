import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { fillPath, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '../../contract/endpoints/endpoint';
import type { ApiEnvelope } from '../../contract/envelope';

/**
 * The one way the shell calls the platform: `call(http, endpoints.login, { body })`. Method, path and
 * the client options (token, toast, refresh, redirect) come from the declaration; the path's
 * parameters are filled in URL-encoded; `query` goes to axios as `params`; `config` adds to or
 * overrides the declaration's options for this one call (a header, a progress callback).
 */

type Needs<Key extends string, T> = [T] extends [undefined] ? { [K in Key]?: undefined } : undefined extends T ? { [K in Key]?: T } : { [K in Key]: T };
type ParamArgs<E> = keyof ParamsOf<E> extends never ? { params?: undefined } : { params: ParamsOf<E> };

export type CallArgs<E> = ParamArgs<E> &
  Needs<'body', BodyOf<E>> &
  { query?: QueryOf<E> } & {
    /** Already URL-encoded query text (the password change: its values are encoded once, by the caller). */
    rawQuery?: string;
    config?: AxiosRequestConfig;
  };

/** Calls an endpoint and answers the whole HTTP response (a download reads its headers). */
export function request<E extends Endpoint>(http: AxiosInstance, endpoint: E, args: CallArgs<E>): Promise<AxiosResponse<ApiEnvelope<AnswerOf<E>>>> {
  const { params, body, query, rawQuery, config } = args as { params?: Record<string, string>; body?: unknown; query?: unknown; rawQuery?: string; config?: AxiosRequestConfig };
  const path = fillPath(endpoint.path, params);
  return http.request<ApiEnvelope<AnswerOf<E>>>({
    ...endpoint.client,
    method: endpoint.method,
    url: rawQuery ? `${path}?${rawQuery}` : path,
    ...(body !== undefined || endpoint.method !== 'GET' ? { data: body } : {}),
    ...(query !== undefined ? { params: query } : {}),
    ...config,
  });
}

/** Calls an endpoint and answers the envelope's `data`. */
export async function call<E extends Endpoint>(http: AxiosInstance, endpoint: E, ...args: Record<never, never> extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]): Promise<AnswerOf<E>> {
  const response = await request(http, endpoint, (args[0] ?? {}) as CallArgs<E>);
  return response.data.data;
}
