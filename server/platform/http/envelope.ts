// The answer envelope (src/contract/envelope.ts) on the server: HTTP status and body code always
// agree; a refusal names its message by code, its Chinese text is the message, both travel together.
import type { FastifyReply } from 'fastify';
import { ApiError, OK_MESSAGE, type ApiEnvelope, type ApiStatus } from '../../../src/contract/envelope.js';
import { messageText, type MessageCode, type MessageParams } from '../../../src/contract/messages.js';
import type { UnauthorizedReason } from '../../../src/contract/auth.js';

export { ApiError };

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: '200', message: OK_MESSAGE, data };
}

/** A refusal: the message is the code's Chinese text (what a real SRM backend would send). */
export function refuse(status: Exclude<ApiStatus, 200>, messageCode: MessageCode, messageParams?: MessageParams, data: unknown = null): ApiError {
  return new ApiError({ status, message: messageText(messageCode, messageParams, 'zh_cn'), messageCode, messageParams, data });
}

export function badRequest(messageCode: MessageCode, messageParams?: MessageParams, data?: unknown): ApiError {
  return refuse(400, messageCode, messageParams, data);
}

const UNAUTHORIZED_MESSAGES: Record<UnauthorizedReason, MessageCode> = {
  missing: 'auth.tokenMissing',
  invalid: 'auth.tokenInvalid',
  expired: 'auth.tokenExpired',
  'account-mismatch': 'auth.accountMismatch',
  rotated: 'auth.refreshTokenRotated',
  'session-ended': 'auth.sessionEnded',
};

/** 401 with its reason in `data.reason`: only `expired` may be cured by a refresh. */
export function unauthorized(reason: UnauthorizedReason): ApiError {
  return refuse(401, UNAUTHORIZED_MESSAGES[reason], undefined, { reason });
}

export function forbidden(messageCode: MessageCode = 'request.forbidden', messageParams?: MessageParams): ApiError {
  return refuse(403, messageCode, messageParams);
}

export function notFound(messageCode: MessageCode = 'request.notFound', messageParams?: MessageParams): ApiError {
  return refuse(404, messageCode, messageParams);
}

/** 409: a write based on a state that is no longer current (an overlay version someone else replaced). */
export function conflict(messageCode: MessageCode, messageParams?: MessageParams, data?: unknown): ApiError {
  return refuse(409, messageCode, messageParams, data);
}

export function serverError(): ApiError {
  return refuse(500, 'server.internal');
}

export function envelopeOf(error: ApiError): ApiEnvelope<unknown> {
  return {
    code: String(error.status),
    message: error.message,
    ...(error.messageCode !== undefined ? { messageCode: error.messageCode } : {}),
    ...(error.messageParams !== undefined ? { messageParams: error.messageParams } : {}),
    data: error.data,
  };
}

/** The refusal's envelope with the request's id (X-Request-Id), so that a report leads to the log lines. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).send({ ...envelopeOf(error), requestId: String(reply.request.id) });
}
