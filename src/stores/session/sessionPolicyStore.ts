import { reaction, type IReactionDisposer } from 'mobx';
import { sessionEndDelay } from '../../core/session/tokenClock';
import type { LayoutStore } from '../layout/layoutStore';
import type { SessionFlowStore } from './sessionFlowStore';
import type { SessionStore } from './sessionStore';

/** What the session policy is made from. */
export interface SessionPolicyStoreDeps {
  session: SessionStore;
  layout: LayoutStore;
  /** Signs the user out when the session's absolute end comes. */
  flow: SessionFlowStore;
  now: () => number;
}

/**
 * The layout's session policy in this tab: the session's absolute end (the server's
 * sessionExpiresIn: the user is signed out at that moment, with the message) and remember-account
 * (loginPage.features.rememberAccount false: a remembered account is forgotten). The idle lock is
 * SessionLock's.
 */
export class SessionPolicyStore {
  readonly scope = 'session' as const;
  private endTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposers: Array<IReactionDisposer | (() => void)> = [];

  constructor(private readonly deps: SessionPolicyStoreDeps) {
    const { session, layout } = deps;
    this.disposers.push(
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
  }

  private armEnd(): void {
    clearTimeout(this.endTimer);
    if (!this.deps.session.authenticated) return;
    const delay = sessionEndDelay(this.deps.session.times, this.deps.now());
    if (delay === undefined) return;
    this.endTimer = setTimeout(() => {
      // A refresh may have brought another end (a new sign-in): only a reached end signs out.
      if (this.deps.session.sessionOver) this.deps.flow.sessionLimitReached();
      else this.armEnd();
    }, delay);
  }

  dispose(): void {
    clearTimeout(this.endTimer);
    for (const dispose of this.disposers) dispose();
  }
}
