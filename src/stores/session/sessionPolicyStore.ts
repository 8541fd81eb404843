import { reaction, type IReactionDisposer } from 'mobx';
import type { TypedStorage } from '../../core/storage';
import { sessionEndDelay } from '../../core/session/tokenClock';
import type { LayoutStore } from '../layout/layoutStore';
import type { SessionFlowStore } from './sessionFlowStore';
import type { SessionStore } from './sessionStore';

/** Key (in the tabs' shared storage) of the last user input in any tab of the session, ms since epoch. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/** The most often a tab writes its input time to the shared storage: a quarter of the idle time, at most 5 s. */
export function activityWriteInterval(idleMs: number): number {
  return Math.min(5000, Math.max(250, idleMs / 4));
}

export interface SessionPolicyEnv {
  now: () => number;
  /** localStorage: the last input time is shared by the tabs of the session. */
  local: TypedStorage;
  /** Calls the listener on every user input (pointer, keyboard, touch, wheel); returns the unsubscribe. */
  subscribeActivity?: (listener: () => void) => () => void;
  /** The page shown now (path and query), to return to after unlocking. */
  currentPath: () => string;
}

/**
 * The layout's session policy in this tab: the idle lock (session.idleLockSeconds without input in
 * any tab of the session: the lock screen), the session's absolute end (the server's
 * sessionExpiresIn: the user is signed out at that moment, with the message) and remember-account
 * (loginPage.features.rememberAccount false: a remembered account is forgotten).
 */
export class SessionPolicyStore {
  readonly scope = 'session' as const;
  private lastActivity: number;
  private lastWritten = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private endTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposers: Array<IReactionDisposer | (() => void)> = [];

  constructor(
    private readonly session: SessionStore,
    private readonly layout: LayoutStore,
    private readonly flow: SessionFlowStore,
    private readonly env: SessionPolicyEnv,
  ) {
    this.lastActivity = env.now();
    this.disposers.push(
      reaction(
        () => [session.authenticated, session.locked, this.idleMs] as const,
        ([authenticated, locked]) => {
          // Signing in and unlocking are input too: the idle time starts again.
          if (authenticated && !locked) this.touch(true);
          this.armIdle();
        },
        { fireImmediately: true },
      ),
      reaction(
        () => [session.authenticated, session.times?.sessionEndsAt] as const,
        () => this.armEnd(),
        { fireImmediately: true },
      ),
      reaction(
        () => layout.document.loginPage.features?.rememberAccount === false,
        (forbidden) => {
          if (forbidden && session.rememberedAccount !== undefined) session.remember(undefined);
        },
        { fireImmediately: true },
      ),
    );
    const unsubscribe = env.subscribeActivity?.(() => this.touch(false));
    if (unsubscribe) this.disposers.push(unsubscribe);
  }

  /** The idle time of the layout in ms; undefined: no idle lock. */
  get idleMs(): number | undefined {
    const seconds = this.layout.document.session?.idleLockSeconds;
    return seconds === undefined ? undefined : seconds * 1000;
  }

  /** The user did something: remembered here, and (at most every few seconds) for the other tabs. */
  private touch(force: boolean): void {
    const now = this.env.now();
    this.lastActivity = now;
    const idleMs = this.idleMs;
    if (idleMs === undefined || !this.session.authenticated) return;
    if (force || now - this.lastWritten >= activityWriteInterval(idleMs)) {
      this.lastWritten = now;
      this.env.local.set(LAST_ACTIVITY_KEY, now);
    }
  }

  /** The last input in this tab or any other of the session. */
  private lastInput(): number {
    const shared = this.env.local.get<number>(LAST_ACTIVITY_KEY);
    return typeof shared === 'number' && Number.isFinite(shared) ? Math.max(shared, this.lastActivity) : this.lastActivity;
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    const idleMs = this.idleMs;
    if (idleMs === undefined || !this.session.authenticated || this.session.locked) return;
    // The timer re-reads the clock and the other tabs' input when it fires (input moves the deadline on).
    const due = Math.min(Math.max(0, this.lastInput() + idleMs - this.env.now()), 2 ** 31 - 1);
    this.idleTimer = setTimeout(() => {
      if (!this.session.authenticated || this.session.locked) return;
      if (this.env.now() - this.lastInput() >= idleMs) this.flow.lock(this.env.currentPath());
      else this.armIdle();
    }, due);
  }

  private armEnd(): void {
    clearTimeout(this.endTimer);
    if (!this.session.authenticated) return;
    const delay = sessionEndDelay(this.session.times, this.env.now());
    if (delay === undefined) return;
    this.endTimer = setTimeout(() => {
      // A refresh may have brought another end (a new sign-in): only a reached end signs out.
      if (this.session.sessionOver) this.flow.sessionLimitReached();
      else this.armEnd();
    }, delay);
  }

  dispose(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.endTimer);
    for (const dispose of this.disposers) dispose();
  }
}
