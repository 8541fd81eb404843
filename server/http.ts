// The response envelope of docs/api.md: HTTP status and body `code` always agree, and `code` is a string.
import type { FastifyReply } from 'fastify';

export type ApiStatus = 200 | 400 | 401 | 403 | 404 | 500;

export type UnauthorizedReason = 'missing' | 'invalid' | 'expired' | 'account-mismatch';

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export function envelope<T>(status: ApiStatus, message: string, data: T): Envelope<T> {
  return { code: String(status), message, data };
}

export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return envelope(200, message, data);
}

/** Thrown by handlers and hooks; the error handler turns it into the envelope with the same status. */
export class ApiError extends Error {
  readonly status: ApiStatus;
  readonly data: unknown;

  constructor(status: ApiStatus, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, message);
}

export function unauthorized(reason: UnauthorizedReason): ApiError {
  const messages: Record<UnauthorizedReason, string> = {
    missing: '未登录或缺少令牌 (token missing)',
    invalid: '令牌无效 (token invalid)',
    expired: '令牌已过期 (token expired)',
    'account-mismatch': '账号与令牌不一致 (account does not match the token)',
  };
  return new ApiError(401, messages[reason], { reason });
}

export function forbidden(message = '没有权限 (forbidden)'): ApiError {
  return new ApiError(403, message);
}

export function notFound(message = '资源不存在 (not found)'): ApiError {
  return new ApiError(404, message);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).send(envelope(error.status, error.message, error.data));
}
