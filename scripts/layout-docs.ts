/**
 * Writes docs/layout.md, the layout document reference, from the titles and descriptions of
 * schema/layout.schema.json, so the reference cannot drift from the schema. `--check` exits 1
 * when docs/layout.md is stale (part of `npm run schema:check`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = {
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  definitions?: Record<string, Schema>;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = path.join(root, 'schema/layout.schema.json');
const docFile = path.join(root, 'docs/layout.md');

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function typeOf(schema: Schema, defs: Record<string, Schema>): string {
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
  if (schema.pattern) parts.push(`pattern \`${schema.pattern}\``);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  return parts.join(', ');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function rows(schema: Schema, defs: Record<string, Schema>, prefix: string): string[] {
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const target = property.$ref ? defs[refName(property.$ref)] : undefined;
    const description = [property.title ?? target?.title, property.description ?? target?.description, constraints(property)].filter(Boolean).join(' — ');
    lines.push(`| \`${prefix}${name}\` | ${typeOf(property, defs)} | ${required.has(name) ? 'yes' : ''} | ${cell(description)} |`);
    // Inline objects are spelled out with dotted names; named definitions get their own section.
    if (!property.$ref && property.properties) lines.push(...rows(property, defs, `${prefix}${name}.`));
    const entry = property.additionalProperties;
    if (!property.$ref && typeof entry === 'object' && !entry.$ref && entry.properties) lines.push(...rows(entry, defs, `${prefix}${name}.<key>.`));
  }
  return lines;
}

function table(schema: Schema, defs: Record<string, Schema>): string[] {
  return ['| property | type | required | description |', '|---|---|---|---|', ...rows(schema, defs, '')];
}

export function renderLayoutDocs(schemaText: string): string {
  const schema = JSON.parse(schemaText) as Schema;
  const defs = schema.definitions ?? {};
  const out: string[] = [
    '<!-- Generated from schema/layout.schema.json by scripts/layout-docs.ts (npm run schema). Do not edit. -->',
    '# Layout document reference',
    '',
    schema.description ?? '',
    '',
    'Files: `config/base/layout.json` (the default, checked whole), `config/tenants/<tenant>/layout.json` (an overlay,',
    'checked as a partial and merged over the base), server overlays saved from the editor. Check any file with',
    '`npm run config:check -- <file>`.',
    '',
    '## Top level',
    '',
    ...table(schema, defs),
  ];
  for (const [name, def] of Object.entries(defs)) {
    if (!def.properties) continue;
    out.push('', `## ${name}`, '', [def.title, def.description].filter(Boolean).join(': '), '', ...table(def, defs));
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
