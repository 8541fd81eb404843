// The security headers every answer carries, from one place: one onRequest hook sets them on the
// server's own answers (static/staticFiles.ts adds the tenant's CSP), and the answers Node or the
// broker write on a raw socket (a malformed request, oversized headers, a refused /mqtt upgrade)
// carry the same set, computed once by helmet itself from the same policies, with a CSP that
// allows nothing (such an answer has no content to run or frame).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The policies besides the CSP: framing, sniffing, referrer, opener and resource. HSTS is the TLS front's. */
export const HELMET_POLICIES = {
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Popups the shell opens (sub-app pages) may keep their opener; other origins' windows may not reach it.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Frames of other origins are embedded without COEP/CORP from them.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
} as const satisfies HelmetOptions;

/** The CSP of an answer without content: nothing may load, nobody may frame it. */
const NOTHING_CSP = { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } };

let rawHeaders: Readonly<Record<string, string>> | undefined;

/** The headers helmet sets with HELMET_POLICIES (and a CSP allowing nothing), by lower-case name. */
export function rawSecurityHeaders(): Readonly<Record<string, string>> {
  if (rawHeaders) return rawHeaders;
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ ...HELMET_POLICIES, contentSecurityPolicy: NOTHING_CSP })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  rawHeaders = Object.freeze(headers);
  return rawHeaders;
}

/**
 * A whole HTTP/1.1 answer for a raw socket: the status, the security headers, a short plain-text
 * body, and the connection closed. `extra` adds headers (Retry-After, X-Request-Id).
 */
export function rawHttpAnswer(status: number, extra: Readonly<Record<string, string>> = {}): string {
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = `${status} ${reason}\n`;
  const headers = {
    ...rawSecurityHeaders(),
    ...extra,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
