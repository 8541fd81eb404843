// The shell-wide badges as a plugin's model sees them, and what the push tells models.
import type { UnreadMessages } from '../../contract';

export type { UnreadMessages };

/** The top bar's unread badge: a model writes the counts the server answers it. */
export interface BadgesService {
  /** Unread messages; undefined until known. Observable. */
  readonly unreadCount: number | undefined;
  setUnread(count: number): void;
  /**
   * Asks for the unread count and the newest unread messages; the badge takes the count. Undefined
   * when signed out or when the call failed (the badge keeps its last value).
   */
  refreshUnread(): Promise<UnreadMessages | undefined>;
  /** Hears every unread answer, whoever asked (sign-in, unlock, a push connect, a page). */
  onUnread(listener: (unread: UnreadMessages) => void): () => void;
}

/** What the push tells models. */
export interface PushEvents {
  /** New messages were pushed (a message list on screen shows them); returns the function that stops hearing. */
  onMessagesArrived(listener: () => void): () => void;
}
