/**
 * Where an RFC 6901 JSON pointer (the shell checker's issue pointers, e.g. /topBar/helpCenter/order)
 * sits in the overlay's text, so the editor can underline it. Pure: jsonc-parser reads the text, which
 * may be broken JSON (the tree it recovers still places what parsed).
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export interface TextRange {
  from: number;
  to: number;
}

/** The segments of a pointer ('' is the whole document); ~1 and ~0 unescaped. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .slice(pointer.startsWith('/') ? 1 : 0)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property node (key and value) whose value is this node, if it is the value of a property. */
function owningProperty(node: Node): Node | undefined {
  const parent = node.parent;
  return parent?.type === 'property' && parent.children?.[1] === node ? parent : undefined;
}

/** The key of a property node. */
function keyRange(property: Node): TextRange {
  const key = property.children![0]!;
  return { from: key.offset, to: key.offset + key.length };
}

/**
 * The text an issue at `node` is shown on: a plain value itself; an object or array by its key when it
 * is a property's value (underlining a whole block hides the text), else its opening bracket.
 */
function rangeOfNode(node: Node): TextRange {
  if (node.type !== 'object' && node.type !== 'array') return { from: node.offset, to: node.offset + node.length };
  const property = owningProperty(node);
  return property ? keyRange(property) : { from: node.offset, to: node.offset + 1 };
}

/**
 * The text range of the value a pointer names. A member that is not in the text (a missing required
 * property, or a problem of the merged document at a place the overlay does not write) is shown on the
 * nearest ancestor that is there: its key when it is a property's value. Undefined for text that is not
 * a JSON value at all.
 */
export function pointerToRange(text: string, pointer: string): TextRange | undefined {
  const root = parseOverlayTree(text);
  return root && pointerRangeInTree(root, pointer);
}

/** The text's tree as jsonc-parser recovers it (undefined for text that is no JSON value), to place many pointers in one text. */
export function parseOverlayTree(text: string): Node | undefined {
  return parseTree(text, [], { allowTrailingComma: true });
}

/** pointerToRange in a tree parsed once (parseOverlayTree). */
export function pointerRangeInTree(root: Node, pointer: string): TextRange {
  const segments = pointerSegments(pointer);
  let node = root;
  for (const segment of segments) {
    const child = childNode(node, segment);
    if (!child) break;
    node = child;
  }
  return rangeOfNode(node);
}

/** A member of an object by key (the last one when a key repeats, as JSON.parse keeps it) or of an array by index. */
function childNode(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') {
    if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
    return findNodeAtLocation(node, [Number(segment)]);
  }
  if (node.type !== 'object') return undefined;
  let found: Node | undefined;
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.value === segment && value) found = value;
  }
  return found;
}
