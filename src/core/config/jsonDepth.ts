/**
 * How deep a JSON value nests, found without recursion: a stored overlay or tenant file nested
 * thousands of levels deep must be refused before any recursive walk (merge, null removal, schema
 * check) could overflow the stack. The layout schema's own depth is under 10.
 */
import { MAX_CONFIG_DEPTH } from '../../contract/layoutConfig';

export { MAX_CONFIG_DEPTH };

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | undefined;
  key: string;
}

/**
 * The RFC 6901 pointer of the first object or array nested deeper than `limit` levels (the
 * document itself is level 1), or undefined when none is. Iterative: safe for any depth; stops at
 * the first value too deep.
 */
export function tooDeepAt(value: unknown, limit: number = MAX_CONFIG_DEPTH): string | undefined {
  return tooDeepPointers(value, limit, 1)[0];
}

/**
 * The pointers of the objects and arrays nested deeper than `limit` levels, in document order, at
 * most `max` of them: each is the first level too deep on its path (what lies inside it is not
 * walked), so a file nested too deep in several places names each place once. Iterative, and it
 * never looks below level limit + 1: quick for a value nested a million levels deep.
 */
export function tooDeepPointers(value: unknown, limit: number = MAX_CONFIG_DEPTH, max = 20): string[] {
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  const stack: Frame[] = [{ value, depth: 1, parent: undefined, key: '' }];
  while (stack.length > 0 && found.length < max) {
    const frame = stack.pop()!;
    if (frame.depth > limit) {
      found.push(pointerOf(frame));
      continue;
    }
    const container = frame.value as Record<string, unknown> | unknown[];
    const keys = Array.isArray(container) ? container.map((_, index) => String(index)) : Object.keys(container);
    // Pushed in reverse, so the first member is looked at first (the pointers come in document order).
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i]!;
      const child = (container as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
    }
  }
  return found;
}

function pointerOf(frame: Frame): string {
  const segments: string[] = [];
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) segments.push(at.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  return segments.reverse().map((segment) => `/${segment}`).join('');
}
