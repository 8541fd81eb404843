// The event side of push, without MobX: received payloads wait here for the next batch, are decoded
// and de-duplicated, and a re-read of the unread list after a connect is reconciled with what the
// pushes already told. The store applies what it answers (badges, notices, the reload offer).
import { parsePushEvent, type PushEvent } from '../../contract';
import { messageKey, rereadMissed, SeenIds, todoKey, type UnreadRow } from '../../core/push/dedupe';

/** A notification to show: the key it is known by, and its body (the pushed title). */
export interface PushNotice {
  key: string;
  kind: 'message' | 'todo';
  body: string;
}

/** A received payload larger than this is ignored (the events are a few hundred bytes). */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** Events waiting for the next batch beyond this are counted in the summary, not kept. */
const MAX_INBOX = 5000;
/** Pushes applied in one task at most (a burst is spread over several). */
export const BATCH_LIMIT = 200;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type LayoutPublished = Extract<PushEvent, { type: 'layout-published' }>;

/** What one batch of pushes means. */
export interface PushBatch {
  /** New messages and to-dos, once per id. */
  notices: PushNotice[];
  /** Pushes that did not fit the inbox: told as a count only. */
  overflow: number;
  /** The server's counts, when a batch carried them (the additions below come after them). */
  counts: { unread: number; todos: number } | undefined;
  unreadAdded: number;
  todoAdded: number;
  layoutPublished: LayoutPublished[];
  /** More payloads wait: the next batch follows in the next task. */
  more: boolean;
}

/** What a re-read of the unread list found that the pushes had not told. */
export interface PushReread {
  notices: PushNotice[];
  more: number;
}

export class PushInbox {
  /** What the user was told (a notification or the summary): never again. */
  private readonly seen = new SeenIds();
  /** What a re-read of the unread list counted in the badge already. */
  private readonly counted = new SeenIds();
  private watermark: string | undefined;
  private queue: Uint8Array[] = [];
  private overflow = 0;
  private counts = 0;

  /** `language`: a title shows its English in English mode when the server sent one. */
  constructor(private readonly language: () => string | undefined = () => undefined) {}

  /** Messages counted into the badge from pushes (a re-read compares it before and after). */
  get liveCounted(): number {
    return this.counts;
  }

  /** Keeps a payload for the next batch; false when it is ignored (too large). */
  receive(payload: Uint8Array): boolean {
    if (payload.byteLength > MAX_PAYLOAD_BYTES) return false;
    if (this.queue.length >= MAX_INBOX) this.overflow += 1;
    else this.queue.push(payload);
    return true;
  }

  /** Takes the next BATCH_LIMIT payloads and tells what they mean. */
  takeBatch(): PushBatch {
    const payloads = this.queue.splice(0, BATCH_LIMIT);
    const more = this.queue.length > 0;
    const overflow = more ? 0 : this.overflow;
    if (!more) this.overflow = 0;
    const batch: PushBatch = { notices: [], overflow, counts: undefined, unreadAdded: 0, todoAdded: 0, layoutPublished: [], more };
    for (const event of decode(payloads)) {
      switch (event.type) {
        case 'message':
          if (!this.seen.add(messageKey(event.id))) break;
          // A re-read that answered before this push arrived has counted it already.
          if (!this.counted.has(messageKey(event.id))) batch.unreadAdded += 1;
          if (this.watermark !== undefined && event.sentAt > this.watermark) this.watermark = event.sentAt;
          batch.notices.push({ key: messageKey(event.id), kind: 'message', body: this.titleOf(event) });
          break;
        case 'todo':
          if (!this.seen.add(todoKey(event.id))) break;
          batch.todoAdded += 1;
          batch.notices.push({ key: todoKey(event.id), kind: 'todo', body: this.titleOf(event) });
          break;
        case 'counts':
          batch.counts = { unread: event.unreadMessages, todos: event.todos };
          batch.unreadAdded = 0;
          batch.todoAdded = 0;
          break;
        case 'layout-published':
          batch.layoutPublished.push(event);
          break;
      }
    }
    this.counts += batch.unreadAdded;
    return batch;
  }

  /**
   * The unread list read again after a connect: the rows not told yet are told now, once, and the
   * new messages beyond them are counted. `knownUnread`: the badge before the re-read, with what
   * pushes added meanwhile.
   */
  reconcile(unread: { total: number; rows: UnreadRow[] }, knownUnread: number | undefined): PushReread {
    const result = rereadMissed({ rows: unread.rows, total: unread.total, knownUnread, watermark: this.watermark }, this.seen, this.counted);
    this.watermark = result.watermark;
    return { notices: result.show.map((row) => ({ key: messageKey(row.id), kind: 'message' as const, body: this.titleOf(row) })), more: result.more };
  }

  /** Forgets everything of the user (logout, another user). */
  forget(): void {
    this.seen.clear();
    this.counted.clear();
    this.watermark = undefined;
    this.queue = [];
    this.overflow = 0;
  }

  private titleOf(item: { title: string; titleEn?: string }): string {
    return this.language() === 'en' && item.titleEn ? item.titleEn : item.title;
  }
}

function decode(payloads: readonly Uint8Array[]): PushEvent[] {
  const events: PushEvent[] = [];
  for (const payload of payloads) {
    try {
      const event = parsePushEvent(JSON.parse(utf8.decode(payload)));
      if (event) events.push(event);
    } catch {
      // Not UTF-8 JSON: ignored.
    }
  }
  return events;
}
