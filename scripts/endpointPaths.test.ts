// A path is written once: in its declaration (src/contract/endpoints). This scans the string literals
// of every source file, tests included, for the declared paths, whole and with their parameters (a
// parameter spelled `:id`, filled in by an interpolation or written out); comments and module
// specifiers are not literals, so they never count. Shell code reads `endpoints.x.path`; tests and
// scripts build addresses with endpointUrl() (src/testing/endpointUrl.ts) or fillPath().
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract/endpoints';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'server', 'plugins', 'scripts', 'tests'];
const DECLARATIONS = 'src/contract/endpoints/';
/** The tests of this rule and of endpointUrl() spell paths on purpose: they are their fixtures. */
const RULE_TESTS = ['scripts/endpointPaths.test.ts', 'src/testing/endpointUrl.test.ts'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'generated', 'demo-apps', '.lint-fixtures'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The string literals of a source file; a template's interpolations read as `${}`. */
export function literalsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateExpression(node)) literals.push(node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FIXED_PATHS = new Set<string>(Object.values(endpoints).map((endpoint) => endpoint.path).filter((declared) => !declared.includes('/:')));

/** Whether a literal spells a declared path: whole (not the start of a longer segment), each parameter as `:name`, an interpolation or a value. */
export function spells(declared: string, literal: string): boolean {
  const pattern = new RegExp(`(?<!\\.)${declared.split(/:\w+/).map(escape).join('(\\$\\{\\}|[\\w.%~+:-]+)')}(?![\\w-])`, 'g');
  // A value in a parameter's place that makes another declared path belongs to that declaration.
  return [...literal.matchAll(pattern)].some((match) => match[0] === declared || !FIXED_PATHS.has(match[0]));
}

/** For each declared path, the files whose string literals spell it. */
export function pathOccurrences(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map((file) => ({
    file: path.relative(ROOT, file),
    literals: literalsOf(file, fs.readFileSync(file, 'utf8')),
  }));
  const found = new Map<string, string[]>();
  for (const endpoint of Object.values(endpoints)) {
    found.set(endpoint.path, files.filter(({ literals }) => literals.some((literal) => spells(endpoint.path, literal))).map(({ file }) => file));
  }
  return found;
}

/**
 * Files that still spell a path, as `<endpoint name> in <file>`: each is justified in the report of
 * issue 24 (files another part of the restructure owns at the same time). This list may only shrink.
 */
const NOT_YET_CONVERTED: string[] = [];

const nameOf = new Map<string, string>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint.path, name]));

describe('endpoint paths', () => {
  const occurrences = pathOccurrences();

  it('every declared path is spelled in its declaration', () => {
    for (const [declared, files] of occurrences) expect(files.some((file) => file.startsWith(DECLARATIONS)), declared).toBe(true);
  });

  it('no file but the declaration spells a declared path, tests included', () => {
    const elsewhere = [...occurrences].flatMap(([declared, files]) => files.filter((file) => !file.startsWith(DECLARATIONS) && !RULE_TESTS.includes(file)).map((file) => `${nameOf.get(declared)} in ${file}`));
    expect(elsewhere.filter((entry) => !NOT_YET_CONVERTED.includes(entry))).toEqual([]);
  });

  it('the list of files not yet converted holds only files that still spell a path', () => {
    const elsewhere = new Set([...occurrences].flatMap(([declared, files]) => files.map((file) => `${nameOf.get(declared)} in ${file}`)));
    expect(NOT_YET_CONVERTED.filter((entry) => !elsewhere.has(entry))).toEqual([]);
  });
});

describe('spells', () => {
  it('finds a path whole, with its parameters filled in or spelled', () => {
    expect(spells('/dev/captcha/:id', 'GET /portal/apis/dev/captcha/${}')).toBe(true);
    expect(spells('/dev/captcha/:id', '/dev/captcha/abc?x=1')).toBe(true);
    expect(spells('/dev/captcha/:id', '/dev/captcha/:id')).toBe(true);
    expect(spells('/ElsLayoutConfigService/version', '/ElsLayoutConfigService/versions')).toBe(false);
    expect(spells('/health', './health')).toBe(false);
    expect(spells('/dictionary/:file', 'GET dictionary/{language}.json')).toBe(false);
  });

  it('gives a written-out parameter to the declaration whose fixed path it makes', () => {
    expect(spells('/CommonAuditService/:action', '/CommonAuditService/todoPagelist')).toBe(false);
    expect(spells('/CommonAuditService/:action', '/CommonAuditService/approve')).toBe(true);
  });

  it('reads no comment and no module specifier as a literal', () => {
    const text = "import { a } from './health';\n// calls '/health'\n/* `/health` */\nconst b = await import('./x/health');\nconst c = `${a}/health`;\n";
    expect(literalsOf('x.ts', text)).toEqual(['${}/health']);
  });
});
