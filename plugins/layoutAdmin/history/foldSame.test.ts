import { describe, expect, it } from 'vitest';
import { diffLines, type DiffRow } from '@plugin-api/layout-admin';
import { foldSame, type ShownRow } from './foldSame';

const lines = (count: number, change?: number) => Array.from({ length: count }, (_, at) => (at === change ? 'changed' : `line ${at + 1}`)).join('\n');
/** A compact picture of what is shown: 'same 4', 'changed', or 'fold 12'. */
const picture = (shown: ShownRow[]) => shown.map((item) => ('fold' in item ? `fold ${item.fold}` : item.row.kind === 'same' ? `same ${item.row.left?.line}` : item.row.kind));

describe('foldSame', () => {
  it('keeps three equal lines either side of a change in the middle and folds the rest', () => {
    const shown = foldSame(diffLines(lines(40), lines(40, 19)).rows);
    expect(picture(shown)).toEqual(['fold 16', 'same 17', 'same 18', 'same 19', 'changed', 'same 21', 'same 22', 'same 23', 'fold 17']);
  });

  it('folds nothing when the equal stretch is at most one line longer than its context', () => {
    // Seven equal lines between two changes: 3 + 3 + 1 stay visible (a fold of one line would hide nothing).
    const left = ['a', ...Array.from({ length: 7 }, (_, at) => `same ${at}`), 'b'].join('\n');
    const right = ['A', ...Array.from({ length: 7 }, (_, at) => `same ${at}`), 'B'].join('\n');
    const shown = foldSame(diffLines(left, right).rows);
    expect(shown.some((item) => 'fold' in item)).toBe(false);
    expect(shown).toHaveLength(9);
  });

  it('keeps every row of texts that differ everywhere, and folds a text equal throughout into one row', () => {
    const changed = diffLines('a\nb', 'c\nd').rows;
    expect(foldSame(changed).map((item) => 'row' in item && item.row)).toEqual(changed);
    const same = foldSame(diffLines(lines(30), lines(30)).rows);
    expect(picture(same)).toEqual(['fold 30']);
  });

  it('gives each fold a key of its place, so a re-render keeps the rows', () => {
    const rows: DiffRow[] = diffLines(lines(40), lines(40, 19)).rows;
    const keys = foldSame(rows).flatMap((item) => ('fold' in item ? [item.key] : []));
    expect(keys).toEqual(['fold-0', 'fold-20']);
  });
});
