// The diff of two versions as the History tab shows it: long stretches of equal lines fold into one
// row, keeping a few lines of context around each change.
import type { DiffRow } from '@plugin-api/layout-admin';

/** Equal lines shown around a change; longer equal stretches fold into one row. */
export const CONTEXT_LINES = 3;

/** A row of the diff as shown: a diff row, or a fold of `fold` equal lines. */
export type ShownRow = { row: DiffRow } | { fold: number; key: string };

/**
 * Folds each stretch of equal lines longer than its context plus one, keeping `context` lines after
 * the change before it and before the change after it (none at the start or the end of the text).
 */
export function foldSame(rows: readonly DiffRow[], context = CONTEXT_LINES): ShownRow[] {
  const shown: ShownRow[] = [];
  let index = 0;
  while (index < rows.length) {
    if (rows[index]!.kind !== 'same') {
      shown.push({ row: rows[index]! });
      index += 1;
      continue;
    }
    let end = index;
    while (end < rows.length && rows[end]!.kind === 'same') end += 1;
    const keepHead = index === 0 ? 0 : context;
    const keepTail = end === rows.length ? 0 : context;
    if (end - index > keepHead + keepTail + 1) {
      for (let at = index; at < index + keepHead; at += 1) shown.push({ row: rows[at]! });
      shown.push({ fold: end - index - keepHead - keepTail, key: `fold-${index}` });
      for (let at = end - keepTail; at < end; at += 1) shown.push({ row: rows[at]! });
    } else {
      for (let at = index; at < end; at += 1) shown.push({ row: rows[at]! });
    }
    index = end;
  }
  return shown;
}
