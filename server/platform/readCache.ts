import { LruMap } from './lruMap.js';

/**
 * Answers kept for a short time by key, for reads that many callers repeat and that may be a few
 * seconds old (a company's home figures: every user of the company opens the same ones). A key
 * being loaded is loaded once: the callers that arrive meanwhile share that load, so an expiry
 * under load costs one query, not one per waiting request. A failed load is not kept. At most
 * `maxEntries` keys are kept; the least recently used leaves first.
 */
export class ReadCache<Value> {
  private readonly entries: LruMap<string, { value: Promise<Value>; until: number }>;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.entries = new LruMap(options.maxEntries);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = load();
    const entry = { value, until: now + this.options.ttlMs };
    this.entries.set(key, entry);
    // A failure answers the callers already waiting, and the next caller loads again.
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return value;
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
