import { classifyUrl, type UrlSafety } from '../menu/menuItem';

/**
 * The embedded-page host's address rule: the address comes from the query's `src` or `path`; the other
 * query parameters are appended except `src` and `name` (and `path` when it gave the address);
 * `type=supplierDetail` also appends `name`. A report-designer `_t` (and `elsAccount`) travel
 * through as ordinary parameters. A parameter already in the address is not repeated.
 */
export function frameAddress(query: Readonly<Record<string, string>>): string | undefined {
  // Trimmed before anything is appended: a trailing space would otherwise end up inside the address.
  const src = query.src?.trim();
  const fromSrc = src !== undefined && src !== '';
  const base = fromSrc ? src : query.path?.trim();
  if (!base) return undefined;
  const present = existingParams(base);
  const extra = Object.entries(query).filter(
    ([key]) =>
      key !== 'src' &&
      !(key === 'path' && !fromSrc) &&
      (key !== 'name' || query.type === 'supplierDetail') &&
      !present.has(key),
  );
  if (extra.length === 0) return base;
  const params = new URLSearchParams(extra).toString();
  // Sub-apps use hash routes: with a hash the parameters join the hash route's query
  // (/rfq/#/v2/detail → /rfq/#/v2/detail?id=7), where the sub-app's router reads them.
  const hashIndex = base.indexOf('#');
  const tail = hashIndex >= 0 ? base.slice(hashIndex) : base;
  return `${base}${tail.includes('?') ? '&' : '?'}${params}`;
}

/** Parameter names already in an address: its query and its hash route's query. */
function existingParams(address: string): Set<string> {
  const keys = new Set<string>();
  const hashIndex = address.indexOf('#');
  const beforeHash = hashIndex >= 0 ? address.slice(0, hashIndex) : address;
  const hash = hashIndex >= 0 ? address.slice(hashIndex) : '';
  for (const part of [beforeHash, hash]) {
    const index = part.indexOf('?');
    if (index >= 0) new URLSearchParams(part.slice(index + 1)).forEach((_value, key) => keys.add(key));
  }
  return keys;
}

/** Whether a frame address must get a separate, non-cached frame (demand pool list, supplier order list). */
export function isNonCachedAddress(address: string, nonCached: readonly string[]): boolean {
  return nonCached.some((part) => part !== '' && address.includes(part));
}

/**
 * The origin a frame's document comes from, to post messages to it (never '*'). Relative
 * addresses resolve against the shell. Null for anything that is not http(s).
 */
export function originOfAddress(address: string, shellOrigin: string): string | null {
  try {
    const url = new URL(address, `${shellOrigin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an address is the shell's own document: the shell's origin, under its application prefix
 * (`/portal`, `/portal/…`; at the root: `/` and `/index.html`). Such an address is never loaded in a
 * frame (the shell inside itself fails and spins forever); it is a portal page, opened as a page.
 * A relative address is read as the frame would read it, from the shell's page.
 */
export function isShellAddress(address: string, shellOrigin: string, shellPrefix: string): boolean {
  let url: URL;
  try {
    url = new URL(address.trim(), `${shellOrigin}${shellPrefix}/`);
  } catch {
    return false;
  }
  if (url.origin !== shellOrigin) return false;
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (shellPrefix === '') return path === '/' || path === '/index.html';
  return path === shellPrefix || path.startsWith(`${shellPrefix}/`);
}

/** Why an address is not opened: not http(s) or relative, an origin the layout does not allow, the shell itself, no rule for it, none at all. */
export type AddressRefusal = 'unsafe' | 'foreign-origin' | 'shell-in-frame' | 'no-rule' | 'missing';

export interface FrameTarget {
  /** What the iframe loads. */
  address: string;
  /** Where messages to it are posted. */
  origin: string;
  safety: UrlSafety;
}

export type FrameVerdict =
  | { ok: true; target: FrameTarget }
  | { ok: false; reason: 'missing'; refusal: 'missing'; address?: undefined }
  | { ok: false; reason: 'refused'; refusal: Exclude<AddressRefusal, 'missing' | 'no-rule'>; address: string };

/**
 * The frame of a frame page, or why there is none: no address, or an address the layout does not
 * allow (never javascript:/data:, foreign origins only when listed in frames.allowedOrigins, never
 * the shell itself when its prefix is given).
 */
export function frameTargetOf(query: Readonly<Record<string, string>>, shellOrigin: string, allowedOrigins: readonly string[], shellPrefix?: string): FrameVerdict {
  const address = frameAddress(query);
  if (address === undefined) return { ok: false, reason: 'missing', refusal: 'missing' };
  const safety = classifyUrl(address, shellOrigin, allowedOrigins);
  if (safety === 'unsafe' || safety === 'foreign-origin') return { ok: false, reason: 'refused', refusal: safety, address };
  const origin = originOfAddress(address, shellOrigin);
  if (origin === null) return { ok: false, reason: 'refused', refusal: 'unsafe', address };
  if (shellPrefix !== undefined && isShellAddress(address, shellOrigin, shellPrefix)) return { ok: false, reason: 'refused', refusal: 'shell-in-frame', address };
  return { ok: true, target: { address, origin, safety } };
}
