import { LruMap } from './lruMap.js';

interface Entry<Value> {
  value: Promise<Value>;
  /** Served until then (ms), counted from when its load began: never older than ttlMs. */
  until: number;
  /** From then on, a caller's read starts the next load while the kept value is still served. */
  refreshFrom: number;
  refreshing: boolean;
}

/**
 * Answers kept for a short time by key, for reads that many callers repeat and that may be a few
 * seconds old (a company's home figures: every user of the company opens the same ones). A key
 * being loaded is loaded once: the callers that arrive meanwhile share that load, so an expiry
 * under load costs one query, not one per waiting request. In the last fifth of a kept answer's
 * time, a caller starts the next load and is answered from the kept one: under steady load nobody
 * waits for a reload (on PostgreSQL the callers that piled up behind an expired figure's aggregate
 * made the busy server's p99). A failed load is not kept. At most `maxEntries` keys are kept; the
 * least recently used leaves first.
 */
export class ReadCache<Value> {
  private readonly entries: LruMap<string, Entry<Value>>;
  private readonly refreshAheadMs: number;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.entries = new LruMap(options.maxEntries);
    this.refreshAheadMs = options.ttlMs / 5;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private entryOf(value: Promise<Value>, startedAt: number): Entry<Value> {
    return { value, until: startedAt + this.options.ttlMs, refreshFrom: startedAt + this.options.ttlMs - this.refreshAheadMs, refreshing: false };
  }

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) {
      if (now >= kept.refreshFrom && !kept.refreshing) this.refresh(key, kept, load, now);
      return kept.value;
    }
    const value = load();
    const entry = this.entryOf(value, now);
    this.entries.set(key, entry);
    // A failure answers the callers already waiting, and the next caller loads again.
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** The next load of a key still served: kept once in, unless the key was forgotten (or replaced) meanwhile. */
  private refresh(key: string, kept: Entry<Value>, load: () => Promise<Value>, now: number): void {
    kept.refreshing = true;
    const value = load();
    value.then(
      () => {
        if (this.entries.peek(key) === kept) this.entries.set(key, this.entryOf(value, now));
      },
      () => {
        // The kept answer serves to its end; the first caller after it loads again (and waits).
        kept.refreshing = false;
      },
    );
  }

  /** Forgets a key's kept answer (a load under way is not kept either: it may have read the old rows). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every kept answer (after a change this process made). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
