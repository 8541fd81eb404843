// Reading parts of a request that no schema covers.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './envelope.js';

/** A header sent twice arrives as an array; that is never a valid credential. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : '\u0000';
  return value;
}

/** A query value that must be present once; a missing one is refused naming the parameter. */
export function queryText(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value === '') throw badRequest('request.missingParameter', { name });
  return value;
}

/** Query values that are secrets (passwords travel in the password change's query). */
const SECRET_QUERY = /([?&](?:password|newPassword|noteCode|ticket|token|refreshToken)=)[^&#]*/gi;

/** A URL fit for the log: secret query values and the token or ticket of webValidToken replaced by `***`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***').replace(/(\/webValidToken\/)[^/?#]+/i, '$1***');
}
