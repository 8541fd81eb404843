/**
 * What the editor offers at a position of the overlay text, from the layout JSON Schema: the keys an
 * object may have (also inside keyed collections such as topBar.<id>, whose members the schema gives
 * as additionalProperties), the values a member may take (enum, booleans, examples, and null, which
 * removes it in a merge patch), and the title and description to show on hover. Pure: text, offset
 * and schema in, candidates out; jsonc-parser reads the text, which is often half typed.
 */
import { findNodeAtLocation, findNodeAtOffset, getLocation, getNodePath, parseTree, type Node } from 'jsonc-parser';
import type { JsonSchema } from '@plugin-api/layout-admin';
import { propertiesAt, schemasAt, typesOf, type JsonPath } from './schemaWalk';

export type CandidateKind = 'property' | 'id' | 'value' | 'example' | 'remove';

export interface CompletionCandidate {
  /** What the list shows; the typed text is matched against it. */
  label: string;
  /** The text that replaces [replaceFrom, replaceTo]. */
  insert: string;
  /** Where the caret goes, as an offset into `insert`. */
  cursor: number;
  kind: CandidateKind;
  /** Short: the schema title or the value's type. */
  detail?: string;
  /** Long: the schema description. */
  info?: string;
  /** Whether to offer completion again right after (to choose the value of a key just inserted). */
  reopen?: boolean;
}

export interface CompletionAt {
  /** Where the typed text starts (text.slice(from, offset) is matched against the labels). */
  from: number;
  replaceFrom: number;
  replaceTo: number;
  candidates: CompletionCandidate[];
}

export interface AssistOptions {
  /** The ids of a keyed collection that exist already (e.g. the top-bar items of the document in force), offered as keys. */
  existingKeys?: (path: JsonPath) => readonly string[];
}

const MAX_EXAMPLE_LENGTH = 80;
const WORD_BEFORE = /[A-Za-z0-9_$.-]*$/;

/** The keys of an object in a document (for existingKeys), [] when there is no object there. */
export function keysAt(document: unknown, path: JsonPath): string[] {
  let value = document;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return [];
    value = (value as Record<string | number, unknown>)[segment];
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
}

/** A short type summary of a schema: its enum or types. */
function summary(schema: JsonSchema): string | undefined {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = typesOf(schema);
  return types.length > 0 ? types.join(' | ') : undefined;
}

/** The value a new key starts with, and where the caret goes in it. */
function valueTemplate(schema: JsonSchema): { text: string; cursor: number; reopen: boolean } {
  const types = typesOf(schema);
  const enumValues = schema.enum ?? [];
  if (enumValues.length > 0 && enumValues.every((value) => typeof value === 'string')) return { text: '""', cursor: 1, reopen: true };
  if (types.includes('string')) return { text: '""', cursor: 1, reopen: false };
  if (types.includes('object') || schema.properties) return { text: '{}', cursor: 1, reopen: true };
  if (types.includes('array')) return { text: '[]', cursor: 1, reopen: false };
  return { text: '', cursor: 0, reopen: types.includes('boolean') || enumValues.length > 0 };
}

function firstNonSpace(text: string, from: number): string | undefined {
  const match = /\S/.exec(text.slice(from));
  return match?.[0];
}

/** The object node at a path of the text's tree, if that is an object. */
function objectAt(text: string, path: JsonPath): Node | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root) return undefined;
  const node = path.length === 0 ? root : findNodeAtLocation(root, [...path]);
  return node?.type === 'object' ? node : undefined;
}

/** The keys the object at `path` already has, but the one being typed at `editing`. */
function presentKeys(text: string, path: JsonPath, editing: number | undefined): Set<string> {
  const keys = new Set<string>();
  for (const property of objectAt(text, path)?.children ?? []) {
    const key = property.children?.[0];
    if (key && key.offset !== editing && typeof key.value === 'string') keys.add(key.value);
  }
  return keys;
}

/** Completion at `offset` of `text`: keys at a key position, values after a colon or in an array. */
export function completionsAt(text: string, offset: number, schema: JsonSchema, options: AssistOptions = {}): CompletionAt | undefined {
  const location = getLocation(text, offset);
  const previous = location.previousNode;
  const inPrevious = previous !== undefined && offset >= previous.offset && offset <= previous.offset + previous.length;
  const last = location.path[location.path.length - 1];
  const atKey = location.isAtPropertyKey && typeof last !== 'number';
  if (atKey) return keyCompletions(text, offset, schema, location.path.slice(0, -1), inPrevious ? previous : undefined, options);
  return valueCompletions(text, offset, schema, location.path, inPrevious && previous?.type !== 'property' ? previous : undefined);
}

function keyCompletions(text: string, offset: number, schema: JsonSchema, objectPath: JsonPath, key: { offset: number; length: number } | undefined, options: AssistOptions): CompletionAt | undefined {
  let replaceFrom: number;
  let replaceTo: number;
  let from: number;
  if (key) {
    replaceFrom = key.offset;
    replaceTo = key.offset + key.length;
    from = text[key.offset] === '"' ? key.offset + 1 : key.offset;
  } else {
    const word = WORD_BEFORE.exec(text.slice(0, offset))?.[0] ?? '';
    from = replaceFrom = offset - word.length;
    replaceTo = offset;
  }
  const hasColon = /^\s*:/.test(text.slice(replaceTo));
  const comma = !hasColon && firstNonSpace(text, replaceTo) === '"' ? ',' : '';
  const present = presentKeys(text, objectPath, key?.offset);
  const candidates: CompletionCandidate[] = [];
  const keyed = (name: string, valueSchema: JsonSchema, kind: CandidateKind, detail: string | undefined, info: string | undefined) => {
    const quoted = JSON.stringify(name);
    if (hasColon) {
      candidates.push({ label: name, insert: quoted, cursor: quoted.length, kind, detail, info });
      return;
    }
    const template = valueTemplate(valueSchema);
    const head = `${quoted}: `;
    candidates.push({ label: name, insert: `${head}${template.text}${comma}`, cursor: head.length + template.cursor, kind, detail, info, reopen: template.reopen });
  };
  for (const property of propertiesAt(schema, objectPath)) {
    if (present.has(property.name)) continue;
    keyed(property.name, property.schema, 'property', property.schema.title ?? summary(property.schema), property.schema.description);
  }
  // A keyed collection (topBar, indexBlocks, routes...): its members' ids are free; offer those in force.
  const memberSchema = schemasAt(schema, [...objectPath, '\u0000member'])[0];
  if (memberSchema && options.existingKeys) {
    for (const id of options.existingKeys(objectPath)) {
      if (present.has(id) || candidates.some((candidate) => candidate.label === id)) continue;
      keyed(id, memberSchema, 'id', memberSchema.title, memberSchema.description);
    }
  }
  return candidates.length > 0 ? { from, replaceFrom, replaceTo, candidates } : undefined;
}

function valueCompletions(text: string, offset: number, schema: JsonSchema, path: JsonPath, literal: { offset: number; length: number } | undefined): CompletionAt | undefined {
  let replaceFrom: number;
  let replaceTo: number;
  if (literal) {
    replaceFrom = literal.offset;
    replaceTo = literal.offset + literal.length;
  } else {
    const word = /"?[A-Za-z0-9_$.-]*$/.exec(text.slice(0, offset))?.[0] ?? '';
    replaceFrom = offset - word.length;
    replaceTo = offset;
  }
  const alternatives = schemasAt(schema, path);
  const candidates: CompletionCandidate[] = [];
  const add = (value: unknown, kind: CandidateKind, detail?: string, info?: string) => {
    const label = JSON.stringify(value);
    if (label === undefined || label.length > MAX_EXAMPLE_LENGTH || candidates.some((candidate) => candidate.label === label)) return;
    candidates.push({ label, insert: label, cursor: label.length, kind, detail, info });
  };
  for (const alternative of alternatives) {
    for (const value of alternative.enum ?? []) add(value, 'value', alternative.title);
    if (alternative.const !== undefined) add(alternative.const, 'value', alternative.title);
    if (typesOf(alternative).includes('boolean')) {
      add(true, 'value', alternative.title);
      add(false, 'value', alternative.title);
    }
  }
  for (const alternative of alternatives) {
    if (alternative.enum) continue;
    for (const example of alternative.examples ?? []) add(example, 'example', alternative.title);
    const types = typesOf(alternative);
    if (types.includes('object') || alternative.properties) {
      if (!candidates.some((candidate) => candidate.label === '{}')) candidates.push({ label: '{}', insert: '{}', cursor: 1, kind: 'value', detail: alternative.title, reopen: true });
    }
  }
  // In a merge patch null removes the member (never inside an array: the patch replaces arrays whole).
  if (path.length > 0 && typeof path[path.length - 1] === 'string') add(null, 'remove');
  return candidates.length > 0 ? { from: replaceFrom, replaceFrom, replaceTo, candidates } : undefined;
}

export interface HoverInfo {
  from: number;
  to: number;
  /** The path of the member hovered, e.g. ["topBar", "helpCenter", "kind"]. */
  path: (string | number)[];
  title?: string;
  description?: string;
  /** The values an enum allows, as JSON. */
  allowed?: string[];
}

/** What the schema says about the key or value under `offset`, undefined where it says nothing. */
export function hoverAt(text: string, offset: number, schema: JsonSchema): HoverInfo | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root) return undefined;
  const node = findNodeAtOffset(root, offset, true);
  if (!node || node.type === 'object' || node.type === 'array' || node.type === 'property') return undefined;
  const path = getNodePath(node);
  const alternatives = schemasAt(schema, path);
  const described = alternatives.find((alternative) => alternative.title || alternative.description);
  if (!described) return undefined;
  const allowed = [...new Set(alternatives.flatMap((alternative) => (alternative.enum ?? []).map((value) => JSON.stringify(value))))];
  return {
    from: node.offset,
    to: node.offset + node.length,
    path,
    title: described.title,
    description: described.description,
    allowed: allowed.length > 0 ? allowed : undefined,
  };
}
