// Push notifications over MQTT: which topic a user listens on, and what arrives there. The broker
// lets a user subscribe to its own topic only, so the shell and the server must build it alike.
// Plain TypeScript: the shell imports this at run time.
import type { OverlayScope } from './overlayScope';

/** Who a topic belongs to. `environment` is the user's environMentConfig. */
export interface PushTopicOwner {
  elsAccount: string;
  elsSubAccount: string;
  environment: string | undefined;
}

// MQTT gives '/' (level separator), '+' and '#' (wildcards) a meaning in topics, and forbids NUL.
const hasTopicSpecial = (value: string): boolean => /[/+#]/.test(value) || value.includes('\u0000');

/**
 * The topic of a user: the layout's push.topicTemplate with `{elsAccount}`, `{elsSubAccount}` and
 * `{environMentConfig}` replaced. Undefined when a value contains a topic separator or wildcard (it
 * could name another user's topic) or the result is no single concrete topic.
 */
export function pushTopic(template: string, owner: PushTopicOwner): string | undefined {
  const values: Record<string, string> = {
    elsAccount: owner.elsAccount,
    elsSubAccount: owner.elsSubAccount,
    environMentConfig: owner.environment ?? '',
  };
  if (Object.values(values).some(hasTopicSpecial)) return undefined;
  const topic = template.replace(/\{(elsAccount|elsSubAccount|environMentConfig)\}/g, (_whole, name: string) => values[name] ?? '');
  if (topic === '' || /[+#]/.test(topic) || topic.includes('\u0000')) return undefined;
  return topic;
}

/** A message for the message centre. */
export interface MessagePushEvent {
  type: 'message';
  id: string;
  title: string;
  /** The title in English, when the server has it. */
  titleEn?: string;
  sentAt: string;
}

/** A new to-do (an approval waiting for the user). */
export interface TodoPushEvent {
  type: 'todo';
  id: string;
  title: string;
  titleEn?: string;
  businessType: string;
  businessId: string;
  createdAt: string;
}

/** A layout overlay was saved: tenant-wide (everyone reloads it) or the user's own (other tabs reload). */
export interface LayoutPublishedPushEvent {
  type: 'layout-published';
  scope: OverlayScope;
  elsAccount: string;
  publishedAt: string;
}

/**
 * The user's unread-message and open to-do counts changed (a message was read, all were marked read,
 * an approval was acted on), so every open portal of that user shows the same badges.
 */
export interface CountsPushEvent {
  type: 'counts';
  unreadMessages: number;
  todos: number;
  changedAt: string;
}

export type PushEvent = MessagePushEvent | TodoPushEvent | LayoutPublishedPushEvent | CountsPushEvent;
export type PushEventType = PushEvent['type'];

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads a received payload (JSON already parsed); undefined for anything that is not a known event. */
export function parsePushEvent(payload: unknown): PushEvent | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const event = payload as Record<string, unknown>;
  switch (event.type) {
    case 'message':
      return isText(event.id) && isText(event.title) && isText(event.sentAt)
        ? { type: 'message', id: event.id, title: event.title, ...(isText(event.titleEn) ? { titleEn: event.titleEn } : {}), sentAt: event.sentAt }
        : undefined;
    case 'todo':
      return isText(event.id) && isText(event.title) && isText(event.businessType) && isText(event.businessId) && isText(event.createdAt)
        ? { type: 'todo', id: event.id, title: event.title, ...(isText(event.titleEn) ? { titleEn: event.titleEn } : {}), businessType: event.businessType, businessId: event.businessId, createdAt: event.createdAt }
        : undefined;
    case 'layout-published':
      return (event.scope === 'tenant' || event.scope === 'suppliers' || event.scope === 'user') && isText(event.elsAccount) && isText(event.publishedAt)
        ? { type: 'layout-published', scope: event.scope, elsAccount: event.elsAccount, publishedAt: event.publishedAt }
        : undefined;
    case 'counts':
      return isCount(event.unreadMessages) && isCount(event.todos) && isText(event.changedAt)
        ? { type: 'counts', unreadMessages: event.unreadMessages, todos: event.todos, changedAt: event.changedAt }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * One rule of the ACL an EMQX (5.8 and later) HTTP authentication answer carries, in EMQX's raw rule
 * format: the first rule that matches decides. `topic` prefixed with `eq ` matches that filter
 * exactly (no wildcard, no `${...}` placeholder is read in it).
 */
export interface BrokerAclRule {
  permission: 'allow' | 'deny';
  action: 'subscribe' | 'publish' | 'all';
  topic: string;
}

/**
 * The answer of the broker hooks (push/broker/auth and push/broker/acl): always HTTP 200. EMQX reads
 * `result` and `is_superuser`, and from the auth hook also `expire_at` and `acl` (EMQX 5.8+; older
 * versions ignore them); mosquitto-go-auth's JSON mode reads `ok` and `error`.
 */
export interface BrokerHookAnswer {
  result: 'allow' | 'deny';
  is_superuser: boolean;
  ok: boolean;
  error?: string;
  /**
   * Auth, an allowed user: when the broker must end this connection, seconds since the epoch — the
   * expiry of the access token it connected with (never later than its session's absolute end).
   */
  expire_at?: number;
  /** Auth, allowed: the client's whole ACL (EMQX checks it itself, without calling the ACL hook). */
  acl?: BrokerAclRule[];
}
