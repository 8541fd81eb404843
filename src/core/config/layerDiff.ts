/**
 * The structural difference of two JSON documents, as a list of changes named by RFC 6901 pointers.
 * Objects are compared member by member; everything else (strings, numbers, booleans, null, arrays) is one
 * value, compared whole: an array that differs in one item is one change of the whole array, the way a merge
 * patch (RFC 7396) replaces arrays whole. A member present on one side only is one change (added or
 * removed) carrying the whole value, not one change per value inside it.
 *
 * Used by the layer attribution (what a layer changes against the layers below it) and by
 * `npm run diff` (what one tenant's document changes against another's).
 */
import { MAX_CONFIG_DEPTH } from '../../contract/layoutConfig';
import { isJsonObject } from './mergePatch';
import { escapePointerSegment } from './validate';

export type ChangeKind = 'added' | 'changed' | 'removed';

export interface LayerChange {
  /** RFC 6901 pointer of the value that changed ('' for the whole document). */
  pointer: string;
  change: ChangeKind;
  /** The value in the first document (absent when added). */
  before?: unknown;
  /** The value in the second document (absent when removed). */
  after?: unknown;
}

/** The pointer of member `key` of the value at `pointer`. */
export const childPointer = (pointer: string, key: string): string => `${pointer}/${escapePointerSegment(key)}`;

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/**
 * Whether two JSON values are equal (object member order does not matter, array order does). Iterative,
 * so any depth is safe.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const stack: Array<[unknown, unknown]> = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i += 1) stack.push([x[i], y[i]]);
    } else if (isJsonObject(x)) {
      if (!isJsonObject(y)) return false;
      const keys = Object.keys(x);
      if (keys.length !== Object.keys(y).length) return false;
      for (const key of keys) {
        if (!hasOwn(y, key)) return false;
        stack.push([x[key], y[key]]);
      }
    } else {
      return false;
    }
  }
  return true;
}

export interface DiffOptions {
  /**
   * How many levels of objects are compared member by member (the document is level 1); below that a
   * differing object is one change. Default MAX_CONFIG_DEPTH (32), the deepest a stored layer may nest.
   */
  maxDepth?: number;
}

/**
 * What `b` changes against `a`: one entry per value added, changed or removed, in document order (members
 * of `a` in their order, then members only `b` has). Values equal on both sides are not listed.
 */
export function diffDocuments(a: unknown, b: unknown, options: DiffOptions = {}): LayerChange[] {
  const maxDepth = options.maxDepth ?? MAX_CONFIG_DEPTH;
  const changes: LayerChange[] = [];
  const walk = (x: unknown, y: unknown, pointer: string, depth: number): void => {
    if (isJsonObject(x) && isJsonObject(y) && depth <= maxDepth) {
      for (const [key, value] of Object.entries(x)) {
        const at = childPointer(pointer, key);
        if (hasOwn(y, key)) walk(value, y[key], at, depth + 1);
        else changes.push({ pointer: at, change: 'removed', before: value });
      }
      for (const [key, value] of Object.entries(y)) {
        if (!hasOwn(x, key)) changes.push({ pointer: childPointer(pointer, key), change: 'added', after: value });
      }
      return;
    }
    if (!jsonEqual(x, y)) changes.push({ pointer, change: 'changed', before: x, after: y });
  };
  if (a === undefined && b === undefined) return changes;
  if (a === undefined) return [{ pointer: '', change: 'added', after: b }];
  if (b === undefined) return [{ pointer: '', change: 'removed', before: a }];
  walk(a, b, '', 1);
  return changes;
}
