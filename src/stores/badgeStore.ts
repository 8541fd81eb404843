import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AxiosInstance } from 'axios';
import type { Account, UnreadMessages } from '../contract';
import { getUnreadMessages } from '../core/api/messages';

export interface BadgeStoreDeps {
  http: AxiosInstance;
  account: () => Account | undefined;
}

/**
 * The top bar's two counts (WorkBadges): unread messages and open to-dos. Whoever learns a count
 * writes it here: the sign-in's and the unlock's re-read, the push (its PushBadges port), the
 * approval store (its list and actions answer the to-do count), the message centre's model (each
 * mark answers the unread count). The unread re-read is asked here, so the badge is right before any
 * message page was opened; a model that shows the newest unread messages hears each answer.
 */
export class BadgeStore {
  readonly scope = 'user' as const;
  /** Unread messages; undefined until known. */
  unreadCount: number | undefined = undefined;
  /** Open approval tasks; undefined until known. */
  todoCount: number | undefined = undefined;
  private readonly unreadListeners = new Set<(unread: UnreadMessages) => void>();
  private readonly arrivalListeners = new Set<() => void>();

  constructor(private readonly deps: BadgeStoreDeps) {
    makeObservable(this, { unreadCount: observable, todoCount: observable, setUnread: action, setTodoCount: action, clear: action });
  }

  setUnread(count: number): void {
    this.unreadCount = count;
  }

  setTodoCount(count: number): void {
    this.todoCount = count;
  }

  /**
   * Asks for the unread count and the newest unread messages (sign-in, unlock, a push connect, the
   * message centre): the badge takes the count and the listeners the answer. Undefined when signed
   * out or when the call failed (silent: the badge keeps its last value).
   */
  async refreshUnread(): Promise<UnreadMessages | undefined> {
    const account = this.deps.account();
    if (!account) return undefined;
    let unread: UnreadMessages;
    try {
      unread = await getUnreadMessages(this.deps.http, account);
    } catch {
      return undefined;
    }
    runInAction(() => (this.unreadCount = unread.total));
    for (const listener of this.unreadListeners) listener(unread);
    return unread;
  }

  /** Hears every unread answer (the newest unread messages); returns the function that stops it. */
  onUnread(listener: (unread: UnreadMessages) => void): () => void {
    this.unreadListeners.add(listener);
    return () => void this.unreadListeners.delete(listener);
  }

  /** New messages were pushed: tells whoever shows a message list. */
  messagesArrived(): void {
    for (const listener of this.arrivalListeners) listener();
  }

  /** Hears pushed messages arriving; returns the function that stops it. */
  onMessagesArrived(listener: () => void): () => void {
    this.arrivalListeners.add(listener);
    return () => void this.arrivalListeners.delete(listener);
  }

  /** Forgets the counts (the listeners are the portal's, not the user's: they stay). */
  clear(): void {
    this.unreadCount = undefined;
    this.todoCount = undefined;
  }
}
