/**
 * Generates src/generated/ from schema/layout.schema.json, the one source of truth of the layout document.
 *
 *   npx tsx scripts/generate-schema.ts          write src/generated/ (only files whose content changed)
 *   npx tsx scripts/generate-schema.ts --check  exit 1, naming the stale file, when src/generated/ differs
 *                                              from what this script would write (or the schema is invalid)
 *
 * Output:
 *   layout.ts              TypeScript types (json-schema-to-typescript); root type LayoutDocument, one named
 *                          type per definition (App, Route, MenuRule, TabGroup, TopBarItem, ...).
 *   layoutValidators.js    Ajv standalone validators (ESM, no require(), no new Function at run time), so the
 *                          page runs under a strict Content-Security-Policy: validateLayout (whole document)
 *                          and validateLayoutPatch (one overlay layer, see partialSchema()).
 *   layoutValidators.d.ts  Declarations of the above.
 *   validators.ts          Typed wrapper plus schema facts the error reporting needs (presence rules, known
 *                          property names).
 */
import Ajv from 'ajv';
import { compile as compileTypes } from 'json-schema-to-typescript';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const standaloneCode = require('ajv/dist/standalone').default as (ajv: Ajv, refs: Record<string, string>) => string;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = 'schema/layout.schema.json';
export const GENERATED_DIR = 'src/generated';

type SchemaObject = { [keyword: string]: unknown };
type Schema = SchemaObject | boolean;

/** The Ajv options of both validators (also used to check the schema). */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  // strictRequired is off because Ajv compiles oneOf/anyOf before `properties`, so it rejects the presence
  // rules of Route and TabGroup ("required property is not defined") although their parent schema declares
  // those properties. checkRequiredNames() below performs the same typo check, aware of parent schemas.
  strictRequired: false,
  inlineRefs: false,
  code: { source: true, esm: true, lines: true },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Schema walking

const MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions'];
const SINGLE_KEYWORDS = ['additionalProperties', 'additionalItems', 'propertyNames', 'not', 'contains', 'if', 'then', 'else'];
const ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf'];

const isObject = (v: unknown): v is SchemaObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One schema-path segment as Ajv writes it in `schemaPath` (JSON pointer escaping, then URI escaping). */
const fragment = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/**
 * Rebuilds a schema top-down: `visit` gets each schema object (as it is in the input, before its subschemas
 * are rebuilt) with its schema path ('#', '#/definitions/Route', ...) and returns a shallow replacement whose
 * subschemas are then rebuilt the same way, except under the keywords `keep` names (copied verbatim).
 * Never mutates the input.
 */
function mapSchema(
  schema: Schema,
  visit: (node: SchemaObject, at: string) => SchemaObject,
  keep: readonly string[] = [],
  at = '#',
): Schema {
  if (!isObject(schema)) return schema;
  const visited = visit(schema, at);
  const out: SchemaObject = {};
  const sub = (value: unknown, where: string): Schema => mapSchema(value as Schema, visit, keep, where);
  for (const [key, value] of Object.entries(visited)) {
    const here = `${at}/${fragment(key)}`;
    if (keep.includes(key)) {
      out[key] = structuredClone(value);
    } else if (MAP_KEYWORDS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, sub(s, `${here}/${fragment(name)}`)]));
    } else if (key === 'dependencies' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, Array.isArray(s) ? [...s] : sub(s, `${here}/${fragment(name)}`)]),
      );
    } else if ((ARRAY_KEYWORDS.includes(key) || key === 'items') && Array.isArray(value)) {
      out[key] = value.map((s, i) => sub(s, `${here}/${i}`));
    } else if (SINGLE_KEYWORDS.includes(key) || key === 'items') {
      out[key] = sub(value, here);
    } else {
      out[key] = structuredClone(value);
    }
  }
  return out;
}

const PRESENCE_KEYS = new Set(['required', 'not', 'anyOf']);

/** A subschema that only says which properties are present or absent: keys among required/not/anyOf. */
export function isPresenceOnly(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const keys = Object.keys(schema);
  if (keys.length === 0 || !keys.every((k) => PRESENCE_KEYS.has(k))) return false;
  if ('not' in schema && !isPresenceOnly(schema.not)) return false;
  if ('anyOf' in schema && !isPresenceCombinator(schema.anyOf)) return false;
  return true;
}

/** A oneOf/anyOf array whose branches only constrain presence. */
export function isPresenceCombinator(branches: unknown): boolean {
  return Array.isArray(branches) && branches.length > 0 && branches.every(isPresenceOnly);
}

/**
 * The schema of one overlay layer (an RFC 7396 merge patch with its nulls removed), derived from the whole
 * schema by a pure transform: every `required`, every `minProperties` and every oneOf/anyOf whose branches
 * only constrain presence are dropped; types, enums, patterns and additionalProperties:false stay (and so
 * does any `not`, verbatim).
 */
export function partialSchema(schema: SchemaObject): SchemaObject {
  // A `not` is copied verbatim: dropping a `required` inside it would turn "x must be absent" into "always
  // invalid". (Presence-only `not`s sit inside the presence-only oneOf/anyOf that are dropped anyway.)
  const keepVerbatim = ['not'];
  const out = mapSchema(
    schema,
    (node) => {
      const copy = { ...node };
      delete copy.required;
      delete copy.minProperties;
      for (const keyword of ['oneOf', 'anyOf']) {
        if (isPresenceCombinator(copy[keyword])) delete copy[keyword];
      }
      return copy;
    },
    keepVerbatim,
  ) as SchemaObject;
  if (typeof out.$id === 'string') out.$id = out.$id.replace(/(\.schema)?\.json$/, '.partial$1.json');
  if (typeof out.title === 'string') out.title = `${out.title} (partial)`;
  return out;
}

export interface PresenceRule {
  keyword: 'oneOf' | 'anyOf';
  /** The properties each alternative requires. */
  alternatives: string[][];
  /** Every property the rule mentions (to say which of them are present). */
  properties: string[];
}

function requiredNames(schema: unknown, into: Set<string>): void {
  if (!isObject(schema)) return;
  if (Array.isArray(schema.required)) for (const name of schema.required) into.add(String(name));
  requiredNames(schema.not, into);
  if (Array.isArray(schema.anyOf)) for (const branch of schema.anyOf) requiredNames(branch, into);
}

/**
 * The shape of the document as the error reporting needs it: for each object schema reachable from the root
 * (keyed by its schema path, $refs resolved), which schema each property, other property and array item
 * leads to, the declared properties when others are not allowed, and the presence rules. Ajv's schemaPath is
 * relative to the referenced definition, so the reporter locates a schema by the instance path through this.
 */
export interface ShapeNode {
  /** Declared property → key of its node. */
  props?: Record<string, string>;
  /** Node of the additionalProperties schema (keyed collections). */
  extra?: string;
  /** Node of the array items. */
  items?: string;
  /** The declared properties, when additionalProperties is false. */
  known?: string[];
  /** The presence-only oneOf/anyOf of this object. */
  presence?: PresenceRule[];
}

export function documentShape(schema: SchemaObject): Record<string, ShapeNode> {
  const shape: Record<string, ShapeNode> = {};
  const resolve = (node: unknown, at: string): [unknown, string] => {
    const seen = new Set<string>();
    while (isObject(node) && typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!/^#\/definitions\/[^/]+$/.test(ref)) throw new Error(`${SCHEMA_FILE}: unsupported $ref ${ref} at ${at}`);
      if (seen.has(ref)) throw new Error(`${SCHEMA_FILE}: $ref loop at ${ref}`);
      seen.add(ref);
      const name = decodeURIComponent(ref.slice('#/definitions/'.length)).replace(/~1/g, '/').replace(/~0/g, '~');
      node = (schema.definitions as Record<string, unknown> | undefined)?.[name];
      if (node === undefined) throw new Error(`${SCHEMA_FILE}: $ref ${ref} at ${at} names no definition`);
      at = ref;
    }
    return [node, at];
  };
  const visit = (raw: unknown, rawAt: string): string | undefined => {
    const [node, at] = resolve(raw, rawAt);
    if (!isObject(node)) return undefined;
    if (at in shape) return Object.keys(shape[at]!).length ? at : undefined;
    const entry: ShapeNode = {};
    shape[at] = entry;
    if (isObject(node.properties)) {
      const props: Record<string, string> = {};
      for (const [name, sub] of Object.entries(node.properties)) {
        const key = visit(sub, `${at}/properties/${fragment(name)}`);
        if (key) props[name] = key;
      }
      if (Object.keys(props).length) entry.props = props;
      if (node.additionalProperties === false) entry.known = Object.keys(node.properties);
    }
    if (isObject(node.additionalProperties)) {
      const key = visit(node.additionalProperties, `${at}/additionalProperties`);
      if (key) entry.extra = key;
    }
    if (isObject(node.items)) {
      const key = visit(node.items, `${at}/items`);
      if (key) entry.items = key;
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const branches = node[keyword];
      if (isPresenceCombinator(branches)) {
        const all = new Set<string>();
        requiredNames({ anyOf: branches }, all);
        (entry.presence ??= []).push({
          keyword,
          alternatives: (branches as SchemaObject[]).map((b) => (Array.isArray(b.required) ? b.required.map(String) : [])),
          properties: [...all],
        });
      }
    }
    if (Object.keys(entry).length === 0) return undefined;
    return at;
  };
  visit(schema, '#');
  for (const key of Object.keys(shape)) if (Object.keys(shape[key]!).length === 0) delete shape[key];
  return shape;
}

/**
 * The typo check that Ajv's strictRequired cannot do here: every name in a `required` must be declared in the
 * `properties` of the object schema it applies to (the schema itself, or the nearest ancestor object schema
 * when the `required` sits in a oneOf/anyOf/allOf/not branch). Returns messages, empty when fine.
 */
export function checkRequiredNames(schema: Schema): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, at: string, inherited: Set<string> | undefined): void => {
    if (!isObject(node)) return;
    const own = isObject(node.properties) ? new Set(Object.keys(node.properties)) : undefined;
    const declared = own ?? inherited;
    if (Array.isArray(node.required)) {
      for (const name of node.required) {
        if (!declared?.has(String(name))) {
          problems.push(`${at}/required: "${String(name)}" is not a declared property`);
        }
      }
    }
    for (const keyword of [...ARRAY_KEYWORDS]) {
      const branches = node[keyword];
      if (Array.isArray(branches)) branches.forEach((b, i) => walk(b, `${at}/${keyword}/${i}`, declared));
    }
    walk(node.not, `${at}/not`, declared);
    for (const keyword of MAP_KEYWORDS) {
      const map = node[keyword];
      if (isObject(map)) for (const [name, sub] of Object.entries(map)) walk(sub, `${at}/${keyword}/${fragment(name)}`, undefined);
    }
    for (const keyword of ['additionalProperties', 'additionalItems', 'propertyNames', 'contains', 'if', 'then', 'else', 'items']) {
      const sub = node[keyword];
      if (Array.isArray(sub)) sub.forEach((s, i) => walk(s, `${at}/${keyword}/${i}`, undefined));
      else walk(sub, `${at}/${keyword}`, keyword === 'if' || keyword === 'then' || keyword === 'else' ? declared : undefined);
    }
  };
  walk(schema, '#', undefined);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// TypeScript types

/**
 * The schema as json-schema-to-typescript should see it: each definition titled by its key (so the type
 * names are the definition names), other titles folded into the description (they would otherwise become
 * one type alias per property), $ref siblings dropped, and presence-only oneOf/anyOf dropped (they would turn
 * Route and TabGroup into index signatures; the validators still enforce them).
 */
export function typesSchema(schema: SchemaObject): SchemaObject {
  const out = mapSchema(schema, (node, at) => {
    if (typeof node.$ref === 'string') return { $ref: node.$ref };
    const copy = { ...node };
    for (const keyword of ['oneOf', 'anyOf']) {
      if (isPresenceCombinator(copy[keyword])) delete copy[keyword];
    }
    const definition = /^#\/definitions\/([^/]+)$/.exec(at);
    if (typeof copy.title === 'string' && at !== '#') {
      const title = copy.title;
      const description = typeof copy.description === 'string' ? copy.description : undefined;
      copy.description = description ? `${title}: ${description}` : title;
      delete copy.title;
    }
    if (definition) copy.title = decodeURIComponent(definition[1]!);
    return copy;
  }) as SchemaObject;
  return out;
}

const BANNER = (what: string): string =>
  [
    '/* eslint-disable */',
    '/**',
    ` * GENERATED FILE, do not edit: ${what}`,
    ` * Made from ${SCHEMA_FILE} by scripts/generate-schema.ts.`,
    ' * Regenerate: npx tsx scripts/generate-schema.ts (npm run schema).',
    ' * A test and `npx tsx scripts/generate-schema.ts --check` (npm run schema:check) fail when it is stale.',
    ' */',
  ].join('\n');

/** Type names layout.ts must export: other code is written against them. */
export const REQUIRED_TYPE_NAMES = [
  'LayoutDocument',
  'App',
  'Route',
  'MenuRule',
  'TabGroup',
  'TopBarItem',
  'IndexBlock',
  'LoginPage',
  'AuditLink',
  'Frames',
  'Push',
  'VisibilityRule',
  'LocalizedText',
];

async function typesFile(schema: SchemaObject): Promise<string> {
  const ts = await compileTypes(typesSchema(schema) as never, 'LayoutDocument', {
    bannerComment: BANNER('TypeScript types of the layout document (json-schema-to-typescript).'),
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    unknownAny: true,
    format: true,
  });
  const missing = REQUIRED_TYPE_NAMES.filter((name) => !new RegExp(`^export (type|interface) ${name}\\b`, 'm').test(ts));
  if (missing.length) throw new Error(`generated layout.ts lacks the types ${missing.join(', ')}`);
  const numbered = /^export (?:type|interface) (\w+\d)\b/m.exec(ts);
  if (numbered) throw new Error(`generated layout.ts has a numbered duplicate type ${numbered[1]}: give the schema node a distinct title`);
  return ts;
}

// ---------------------------------------------------------------------------------------------------------
// Validators

/** Ajv runtime helpers the standalone code requires, inlined so that the module is plain ESM. */
function runtimeSource(module: string): string {
  if (module === 'ucs2length' || module === 'equal') {
    const fn = require(`ajv/dist/runtime/${module}`).default as (...args: unknown[]) => unknown;
    return fn.toString();
  }
  throw new Error(`Ajv standalone code requires ajv/dist/runtime/${module}, which the generator does not inline yet`);
}

function inlineRequires(code: string): string {
  const helpers = new Map<string, string>();
  const replaced = code.replace(/require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g, (_all, module: string) => {
    const name = `ajvRuntime_${module}`;
    if (!helpers.has(name)) helpers.set(name, `const ${name} = (${runtimeSource(module)});`);
    return name;
  });
  if (/\brequire\(/.test(replaced)) {
    throw new Error(`Ajv standalone code still contains require(): ${/\brequire\([^)]*\)/.exec(replaced)?.[0]}`);
  }
  const body = replaced.replace(/^"use strict";\n?/, '');
  return [...helpers.values(), body].join('\n');
}

function createAjv(): Ajv {
  return new Ajv({ ...AJV_OPTIONS, code: { ...AJV_OPTIONS.code } });
}

/** Checks the schema itself: draft-07 meta-schema, Ajv strict mode, names in `required`. Throws when bad. */
export function assertValidSchema(schema: unknown): asserts schema is SchemaObject {
  if (!isObject(schema)) throw new Error(`${SCHEMA_FILE} is not a JSON object`);
  const ajv = createAjv();
  if (!ajv.validateSchema(schema)) {
    throw new Error(`${SCHEMA_FILE} is not a valid draft-07 schema: ${ajv.errorsText(ajv.errors, { dataVar: 'schema' })}`);
  }
  if (schema.$schema !== 'http://json-schema.org/draft-07/schema#') {
    throw new Error(`${SCHEMA_FILE} must declare "$schema": "http://json-schema.org/draft-07/schema#"`);
  }
  const problems = checkRequiredNames(schema);
  if (problems.length) throw new Error(`${SCHEMA_FILE} names undeclared properties in required:\n  ${problems.join('\n  ')}`);
  try {
    ajv.compile(schema);
    ajv.compile(partialSchema(schema));
  } catch (error) {
    throw new Error(`${SCHEMA_FILE} does not compile in Ajv strict mode: ${(error as Error).message}`);
  }
}

/**
 * The schema without its annotations (titles, descriptions, examples): the validators never read them,
 * and Ajv's standalone code would otherwise carry the whole reference text into the browser's bundle.
 */
export function withoutAnnotations(schema: SchemaObject): SchemaObject {
  return mapSchema(schema, (node) => {
    const copy = { ...node };
    for (const keyword of ['title', 'description', 'examples']) delete copy[keyword];
    return copy;
  }) as SchemaObject;
}

function validatorsFile(annotated: SchemaObject): string {
  const schema = withoutAnnotations(annotated);
  const partial = partialSchema(schema);
  const ajv = createAjv();
  ajv.addSchema(schema, 'layout');
  ajv.addSchema(partial, 'layoutPatch');
  const code = standaloneCode(ajv, { validateLayout: 'layout', validateLayoutPatch: 'layoutPatch' });
  return [
    BANNER('Ajv standalone validators (whole document and one overlay layer).'),
    '// Ajv options: ' + JSON.stringify({ ...AJV_OPTIONS, code: undefined }),
    '// The Ajv runtime helpers are inlined: this is plain ESM without require() or new Function.',
    inlineRequires(code),
    '',
  ].join('\n');
}

const VALIDATORS_DTS = `${BANNER('declarations of layoutValidators.js.')}

export interface StandaloneError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, any>;
  propertyName?: string;
  message?: string;
}

export interface StandaloneValidate {
  (data: unknown, dataCxt?: unknown): boolean;
  errors?: StandaloneError[] | null;
}

/** Validates a whole layout document. */
export declare const validateLayout: StandaloneValidate;
/** Validates one overlay layer (a merge patch whose null members were removed). */
export declare const validateLayoutPatch: StandaloneValidate;
`;

/** An object literal with one member per line. */
const entriesPerLine = (record: Record<string, unknown>): string =>
  `{\n${Object.entries(record)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
    .join('\n')}\n}`;

function wrapperFile(schema: SchemaObject): string {
  return `${BANNER('typed wrapper of the Ajv standalone validators.')}
import type { LayoutDocument } from './layout';
import { validateLayout as compiledLayout, validateLayoutPatch as compiledPatch } from './layoutValidators.js';
import type { StandaloneError } from './layoutValidators.js';

export type LayoutSchemaError = StandaloneError;

export interface LayoutValidator<T> {
  (data: unknown): data is T;
  /** The errors of the last call (allErrors: every problem, not just the first). */
  errors?: LayoutSchemaError[] | null;
}

/** An RFC 7396 merge patch of T: every member optional, null removes it, arrays are replaced whole. */
export type MergePatch<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: MergePatch<T[K]> | null }
    : T;

/** One overlay layer (tenant file, server overlay, draft). */
export type LayoutPatch = MergePatch<LayoutDocument>;

/** The $id of ${SCHEMA_FILE}. */
export const LAYOUT_SCHEMA_ID = ${JSON.stringify(schema.$id ?? '')};

/** Validates a whole layout document. */
export const validateLayout = compiledLayout as LayoutValidator<LayoutDocument>;

/**
 * Validates one overlay layer against the partial schema (no required, no minProperties, no presence-only
 * oneOf/anyOf). Remove the patch's null members first: in a merge patch they mean "remove".
 */
export const validateLayoutPatch = compiledPatch as LayoutValidator<LayoutPatch>;

/** A oneOf/anyOf of the whole schema that only says which properties must be present. */
export interface PresenceRule {
  keyword: 'oneOf' | 'anyOf';
  /** The properties each alternative requires. */
  alternatives: string[][];
  /** Every property the rule mentions. */
  properties: string[];
}

/** What the error reporting needs to know of one object schema (see scripts/generate-schema.ts). */
export interface ShapeNode {
  /** Declared property → key of its node. */
  props?: Record<string, string>;
  /** Node of the additionalProperties schema (keyed collections). */
  extra?: string;
  /** Node of the array items. */
  items?: string;
  /** The declared properties, when additionalProperties is false. */
  known?: string[];
  /** The presence-only oneOf/anyOf of this object. */
  presence?: PresenceRule[];
}

/** Key of the root node of layoutShape. */
export const LAYOUT_SHAPE_ROOT = '#';

/**
 * The object schemas of the document by schema path ($refs resolved). Ajv's schemaPath is relative to the
 * referenced definition, so the error reporting finds the schema of an instance path by walking this.
 */
export const layoutShape: Readonly<Record<string, ShapeNode>> = ${entriesPerLine(documentShape(schema))};
`;
}

// ---------------------------------------------------------------------------------------------------------
// Generate, write, check

/** Everything src/generated/ should contain, by file name. Throws when the schema is invalid. */
export async function generate(root = ROOT): Promise<Record<string, string>> {
  const text = await readFile(path.join(root, SCHEMA_FILE), 'utf8');
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    throw new Error(`${SCHEMA_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  assertValidSchema(schema);
  return {
    'layout.ts': await typesFile(schema),
    'layoutValidators.js': validatorsFile(schema),
    'layoutValidators.d.ts': VALIDATORS_DTS,
    'validators.ts': wrapperFile(schema),
  };
}

export interface CheckResult {
  ok: boolean;
  /** One line per stale or missing file, or the reason the schema is invalid. */
  problems: string[];
}

/** Regenerates in memory and compares with src/generated/. */
export async function checkGenerated(root = ROOT): Promise<CheckResult> {
  let files: Record<string, string>;
  try {
    files = await generate(root);
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const file = `${GENERATED_DIR}/${name}`;
    let current: string | undefined;
    try {
      current = await readFile(path.join(root, file), 'utf8');
    } catch {
      current = undefined;
    }
    if (current === undefined) problems.push(`${file} is missing`);
    else if (current !== content) problems.push(`${file} is stale (it differs from what ${SCHEMA_FILE} generates)`);
  }
  return { ok: problems.length === 0, problems };
}

/** Writes src/generated/; returns the files whose content changed. */
export async function writeGenerated(root = ROOT): Promise<string[]> {
  const files = await generate(root);
  await mkdir(path.join(root, GENERATED_DIR), { recursive: true });
  const changed: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, GENERATED_DIR, name);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== content) {
      await writeFile(file, content);
      changed.push(`${GENERATED_DIR}/${name}`);
    }
  }
  return changed;
}

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length) {
    console.error(`usage: npx tsx scripts/generate-schema.ts [--check]\nunknown argument: ${unknown.join(' ')}`);
    return 2;
  }
  if (args.includes('--check')) {
    const result = await checkGenerated();
    if (result.ok) {
      console.log(`${GENERATED_DIR}/ is up to date with ${SCHEMA_FILE}`);
      return 0;
    }
    for (const problem of result.problems) console.error(problem);
    console.error('Run `npx tsx scripts/generate-schema.ts` (npm run schema) and commit the result.');
    return 1;
  }
  try {
    const changed = await writeGenerated();
    console.log(changed.length ? `wrote ${changed.join(', ')}` : `${GENERATED_DIR}/ is already up to date`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
