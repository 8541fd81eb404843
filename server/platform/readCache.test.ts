import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache.js';

function clock() {
  let at = 1_000;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe('ReadCache', () => {
  it('answers a kept value until its time is up, then loads again', async () => {
    const time = clock();
    const cache = new ReadCache<number>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time.advance(4_999);
    expect(await cache.get('a', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads a key once for the callers that arrive while it loads', async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    let loads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('figures', load));
    finish('done');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('done'));
    expect(loads).toBe(1);
  });

  it('forgets a key at once, a load under way included (it may have read the rows before the change)', async () => {
    const cache = new ReadCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    expect(await cache.get('session', async () => 'live')).toBe('live');
    expect(await cache.get('other', async () => 'live')).toBe('live');
    cache.forget('session');
    let finish!: (value: string) => void;
    const underWay = cache.get('session', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('session');
    // The change is committed: a caller after the forget reads again rather than share the old read.
    const after = cache.get('session', async () => 'locked');
    finish('live');
    expect([await underWay, await after]).toEqual(['live', 'locked']);
    expect(await cache.get('session', async () => 'unlocked')).toBe('locked');
    // Another key stays kept.
    expect(await cache.get('other', async () => 'locked')).toBe('live');
  });

  it('in the last fifth of its time a caller starts the next load and is answered from the kept value: nobody waits, nothing older than the time is served', async () => {
    const time = clock();
    const cache = new ReadCache<number>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    let loads = 0;
    let finish!: () => void;
    const slowLoad = () => {
      const n = ++loads;
      return new Promise<number>((resolve) => (finish = () => resolve(n)));
    };
    const first = cache.get('figures', slowLoad);
    finish();
    expect(await first).toBe(1);
    time.advance(3_999);
    expect(await cache.get('figures', slowLoad)).toBe(1);
    expect(loads).toBe(1);
    time.advance(1);
    // 4 s old: answered at once from the kept value, the next load under way (one for all callers).
    expect(await cache.get('figures', slowLoad)).toBe(1);
    expect(await cache.get('figures', slowLoad)).toBe(1);
    expect(loads).toBe(2);
    finish();
    await Promise.resolve();
    expect(await cache.get('figures', slowLoad)).toBe(2);
    // The new value's time counts from when its load began (4 s): at 9 s it is no longer served,
    // even while its own next load (started at 8.999 s) has not answered.
    time.advance(4_999);
    expect(await cache.get('figures', slowLoad)).toBe(2);
    time.advance(1);
    expect(await cache.get('figures', async () => 100)).toBe(100);
    finish();
    await Promise.resolve();
    expect(await cache.get('figures', async () => 101)).toBe(100);
  });

  it('keeps nothing of a next load when the key is forgotten meanwhile; a failed next load leaves the kept value to its end', async () => {
    const time = clock();
    const cache = new ReadCache<string>({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    expect(await cache.get('session', async () => 'live')).toBe('live');
    time.advance(800);
    let finish!: (value: string) => void;
    expect(await cache.get('session', () => new Promise<string>((resolve) => (finish = resolve)))).toBe('live');
    cache.forget('session');
    finish('live (read before the lock)');
    await Promise.resolve();
    expect(await cache.get('session', async () => 'locked')).toBe('locked');

    // Next loads that fail (the next caller tries again) leave the kept value to its end, then a caller waits for a load.
    const failing = () => Promise.reject(new Error('database down'));
    time.advance(800);
    expect(await cache.get('session', failing)).toBe('locked');
    await Promise.resolve();
    time.advance(199);
    expect(await cache.get('session', failing)).toBe('locked');
    await Promise.resolve();
    time.advance(1);
    expect(await cache.get('session', async () => 'unlocked')).toBe('unlocked');
  });

  it('keeps no failure: the callers waiting get it, the next caller loads again', async () => {
    const cache = new ReadCache<number>({ ttlMs: 5_000, maxEntries: 10 });
    const failed = cache.get('a', () => Promise.reject(new Error('database down')));
    const sharing = cache.get('a', async () => 7);
    await expect(failed).rejects.toThrow('database down');
    await expect(sharing).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'a again'); // a is now the most recently used
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgets everything on clear', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => 1);
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
