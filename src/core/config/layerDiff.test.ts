import { describe, expect, it } from 'vitest';
import { diffDocuments, jsonEqual } from './layerDiff';

describe('diffDocuments', () => {
  it('lists added, changed and removed members with their values, in document order', () => {
    const a = { app: { siteTitle: 'SRM', defaultLanguage: 'zh_cn' }, topBar: { lock: { order: 1 }, density: { order: 2 } } };
    const b = { app: { siteTitle: 'ACME', defaultLanguage: 'zh_cn' }, topBar: { lock: { order: 1 }, help: { order: 9, kind: 'link' } } };
    expect(diffDocuments(a, b)).toEqual([
      { pointer: '/app/siteTitle', change: 'changed', before: 'SRM', after: 'ACME' },
      { pointer: '/topBar/density', change: 'removed', before: { order: 2 } },
      { pointer: '/topBar/help', change: 'added', after: { order: 9, kind: 'link' } },
    ]);
  });

  it('equal documents have no changes, whatever the member order', () => {
    expect(diffDocuments({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });

  it('an array is one value: one item differing changes the whole array', () => {
    expect(diffDocuments({ options: ['medium', 'small', 'mini'] }, { options: ['medium', 'mini'] })).toEqual([
      { pointer: '/options', change: 'changed', before: ['medium', 'small', 'mini'], after: ['medium', 'mini'] },
    ]);
  });

  it('a value that turns from an object into a scalar is one change', () => {
    expect(diffDocuments({ x: { y: 1 } }, { x: 'flat' })).toEqual([{ pointer: '/x', change: 'changed', before: { y: 1 }, after: 'flat' }]);
  });

  it('escapes ~ and / in pointers (RFC 6901)', () => {
    expect(diffDocuments({ 'a/b': { 'c~d': 1 } }, { 'a/b': { 'c~d': 2 } })).toEqual([{ pointer: '/a~1b/c~0d', change: 'changed', before: 1, after: 2 }]);
  });

  it('compares objects member by member down to maxDepth only, then whole', () => {
    const a = { l1: { l2: { l3: { x: 1, y: 1 } } } };
    const b = { l1: { l2: { l3: { x: 1, y: 2 } } } };
    expect(diffDocuments(a, b).map((change) => change.pointer)).toEqual(['/l1/l2/l3/y']);
    expect(diffDocuments(a, b, { maxDepth: 2 })).toEqual([{ pointer: '/l1/l2', change: 'changed', before: a.l1.l2, after: b.l1.l2 }]);
  });

  it('survives documents nested far deeper than any layer may be', () => {
    const deep = (leaf: number): unknown => {
      let value: unknown = leaf;
      for (let i = 0; i < 20000; i += 1) value = { n: value };
      return value;
    };
    const changes = diffDocuments(deep(1), deep(2));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.pointer.split('/n')).toHaveLength(33);
  });

  it('a missing document on one side is one whole change', () => {
    expect(diffDocuments(undefined, { a: 1 })).toEqual([{ pointer: '', change: 'added', after: { a: 1 } }]);
    expect(diffDocuments({ a: 1 }, undefined)).toEqual([{ pointer: '', change: 'removed', before: { a: 1 } }]);
  });
});

describe('jsonEqual', () => {
  it('ignores member order, not array order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});
