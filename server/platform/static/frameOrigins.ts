// The origins a page of the shell may frame, for its CSP frame-src: a tenant decision. They come
// from the base layout, the deployment tenant's file and the tenant-wide overlays admins saved for
// that deployment tenant, never from a personal overlay (the save refuses those), and never more
// than fit a header. Beside them, the origins the page may connect to (connect-src): an absolute
// API base or broker address of the deployment files (stored overlays may not set those).
import type { Deployment } from '../deployment.js';
import { isAllowedFrameOrigin } from '../shellRules.js';

/** The schema's limit of one origin's length. */
export const MAX_ORIGIN_LENGTH = 200;
/**
 * The most origins one page's frame-src lists: the tenant file's 32 (the schema's limit) and as
 * many of the tenant-wide overlays'. With 200 characters each the header stays under 13 KB
 * whatever the database holds.
 */
export const MAX_FRAME_ORIGINS = 64;

function originsOf(layout: unknown): string[] {
  const entries = (layout as { frames?: { allowedOrigins?: Record<string, { origin?: unknown } | null> } } | null)?.frames?.allowedOrigins;
  if (!entries || typeof entries !== 'object') return [];
  return Object.values(entries)
    .map((entry) => (entry && typeof entry === 'object' ? entry.origin : undefined))
        // Only plain origins go into the CSP header (scheme, host, optional port: nothing that could add a
    // directive), by the layout's one rule of frame origins (https, or http on the loopback host only).
    .filter((origin): origin is string => typeof origin === 'string' && origin.length <= MAX_ORIGIN_LENGTH && isAllowedFrameOrigin(origin));
}

/** The origin of an absolute http(s)/ws(s) address, when it is a plain one; templates ({wsOrigin}…) and paths are the page's own origin. */
function absoluteOrigin(address: unknown): string | undefined {
  if (typeof address !== 'string' || address.length > MAX_ORIGIN_LENGTH * 2 || !/^(https?|wss?):\/\//i.test(address)) return undefined;
  try {
    const origin = new URL(address).origin;
    return SAFE_CONNECT_ORIGIN.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}
const SAFE_CONNECT_ORIGIN = /^(https?|wss?):\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The absolute addresses a deployment file points the shell at: the API base and the brokers. */
export function connectOriginsOf(layout: unknown): string[] {
  const doc = layout as { app?: { apiBasePath?: unknown }; push?: { brokerUrl?: unknown; brokerUrls?: unknown } } | null;
  const brokers = Array.isArray(doc?.push?.brokerUrls) ? (doc.push.brokerUrls as unknown[]).slice(0, 16) : [];
  return [doc?.app?.apiBasePath, doc?.push?.brokerUrl, ...brokers].map(absoluteOrigin).filter((origin): origin is string => origin !== undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface FrameOriginSource {
  /**
   * Reads a deployment tenant's overlays when what is kept of them is missing or older than the
   * bound; undefined (nothing to wait for) while it is fresh, so a cached answer never waits for the
   * database. Concurrent calls for one tenant share one read.
   */
  refresh(tenant: string | undefined): Promise<void> | undefined;
  /** The origins of a deployment tenant's pages (undefined: no tenant), at most MAX_FRAME_ORIGINS: what `refresh` kept, the files' alone before. */
  forTenant(tenant: string | undefined): readonly string[];
  /** The absolute origins a deployment tenant's pages call (API base, brokers) from the deployment files only. */
  connectForTenant(tenant: string | undefined): readonly string[];
  /** Forgets what was read (a layout overlay was saved on this instance). */
  invalidate(): void;
}

/**
 * `tenantOverlays(tenant)` gives the JSON texts of the tenant-wide layout overlays saved for a
 * deployment tenant ('' for none), newest first. Read again once what is kept is `maxAgeMs` old
 * (tenant files change without a restart, and another instance's save does not reach this one's
 * `invalidate`: every instance sees a save within that bound) and at once after a save here; the
 * cache holds only tenants that exist (and the empty one), so it cannot be grown from outside.
 */
export function createFrameOriginSource(
  deployment: Deployment,
  tenantOverlays: (tenant: string) => Promise<readonly string[]>,
  maxAgeMs = 5000,
): FrameOriginSource {
  const cache = new Map<string, { at: number; origins: readonly string[] }>();
  const reading = new Map<string, Promise<void>>();
  // Bumped by invalidate: a read begun before a save does not keep what it read as fresh.
  let generation = 0;
  const keyOf = (tenant: string | undefined) => (tenant !== undefined && deployment.hasTenant(tenant) ? tenant : '');
  const filesOf = (key: string): unknown[] => [deployment.baseLayout(), deployment.tenantFile(key || undefined)?.patch];
  const originsOfAll = (layouts: unknown[]) => [...new Set(layouts.flatMap(originsOf))].slice(0, MAX_FRAME_ORIGINS);

  async function read(key: string): Promise<void> {
    const startedIn = generation;
    const at = Date.now();
    let overlays: readonly string[];
    try {
      overlays = await tenantOverlays(key);
    } catch {
      // The database does not answer (/ready says so): the files' origins only, the stricter CSP,
      // rather than failing every answer; not kept, so the overlays count again once it is back.
      cache.delete(key);
      return;
    }
    if (startedIn !== generation) return;
    cache.set(key, { at, origins: originsOfAll([...filesOf(key), ...overlays.map(parseJson)]) });
  }

  return {
    refresh(tenant) {
      const key = keyOf(tenant);
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < maxAgeMs) return undefined;
      let pending = reading.get(key);
      if (!pending) {
        pending = read(key).finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    },
    forTenant(tenant) {
      const key = keyOf(tenant);
      return cache.get(key)?.origins ?? originsOfAll(filesOf(key));
    },
    connectForTenant(tenant) {
      const key = keyOf(tenant);
      return [...new Set(filesOf(key).flatMap(connectOriginsOf))].slice(0, MAX_FRAME_ORIGINS);
    },
    invalidate() {
      generation += 1;
      cache.clear();
      reading.clear();
    },
  };
}
