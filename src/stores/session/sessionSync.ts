import { SESSION_KEYS, hasName } from './sessionRecord';
import type { SessionStore } from './sessionStore';

/** What a change of the shared storage (another tab) meant for this tab. */
export type StorageSync = 'none' | 'renewed' | 'ended' | 'switched';

/** What the session sync is made from. */
export interface SessionSyncDeps {
  session: SessionStore;
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
 * Another tab changed the shared session (localStorage): a renewed token is adopted, a logout
 * ends this tab's session too, another user's sign-in means this tab must start over.
 */
export function syncFromStorage(session: SessionStore): StorageSync {
  if (!session.keepLogin) return 'none';
  const stored = session.readShared();
  if (!stored.token || !hasName(stored.user)) return session.token ? 'ended' : 'none';
  if (!session.token || !session.sameUser(stored.user)) return 'switched';
  if (stored.token === session.token && stored.refreshToken === session.refreshToken) return 'none';
  session.adopt(stored);
  return 'renewed';
}

/** Keeps this tab's session in step with the other tabs: a renewal, logout or sign-in made there is followed here. */
export class SessionSync {
  readonly scope = 'session' as const;
  private storageTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: SessionSyncDeps) {
    deps.subscribeStorage?.((key) => {
      if (key !== null && !SESSION_KEYS.some((name) => key === `srm-${name}`)) return;
      clearTimeout(this.storageTimer);
      this.storageTimer = setTimeout(() => this.followStorage(), STORAGE_SETTLE_MS);
    });
  }

  private followStorage(): void {
    const outcome = syncFromStorage(this.deps.session);
    if (outcome === 'renewed' && this.deps.session.token) this.deps.onRenewed(this.deps.session.token);
    if (outcome === 'ended') this.deps.onEnded();
    if (outcome === 'switched') this.deps.onSwitched();
  }

  dispose(): void {
    clearTimeout(this.storageTimer);
  }
}
