/**
 * Start-up files that index.html's gate (scripts/prerenderHtml.ts) starts to fetch beside the
 * app's scripts, so that the bootstrap finds them on their way or arrived instead of asking only
 * once the scripts have run (issue 13: a signed-in reload waited for the scripts, then for
 * deploy.json, then for the user's data, one after the other).
 */

/** The window property holding the gate's fetches, by absolute address. */
export const PREFETCH_GLOBAL = '__srmPrefetch';

/** Fetched by the gate, relative to the document (as the app's scripts are). */
export const PREFETCHED_FILES = ['config/deploy.json'] as const;

/** The fetch options of the bootstrap's own start-up fetches, which the gate uses too. */
export const STARTUP_FETCH_INIT: RequestInit = { credentials: 'same-origin', cache: 'no-cache' };

type PrefetchHolder = { [PREFETCH_GLOBAL]?: Record<string, Promise<Response> | undefined> };

/**
 * The gate's fetch of `url` (absolute), once: a response's body can be read only once, so a second
 * ask (a retry) fetches anew. Undefined when the gate did not fetch that address.
 */
export function takePrefetched(holder: object, url: string): Promise<Response> | undefined {
  const started = (holder as PrefetchHolder)[PREFETCH_GLOBAL];
  const answer = started?.[url];
  if (started && answer) delete started[url];
  return answer;
}
