// Node's own answers to what never becomes a request (a malformed request line, headers beyond
// Node's limit, a request that took too long): Fastify's clientErrorHandler writes them on the raw
// socket, with the same security headers as every other answer and a request id of their own.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { REQUEST_ID_HEADER } from './requestId.js';
import { rawHttpAnswer } from './securityHeaders.js';

/** 431 for headers beyond the limit, 408 for a request too slow, 400 for anything malformed. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A peer that went away has nobody to read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawHttpAnswer(clientErrorStatus(error.code), { [REQUEST_ID_HEADER]: randomUUID() }));
}
