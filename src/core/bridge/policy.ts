import type { MenuRule } from '../../generated/layout';
import { isShellAddress, type AddressRefusal } from '../frames/frameAddress';
import { classifyUrl, menuItemToRoute } from '../menu/menuItem';
import { GRANTED_TYPES, type InboundType, type OpenNewTag } from './protocol';

/**
 * Who may talk to the shell: a message is accepted only when its source is the window of one of
 * the shell's own frames AND its origin is the shell's or listed in frames.allowedOrigins.
 */
export function isAllowedMessageOrigin(origin: string, shellOrigin: string, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  return origin === shellOrigin || allowedOrigins.includes(origin);
}

/** An allowed origin of the layout (frames.allowedOrigins) and the bridge messages its frames may send (absent: all). */
export interface OriginRule {
  origin: string;
  messages?: readonly string[];
}

/**
 * Which bridge messages an origin may send: the shell's own origin all of them; an allowed origin
 * those its rule lists (all when it lists none); any other origin none.
 */
export function messagesAllowedFrom(origin: string, shellOrigin: string, rules: readonly OriginRule[]): readonly InboundType[] {
  if (origin === shellOrigin) return GRANTED_TYPES;
  const rule = rules.find((entry) => entry.origin === origin);
  if (!rule) return [];
  return rule.messages === undefined ? GRANTED_TYPES : GRANTED_TYPES.filter((type) => rule.messages!.includes(type));
}

export type InboundVerdict<K> = { accepted: true; key: K } | { accepted: false; reason: 'not-own-frame' | 'origin-not-allowed' };

/**
 * Judges where a message event comes from. `frames` are the shell's own frames (the pool's, the
 * non-cached one) with their windows; `source` and `origin` are the event's.
 */
export function judgeInbound<K, W>(
  event: { source: unknown; origin: string },
  frames: Iterable<{ key: K; window: W | null | undefined }>,
  shellOrigin: string,
  allowedOrigins: readonly string[],
): InboundVerdict<K> {
  if (event.source === null || event.source === undefined) return { accepted: false, reason: 'not-own-frame' };
  let key: K | undefined;
  let found = false;
  for (const frame of frames) {
    if (frame.window && frame.window === event.source) {
      key = frame.key;
      found = true;
      break;
    }
  }
  if (!found) return { accepted: false, reason: 'not-own-frame' };
  if (!isAllowedMessageOrigin(event.origin, shellOrigin, allowedOrigins)) return { accepted: false, reason: 'origin-not-allowed' };
  return { accepted: true, key: key as K };
}

/** The routerPath of a frame route opened by a frame: the last folder of the address (`/subapps/order/#/…` → `order`). */
export function routerPathOf(src: string): string {
  const beforeHash = src.split('#')[0]!.split('?')[0]!;
  let pathname = beforeHash;
  try {
    if (/^https?:/i.test(beforeHash)) pathname = new URL(beforeHash).pathname;
  } catch {
    pathname = '';
  }
  const segments = pathname.split('/').filter((segment) => segment !== '' && !segment.includes('.'));
  const last = segments[segments.length - 1] ?? 'urlPath';
  const slug = last.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return slug === '' ? 'urlPath' : slug;
}

export type TagVerdict = { ok: true; path: string; query: Record<string, string> } | { ok: false; refusal: AddressRefusal };

/**
 * Where openNewTag leads, by the same rules as a menu address: only relative or http(s) addresses
 * of the shell's or an allowed origin (never javascript:, data:, //host), routed by the layout's
 * menu rules. A portal address (`/portal/info/index`) opens that portal page as a page; a frame is
 * never given the shell itself (when a rule would frame it, it is refused). The page's own
 * parameters are added to the route's query but never replace its address or label.
 */
export function tagRoute(
  message: OpenNewTag,
  options: { shellOrigin: string; allowedOrigins: readonly string[]; rules: readonly MenuRule[]; shellPrefix?: string },
): TagVerdict {
  const src = message.src.trim();
  const safety = classifyUrl(src, options.shellOrigin, options.allowedOrigins);
  if (safety === 'unsafe' || safety === 'foreign-origin') return { ok: false, refusal: safety };
  const target = menuItemToRoute({ appCode: routerPathOf(src), appName: message.name, appUrl: src }, options.rules, options);
  if (!target) return { ok: false, refusal: 'no-rule' };
  if (target.target !== 'frame') return { ok: true, path: target.path, query: { ...message.query, ...target.query } };
  if (options.shellPrefix !== undefined && isShellAddress(src, options.shellOrigin, options.shellPrefix)) return { ok: false, refusal: 'shell-in-frame' };
  return { ok: true, path: target.path, query: { ...message.query, src, name: message.name } };
}
