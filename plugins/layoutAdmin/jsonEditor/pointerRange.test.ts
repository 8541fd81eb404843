import { describe, expect, it } from 'vitest';
import { pointerSegments, pointerToRange } from './pointerRange';

/** The text a pointer's range covers. */
const at = (text: string, pointer: string) => {
  const range = pointerToRange(text, pointer);
  return range && text.slice(range.from, range.to);
};

const overlay = `{
  "topBar": {
    "helpCenter": { "order": -5, "kind": "lnk", "label": { "en": "Help" } },
    "a/b": { "order": 1 }
  },
  "app": { "languages": ["zh_cn", "fr"] }
}`;

describe('pointerToRange', () => {
  it('places a present value on the value itself', () => {
    expect(at(overlay, '/topBar/helpCenter/order')).toBe('-5');
    expect(at(overlay, '/topBar/helpCenter/kind')).toBe('"lnk"');
  });

  it('places an object member of a keyed collection on its key, not the whole block', () => {
    expect(at(overlay, '/topBar/helpCenter')).toBe('"helpCenter"');
    expect(at(overlay, '/topBar/helpCenter/label')).toBe('"label"');
    expect(at(overlay, '/topBar/helpCenter/label/en')).toBe('"Help"');
  });

  it('follows array indexes', () => {
    expect(at(overlay, '/app/languages/1')).toBe('"fr"');
    expect(at(overlay, '/app/languages')).toBe('"languages"');
  });

  it('places a missing property on the key of the nearest object that is there', () => {
    expect(at(overlay, '/topBar/helpCenter/visibleWhen')).toBe('"helpCenter"');
    expect(at(overlay, '/topBar/helpCenter/label/zh_cn')).toBe('"label"');
    expect(at(overlay, '/topBar/newItem/kind')).toBe('"topBar"');
    expect(at(overlay, '/app/languages/7')).toBe('"languages"');
  });

  it('places what the overlay does not write at all on the opening brace', () => {
    expect(pointerToRange(overlay, '/routes/x')).toEqual({ from: 0, to: 1 });
    expect(pointerToRange(overlay, '')).toEqual({ from: 0, to: 1 });
  });

  it('unescapes ~1 and ~0 in segments', () => {
    expect(pointerSegments('/topBar/a~1b/x~0y')).toEqual(['topBar', 'a/b', 'x~y']);
    expect(at(overlay, '/topBar/a~1b/order')).toBe('1');
  });

  it('uses the last of repeated keys, the one JSON.parse keeps', () => {
    const text = '{ "push": { "enabled": 1 }, "push": { "enabled": "no" } }';
    expect(at(text, '/push/enabled')).toBe('"no"');
  });

  it('still places pointers in text that is half typed', () => {
    const text = '{ "topBar": { "helpCenter": { "order": 5, "kind": } } }';
    expect(at(text, '/topBar/helpCenter/order')).toBe('5');
  });

  it('answers undefined for text that is no JSON value', () => {
    expect(pointerToRange('', '/topBar')).toBeUndefined();
  });
});
