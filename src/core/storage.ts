/**
 * Typed wrapper over localStorage/sessionStorage with the platform's record shape
 * (dataType, content, type, datetime; sub-apps on the same origin read the same records) and an
 * optional expiry in minutes.
 */
export interface StoredRecord<T> {
  dataType: string;
  content: T;
  type?: 'session';
  datetime: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class TypedStorage {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly namespace = 'srm',
    private readonly now: () => number = Date.now,
  ) {}

  private key(name: string): string {
    return `${this.namespace}-${name}`;
  }

  set<T>(name: string, content: T): void {
    const record: StoredRecord<T> = { dataType: typeof content, content, datetime: this.now() };
    try {
      this.storage.setItem(this.key(name), JSON.stringify(record));
    } catch (error) {
      // Storage full or disabled (private mode): the session still works, it is only not kept.
      console.warn(`[storage] could not keep ${name}`, error);
    }
  }

  /** Reads a value; with maxAgeMinutes, an older value counts as absent and is removed. */
  get<T>(name: string, maxAgeMinutes?: number): T | undefined {
    const raw = this.storage.getItem(this.key(name));
    if (raw === null) return undefined;
    try {
      const record = JSON.parse(raw) as StoredRecord<T>;
      if (typeof record !== 'object' || record === null || !('content' in record)) return undefined;
      if (maxAgeMinutes !== undefined && this.now() - record.datetime > maxAgeMinutes * 60_000) {
        this.remove(name);
        return undefined;
      }
      return record.content;
    } catch {
      this.remove(name);
      return undefined;
    }
  }

  remove(name: string): void {
    this.storage.removeItem(this.key(name));
  }
}

/** A storage that lives in memory only (tests, and places without Web Storage). */
export const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
