/**
 * Checks the message catalogues against the code, for CI (npm test) and implementers:
 *
 *   npx tsx scripts/messages-check.ts [--code=<dir>]… [--catalogues=<file>] [--layouts=<dir>] [--data=<dir>]…
 *
 * Ids the code uses are extracted with @formatjs/cli (intl.formatMessage({ id }), <FormattedMessage id>,
 * defineMessages tables: a table is how code names ids it picks at run time). Messages are those of
 * the catalogues (scripts/messageCatalogues.ts, or a JSON array of { source, messages }). Fails when:
 *   - missing      an id the code uses has no message in zh_cn or en;
 *   - unused       a message is used by nothing: not by the code, not as an i18n_ label of a layout file
 *                  (config/**\/layout.json), not as an i18n_ key of the server's data (menus);
 *   - oneLanguage  a catalogue has a message in one language only;
 *   - icuSyntax    a message's ICU syntax does not parse;
 *   - arguments    the languages of a message take different arguments ({count} in one only);
 *   - dynamicId    code passes an id that is not a string literal (use a defineMessages table);
 *   - remoteFile   a remote translation file (config/i18n/<language>.json) the shell would refuse, or an
 *                  entry of it that the shell would leave out or that no catalogue knows.
 * The server's message texts (src/contract/messages.ts, by code) are ICU too: with the default options
 * they are checked for oneLanguage, icuSyntax and arguments (not for use: the server sends them).
 *
 * Prints one line per problem, "<file>: <id>: <rule>: <message>", then a summary.
 * Exit code: 0 all pass, 1 some problem, 2 usage error or a tool failure.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGES, type MessageTexts } from '../src/contract/messages';
import { parseTranslations } from '../src/core/i18n/remoteTranslations';
import { runAsMain, type CheckIo } from './runAsMain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORMATJS = path.join(ROOT, 'node_modules/.bin/formatjs');
const run = promisify(execFile);

/** The languages every message must have. */
export const REQUIRED_LANGUAGES = ['zh_cn', 'en'] as const;
const I18N_ID = /^i18n_[A-Za-z0-9_.-]+$/;
const I18N_LITERAL = /['"`](i18n_[A-Za-z0-9_.-]+)['"`]/g;

const USAGE = 'usage: npx tsx scripts/messages-check.ts [--code=<dir>]… [--catalogues=<file>] [--layouts=<dir>] [--data=<dir>]… [--translations=<dir>]';

export type { CheckIo };

interface CatalogueLike {
  source: string;
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface Problem {
  file: string;
  id: string;
  rule: 'missing' | 'unused' | 'oneLanguage' | 'icuSyntax' | 'arguments' | 'dynamicId' | 'remoteFile';
  message: string;
}

export const formatProblem = (problem: Problem): string => `${problem.file}: ${problem.id}: ${problem.rule}: ${problem.message}`;

async function filesUnder(dir: string, accept: (name: string) => boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && accept(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const isCodeFile = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !name.endsWith('.e2e.test.ts');

interface Extracted {
  /** id → where it is first used. */
  used: Map<string, string>;
  dynamic: Problem[];
}

/** Runs `formatjs extract` over the code files; the ids it finds with their first place of use. */
async function extractIds(files: readonly string[], cwd: string): Promise<Extracted> {
  const used = new Map<string, string>();
  const dynamic: Problem[] = [];
  if (files.length === 0) return { used, dynamic };
  const { stdout, stderr } = await run(FORMATJS, ['extract', ...files, '--extract-source-location'], { cwd, maxBuffer: 64 * 1024 * 1024 });
  const found = JSON.parse(stdout) as Record<string, { file?: string; line?: number }>;
  for (const [id, where] of Object.entries(found)) used.set(id, where.file ? `${path.relative(cwd, path.resolve(cwd, where.file))}:${where.line ?? 0}` : '(code)');
  // "[FormatJS] `id` must be a string literal to be extracted." warnings name the file and place.
  for (const line of stderr.split('\n')) {
    const match = /\[WARN\]\s+(\S+?):(\d+):\d+\s+\[FormatJS\]\s+(.*)$/.exec(line);
    if (match) dynamic.push({ file: `${path.relative(cwd, path.resolve(cwd, match[1]!))}:${match[2]}`, id: '(dynamic)', rule: 'dynamicId', message: `${match[3]!.trim()} Name the ids in a defineMessages table and pass its entry.` });
  }
  return { used, dynamic };
}

/** Every i18n_ string value of a JSON document (layout labels). */
function i18nStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (I18N_ID.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) i18nStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) i18nStrings(item, into);
  }
}

async function loadCatalogues(file: string): Promise<CatalogueLike[]> {
  if (file.endsWith('.json')) return JSON.parse(await readFile(file, 'utf8')) as CatalogueLike[];
  const module = (await import(pathToFileURL(file).href)) as { catalogues?: CatalogueLike[] };
  if (!Array.isArray(module.catalogues)) throw new Error(`${file} exports no catalogues array`);
  return module.catalogues;
}

/** The argument names of a parsed message ({name}, plural, select, number, date, tags). */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** Syntax and language problems of the catalogues themselves. */
export function catalogueProblems(catalogues: readonly CatalogueLike[]): Problem[] {
  const problems: Problem[] = [];
  for (const { source, messages } of catalogues) {
    const ids = new Set(Object.values(messages).flatMap((texts) => Object.keys(texts)));
    for (const id of [...ids].sort()) {
      const args = new Map<string, Set<string>>();
      for (const language of REQUIRED_LANGUAGES) {
        const text = messages[language]?.[id];
        if (text === undefined) {
          problems.push({ file: source, id, rule: 'oneLanguage', message: `no ${language} message (the other languages have one)` });
          continue;
        }
        try {
          args.set(language, argumentsOf(parse(text)));
        } catch (error) {
          problems.push({ file: source, id, rule: 'icuSyntax', message: `${language} message does not parse: ${(error as Error).message} (${JSON.stringify(text)})` });
        }
      }
      const [zh, en] = REQUIRED_LANGUAGES.map((language) => args.get(language));
      if (zh && en) {
        const a = [...zh].sort().join(', ');
        const b = [...en].sort().join(', ');
        if (a !== b) problems.push({ file: source, id, rule: 'arguments', message: `zh_cn takes {${a}}, en takes {${b}}` });
      }
    }
  }
  return problems;
}

/** Syntax and language problems of the server's message texts by code (src/contract/messages.ts). */
export function serverMessageProblems(messages: Readonly<Record<string, MessageTexts>> = MESSAGES): Problem[] {
  const byLanguage: Record<string, Record<string, string>> = {};
  for (const language of REQUIRED_LANGUAGES) byLanguage[language] = {};
  for (const [code, texts] of Object.entries(messages)) for (const language of REQUIRED_LANGUAGES) if (typeof texts[language] === 'string') byLanguage[language]![code] = texts[language];
  return catalogueProblems([{ source: 'src/contract/messages.ts', messages: byLanguage }]);
}

/** The demo remote translation files, read the way the shell reads them (TranslationStore). */
async function remoteFileProblems(dir: string, catalogues: readonly CatalogueLike[], cwd: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of await filesUnder(dir, (name) => name.endsWith('.json'))) {
    const shown = path.relative(cwd, file);
    const language = path.basename(file, '.json');
    const parsed = parseTranslations(await readFile(file, 'utf8'));
    if (!parsed.ok) {
      problems.push({ file: shown, id: '(file)', rule: 'remoteFile', message: `the shell would refuse the file: ${parsed.problem}: ${parsed.detail}` });
      continue;
    }
    for (const entry of parsed.value.refused) problems.push({ file: shown, id: entry.id, rule: 'remoteFile', message: `the shell would leave the entry out: ${entry.reason}` });
    for (const id of Object.keys(parsed.value.messages)) {
      if (!catalogues.some((catalogue) => catalogue.messages[language]?.[id] !== undefined)) problems.push({ file: shown, id, rule: 'remoteFile', message: `no catalogue has a ${language} message with this id to replace` });
    }
  }
  return problems;
}

export interface CheckOptions {
  codeDirs: string[];
  catalogues: string;
  layoutDir: string | undefined;
  dataDirs: string[];
  translationsDir: string | undefined;
}

/** Runs the check; returns the exit code. */
export async function runMessagesCheck(args: readonly string[], io: CheckIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const options: CheckOptions = { codeDirs: [], catalogues: path.join(ROOT, 'scripts/messageCatalogues.ts'), layoutDir: path.join(ROOT, 'config'), dataDirs: [], translationsDir: undefined };
  let defaults = true;
  for (const arg of args) {
    const [flag, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') {
      io.out(USAGE);
      return 0;
    }
    if (!value) {
      io.err(`${arg}: expected --flag=<value>\n${USAGE}`);
      return 2;
    }
    const resolved = path.resolve(cwd, value);
    if (flag === '--code') options.codeDirs.push(resolved);
    else if (flag === '--catalogues') options.catalogues = resolved;
    else if (flag === '--layouts') options.layoutDir = resolved;
    else if (flag === '--data') options.dataDirs.push(resolved);
    else if (flag === '--translations') options.translationsDir = resolved;
    else {
      io.err(`unknown option ${flag}\n${USAGE}`);
      return 2;
    }
    defaults = false;
  }
  if (defaults) {
    options.codeDirs = [path.join(ROOT, 'src'), path.join(ROOT, 'plugins')];
    // The server's demo data names menu labels by i18n_ key (appNameI18nKey), as a real backend does.
    options.dataDirs = [path.join(ROOT, 'server/modules')];
    options.translationsDir = path.join(ROOT, 'config/i18n');
  }

  let catalogues: CatalogueLike[];
  try {
    catalogues = await loadCatalogues(options.catalogues);
  } catch (error) {
    io.err(`cannot read the catalogues ${path.relative(cwd, options.catalogues)}: ${(error as Error).message}`);
    return 2;
  }

  const codeFiles = (await Promise.all(options.codeDirs.map((dir) => filesUnder(dir, isCodeFile)))).flat();
  let extracted: Extracted;
  try {
    extracted = await extractIds(codeFiles.map((file) => path.relative(cwd, file)), cwd);
  } catch (error) {
    io.err(`formatjs extract failed: ${(error as Error).message}`);
    return 2;
  }

  // Used: ids of the code, i18n_ labels of the layout files, i18n_ keys of the server's data.
  const used = new Set(extracted.used.keys());
  if (options.layoutDir) {
    for (const file of await filesUnder(options.layoutDir, (name) => name === 'layout.json')) {
      try {
        i18nStrings(JSON.parse(await readFile(file, 'utf8')), used);
      } catch {
        // A layout file that does not parse is config:check's to report.
      }
    }
  }
  for (const file of (await Promise.all(options.dataDirs.map((dir) => filesUnder(dir, isCodeFile)))).flat()) {
    for (const match of (await readFile(file, 'utf8')).matchAll(I18N_LITERAL)) used.add(match[1]!);
  }

  const problems: Problem[] = [...extracted.dynamic, ...catalogueProblems(catalogues), ...(defaults ? serverMessageProblems() : [])];
  for (const [id, where] of [...extracted.used].sort(([a], [b]) => a.localeCompare(b))) {
    for (const language of REQUIRED_LANGUAGES) {
      if (!catalogues.some((catalogue) => catalogue.messages[language]?.[id] !== undefined)) {
        problems.push({ file: where, id, rule: 'missing', message: `used in code but no catalogue has a ${language} message` });
      }
    }
  }
  for (const { source, messages } of catalogues) {
    const ids = new Set(Object.values(messages).flatMap((texts) => Object.keys(texts)));
    for (const id of [...ids].sort()) {
      if (!used.has(id)) problems.push({ file: source, id, rule: 'unused', message: 'no code, layout label or server data uses this message; remove it or use it' });
    }
  }

  if (options.translationsDir) problems.push(...(await remoteFileProblems(options.translationsDir, catalogues, cwd)));

  for (const problem of problems) io.out(formatProblem(problem));
  const messageCount = new Set(catalogues.flatMap((catalogue) => Object.values(catalogue.messages).flatMap((texts) => Object.keys(texts)))).size;
  const summary = `${codeFiles.length} code files, ${extracted.used.size} ids used in code, ${messageCount} messages in ${catalogues.length} catalogues`;
  if (problems.length > 0) {
    io.err(`messages:check: ${problems.length} problem(s); ${summary}`);
    return 1;
  }
  io.out(`OK messages: ${summary}`);
  return 0;
}

runAsMain(import.meta.url, runMessagesCheck);
