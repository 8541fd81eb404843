/**
 * A Map of at most `max` entries that drops the least recently used one when full: the server's
 * bounded keeps (prepared statements, checked tokens, short-lived answers) share it. Reading an
 * entry (`get`) makes it the most recently used; the Map's order is the eviction order.
 */
export class LruMap<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly max: number) {}

  get(key: Key): Value | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as Value;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as Key);
  }

  /** The value without making it the most recently used. */
  peek(key: Key): Value | undefined {
    return this.entries.get(key);
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
