// A pushed item is shown once: the same id may arrive live, again from a broker that kept the
// session, and in the unread list re-read after a reconnect.

export const DEFAULT_SEEN_LIMIT = 2000;

/** The keys already shown, the oldest forgotten beyond `limit` (bounded memory). */
export class SeenIds {
  private readonly keys = new Set<string>();

  constructor(private readonly limit = DEFAULT_SEEN_LIMIT) {}

  /** Records `key`; true when it was not seen before. */
  add(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    if (this.keys.size > this.limit) {
      const oldest = this.keys.values().next().value as string;
      this.keys.delete(oldest);
    }
    return true;
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  get size(): number {
    return this.keys.size;
  }

  clear(): void {
    this.keys.clear();
  }
}

export const messageKey = (id: string): string => `message:${id}`;
export const todoKey = (id: string): string => `todo:${id}`;

/** One row of the unread list (getUnReadMsgList), newest first. */
export interface UnreadRow {
  id: string;
  title: string;
  titleEn?: string;
  sentAt: string;
}

export interface RereadInput {
  rows: readonly UnreadRow[];
  total: number;
  /** The unread count the shell had before this re-read (undefined: unknown). */
  knownUnread: number | undefined;
  /** The newest send time of the last re-read; undefined for the first of a sign-in. */
  watermark: string | undefined;
}

export interface RereadResult {
  /** Rows to show, oldest first. */
  show: UnreadRow[];
  /** New messages beyond the rows the list gave (counted only). */
  more: number;
  watermark: string | undefined;
}

/**
 * What a re-read of the unread list adds to what the user has been told. `shown` holds what was
 * told (live or by a re-read); `counted` what a re-read has already counted in the badge (every
 * row it returned), so a push of the same message that arrives after the re-read's answer is shown
 * but not counted twice.
 *
 * The first re-read of a sign-in is the baseline: what is unread then was there before the user
 * came, and is counted by the badge, not shown. Afterwards a row neither shown nor counted before,
 * sent at or after the watermark, arrived while the client was disconnected: it is shown. When
 * every row of the (bounded) list is such a row, more may lie beyond it: the growth of the unread
 * count says how many.
 */
export function rereadMissed(input: RereadInput, shown: SeenIds, counted: SeenIds): RereadResult {
  const rows = input.rows.slice(0, 1000);
  const newest = rows.reduce<string | undefined>((max, row) => (max === undefined || row.sentAt > max ? row.sentAt : max), input.watermark);
  const watermark = input.watermark;
  const missed = watermark === undefined ? [] : rows.filter((row) => row.sentAt >= watermark && !shown.has(messageKey(row.id)) && !counted.has(messageKey(row.id)));
  for (const row of missed) shown.add(messageKey(row.id));
  for (const row of rows) counted.add(messageKey(row.id));
  const oldestRowMissed = rows.length > 0 && missed.includes(rows[rows.length - 1]!);
  const listCut = input.total > rows.length;
  const grown = input.knownUnread === undefined ? 0 : input.total - input.knownUnread;
  const more = oldestRowMissed && listCut ? Math.max(0, grown - missed.length) : 0;
  return { show: missed.reverse(), more, watermark: newest };
}
