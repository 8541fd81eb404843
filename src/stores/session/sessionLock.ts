import { action, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type { AxiosInstance } from 'axios';
import * as api from '../../core/api/services';
import { queryOf } from '../../core/session/guard';
import { encryptForTransport } from '../../core/session/passwordCipher';
import type { PasswordTransportConfig } from '../../core/session/passwordTransport';
import { isBoolean, isFiniteNumber, isString, type TypedStorage } from '../../core/storage';
import type { LayoutStore } from '../layout/layoutStore';
import type { Navigation } from '../navigation';
import type { SessionStore } from './sessionStore';

const LOCK_KEY = 'isLock';
const LOCKED_FROM_KEY = 'lockedFrom';
/** Key (in the tabs' shared storage) of the last user input in any tab of the session, ms since epoch. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/** The most often a tab writes its input time to the shared storage: a quarter of the idle time, at most 5 s. */
export function activityWriteInterval(idleMs: number): number {
  return Math.min(5000, Math.max(250, idleMs / 4));
}

export interface SessionLockDeps {
  http: AxiosInstance;
  session: SessionStore;
  layout: LayoutStore;
  navigation: Navigation;
  /** sessionStorage (this tab): a reload stays locked, other tabs are not. */
  tabStorage: TypedStorage;
  /** localStorage: the last input time is shared by the tabs of the session. */
  local: TypedStorage;
  now: () => number;
  passwordTransport: () => PasswordTransportConfig;
  /** Calls the listener on every user input (pointer, keyboard, touch, wheel); returns the unsubscribe. */
  subscribeActivity?: (listener: () => void) => () => void;
  /** The page shown now (path and query), to return to after unlocking. */
  currentPath: () => string;
  /** After an unlock, before returning to the locked page (the user's data refused while locked is asked again). */
  onUnlocked?: () => void;
}

/**
 * The lock screen, all of it: the state (kept in this tab's session storage, so that a reload stays
 * locked and other tabs are not; lifted when a session begins or ends), locking from the top bar,
 * from the idle time of the layout (session.idleLockSeconds without input in any tab of the
 * session) or because another tab locked the session (a call answered 423), and the unlock with the
 * password the server checks, back to the page the user locked on.
 */
export class SessionLock {
  readonly scope = 'session' as const;
  locked: boolean;

  private lastActivity: number;
  private lastWritten = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposers: Array<IReactionDisposer | (() => void)> = [];

  constructor(private readonly deps: SessionLockDeps) {
    const { session } = deps;
    this.locked = session.token !== undefined && deps.tabStorage.get(LOCK_KEY, isBoolean) === true;
    this.lastActivity = deps.now();
    makeObservable(this, { locked: observable, setLocked: action });
    this.disposers.push(
      reaction(
        () => [session.authenticated, this.locked, this.idleMs] as const,
        ([authenticated, locked]) => {
          // Signing in and unlocking are input too: the idle time starts again.
          if (authenticated && !locked) this.touch(true);
          this.armIdle();
        },
        { fireImmediately: true },
      ),
    );
    const unsubscribe = deps.subscribeActivity?.(() => this.touch(false));
    if (unsubscribe) this.disposers.push(unsubscribe);
  }

  /** The page the user locked the screen on (to return to after unlocking). */
  get lockedFrom(): string | undefined {
    return this.deps.tabStorage.get(LOCKED_FROM_KEY, isString);
  }

  /** The idle time of the layout in ms; undefined: no idle lock. */
  get idleMs(): number | undefined {
    const seconds = this.deps.layout.document.session?.idleLockSeconds;
    return seconds === undefined ? undefined : seconds * 1000;
  }

  setLocked(locked: boolean, from?: string): void {
    this.locked = locked;
    const storage = this.deps.tabStorage;
    if (locked) {
      storage.set(LOCK_KEY, true);
      if (from) storage.set(LOCKED_FROM_KEY, from);
    } else {
      storage.remove(LOCK_KEY);
      storage.remove(LOCKED_FROM_KEY);
    }
  }

  /** A session began or ended: a lock left from before goes. */
  lift(): void {
    this.setLocked(false);
  }

  /**
   * Locks the screen (from the top bar, or idle); `from` is the page to return to after unlocking.
   * The server is told, so that the session's other tabs (and new ones) must unlock too.
   */
  lock(from: string): void {
    if (!this.deps.session.authenticated || this.locked) return;
    this.setLocked(true, from);
    // Quietly: the lock screen shows whatever the server answers.
    void api.lockSession(this.deps.http).catch(() => undefined);
    this.deps.navigation.navigate(this.deps.layout.guardPaths.lock, undefined, { replace: true });
  }

  /** A call was refused because the session is locked (another tab locked it): this tab shows the lock screen too. */
  lockedElsewhere(from: string): void {
    if (!this.deps.session.authenticated || this.locked) return;
    this.setLocked(true, from);
    this.deps.navigation.navigate(this.deps.layout.guardPaths.lock, undefined, { replace: true });
  }

  /** Unlocks after the server has checked the password, and returns to the locked page. */
  async unlock(password: string): Promise<void> {
    const from = await this.verify(password);
    this.deps.onUnlocked?.();
    const home = this.deps.layout.homePath;
    const [path = home, search = ''] = (from ?? '').split('?');
    this.deps.navigation.navigate(path || home, queryOf(search), { replace: true });
  }

  /** The server checks the password; then the lock goes. Resolves the page locked on. */
  private async verify(password: string): Promise<string | undefined> {
    await api.verifyElsAccount(this.deps.http, { password: await encryptForTransport(password, this.deps.passwordTransport()) });
    const from = this.lockedFrom;
    this.setLocked(false);
    return from;
  }

  /** The user did something: remembered here, and (at most every few seconds) for the other tabs. */
  private touch(force: boolean): void {
    const now = this.deps.now();
    this.lastActivity = now;
    const idleMs = this.idleMs;
    if (idleMs === undefined || !this.deps.session.authenticated) return;
    if (force || now - this.lastWritten >= activityWriteInterval(idleMs)) {
      this.lastWritten = now;
      this.deps.local.set(LAST_ACTIVITY_KEY, now);
    }
  }

  /** The last input in this tab or any other of the session. */
  private lastInput(): number {
    const shared = this.deps.local.get(LAST_ACTIVITY_KEY, isFiniteNumber);
    return typeof shared === 'number' && Number.isFinite(shared) ? Math.max(shared, this.lastActivity) : this.lastActivity;
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    const idleMs = this.idleMs;
    if (idleMs === undefined || !this.deps.session.authenticated || this.locked) return;
    // The timer re-reads the clock and the other tabs' input when it fires (input moves the deadline on).
    const due = Math.min(Math.max(0, this.lastInput() + idleMs - this.deps.now()), 2 ** 31 - 1);
    this.idleTimer = setTimeout(() => {
      if (!this.deps.session.authenticated || this.locked) return;
      if (this.deps.now() - this.lastInput() >= idleMs) this.lock(this.deps.currentPath());
      else this.armIdle();
    }, due);
  }

  dispose(): void {
    clearTimeout(this.idleTimer);
    for (const dispose of this.disposers) dispose();
  }
}
