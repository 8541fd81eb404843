/**
 * Writes docs/layout.md, the layout document reference, from the titles and descriptions of
 * schema/layout.schema.json, so the reference cannot drift from the schema. `--check` exits 1
 * when docs/layout.md is stale (part of `npm run schema:check`).
 *
 * Each property gets what it changes on screen (its description), who wins when the server or the
 * user also has a say (the description's sentence that starts "Who wins:"), and one example written
 * as the overlay that sets it: the schema's first `examples` value, else the value the base document
 * (config/base/layout.json) has there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { patternMessage } from '../src/core/config/patternMessages';

type Schema = {
  title?: string;
  description?: string;
  examples?: unknown[];
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  definitions?: Record<string, Schema>;
};

/** A value of the base document and where it is (the path of keys from the root). */
interface Instance {
  path: string[];
  value: unknown;
  /** An item of a keyed collection (its last path segment is its id). */
  keyed?: boolean;
}

/** Where each definition is used in the base document: its instances, in document order. */
type Instances = Map<string, Instance[]>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = path.join(root, 'schema/layout.schema.json');
const docFile = path.join(root, 'docs/layout.md');
const baseFile = path.join(root, 'config/base/layout.json');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks the base document along the schema and records the instances of each named definition. */
function collectInstances(schema: Schema, value: unknown, at: string[], defs: Record<string, Schema>, out: Instances, keyed = false): void {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    out.set(name, [...(out.get(name) ?? []), { path: at, value, keyed }]);
    const target = defs[name];
    if (target) collectInstances(target, value, at, defs, out);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const declared = schema.properties?.[key];
    const sub = declared ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (sub) collectInstances(sub, child, [...at, key], defs, out, declared === undefined);
  }
}

/** The value at `segments` under an instance ('<key>' stands for the first key of an object), with its path. */
function navigate(instance: Instance, segments: readonly string[]): Instance | undefined {
  let { value } = instance;
  const at = [...instance.path];
  for (const segment of segments) {
    if (!isRecord(value)) return undefined;
    const key = segment === '<key>' ? Object.keys(value)[0] : segment;
    if (key === undefined || !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = value[key];
    at.push(key);
  }
  return { path: at, value };
}

/** A long collection is shown by its first entry. */
function firstEntryIfLong(value: unknown): unknown {
  if (!isRecord(value) || JSON.stringify(value).length <= 160) return value;
  const [first] = Object.entries(value);
  return first ? { [first[0]]: first[1] } : value;
}

/** The example of one property as the overlay that sets it: `{"app":{"siteTitle":"SRM"}}`. */
function exampleOf(property: Schema, segments: readonly string[], owners: readonly Instance[]): string | undefined {
  const found = owners.map((owner) => navigate(owner, segments)).find((instance) => instance !== undefined);
  const fromSchema = property.examples?.[0];
  const value = fromSchema !== undefined ? fromSchema : found ? firstEntryIfLong(found.value) : undefined;
  if (value === undefined) return undefined;
  // No item has it: an item of the collection named 'example' (not one whose kind may not have it).
  const owner = owners[0];
  const ownerPath = owner ? (owner.keyed ? [...owner.path.slice(0, -1), 'example'] : owner.path) : [];
  const at = found?.path ?? [...ownerPath, ...segments.map((segment) => (segment === '<key>' ? 'example' : segment))];
  const overlay = at.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
  renderedExamples.push(overlay);
  return JSON.stringify(overlay).replace(/,"/g, ', "').replace(/":/g, '": ');
}

/** A description's "Who wins: …" sentence (to the end), apart from what it changes. */
function splitWhoWins(description: string | undefined): { what: string; whoWins?: string } {
  if (!description) return { what: '' };
  const at = description.indexOf('Who wins:');
  if (at < 0) return { what: description };
  return { what: description.slice(0, at).trim(), whoWins: description.slice(at + 'Who wins:'.length).trim() };
}

/** Properties the reference cannot give an example for (no `examples`, no value in the base document). */
export const missingExamples: string[] = [];

/** The overlays the reference shows as examples (each must be a valid overlay). */
export const renderedExamples: unknown[] = [];

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function typeOf(schema: Schema, defs: Record<string, Schema>): string {
  // A definition narrowed by further conditions (an audience's `when`): the definition's type.
  if (schema.allOf?.[0] && !schema.$ref && !schema.type) return typeOf(schema.allOf[0], defs);
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = defs[name];
    return target?.properties || target?.additionalProperties ? `[${name}](#${name.toLowerCase()})` : typeOf(target ?? {}, defs);
  }
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map((branch) => typeOf(branch, defs)).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items, defs) : 'any'}`;
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    return `object of ${typeOf(schema.additionalProperties, defs)} by key`;
  }
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

function constraints(schema: Schema): string {
  const parts: string[] = [];
  if (schema.pattern) parts.push(`must be ${patternMessage(schema.pattern)}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  return parts.join(', ');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

interface Context {
  defs: Record<string, Schema>;
  /** The instances of the definition being rendered (the whole document for the top level). */
  owners: readonly Instance[];
  /** The section's name, for the list of properties without an example. */
  section: string;
}

function rows(schema: Schema, ctx: Context, prefix: string[]): string[] {
  const { defs } = ctx;
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const target = property.$ref ? defs[refName(property.$ref)] : undefined;
    const { what, whoWins } = splitWhoWins(property.description ?? target?.description);
    const segments = [...prefix, name];
    const example = name === '$schema' ? undefined : exampleOf(property.examples ? property : (target ?? property), segments, ctx.owners);
    if (example === undefined && name !== '$schema') missingExamples.push(`${ctx.section}: ${segments.join('.')}`);
    const parts = [
      [property.title ?? target?.title, what, constraints(property)].filter(Boolean).join(' — '),
      whoWins ? `**Who wins:** ${whoWins}` : '',
      example ? `**Example:** \`${example}\`` : '',
    ].filter(Boolean);
    lines.push(`| \`${segments.join('.')}\` | ${typeOf(property, defs)} | ${required.has(name) ? 'yes' : ''} | ${parts.map(cell).join('<br>')} |`);
    // Inline objects are spelled out with dotted names; named definitions get their own section.
    if (!property.$ref && property.properties) lines.push(...rows(property, ctx, segments));
    const entry = property.additionalProperties;
    if (!property.$ref && typeof entry === 'object' && !entry.$ref && entry.properties) lines.push(...rows(entry, ctx, [...segments, '<key>']));
  }
  return lines;
}

function table(schema: Schema, ctx: Context): string[] {
  return ['| property | type | required | what it changes, who wins, example |', '|---|---|---|---|', ...rows(schema, ctx, [])];
}

export function renderLayoutDocs(schemaText: string, baseText: string = readFileSync(baseFile, 'utf8')): string {
  const schema = JSON.parse(schemaText) as Schema;
  const defs = schema.definitions ?? {};
  const base = JSON.parse(baseText) as unknown;
  const instances: Instances = new Map();
  collectInstances(schema, base, [], defs, instances);
  // A top-level member the base document does not have (audiences): its schema example stands for it.
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const example = property.examples?.[0];
    if (example !== undefined && !(isRecord(base) && key in base)) collectInstances(property, example, [key], defs, instances);
  }
  missingExamples.length = 0;
  renderedExamples.length = 0;
  const out: string[] = [
    '<!-- Generated from schema/layout.schema.json by scripts/layout-docs.ts (npm run schema). Do not edit. -->',
    '# Layout document reference',
    '',
    schema.description ?? '',
    '',
    'Files: `config/base/layout.json` (the default, checked whole), `config/tenants/<tenant>/layout.json` (an overlay,',
    'checked as a partial and merged over the base), server overlays saved from the editor. Check any file with',
    '`npm run config:check -- <file>`; a deployment\'s own config folder with `--config <dir>` or `SRM_CONFIG_DIR`',
    '(`npm run config:check -- --config /srv/srm/config` checks its base and every tenant; `merge` and `diff` take the same).',
    '',
    '**Images.** Every image setting (`app.branding.logo`, `app.branding.loginLogo`, `app.branding.favicon`,',
    '`loginPage.defaults.background`) takes every form of [ImageSource](#imagesource): an https URL, a path on the',
    'portal\'s origin (`/portal/brand/logo.png`), a file-service path (`logos/acme.png`, or one carrying `?filePath=`) or',
    'a Base64 `data:image/(png|jpeg|gif|webp|svg+xml)` URL of at most 44,000 characters; `http:`, `javascript:`, other',
    '`data:` types and `//host` are refused by the check and again where the image is shown.',
    '`loginPage.defaults.advertisement` is text, or an image when it is an https URL or a portal path ending in',
    '.png/.jpg/.jpeg/.gif/.svg/.webp on an origin the portal may open (its own or `app.linkOrigins`); anything else is shown as text.',
    '',
    '**Texts.** Every text of the shell is a message id (`i18n_…`) of its catalogues, in both languages. A tenant',
    'replaces any of them with its own translation files: `config/tenants/<tenant>/i18n/<language>.json` (a flat JSON',
    'object of message id → ICU text; the server serves every `.json` of the config folder under `{prefix}/config/`)',
    'and, in its layout, `app.translations.urlTemplate: "{prefix}/config/tenants/<tenant>/i18n/{language}.json"`.',
    'The registration agreement is the message `i18n_agreement_body` (its title `i18n_agreement_title`, the',
    'link `i18n_login_agreement`, the checkbox `i18n_register_agreement`): the same dialog on the login and',
    'registration pages.',
    '',
    '**Who wins.** Between the layers, the later one: base file → tenant file → the tenant-wide overlay an admin',
    'saves → the user\'s own overlay → an unsaved draft (see "Tenants and layers" in the README). Where the server',
    'or the user also has a say (system settings, the menu, the user\'s own choices), the property says who wins.',
    'Each example is the overlay that sets the property, with the value the base document has (or a typical one).',
    '',
    '## Top level',
    '',
    ...table(schema, { defs, owners: [{ path: [], value: base }], section: 'top level' }),
  ];
  for (const [name, def] of Object.entries(defs)) {
    if (!def.properties) continue;
    const { what, whoWins } = splitWhoWins(def.description);
    out.push(
      '',
      `## ${name}`,
      '',
      [def.title, what].filter(Boolean).join(': '),
      ...(whoWins ? ['', `**Who wins:** ${whoWins}`] : []),
      '',
      ...table(def, { defs, owners: instances.get(name) ?? [], section: name }),
    );
  }
  return `${out.join('\n')}\n`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rendered = renderLayoutDocs(readFileSync(schemaFile, 'utf8'));
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(docFile, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== rendered) {
      console.error('docs/layout.md is stale: run `npm run schema`');
      process.exit(1);
    }
    console.log('docs/layout.md is up to date with schema/layout.schema.json');
  } else {
    writeFileSync(docFile, rendered);
    console.log('wrote docs/layout.md');
  }
}
