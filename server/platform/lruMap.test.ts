import { describe, expect, it } from 'vitest';
import { LruMap } from './lruMap.js';

describe('LruMap', () => {
  it('drops the least recently used entry beyond its bound; a read counts as a use', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1);
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([1, 3, 4]);
  });

  it('peek reads without a use; set of a kept key replaces it as the most recent', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    map.set('b', 20);
    map.set('c', 3);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe(20);
  });
});
