// Where a request was sent, as the browser saw it: the path (with the prefix the browser used), the
// query and the host. The tenant of a request is chosen from it by the shell's own rule
// (chooseTenant: ?tenant= → path prefix → host → default). Behind a reverse proxy the browser's
// prefix and host are in X-Forwarded-Prefix and X-Forwarded-Host; those headers are believed only
// when the request comes from an address of the trusted proxies (SRM_TRUSTED_PROXIES), so that an
// outsider cannot pick a tenant's page (its CSP, its policy) by sending a header.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { isPrefixSegment } from './shellRules.js';
import { LruMap } from './lruMap.js';

/** The longest forwarded header value read (a prefix is one path segment, a host at most 253 characters). */
export const MAX_FORWARDED_LENGTH = 260;

/** The longest forwarded prefix segment read. */
const MAX_PREFIX_SEGMENT = 100;

/** A Host value: a name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const HOST_VALUE = /^([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(:\d{1,5})?$/;

/** Client addresses whose verdict TrustedProxies keeps. */
const TRUSTED_VERDICTS_KEPT = 1024;

/**
 * The addresses whose X-Forwarded-Prefix and X-Forwarded-Host are believed: single addresses
 * (IPv4 or IPv6) and networks in CIDR notation ("10.0.0.0/8"). An IPv4 peer seen as IPv6
 * (::ffff:10.0.0.1) is compared as IPv4. Empty: no proxy is trusted.
 */
export class TrustedProxies {
  private readonly list = new BlockList();
  /** Verdicts by address: BlockList.check builds socket addresses each time (1–2 % of the server's time, asked twice a request). */
  private readonly verdicts = new LruMap<string, boolean>(TRUSTED_VERDICTS_KEPT);
  readonly size: number;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', bits, extra] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || extra !== undefined) throw new Error(`trustedProxies: "${entry}" is not an IP address or CIDR network`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) {
        this.list.addAddress(address, type);
        continue;
      }
      const prefix = Number(bits);
      if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`trustedProxies: "${entry}" has no valid prefix length`);
      this.list.addSubnet(address, prefix, type);
    }
    this.size = entries.length;
  }

  /** Parses SRM_TRUSTED_PROXIES: a comma list, blanks ignored. */
  static fromList(value: string | undefined): string[] {
    return (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  }

  has(address: string | undefined): boolean {
    if (this.size === 0 || !address) return false;
    const known = this.verdicts.get(address);
    if (known !== undefined) return known;
    const verdict = this.check(address);
    this.verdicts.set(address, verdict);
    return verdict;
  }

  private check(address: string): boolean {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped ? mapped[1]! : address;
    const family = isIP(plain);
    return family !== 0 && this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** Where a request was sent, as the browser saw it. */
export interface RequestPlace {
  /** The path as the browser asked for it: the prefix it used, then the rest (`/acme-portal/apis/login`). */
  pathname: string;
  /** The query, with its '?' ('' for none). */
  search: string;
  /** The host the browser asked (with its port), undefined when no usable one was sent. */
  host: string | undefined;
  /** The application prefix the browser used (`/acme-portal`), '' when the path has none. */
  prefix: string;
  /** Whether the prefix is a trusted proxy's X-Forwarded-Prefix. */
  forwarded?: boolean;
}

/** The first value of a header (a proxy chain joins values with ','), trimmed; undefined when absent, too long or empty. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.length > MAX_FORWARDED_LENGTH * 4) return undefined;
  const first = raw.split(',')[0]!.trim();
  return first === '' || first.length > MAX_FORWARDED_LENGTH ? undefined : first;
}

/** A forwarded prefix as one path segment with a leading '/' ('/acme-portal', '/acme-portal/'); undefined otherwise. */
export function forwardedPrefixOf(value: string | string[] | undefined): string | undefined {
  const first = firstValue(value);
  if (first === undefined) return undefined;
  const segment = first.replace(/^\/+/, '').replace(/\/+$/, '');
  return segment.length <= MAX_PREFIX_SEGMENT && isPrefixSegment(segment) ? `/${segment}` : undefined;
}

/** A host header value that is a host (and port), nothing else; undefined otherwise. */
export function hostValueOf(value: string | string[] | undefined): string | undefined {
  const first = firstValue(value);
  return first !== undefined && HOST_VALUE.test(first) ? first : undefined;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
}

/** The first path segment with its '/' ('/portal' of '/portal/apis/x'), '' for none. */
export function firstSegmentOf(pathname: string): string {
  const match = /^\/([^/?#]+)/.exec(pathname);
  return match ? `/${match[1]}` : '';
}

/**
 * Where a request was sent as the browser saw it. Its own URL as it arrived (before the server
 * re-rooted a tenant prefix onto its own), its Host; from a trusted proxy, X-Forwarded-Prefix in
 * place of the first path segment and X-Forwarded-Host in place of the Host.
 */
export function requestPlace(raw: IncomingMessage, trusted: TrustedProxies): RequestPlace {
  const { pathname, search } = splitUrl((raw as IncomingMessage & { originalUrl?: string }).originalUrl ?? raw.url ?? '/');
  const fromProxy = trusted.has(raw.socket?.remoteAddress);
  const forwardedPrefix = fromProxy ? forwardedPrefixOf(raw.headers['x-forwarded-prefix']) : undefined;
  const forwardedHost = fromProxy ? hostValueOf(raw.headers['x-forwarded-host']) : undefined;
  const own = firstSegmentOf(pathname);
  const prefix = forwardedPrefix ?? own;
  return {
    pathname: forwardedPrefix ? `${forwardedPrefix}${pathname.slice(own.length) || '/'}` : pathname,
    search,
    host: forwardedHost ?? hostValueOf(raw.headers.host),
    prefix,
    forwarded: forwardedPrefix !== undefined,
  };
}
