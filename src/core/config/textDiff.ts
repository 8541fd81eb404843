// A line diff of two texts (two versions of a layout overlay, pretty-printed) as side-by-side rows:
// Myers' O(ND) algorithm over the lines between the common head and tail, bounded in the number of
// edits it looks for. Beyond the bound (two texts that differ almost everywhere) the middle is paired
// line by line instead: still every line of both texts, in order, only less precisely aligned.

/** One line of one side: its number (from 1) and its text. */
export interface DiffLine {
  line: number;
  text: string;
}

/** 'same': both sides equal; 'removed': only on the left; 'added': only on the right; 'changed': a left line replaced by a right one. */
export type DiffKind = 'same' | 'added' | 'removed' | 'changed';

export interface DiffRow {
  left?: DiffLine;
  right?: DiffLine;
  kind: DiffKind;
}

export interface TextDiff {
  rows: DiffRow[];
  /** False when the texts differed in more than `maxEdits` lines and the middle was paired line by line. */
  exact: boolean;
  /** Lines only on the left (removed, or the left of a changed row) and only on the right. */
  removed: number;
  added: number;
}

/** The most line edits (insertions plus deletions) the exact diff looks for (its memory grows with their square). */
export const MAX_DIFF_EDITS = 1000;

type Op = { kind: 'same'; a: number; b: number } | { kind: 'removed'; a: number } | { kind: 'added'; b: number };

/** The lines of a text ('' has none; a final newline ends the last line instead of adding an empty one). */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A JSON text pretty-printed (two spaces) for a readable diff; a text that is not JSON as it is; null (a deleted overlay) as ''. */
export function prettyJson(text: string | null): string {
  if (text === null || text.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The shortest edit script from `a` to `b` (Myers 1986), or undefined when it needs more than
 * `maxEdits` edits. Each round keeps only the diagonals it reached (2d + 1 values), so memory is
 * O(maxEdits²) at most.
 */
function myers(a: readonly string[], b: readonly string[], maxEdits: number): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxEdits, n + m);
  // v[k + offset]: the furthest x reached on diagonal k.
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d += 1) {
    // The state before round d, diagonals -d-1..d+1 (what the backtrack reads for round d).
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return undefined;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const saved = trace[d]!;
    // saved[i] is diagonal i - d - 1.
    const at = (k: number) => saved[k + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = d === 0 ? 0 : previousX - previousK;
    while (x > previousX && y > previousY) {
      x -= 1;
      y -= 1;
      ops.push({ kind: 'same', a: x, b: y });
    }
    if (d > 0) {
      if (x === previousX) ops.push({ kind: 'added', b: previousY });
      else ops.push({ kind: 'removed', a: previousX });
    }
    x = previousX;
    y = previousY;
  }
  return ops.reverse();
}

/** The middle paired line by line: what is left when the exact diff is too costly. */
function pairwise(n: number, m: number): Op[] {
  const ops: Op[] = [];
  for (let i = 0; i < Math.max(n, m); i += 1) {
    if (i < n) ops.push({ kind: 'removed', a: i });
    if (i < m) ops.push({ kind: 'added', b: i });
  }
  return ops;
}

/**
 * The side-by-side rows of two texts: equal lines side by side, and in each changed stretch the
 * removed lines paired with the added ones ('changed'), the rest alone ('removed' left, 'added' right).
 */
export function diffLines(left: string, right: string, options: { maxEdits?: number } = {}): TextDiff {
  const a = splitLines(left);
  const b = splitLines(right);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  const exactOps = myers(middleA, middleB, options.maxEdits ?? MAX_DIFF_EDITS);
  const ops = exactOps ?? pairwise(middleA.length, middleB.length);

  const rows: DiffRow[] = [];
  const lineA = (index: number): DiffLine => ({ line: index + 1, text: a[index]! });
  const lineB = (index: number): DiffLine => ({ line: index + 1, text: b[index]! });
  for (let i = 0; i < head; i += 1) rows.push({ kind: 'same', left: lineA(i), right: lineB(i) });
  let removedRun: number[] = [];
  let addedRun: number[] = [];
  const flush = () => {
    const pairs = Math.min(removedRun.length, addedRun.length);
    for (let i = 0; i < pairs; i += 1) rows.push({ kind: 'changed', left: lineA(removedRun[i]!), right: lineB(addedRun[i]!) });
    for (const index of removedRun.slice(pairs)) rows.push({ kind: 'removed', left: lineA(index) });
    for (const index of addedRun.slice(pairs)) rows.push({ kind: 'added', right: lineB(index) });
    removedRun = [];
    addedRun = [];
  };
  for (const op of ops) {
    if (op.kind === 'same') {
      flush();
      rows.push({ kind: 'same', left: lineA(head + op.a), right: lineB(head + op.b) });
    } else if (op.kind === 'removed') removedRun.push(head + op.a);
    else addedRun.push(head + op.b);
  }
  flush();
  for (let i = tail; i > 0; i -= 1) rows.push({ kind: 'same', left: lineA(a.length - i), right: lineB(b.length - i) });
  const removed = rows.filter((row) => row.kind === 'removed' || row.kind === 'changed').length;
  const added = rows.filter((row) => row.kind === 'added' || row.kind === 'changed').length;
  return { rows, exact: exactOps !== undefined, removed, added };
}
