/**
 * The client-error log's rules: what an entry holds, how long a message may be, and what is
 * redacted before it is kept (tokens, passwords, secrets), so that the log panel never shows a
 * credential. Pure: no window.
 */

/** The seed's trace buffer: the last 100 entries are kept. */
export const CLIENT_ERROR_LIMIT = 100;
/** Longest message kept, in characters. */
export const CLIENT_ERROR_MESSAGE_MAX = 500;

/** `frame`: a sub-app's frame failed (did not load in time, failed to start, was stopped for flooding the bridge). */
export type ClientErrorKind = 'error' | 'rejection' | 'api' | 'frame';

export interface ClientErrorEntry {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  kind: ClientErrorKind;
  message: string;
}

const REDACTIONS: Array<[RegExp, string]> = [
  // key=value and "key": "value" pairs whose key names a secret
  [/((?:access_?|refresh_?|id_?)?token|password|passwd|pwd|secret|authorization|ticket|captcha)(["']?\s*[:=]\s*["']?)([^"'&\s,;}]+)/gi, '$1$2[redacted]'],
  // Bearer credentials
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // JSON web tokens anywhere
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted]'],
];

/** A message as it may be kept: secrets replaced, control characters removed, bounded. */
export function redactMessage(raw: unknown): string {
  let text = typeof raw === 'string' ? raw : raw instanceof Error ? `${raw.name}: ${raw.message}` : String(raw);
  if (text.length > CLIENT_ERROR_MESSAGE_MAX * 4) text = text.slice(0, CLIENT_ERROR_MESSAGE_MAX * 4);
  for (const [pattern, replacement] of REDACTIONS) text = text.replace(pattern, replacement);
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim();
  return text.length > CLIENT_ERROR_MESSAGE_MAX ? `${text.slice(0, CLIENT_ERROR_MESSAGE_MAX - 1)}…` : text;
}

/** The log with one more entry, the oldest dropped beyond the limit (newest last). */
export function appendEntry(log: readonly ClientErrorEntry[], entry: ClientErrorEntry, limit = CLIENT_ERROR_LIMIT): ClientErrorEntry[] {
  const next = [...log, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}
