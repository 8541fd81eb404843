/**
 * Walking the layout JSON Schema along a path of the document: which schemas describe the value at
 * ["topBar", "helpCenter", "kind"]? Keyed collections (topBar, indexBlocks, routes...) describe their
 * members with `additionalProperties` → a $ref definition, so the walk follows additionalProperties
 * as well as properties, and $ref, anyOf, oneOf and allOf. Pure; bounded (a $ref chain or an
 * alternative nesting deeper than MAX_DEPTH is not followed).
 */
import type { JsonSchema } from '@plugin-api/layout-admin';

export type JsonPath = readonly (string | number)[];

const MAX_DEPTH = 16;

/** The node a local $ref (#/definitions/X, or any #/ pointer) names in the root schema. */
function refTarget(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'object' && node !== null ? (node as JsonSchema) : undefined;
}

/**
 * The alternatives a schema stands for, each without $ref, anyOf, oneOf or allOf. A $ref's siblings
 * (title, description beside a $ref, as `label` has) win over the target's own: they say what this
 * member is, the target what its kind is.
 */
export function expand(root: JsonSchema, schema: JsonSchema | undefined, depth = 0): JsonSchema[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const { $ref, anyOf, oneOf, allOf, ...own } = schema;
  let bases: JsonSchema[] = [own];
  if ($ref) {
    const target = refTarget(root, $ref);
    bases = expand(root, target, depth + 1).map((alternative) => ({ ...alternative, ...definedOnly(own) }));
  }
  if (allOf?.length) {
    const merged = allOf.flatMap((part) => expand(root, part, depth + 1)).reduce<JsonSchema>((all, part) => mergeSchemas(all, part), {});
    bases = bases.map((base) => mergeSchemas(merged, base));
  }
  const choices = [...(anyOf ?? []), ...(oneOf ?? [])];
  if (choices.length === 0) return bases;
  const options = choices.flatMap((choice) => expand(root, choice, depth + 1));
  // The outer title and description say what this member is (`to`: "Target"); an alternative's own
  // (RoutePath: "Route path") only what kind of value it may be: the outer ones win, as beside a $ref.
  return bases.flatMap((base) => options.map((option) => ({ ...mergeSchemas(base, option), title: base.title ?? option.title, description: base.description ?? option.description })));
}

function definedOnly(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as JsonSchema;
}

function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  return {
    ...a,
    ...definedOnly(b),
    properties: a.properties || b.properties ? { ...a.properties, ...b.properties } : undefined,
  };
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

/** Whether a schema may describe an object (it says so, or it has properties). */
function mayBeObject(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return types.length === 0 ? schema.properties !== undefined || schema.additionalProperties !== undefined : types.includes('object');
}

/** The schemas of a member of the object or array that `schema` describes. */
function memberSchemas(root: JsonSchema, schema: JsonSchema, segment: string | number): JsonSchema[] {
  if (typeof segment === 'number') return schema.items ? expand(root, schema.items) : [];
  if (!mayBeObject(schema)) return [];
  const property = schema.properties && Object.prototype.hasOwnProperty.call(schema.properties, segment) ? schema.properties[segment] : undefined;
  if (property) return expand(root, property);
  return typeof schema.additionalProperties === 'object' ? expand(root, schema.additionalProperties) : [];
}

/** The alternatives describing the value at `path` (empty when the schema says nothing about it). */
export function schemasAt(root: JsonSchema, path: JsonPath): JsonSchema[] {
  let current = expand(root, root);
  for (const segment of path) {
    current = current.flatMap((schema) => memberSchemas(root, schema, segment));
    if (current.length === 0) return [];
  }
  return current;
}

export interface PropertyInfo {
  name: string;
  schema: JsonSchema;
}

/** The named properties the object at `path` may have, in the schema's order, each once. */
export function propertiesAt(root: JsonSchema, path: JsonPath): PropertyInfo[] {
  const seen = new Map<string, PropertyInfo>();
  for (const schema of schemasAt(root, path)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (seen.has(name)) continue;
      const alternatives = expand(root, property);
      seen.set(name, { name, schema: alternatives.length === 1 ? alternatives[0]! : { ...definedOnly(property), ...pick(alternatives) } });
    }
  }
  return [...seen.values()];
}

/** Title, description and types of several alternatives, as one summary schema. */
function pick(alternatives: JsonSchema[]): JsonSchema {
  const types = [...new Set(alternatives.flatMap(typesOf))];
  return {
    title: alternatives.find((a) => a.title)?.title,
    description: alternatives.find((a) => a.description)?.description,
    type: types.length > 0 ? types : undefined,
  };
}

/** Whether the object at `path` is a keyed collection: its members are free ids described by additionalProperties. */
export function isKeyedCollection(root: JsonSchema, path: JsonPath): boolean {
  return schemasAt(root, path).some((schema) => typeof schema.additionalProperties === 'object' && !schema.properties);
}
