import { describe, expect, it } from 'vitest';
import { diffLines, prettyJson, splitLines, type DiffRow } from './textDiff';

/** A row as `kind left-line:right-line`, short enough to compare whole diffs at a glance. */
const brief = (rows: readonly DiffRow[]) => rows.map((row) => `${row.kind} ${row.left?.line ?? '-'}:${row.right?.line ?? '-'}`);

/** Both sides of the rows, read back: the diff never loses nor reorders a line. */
function sides(rows: readonly DiffRow[]): { left: string[]; right: string[] } {
  return { left: rows.flatMap((row) => (row.left ? [row.left.text] : [])), right: rows.flatMap((row) => (row.right ? [row.right.text] : [])) };
}

describe('diffLines', () => {
  it('shows equal texts as equal rows, numbered from 1', () => {
    const diff = diffLines('a\nb\n', 'a\nb');
    expect(diff.rows).toEqual([
      { kind: 'same', left: { line: 1, text: 'a' }, right: { line: 1, text: 'a' } },
      { kind: 'same', left: { line: 2, text: 'b' }, right: { line: 2, text: 'b' } },
    ]);
    expect(diff).toMatchObject({ exact: true, added: 0, removed: 0 });
  });

  it('marks added, removed and changed lines, pairing a replaced line with its replacement', () => {
    const diff = diffLines(['{', '  "a": 1,', '  "b": 2,', '  "c": 3', '}'].join('\n'), ['{', '  "a": 1,', '  "c": 4,', '  "d": 5', '}'].join('\n'));
    expect(brief(diff.rows)).toEqual(['same 1:1', 'same 2:2', 'changed 3:3', 'changed 4:4', 'same 5:5']);
    const inserted = diffLines('a\nc', 'a\nb\nc');
    expect(brief(inserted.rows)).toEqual(['same 1:1', 'added -:2', 'same 2:3']);
    expect(inserted.rows[1]).toEqual({ kind: 'added', right: { line: 2, text: 'b' } });
    const deleted = diffLines('a\nb\nc', 'a\nc');
    expect(brief(deleted.rows)).toEqual(['same 1:1', 'removed 2:-', 'same 3:2']);
    expect(deleted).toMatchObject({ removed: 1, added: 0 });
  });

  it('finds the shortest alignment, not a line-by-line comparison', () => {
    // One line inserted at the top: everything else stays equal, shifted by one.
    const diff = diffLines('b\nc\nd\ne', 'a\nb\nc\nd\ne');
    expect(brief(diff.rows)).toEqual(['added -:1', 'same 1:2', 'same 2:3', 'same 3:4', 'same 4:5']);
    // Two separate changes in a longer text.
    const left = Array.from({ length: 50 }, (_, index) => `line ${index}`);
    const right = [...left];
    right.splice(10, 1, 'changed 10');
    right.splice(40, 0, 'new before 40');
    const far = diffLines(left.join('\n'), right.join('\n'));
    expect(far.rows.filter((row) => row.kind !== 'same').map((row) => [row.kind, row.left?.text, row.right?.text])).toEqual([
      ['changed', 'line 10', 'changed 10'],
      ['added', undefined, 'new before 40'],
    ]);
    expect(sides(far.rows)).toEqual({ left, right });
  });

  it('handles empty sides: a new overlay is all added, a deleted one all removed', () => {
    expect(brief(diffLines('', 'x\ny').rows)).toEqual(['added -:1', 'added -:2']);
    expect(brief(diffLines('x\ny', '').rows)).toEqual(['removed 1:-', 'removed 2:-']);
    expect(diffLines('', '').rows).toEqual([]);
  });

  it('beyond the edit bound pairs the middle line by line, keeping every line of both sides in order', () => {
    const left = Array.from({ length: 30 }, (_, index) => `left ${index}`);
    const right = Array.from({ length: 20 }, (_, index) => `right ${index}`);
    const texts = ['head', ...left, 'tail'].join('\n');
    const others = ['head', ...right, 'tail'].join('\n');
    const bounded = diffLines(texts, others, { maxEdits: 10 });
    expect(bounded.exact).toBe(false);
    expect(brief(bounded.rows).slice(0, 2)).toEqual(['same 1:1', 'changed 2:2']);
    expect(bounded.rows.filter((row) => row.kind === 'changed')).toHaveLength(20);
    expect(bounded.rows.filter((row) => row.kind === 'removed')).toHaveLength(10);
    expect(brief(bounded.rows).at(-1)).toBe('same 32:22');
    expect(sides(bounded.rows)).toEqual({ left: ['head', ...left, 'tail'], right: ['head', ...right, 'tail'] });
    // The same texts within the default bound: exact.
    expect(diffLines(texts, others).exact).toBe(true);
  });

  it('stays fast and exact on a large text with a few changes', () => {
    const left = Array.from({ length: 20_000 }, (_, index) => `  "item${index}": ${index},`);
    const right = [...left];
    right[100] = '  "item100": "changed",';
    right.splice(15_000, 2);
    const diff = diffLines(left.join('\n'), right.join('\n'));
    expect(diff.exact).toBe(true);
    expect(diff.rows.filter((row) => row.kind !== 'same').map((row) => row.kind)).toEqual(['changed', 'removed', 'removed']);
  });
});

describe('prettyJson and splitLines', () => {
  it('pretty-prints JSON with two spaces, leaves other text as it is, shows a delete as empty', () => {
    expect(prettyJson('{"app":{"siteTitle":"T"}}')).toBe('{\n  "app": {\n    "siteTitle": "T"\n  }\n}');
    expect(prettyJson('not json')).toBe('not json');
    expect(prettyJson(null)).toBe('');
    expect(splitLines('a\r\nb\rc\n')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual([]);
  });
});
