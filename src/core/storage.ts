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

/**
 * What a reader accepts of a stored value. Storage is input like any other: another script of the
 * origin, an older version, a disk error or a person may have written anything under a key.
 */
export type StoredGuard<T> = (value: unknown) => value is T;

/** Any value (the reader checks it itself). */
export const anyValue = (value: unknown): value is unknown => value !== undefined;
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A plain object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An object whose every value is a string (e.g. the system settings). */
export const isStringRecord = (value: unknown): value is Record<string, string> => isPlainObject(value) && Object.values(value).every(isString);
/** One of the given strings. */
export const isOneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (choices as readonly string[]).includes(value);

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

  /**
   * Reads a value the guard accepts. A value that is not a record of the platform's shape, that the
   * guard refuses, or (with maxAgeMinutes) that is older or has no readable time, counts as absent
   * and is removed: garbage under a key is repaired, never passed on.
   */
  get<T>(name: string, accepts: StoredGuard<T>, maxAgeMinutes?: number): T | undefined {
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key(name));
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch {
      record = undefined;
    }
    const content = isPlainObject(record) && Object.hasOwn(record, 'content') ? record.content : undefined;
    const fresh = maxAgeMinutes === undefined || (isPlainObject(record) && isFiniteNumber(record.datetime) && this.now() - record.datetime <= maxAgeMinutes * 60_000);
    if (content === undefined || !fresh || !accepts(content)) {
      this.remove(name);
      return undefined;
    }
    return content;
  }

  remove(name: string): void {
    try {
      this.storage.removeItem(this.key(name));
    } catch (error) {
      console.warn(`[storage] could not remove ${name}`, error);
    }
  }
}

/** A storage that lives in memory only (tests, and places without Web Storage). */
export const memoryStorage = (): KeyValueStorage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
