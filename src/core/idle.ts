/**
 * Work that waits for the browser to be idle: requestIdleCallback where there is one, else a short
 * timer (Safari has none), so that what is put off still happens.
 */

/** What an idle step is told: the time left in this idle period (a timer's fallback gives 10 ms). */
export interface IdleTime {
  timeRemaining(): number;
}

/** The window's idle scheduling, as far as this module uses it (tests pass their own). */
export interface IdleHost {
  requestIdleCallback?: (callback: (deadline: IdleTime) => void, options?: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Without requestIdleCallback a timer stands in (it cannot know idleness): a step goes after
 * IDLE_STEP_MS (the side menu's search index, slice by slice), a wait with a timeout after at most
 * IDLE_WAIT_MS (the start-up's prefetches).
 */
export const IDLE_STEP_MS = 50;
export const IDLE_WAIT_MS = 300;

/** Calls `step` in the browser's next idle period, or within `timeout` ms when it stays busy. */
export function onIdle(step: (time: IdleTime) => void, timeout?: number, host: IdleHost = globalThis as unknown as IdleHost): void {
  if (typeof host.requestIdleCallback === 'function') {
    host.requestIdleCallback(step, timeout === undefined ? undefined : { timeout });
    return;
  }
  host.setTimeout(() => step({ timeRemaining: () => 10 }), timeout === undefined ? IDLE_STEP_MS : Math.min(timeout, IDLE_WAIT_MS));
}

/** Resolves in the browser's next idle period, or within `timeout` ms when it stays busy. */
export function whenIdle(timeout: number, host?: IdleHost): Promise<void> {
  return new Promise((resolve) => onIdle(() => resolve(), timeout, host));
}
