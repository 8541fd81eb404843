// Which properties of the layout schema no code reads. A setting the schema accepts but nothing in the
// shell or the server reads is a setting that silently does nothing (issue 14): an implementer sets it
// for a customer, the check passes, and nothing changes. This walks the schema to every named property
// and the code of src/, plugins/ and server/ to every read (property accesses `.name`, `['name']`,
// destructuring `{ name }`, `'name' in x`), with the TypeScript parser, so comments and strings do not
// count.
//
// Path-aware (issue 25): a property counts as read only when code reads it at its own path, not when
// some other object has a member of that name. Its path is taken from the nearest point where the code
// holds the object under a name of its own choosing: a definition ($ref: VisibilityRule, LoginPage…),
// a member of a keyed collection or an item of an array. So `loginPage.defaults.background` is read by
// `loginPage.defaults.background`, `layout.loginPage.defaults?.background`, `const { defaults } =
// loginPage; defaults.background` or `const d = page.defaults; d.background`, but not by
// `style.background`; `topBar.*.visibleWhen` by any `.visibleWhen` (the item is held under any name).
// Reads are followed through the names a file gives them (const x = a.b; const { b } = a), not through
// calls or across files: a reader that holds an inner object under an unrelated name (`(r: Rule) =>
// r.stationsExcluded`) is found only when the object starts a path (a definition, a collection member).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * One named property of the schema: its path (dots; '*' for the members of a keyed collection), its name,
 * and the names a read must show in a row (`tail`): the path from the nearest definition, collection
 * member or array item down to the property (['defaults', 'background'] for loginPage.defaults.background).
 */
export interface SchemaProperty {
  path: string;
  name: string;
  tail: readonly string[];
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
  const walk = (raw: JsonSchema, at: string, tail: readonly string[], seen: readonly string[]): void => {
    if (raw.$ref && seen.includes(raw.$ref)) return;
    const node = resolve(raw);
    const nextSeen = raw.$ref ? [...seen, raw.$ref] : seen;
    // A definition starts a path: its objects are read under whatever name the reader gives them.
    const from = raw.$ref ? [] : tail;
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const childPath = at ? `${at}.${name}` : name;
      const childTail = [...from, name];
      if (!found.has(childPath)) found.set(childPath, { path: childPath, name, tail: childTail });
      walk(child, childPath, childTail, nextSeen);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, at ? `${at}.*` : '*', [], nextSeen);
    if (node.items) walk(node.items, at, [], nextSeen);
    for (const part of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(part, at, from, nextSeen);
  };
  walk(schema, '', [], []);
  return [...found.values()];
}

/**
 * One read: the names read in a row, `root` the name the object was held under when the row starts at a
 * variable or parameter of unknown origin (`defaults` in `defaults.background`), else undefined.
 */
export interface Read {
  root?: string;
  names: readonly string[];
}

/** The reads of a TypeScript source (see the file's comment). */
export function readsOf(source: string, fileName = 'source.tsx'): Read[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const aliases = new Map<string, Read>();
  const reads: Read[] = [];
  const chainOf = (node: ts.Expression): Read | undefined => {
    if (ts.isPropertyAccessExpression(node)) return extend(chainOf(node.expression), node.name.text);
    if (ts.isElementAccessExpression(node)) return ts.isStringLiteralLike(node.argumentExpression) ? extend(chainOf(node.expression), node.argumentExpression.text) : undefined;
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) return chainOf(node.expression);
    if (ts.isIdentifier(node)) return aliases.get(node.text) ?? { root: node.text, names: [] };
    return undefined;
  };
  const extend = (chain: Read | undefined, name: string): Read => ({ ...(chain?.root !== undefined ? { root: chain.root } : {}), names: [...(chain?.names ?? []), name] });
  const bind = (pattern: ts.BindingName, from: Read | undefined): void => {
    if (ts.isIdentifier(pattern)) {
      // `const d = page.defaults` holds a path; `const display = raw` only renames an unknown object.
      if (from && from.names.length > 0) aliases.set(pattern.text, from);
      else aliases.delete(pattern.text);
      return;
    }
    if (!ts.isObjectBindingPattern(pattern)) return;
    for (const element of pattern.elements) {
      const key = element.propertyName ?? element.name;
      if (!(ts.isIdentifier(key) || ts.isStringLiteralLike(key))) continue;
      const read = extend(from, key.text);
      reads.push(read);
      bind(element.name, read);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) || (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))) {
      const read = chainOf(node);
      if (read) reads.push(read);
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      bind(node.name, chainOf(node.initializer));
    } else if ((ts.isParameter(node) || ts.isBindingElement(node)) && ts.isObjectBindingPattern(node.name) && !ts.isBindingElement(node)) {
      bind(node.name, undefined);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && ts.isStringLiteralLike(node.left)) {
      reads.push(extend(chainOf(node.right), node.left.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return reads;
}

/** The property names a TypeScript source reads (anywhere, at any path). */
export function namesReadBy(source: string, fileName = 'source.tsx'): Set<string> {
  return new Set(readsOf(source, fileName).flatMap((read) => read.names));
}

/**
 * Whether some read shows a property's tail in a row: its last name read, the names before it read
 * just before it or, for the first of them, the name the object was held under.
 */
export function isRead(tail: readonly string[], reads: readonly Read[]): boolean {
  const last = tail.length - 1;
  return reads.some((read) => {
    const row = read.root !== undefined ? [read.root, ...read.names] : read.names;
    const firstName = read.root !== undefined ? 1 : 0;
    for (let end = Math.max(firstName, last); end < row.length; end++) {
      if (tail.every((name, i) => row[end - last + i] === name)) return true;
    }
    return false;
  });
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

/** The properties of the schema that none of the files reads at their own path, minus those `readElsewhere` explains. */
export function unreadProperties(schema: JsonSchema, files: readonly string[], readElsewhere: Readonly<Record<string, string>> = {}): SchemaProperty[] {
  const reads = files.flatMap((file) => readsOf(readFileSync(file, 'utf8'), file));
  // Indexed by the last name: each property is tested against the reads that end with it (in some row).
  const byName = new Map<string, Read[]>();
  for (const read of reads) for (const name of new Set(read.names)) byName.set(name, [...(byName.get(name) ?? []), read]);
  return schemaProperties(schema).filter((property) => !(property.path in readElsewhere) && !isRead(property.tail, byName.get(property.name) ?? []));
}
