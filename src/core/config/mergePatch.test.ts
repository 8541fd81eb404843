import { describe, expect, it } from 'vitest';
import { cloneJson, mergePatch, removeNulls } from './mergePatch';

describe('mergePatch (RFC 7396)', () => {
  // RFC 7396 appendix A: original, patch, result.
  const vectors: Array<[unknown, unknown, unknown]> = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(vectors)('%j + %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('changes keyed items one by one and removes one with null', () => {
    const base = {
      topBar: {
        density: { order: 20, kind: 'density' },
        lock: { order: 50, kind: 'lock', label: 'i18n_lock' },
        logout: { order: 90, kind: 'logout' },
      },
    };
    const result = mergePatch(base, { topBar: { density: null, lock: { order: 55 }, help: { order: 95, kind: 'link' } } });
    expect(result).toEqual({
      topBar: {
        lock: { order: 55, kind: 'lock', label: 'i18n_lock' },
        logout: { order: 90, kind: 'logout' },
        help: { order: 95, kind: 'link' },
      },
    });
  });

  it('replaces arrays whole, nulls inside them included', () => {
    expect(mergePatch({ options: ['a', 'b', 'c'] }, { options: ['c', null] })).toEqual({ options: ['c', null] });
  });

  it('replaces the target when the patch is not an object', () => {
    expect(mergePatch({ a: 1 }, 5)).toBe(5);
    expect(mergePatch({ a: { b: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
  });

  it('never mutates its inputs and never shares objects with the patch', () => {
    const target = { a: { b: 1 }, keep: { x: 1 } };
    const patch = { a: { c: [1, 2] }, d: { e: null, f: { g: 1 } } };
    const targetCopy = structuredClone(target);
    const patchCopy = structuredClone(patch);
    const result = mergePatch(target, patch) as { a: { c: unknown }; d: { f: unknown } };
    expect(target).toEqual(targetCopy);
    expect(patch).toEqual(patchCopy);
    expect(result.a.c).not.toBe(patch.a.c);
    expect(result.d.f).not.toBe(patch.d.f);
    expect(result).toEqual({ a: { b: 1, c: [1, 2] }, keep: { x: 1 }, d: { f: { g: 1 } } });
  });

  it('treats "__proto__" as a plain member', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}}');
    const result = mergePatch({}, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result)).toEqual(['__proto__']);
  });
});

describe('removeNulls', () => {
  it('removes null members at every depth of objects, keeps arrays as they are', () => {
    const patch = { a: null, b: { c: null, d: 1, e: { f: null } }, g: [null, { h: null }] };
    expect(removeNulls(patch)).toEqual({ b: { d: 1, e: {} }, g: [null, { h: null }] });
    expect(patch.a).toBeNull(); // pure
  });

  it('leaves non-objects alone', () => {
    expect(removeNulls(null)).toBeNull();
    expect(removeNulls('x')).toBe('x');
  });
});

describe('cloneJson', () => {
  it('copies deeply', () => {
    const value = { a: [{ b: 1 }] };
    const copy = cloneJson(value);
    expect(copy).toEqual(value);
    expect(copy.a[0]).not.toBe(value.a[0]);
  });
});

describe("an audience's patch in a layout document", () => {
  it('is one value: a layer naming it replaces it whole and its nulls (removals for the audience) are kept', () => {
    const below = { audiences: { pilot: { order: 1, when: {}, patch: { push: { enabled: false }, topBar: { x: { order: 1 } } } } } };
    const merged = mergePatch(below, { audiences: { pilot: { patch: { topBar: { log: null } } } } });
    expect(merged).toEqual({ audiences: { pilot: { order: 1, when: {}, patch: { topBar: { log: null } } } } });
    // Elsewhere RFC 7396 holds: a null in a new object is dropped.
    expect(mergePatch({}, { topBar: { x: { y: null } } })).toEqual({ topBar: { x: {} } });
  });
});
