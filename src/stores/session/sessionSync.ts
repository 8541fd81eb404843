import { reaction, type IReactionDisposer } from 'mobx';
import { refreshDelay } from '../../core/session/tokenClock';
import { SESSION_KEYS } from './sessionRecord';
import type { SessionStore } from './sessionStore';

export interface SessionSyncOptions {
  now: () => number;
  /** Tells about storage changes made by other tabs (the window's 'storage' event). */
  subscribeStorage?: (listener: (key: string | null) => void) => void;
  /** Another tab renewed the token and this tab adopted it. */
  onRenewed(token: string): void;
  /** Another tab logged out. */
  onEnded(): void;
  /** Another user signed in in another tab: this tab must start over (reload). */
  onSwitched(): void;
}

/** How long to wait after a storage event: the other tab writes several keys in one go. */
export const STORAGE_SETTLE_MS = 50;

/**
 * Keeps this tab's session in step with the clock and with the other tabs: the token is refreshed
 * before it expires (the timer re-checks the clock when it fires, since a sleeping laptop delays
 * it), and a renewal, logout or sign-in made in another tab is followed here.
 */
export class SessionSync {
  readonly scope = 'session' as const;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private storageTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposeTimes: IReactionDisposer;

  constructor(
    private readonly session: SessionStore,
    private readonly options: SessionSyncOptions,
  ) {
    this.disposeTimes = reaction(
      () => [session.times, session.refreshToken] as const,
      () => this.armRefresh(),
      { fireImmediately: true },
    );
    options.subscribeStorage?.((key) => {
      if (key !== null && !SESSION_KEYS.some((name) => key === `srm-${name}`)) return;
      clearTimeout(this.storageTimer);
      this.storageTimer = setTimeout(() => this.followStorage(), STORAGE_SETTLE_MS);
    });
  }

  private armRefresh(): void {
    clearTimeout(this.refreshTimer);
    const times = this.session.times;
    if (!times || !this.session.refreshToken) return;
    this.refreshTimer = setTimeout(() => {
      if (this.session.refreshDue) void this.session.refresh();
      else this.armRefresh();
    }, refreshDelay(times, this.options.now()));
  }

  private followStorage(): void {
    const outcome = this.session.syncFromStorage();
    if (outcome === 'renewed' && this.session.token) this.options.onRenewed(this.session.token);
    if (outcome === 'ended') this.options.onEnded();
    if (outcome === 'switched') this.options.onSwitched();
  }

  dispose(): void {
    this.disposeTimes();
    clearTimeout(this.refreshTimer);
    clearTimeout(this.storageTimer);
  }
}
