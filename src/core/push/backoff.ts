/** Reconnect delays: exponential from `baseMs`, capped at `maxMs`, each with jitter. */
export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseMs: 500, maxMs: 20_000 };

/**
 * The wait before reconnect attempt number `attempt` (0 = the first after a drop): base·2^attempt,
 * at most maxMs, then a random point in its upper half ("equal jitter"), so that many browsers that
 * lost the same broker do not all come back in the same instant, and none waits more than maxMs.
 */
export function backoffDelay(attempt: number, settings: BackoffSettings = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 30);
  const ceiling = Math.min(settings.maxMs, settings.baseMs * 2 ** exponent);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
