// Which properties of the layout schema no code reads. A setting the schema accepts but nothing in the
// shell or the server reads is a setting that silently does nothing (issue 14): an implementer sets it
// for a customer, the check passes, and nothing changes. This walks the schema to every named property
// and collects the names that the code of src/, plugins/ and server/ reads (property accesses `.name`,
// `['name']`, destructuring `{ name }`, `'name' in x`), with the TypeScript parser, so comments and
// strings do not count. A property counts as read when its name is read somewhere: coarse (a name read
// for another object counts too), but a setting nobody reads under any name is caught.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One named property of the schema: its path (dots; '*' for the members of a keyed collection) and its name. */
export interface SchemaProperty {
  path: string;
  name: string;
}

export type JsonSchema = {
  type?: unknown;
  enum?: unknown;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
};

/**
 * Every named property of the schema, reached from the root through properties, keyed collections
 * (additionalProperties), arrays and the combinators; each definition is walked once per place it is
 * used, but a definition that refers to itself is walked only once along a path.
 */
export function schemaProperties(schema: JsonSchema): SchemaProperty[] {
  const found = new Map<string, SchemaProperty>();
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const name = node.$ref.replace(/^#\/definitions\//, '');
    const target = schema.definitions?.[name];
    if (!target) throw new Error(`unknown $ref ${node.$ref}`);
    return target;
  };
  const walk = (raw: JsonSchema, at: string, seen: readonly string[]): void => {
    if (raw.$ref && seen.includes(raw.$ref)) return;
    const node = resolve(raw);
    const nextSeen = raw.$ref ? [...seen, raw.$ref] : seen;
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const childPath = at ? `${at}.${name}` : name;
      found.set(childPath, { path: childPath, name });
      walk(child, childPath, nextSeen);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, at ? `${at}.*` : '*', nextSeen);
    if (node.items) walk(node.items, at, nextSeen);
    for (const part of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(part, at, nextSeen);
  };
  walk(schema, '', []);
  return [...found.values()];
}

/** The property names a TypeScript source reads. */
export function namesReadBy(source: string, fileName = 'source.tsx'): Set<string> {
  const names = new Set<string>();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) names.add(node.name.text);
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) names.add(node.argumentExpression.text);
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) names.add(key.text);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && ts.isStringLiteralLike(node.left)) names.add(node.left.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The non-test TypeScript sources under the folders (generated code excluded: it declares, it does not read). */
export function sourceFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'generated') continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry) && !/\.(test|e2e\.test|bench)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const root of roots) walk(root);
  return files;
}

/** The properties of the schema whose names none of the files reads, minus those `readElsewhere` explains. */
export function unreadProperties(schema: JsonSchema, files: readonly string[], readElsewhere: Readonly<Record<string, string>> = {}): SchemaProperty[] {
  const read = new Set<string>();
  for (const file of files) for (const name of namesReadBy(readFileSync(file, 'utf8'), file)) read.add(name);
  return schemaProperties(schema).filter((property) => !read.has(property.name) && !(property.path in readElsewhere));
}
