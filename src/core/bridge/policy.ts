import { isOpenableUrl } from '../menu/menuItem';
import type { OpenNewTag } from './protocol';

/**
 * Who may talk to the shell: a message is accepted only when its source is the window of one of
 * the shell's own frames AND its origin is the shell's or listed in frames.allowedOrigins.
 */
export function isAllowedMessageOrigin(origin: string, shellOrigin: string, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  return origin === shellOrigin || allowedOrigins.includes(origin);
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

/**
 * Where openNewTag leads: the frame route with the page's query plus src and name, or null when
 * the address may not be opened (the same rule as menu addresses: relative or http(s), foreign
 * origins only when allowed; never javascript: or data:).
 */
export function tagRoute(
  message: OpenNewTag,
  options: { shellOrigin: string; allowedOrigins: readonly string[]; framePath?: string },
): { path: string; query: Record<string, string> } | null {
  if (!isOpenableUrl(message.src, options.shellOrigin, options.allowedOrigins)) return null;
  const template = options.framePath ?? '/myiframe/{routerPath}';
  const path = template.replace('{routerPath}', encodeURIComponent(routerPathOf(message.src))).replace('{url}', message.src);
  // The page's own parameters never replace its address or label.
  const query: Record<string, string> = { ...message.query, src: message.src.trim(), name: message.name };
  return { path, query };
}
