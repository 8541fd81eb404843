/**
 * An overlay that names an item of a keyed collection which does not exist below it creates that
 * item, so the item must then be whole. When it is not, the author most likely mistyped the id of an
 * existing item: the bare "missing required property" issues of that item become one issue that says
 * so, "no item `orders` exists in indexBlocks — did you mean `order`? (a new item needs `block`)".
 */
import { isJsonObject } from './mergePatch';
import { closestName } from './names';
import { escapePointerSegment, pointerSegments, valueAt, type LayoutIssue } from './validate';

/** Rewrites the `required` issues of items the overlay creates (they do not exist in `below`). */
export function explainNewItems(issues: readonly LayoutIssue[], below: unknown): LayoutIssue[] {
  const missingByItem = new Map<string, string[]>();
  for (const issue of issues) {
    const item = newItemOf(issue, below);
    if (item !== undefined) missingByItem.set(item, [...(missingByItem.get(item) ?? []), pointerSegments(issue.pointer).pop()!]);
  }
  // A new item's own presence rule (a route: plugin and page, or redirect) joins its message.
  const presence = (issue: LayoutIssue): boolean => PRESENCE_RULES.has(issue.rule) && missingByItem.has(issue.pointer);
  const out: LayoutIssue[] = [];
  const done = new Set<string>();
  for (const issue of issues) {
    const item = newItemOf(issue, below);
    if (item === undefined) {
      if (!presence(issue)) out.push(issue);
    } else if (!done.has(item)) {
      done.add(item);
      const also = issues.filter((other) => other.pointer === item && presence(other)).map((other) => other.message);
      out.push(newItemIssue(item, missingByItem.get(item)!, also, below));
    }
  }
  return out;
}

/** The pointer of the item a `required` issue is about, when the layers below have no such item. */
function newItemOf(issue: LayoutIssue, below: unknown): string | undefined {
  if (issue.rule !== 'required') return undefined;
  const segments = pointerSegments(issue.pointer);
  if (segments.length < 3) return undefined;
  const collection = valueAt(below, toPointer(segments.slice(0, -2)));
  if (!isJsonObject(collection) || Object.keys(collection).length === 0) return undefined;
  const item = toPointer(segments.slice(0, -1));
  return valueAt(below, item) === undefined ? item : undefined;
}

const PRESENCE_RULES = new Set(['oneOf', 'anyOf']);

function newItemIssue(item: string, missing: readonly string[], also: readonly string[], below: unknown): LayoutIssue {
  const segments = pointerSegments(item);
  const id = segments[segments.length - 1]!;
  const collectionSegments = segments.slice(0, -1);
  const existing = Object.keys(valueAt(below, toPointer(collectionSegments)) as Record<string, unknown>);
  const guess = closestName(id, existing);
  const needs = missing.map((name) => `\`${name}\``).join(' and ');
  return {
    pointer: item,
    rule: 'unknownItem',
    message: `no item \`${id}\` exists in ${collectionSegments.join('.')}${guess ? ` — did you mean \`${guess}\`?` : ''} (a new item needs ${needs}${also.map((text) => `; it ${text}`).join('')})`,
  };
}

function toPointer(segments: readonly string[]): string {
  return segments.map((s) => `/${escapePointerSegment(s)}`).join('');
}
