// Layout overlays for property tests (fast-check), generated from schema/layout.schema.json and then
// mutated as a careless or hostile writer would: wrong types, missing required and unknown keys, deep
// nesting, huge strings, arrays over their bounds, prototype keys, the keys only the deployment's files
// may set, foreign and `javascript:` URLs. Each case is the overlay's JSON text, as it is sent to the
// server and as the editor sends it (JSON.stringify of the parsed value).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { DEPLOYMENT_ONLY_POINTERS, POLICY_POINTERS, TENANT_ONLY_POINTERS } from '../../src/core/config/validate';

type Schema = { [key: string]: unknown };

const schema = JSON.parse(readFileSync(new URL('../../schema/layout.schema.json', import.meta.url), 'utf8')) as Schema;
const definitions = schema.definitions as Record<string, Schema>;

/** The seed of every property test: SRM_PROPERTY_SEED replays a failure (fast-check prints the seed and path). */
export const PROPERTY_SEED = Number(process.env.SRM_PROPERTY_SEED ?? 20261128);

/** Sets an own property, `__proto__` included (an assignment would change the prototype instead). */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function resolve(node: Schema): Schema {
  let current = node;
  while (typeof current.$ref === 'string') current = definitions[current.$ref.replace('#/definitions/', '')]!;
  return current;
}

const COLLECTION_KEYS = fc.oneof(fc.constantFrom('home', 'login', 'lock', 'portalInfo', 'avatar', 'logout', 'todo', 'news'), fc.stringMatching(/^[a-z][A-Za-z0-9_.-]{0,10}$/));

function stringOf(node: Schema): fc.Arbitrary<string> {
  const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
  const maxLength = Math.min(typeof node.maxLength === 'number' ? node.maxLength : 24, 24);
  if (typeof node.pattern === 'string') {
    try {
      const pattern = new RegExp(node.pattern, 'u');
      return fc.stringMatching(pattern).filter((text) => text.length <= 200);
    } catch {
      // A pattern JavaScript cannot read as a regular expression: plain strings (mostly refused).
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

/** A value the schema node describes (mostly; patterns and bounds are followed where cheap). */
function valueOf(raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const node = resolve(raw);
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const alternatives = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOf({ ...node, anyOf: undefined, oneOf: undefined, ...alternative }, depth)));
  const typed = typedValueOf(node, depth);
  const examples = Array.isArray(node.examples) ? (node.examples as unknown[]) : [];
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), typed) : typed;
}

function typedValueOf(node: Schema, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(node.type) ? (node.type[0] as string) : (node.type as string | undefined);
  switch (type) {
    case 'string':
      return stringOf(node);
    case 'integer':
      return fc.integer({ min: typeof node.minimum === 'number' ? node.minimum : -1000, max: typeof node.maximum === 'number' ? node.maximum : 100000 });
    case 'number':
      return fc.double({ min: typeof node.minimum === 'number' ? node.minimum : -1e6, max: typeof node.maximum === 'number' ? node.maximum : 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = valueOf((node.items as Schema | undefined) ?? {}, depth + 1);
      const maxLength = Math.min(typeof node.maxItems === 'number' ? node.maxItems : 3, 3);
      const minLength = Math.min(typeof node.minItems === 'number' ? node.minItems : 0, maxLength);
      return node.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) }) : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectOf(node, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(node: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = node.properties as Record<string, Schema> | undefined;
  if (properties) {
    const required = (node.required as string[] | undefined) ?? [];
    const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, depth + 1)]));
    return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    return fc.dictionary(COLLECTION_KEYS, valueOf(node.additionalProperties as Schema, depth + 1), { maxKeys: 2 });
  return fc.constant({});
}

/** A top-level overlay: one to three sections of the document, each generated from its schema; now and then a removal (null). */
const topLevel = Object.entries(schema.properties as Record<string, Schema>).filter(([key]) => key !== '$schema');
export const schemaOverlay: fc.Arbitrary<Record<string, unknown>> = fc.subarray(topLevel, { minLength: 1, maxLength: 3 }).chain((sections) =>
  fc.record(Object.fromEntries(sections.map(([key, node]) => [key, fc.oneof({ weight: 9, arbitrary: valueOf(node, 1) }, { weight: 1, arbitrary: fc.constant(null) })]))),
);

/** Every path of a value (objects and arrays included), the root first. */
function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = [], limit = 400): string[][] {
  out.push(prefix);
  if (value !== null && typeof value === 'object' && out.length < limit)
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, key], out, limit);
  return out;
}

/** A copy of `value` with `replacement(old)` at `path` (objects made along the way). */
function setAt(value: unknown, path: readonly string[], replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(value) ? ({ ...value } as Record<string, unknown>) : value !== null && typeof value === 'object' ? { ...(value as object) } : {};
  const next = setAt(copy[head], rest, replacement);
  own(copy, head, next);
  return Array.isArray(value) ? Object.assign([], copy) : copy;
}

function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let index = 0; index < levels; index++) value = { a: value };
  return value;
}

const HOSTILE_URLS = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'http://evil.example', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' javascript:alert(1)', 'http://10.0.0.1:8080', 'file:///etc/passwd'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const STORED_FORBIDDEN = [...DEPLOYMENT_ONLY_POINTERS, ...POLICY_POINTERS, ...TENANT_ONLY_POINTERS];

const anyJson: fc.Arbitrary<unknown> = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.string({ maxLength: 8 }), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }), fc.constant({}), fc.constant([]));

/** One mutation: given the overlay and a chosen path of it, the new overlay. */
type Mutation = fc.Arbitrary<(overlay: unknown, path: string[]) => unknown>;

const mutations: Record<string, Mutation> = {
  wrongType: anyJson.map((value) => (overlay, path) => setAt(overlay, path.length ? path : ['app'], () => value)),
  missingKey: fc.nat().map((n) => (overlay, path) =>
    setAt(overlay, path, (old) => {
      if (old === null || typeof old !== 'object' || Array.isArray(old)) return old;
      const keys = Object.keys(old);
      if (keys.length === 0) return old;
      const copy = { ...(old as object) } as Record<string, unknown>;
      delete copy[keys[n % keys.length]!];
      return copy;
    }),
  ),
  unknownKey: fc.tuple(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,12}$/), anyJson).map(([key, value]) => (overlay, path) =>
    setAt(overlay, path, (old) => {
      const copy = old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...(old as object) } : {};
      own(copy as Record<string, unknown>, `x${key}`, value);
      return copy;
    }),
  ),
  deep: fc.constantFrom(20, 31, 32, 33, 40, 200, 1000).map((levels) => (overlay, path) => setAt(overlay, path.length ? path : ['app'], () => nested(levels, 1))),
  hugeString: fc.tuple(fc.constantFrom(2_000, 70_000, 270_000), fc.constantFrom('x', '界', '\u0000', '😀')).map(([length, unit]) => (overlay, path) => setAt(overlay, path.length ? path : ['app', 'siteTitle'], () => unit.repeat(length))),
  arrayOverBounds: fc.constantFrom(51, 300, 5_000).map((count) => (overlay, path) => setAt(overlay, path.length ? path : ['frames', 'allowedOrigins'], () => Array.from({ length: count }, (_, index) => `item${index}`))),
  prototypeKey: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), anyJson).map(([key, value]) => (overlay, path) =>
    setAt(overlay, path, (old) => {
      const copy = old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...(old as object) } : {};
      own(copy as Record<string, unknown>, key, value === null || typeof value !== 'object' ? { polluted: value } : value);
      return copy;
    }),
  ),
  storedForbidden: fc.tuple(fc.constantFrom(...STORED_FORBIDDEN), fc.oneof(fc.constantFrom(...HOSTILE_URLS), anyJson)).map(([pointer, value]) => (overlay) =>
    setAt(overlay, pointer.split('/').slice(1), () => value),
  ),
  hostileUrl: fc.tuple(fc.constantFrom(...HOSTILE_URLS), fc.constantFrom('frames', 'topBar', 'routes', 'app', 'leaf')).map(([url, where]) => (overlay, path) => {
    if (where === 'frames') return setAt(overlay, ['frames', 'allowedOrigins'], () => [url]);
    if (where === 'topBar') return setAt(overlay, ['topBar', 'evil'], () => ({ order: 5, kind: 'link', url, label: 'x' }));
    if (where === 'routes') return setAt(overlay, ['routes', 'evil'], () => ({ path: '/evil', redirect: url }));
    if (where === 'app') return setAt(overlay, ['app', 'linkOrigins'], () => [url]);
    return setAt(overlay, path.length ? path : ['app', 'siteTitle'], () => url);
  }),
  notAnObject: fc.constantFrom<unknown>([], 1, 'text', true, null, [{}]).map((value) => () => value),
};

/** A mutated overlay: a schema overlay with one to three mutations at random places. */
const mutatedOverlay: fc.Arbitrary<unknown> = fc
  .tuple(schemaOverlay, fc.array(fc.tuple(fc.oneof(...Object.values(mutations)), fc.nat()), { minLength: 1, maxLength: 3 }))
  .map(([overlay, steps]) =>
    steps.reduce<unknown>((current, [mutate, pick]) => {
      const paths = pathsOf(current);
      return mutate(current, paths[pick % paths.length]!);
    }, overlay),
  );

/**
 * An overlay that changes one to three values of the base document (config/base/layout.json) to a value
 * of the same type, or sets them again: most are valid, so accepted saves are common enough to check
 * that they read back equal and merge into a valid document.
 */
const base = JSON.parse(readFileSync(new URL('../../config/base/layout.json', import.meta.url), 'utf8')) as unknown;
// Scalars of the base document, not inside an array (a patch replaces an array whole).
const baseLeaves = pathsOf(base, [], [], 100_000).filter(
  (path) => path.length > 0 && path[0] !== '$schema' && valueAtPath(base, path) !== null && typeof valueAtPath(base, path) !== 'object' && !Array.isArray(valueAtPath(base, path.slice(0, -1))),
);
function valueAtPath(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}
const sameType = (old: unknown): fc.Arbitrary<unknown> =>
  typeof old === 'string' ? fc.oneof(fc.constant(old), fc.string({ minLength: 1, maxLength: 16 }), fc.constant(`${old}x`)) : typeof old === 'number' ? fc.oneof(fc.constant(old), fc.integer({ min: 0, max: Math.max(1, old * 2) })) : fc.boolean();
const baseOverlay: fc.Arbitrary<unknown> = fc
  .uniqueArray(fc.nat({ max: baseLeaves.length - 1 }), { minLength: 1, maxLength: 3 })
  .chain((picks) => fc.tuple(...picks.map((pick) => sameType(valueAtPath(base, baseLeaves[pick]!)).map((value) => [baseLeaves[pick]!, value] as const))))
  .map((changes) => changes.reduce<unknown>((overlay, [path, value]) => setAt(overlay, path, () => value), {}));

/** The overlay's JSON text: a valid-looking one from the schema or the base document, or a mutated one. */
export const overlayText: fc.Arbitrary<string> = fc.oneof({ weight: 1, arbitrary: schemaOverlay }, { weight: 1, arbitrary: baseOverlay }, { weight: 2, arbitrary: mutatedOverlay }).map((value) => JSON.stringify(value));
