/**
 * Counts import cycles, type-only imports included, for CI (`npm run lint`, so `npm test`):
 *
 *   npx tsx scripts/importCycles.ts [<dir>…]     (default: src plugins server scripts)
 *
 * import-x/no-cycle (eslint.config.js) does not follow `import type`, which is erased before anything
 * runs; but a type-only cycle still marks a declaration in the wrong file (a props type declared by
 * the dispatcher that imports the component, a rule's type declared by the rule's user). This reads
 * every TypeScript file with the compiler's parser, follows every import, re-export, dynamic import
 * and `import('…')` type, resolved as tsconfig.json resolves them, and reports each group of files
 * that reach each other (a strongly connected component) with one shortest cycle through it.
 *
 * A cycle listed in KNOWN_CYCLES (with the work that removes it) is printed but does not fail; a
 * listed cycle that is gone fails, so that the list only ever shrinks.
 *
 * Exit code: 0 no cycle but the known ones, 1 another cycle or a stale known one, 2 usage error or a
 * tool failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { runAsMain, type CheckIo } from './runAsMain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIRS = ['src', 'plugins', 'server', 'scripts'];

/**
 * Cycles that are known and being removed, each as its group of files (relative to the root, sorted)
 * and the work that removes it. Empty is the goal.
 */
export const KNOWN_CYCLES: readonly { files: readonly string[]; until: string }[] = [];

export interface ImportEdge {
  from: string;
  to: string;
  /** Erased at run time: `import type`, `export type`, every specifier `type`, or an `import('…')` type. */
  typeOnly: boolean;
}

export interface Cycle {
  /** The files that reach each other, sorted. */
  files: string[];
  /** One shortest cycle through the first file: file → … → the first file again. */
  path: string[];
  /**
   * The group has a cycle of run-time imports too (import-x/no-cycle sees it); false when only its
   * type-only imports close the cycles.
   */
  runtime: boolean;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!file) return { moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true };
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).options;
}

function codeFilesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** The module specifiers a file names, each with whether the import is type-only. */
export function importsOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes = !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || allTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allTypes = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || allTypes });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push({ specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between the files under `dirs` (relative to `root`); imports of libraries are left out. */
export function importGraph(root: string, dirs: readonly string[]): { files: string[]; edges: ImportEdge[] } {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = dirs.flatMap((dir) => codeFilesUnder(path.resolve(root, dir)));
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (known.has(target)) edges.push({ from: file, to: target, typeOnly });
    }
  }
  return { files, edges };
}

/** The groups of files that import each other, through any chain (Tarjan's strongly connected components). */
function stronglyConnected(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, ImportEdge[]>(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the stack.
  for (const start of files) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const out = next.get(frame.file)!;
      if (frame.edge < out.length) {
        const target = out[frame.edge++]!.to;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        const selfImport = out.some((edge) => edge.to === frame.file);
        if (group.length > 1 || selfImport) groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** The import cycles among `files`: each group of files that reach each other, with one shortest cycle. */
export function findCycles(files: readonly string[], edges: readonly ImportEdge[]): Cycle[] {
  return stronglyConnected(files, edges)
    .map((group) => {
      const inGroup = new Set(group);
      const groupEdges = edges.filter((edge) => inGroup.has(edge.from) && inGroup.has(edge.to));
      const runtimeEdges = groupEdges.filter((edge) => !edge.typeOnly);
      return { files: group, path: shortestCycle(group[0]!, groupEdges), runtime: stronglyConnected(group, runtimeEdges).length > 0 };
    })
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!));
}

/** A shortest way from `start` back to itself (breadth first). */
function shortestCycle(start: string, edges: readonly ImportEdge[]): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const edge of edges.filter((candidate) => candidate.from === file)) {
      if (edge.to === start) {
        const way = [file];
        for (let at = file; at !== start; ) {
          at = previous.get(at)!;
          way.unshift(at);
        }
        return [...way, start];
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, file);
        queue.push(edge.to);
      }
    }
  }
  return [start];
}

/** Runs the check; returns the exit code. */
export async function runImportCycles(args: readonly string[], io: CheckIo, known: typeof KNOWN_CYCLES = KNOWN_CYCLES): Promise<number> {
  const root = io.cwd ?? ROOT;
  const dirs = args.length > 0 ? [...args] : DEFAULT_DIRS;
  const { files, edges } = importGraph(root, dirs);
  const cycles = findCycles(files, edges);
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const key = (group: readonly string[]) => [...group].sort().join('\n');
  const knownKeys = new Map(known.map((entry) => [key(entry.files), entry]));
  const found = new Set<string>();
  let failures = 0;
  for (const cycle of cycles) {
    const group = cycle.files.map(shown);
    found.add(key(group));
    const listed = knownKeys.get(key(group));
    if (!listed) failures++;
    const kind = `${cycle.runtime ? 'cycle' : 'type-only cycle'} of ${group.length} file(s)`;
    io.out(`${listed ? `known ${kind}, until ${listed.until}` : kind}: ${cycle.path.map(shown).join(' → ')}`);
    if (group.length > cycle.path.length - 1) io.out(`  the group: ${group.join(', ')}`);
  }
  for (const entry of known) {
    if (found.has(key(entry.files)) || !entry.files.every((file) => dirs.some((dir) => file.startsWith(`${dir}/`)))) continue;
    failures++;
    io.out(`stale: the known cycle of ${entry.files.join(', ')} is gone; remove it from KNOWN_CYCLES (scripts/importCycles.ts)`);
  }
  const summary = `${files.length} files, ${edges.length} imports (${edges.filter((edge) => edge.typeOnly).length} type-only) in ${dirs.join(', ')}`;
  if (failures > 0) {
    io.err(`import cycles: ${failures} problem(s); ${summary}. Move the declaration both files need to a file of its own.`);
    return 1;
  }
  io.out(`OK import cycles: ${cycles.length === 0 ? 'none' : `only the ${cycles.length} known`}; ${summary}`);
  return 0;
}

runAsMain(import.meta.url, runImportCycles);
