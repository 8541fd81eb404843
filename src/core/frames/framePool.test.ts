import { describe, expect, it } from 'vitest';
import { emptyPool, followFrame, recencyOrder, reloadAll, reloadOne, retainFrames, showFrame, type PoolState } from './framePool';

const frame = (key: string, address = `/subapps/${key}/`) => ({ key, address, origin: 'https://srm.example.com' });
const show = (state: PoolState, key: string, limit = 3) => showFrame(state, frame(key), { limit });

describe('frame pool', () => {
  it('creates a frame once per key and keeps creation order while showing others', () => {
    let state = show(emptyPool, 'a').state;
    state = show(state, 'b').state;
    const again = show(state, 'a');
    expect(again.created).toBe(false);
    expect(again.reloaded).toBe(false);
    expect(again.state.entries.map((entry) => entry.key)).toEqual(['a', 'b']);
    expect(recencyOrder(again.state)).toEqual(['a', 'b']);
  });

  it('evicts the least recently shown frame beyond the limit, never the one shown', () => {
    let state = emptyPool;
    for (const key of ['a', 'b', 'c']) state = show(state, key).state;
    state = show(state, 'a').state; // a is fresh again; b is now the least recently shown
    const result = show(state, 'd');
    expect(result.evicted).toEqual(['b']);
    expect(result.state.entries.map((entry) => entry.key)).toEqual(['a', 'c', 'd']);
    const tight = showFrame(result.state, frame('e'), { limit: 1 });
    expect(tight.evicted.sort()).toEqual(['a', 'c', 'd']);
    expect(tight.state.entries.map((entry) => entry.key)).toEqual(['e']);
  });

  it('re-creates a frame whose address changed (new generation, same place)', () => {
    let state = show(emptyPool, 'a').state;
    state = show(state, 'b').state;
    const result = showFrame(state, frame('a', '/subapps/a/?id=2'), { limit: 3 });
    expect(result.reloaded).toBe(true);
    expect(result.state.entries.map((entry) => [entry.key, entry.generation, entry.address])).toEqual([
      ['a', 1, '/subapps/a/?id=2'],
      ['b', 0, '/subapps/b/'],
    ]);
  });

  it('drops the frames of closed tabs', () => {
    let state = emptyPool;
    for (const key of ['a', 'b', 'c']) state = show(state, key).state;
    const { state: next, removed } = retainFrames(state, new Set(['a', 'c']));
    expect(removed).toEqual(['b']);
    expect(next.entries.map((entry) => entry.key)).toEqual(['a', 'c']);
    expect(retainFrames(next, new Set(['a', 'c'])).state).toBe(next);
  });

  it('reloads every frame in place on a language change', () => {
    let state = show(emptyPool, 'a').state;
    state = show(state, 'b').state;
    const reloaded = reloadAll(state);
    expect(reloaded.entries.map((entry) => [entry.key, entry.generation])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('re-creates one frame for a retry, at its tab’s address, leaving the others and the order alone', () => {
    let state = show(emptyPool, 'a').state;
    state = show(state, 'b').state;
    state = followFrame(state, 'b', 'b2', '/b/#/moved');
    const retried = reloadOne(state, 'b2');
    expect(retried.entries.map((entry) => [entry.key, entry.generation, entry.src ?? entry.address])).toEqual([
      ['a', 0, '/subapps/a/'],
      ['b2', 1, '/b/#/moved'],
    ]);
    expect(retried.entries[0]).toBe(state.entries[0]);
    expect(retried.tick).toBe(state.tick);
    expect(reloadOne(state, 'missing')).toBe(state);
  });
});
