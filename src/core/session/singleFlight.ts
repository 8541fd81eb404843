/**
 * Runs an async task at most once at a time: callers arriving while it runs share its promise,
 * so however many calls wait for a token refresh, exactly one refresh runs.
 */
export function singleFlight<T>(task: () => Promise<T>): { run(): Promise<T>; readonly running: boolean } {
  let current: Promise<T> | undefined;
  return {
    run() {
      current ??= task().finally(() => {
        current = undefined;
      });
      return current;
    },
    get running() {
      return current !== undefined;
    },
  };
}

/** The part of the Web Locks API the shell uses (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs a task under a lock shared by every tab of this origin (Web Locks), so that two tabs of the
 * same user never refresh at once; the server revokes the whole chain when a rotated refresh token
 * is presented twice. Without Web Locks the task runs directly (one tab stays single-flight).
 */
export function withCrossTabLock<T>(locks: LockManagerLike | undefined, name: string, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(name, { mode: 'exclusive' }, task) : task();
}
