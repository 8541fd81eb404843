import { createContext, useContext } from 'react';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { releaseOfVersionFile } from '../core/release/version';
import { isUnreachable } from '../core/api/http';

/** Why the store asks: a chunk failed (always asks), the tab became visible or the interval passed (throttled). */
export type ReleaseCheckReason = 'chunk' | 'visible' | 'interval';

/** How often a running tab asks for version.json: a few minutes, never a busy poll. */
export const RELEASE_CHECK_INTERVAL_MS = 5 * 60_000;
/** A tab that becomes visible again asks only when the last answer is older than this. */
export const RELEASE_CHECK_MIN_GAP_MS = 60_000;

/** What the release check is made from. */
export interface ReleaseStoreDeps {
  /** The release this page runs (index.html's meta); without one (a development build) nothing is checked. */
  current: string | undefined;
  /** Reads version.json past every cache and returns its parsed body (throws when it cannot). */
  fetchVersion(): Promise<unknown>;
  /** Loads the page again (the server's newest index.html: it is never cached without revalidation). */
  reload(): void;
  now?: () => number;
  /** Calls fn every ms milliseconds; returns the function that stops it. Default: setInterval. */
  every?: (fn: () => void, ms: number) => () => void;
  /** Calls the listener when the tab becomes visible again; returns the unsubscribe. Default: none. */
  subscribeVisible?: (listener: () => void) => () => void;
}

/** What a read of version.json tells the connectivity store (the HTTP client's hooks). */
export interface Reachability {
  onUnreachable(): void;
  onReachable(): void;
}

/**
 * Reads version.json past every cache, telling `reachability` whether the server answered: the
 * release check runs after a page's chunk failed to load, often because the server cannot be
 * reached, and a page whose code never loaded makes no call that would say so (the shell stayed
 * "online" beside a failed page while the server was down). A gateway's 502/503/504 counts as no
 * answer, as for the API. Throws when there is no usable answer.
 */
export async function readVersionFile(fetchFn: typeof fetch, url: string, reachability: Reachability): Promise<unknown> {
  const answer = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' }).catch((error: unknown) => {
    reachability.onUnreachable();
    throw error;
  });
  if (isUnreachable({ response: { status: answer.status } })) reachability.onUnreachable();
  else reachability.onReachable();
  if (!answer.ok) throw new Error(`version.json: HTTP ${answer.status}`);
  return answer.json() as Promise<unknown>;
}

/**
 * Learns that a newer release was deployed while this tab runs: reads version.json on a chunk
 * failure, when the tab becomes visible again and every few minutes. It offers the reload (the
 * shell's ReleaseNotice, the chunk failure's Reload); it never reloads by itself, so nothing the
 * user is typing is lost.
 */
export class ReleaseStore {
  /** The newest release when it is not this page's; null while this page is the newest (or nothing is known). */
  newer: string | null = null;
  /** The user put the notice away (until a still newer release appears). */
  dismissed: string | null = null;

  private lastAsked = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;
  private stops: Array<() => void> = [];
  private readonly now: () => number;

  constructor(private readonly deps: ReleaseStoreDeps) {
    this.now = deps.now ?? Date.now;
    makeObservable(this, { newer: observable, dismissed: observable, dismiss: action });
  }

  /** Whether the notice shows: a newer release the user has not put away. */
  get offered(): boolean {
    return this.newer !== null && this.newer !== this.dismissed;
  }

  /** Starts the interval and the visibility check; returns the function that stops both. */
  start(): () => void {
    if (this.deps.current === undefined) return () => undefined;
    const every = this.deps.every ?? ((fn, ms) => {
      const timer = setInterval(fn, ms);
      return () => clearInterval(timer);
    });
    this.stops.push(every(() => void this.check('interval'), RELEASE_CHECK_INTERVAL_MS));
    if (this.deps.subscribeVisible) this.stops.push(this.deps.subscribeVisible(() => void this.check('visible')));
    return () => this.stop();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Asks for version.json (one request at a time; a visible tab not more than once a minute). */
  check(reason: ReleaseCheckReason): Promise<void> {
    if (this.deps.current === undefined) return Promise.resolve();
    if (this.pending) return this.pending;
    if (reason === 'visible' && this.now() - this.lastAsked < RELEASE_CHECK_MIN_GAP_MS) return Promise.resolve();
    this.lastAsked = this.now();
    this.pending = this.deps
      .fetchVersion()
      .then((body) => {
        const newest = releaseOfVersionFile(body);
        if (newest === null) return;
        runInAction(() => (this.newer = newest === this.deps.current ? null : newest));
      })
      .catch(() => undefined) // offline or a proxy's error: asked again at the next occasion
      .finally(() => (this.pending = undefined));
    return this.pending;
  }

  dismiss(): void {
    this.dismissed = this.newer;
  }

  reload(): void {
    this.deps.reload();
  }
}

export const ReleaseContext = createContext<ReleaseStore | null>(null);

/** The tab's release check; null outside the app (component tests). */
export const useRelease = (): ReleaseStore | null => useContext(ReleaseContext);
