/**
 * Checks layout files, for CI and implementers:
 *
 *   npm run config:check -- <file | tenant id> [more] [--whole|--partial] [--base=<file>] [--config <dir>]
 *
 * The config folder (<config>: base/layout.json, tenants/<id>/layout.json) is `--config <dir>`, else
 * SRM_CONFIG_DIR (the variable the server reads), else the repository's config/. A tenant id stands for
 * <config>/tenants/<id>/layout.json; with --config or SRM_CONFIG_DIR and no file named, the folder's base and
 * every tenant file are checked.
 *
 * A file under a config/base/ folder, or the base in force, is checked as a whole document; any other file as
 * an overlay layer: as a partial document, then merged over the base (<config>/base/layout.json, or --base)
 * and checked whole, the way the shell applies it. --whole / --partial force one treatment for every file.
 *
 * Beyond the schema (src/core/config/crossChecks.ts): addresses no route serves, routes naming an unknown
 * plugin or page, home blocks naming an unknown plugin block, tab groups and menu rules that can never
 * apply; an overlay is blamed only for what it brings in. An overlay naming an item that does not exist
 * below it gets "no item `x` exists in <collection> — did you mean `y`?" instead of bare `required` issues.
 *
 * Prints one line per issue, "<file>: <pointer>: <rule>: <message>", or "OK <file>".
 * Exit code: 0 all files pass, 1 some file fails, 2 usage error or unreadable file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crossCheck, checkTopLayer, isCheckable } from '../src/core/config/crossChecks';
import { LayerError } from '../src/core/config/layers';
import { isTenantId } from '../src/core/config/tenant';
import { parseJsonText } from '../src/core/config/loadLayers';
import { checkWhole, depthIssues, escapePointerSegment, formatIssue, type LayoutIssue } from '../src/core/config/validate';
import { PLUGIN_CATALOGUE } from '../plugins/manifests';
import { catalogueIds } from './messageCatalogues';
import { configDirOf, runAsMain, type CheckIo } from './runAsMain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_DIR = path.join(ROOT, 'config');
export const DEFAULT_BASE = path.join(CONFIG_DIR, 'base/layout.json');

const USAGE = 'usage: npm run config:check -- <file | tenant id> [more] [--whole|--partial] [--base=<file>] [--config <dir>]';

export type { CheckIo };

/** Whether a path lies in a config/base folder (checked whole by default). */
export function isBaseFile(file: string): boolean {
  const parts = path.resolve(file).split(path.sep);
  return parts.some((part, i) => part === 'config' && parts[i + 1] === 'base' && i + 2 < parts.length);
}

/** The file a name given on the command line stands for: a tenant id names <config>/tenants/<id>/layout.json. */
function fileOf(name: string, configDir: string, cwd: string): string {
  if (name.includes('/') || name.includes(path.sep) || name.endsWith('.json') || !isTenantId(name)) return name;
  const file = path.join(configDir, 'tenants', name, 'layout.json');
  return path.relative(cwd, file) || file;
}

/** Every layout file of a config folder: its base, then each tenant's (as the server would serve them). */
async function folderFiles(configDir: string, cwd: string): Promise<string[]> {
  const shown = (file: string) => path.relative(cwd, file) || file;
  const tenants = await knownTenants(configDir);
  return [shown(path.join(configDir, 'base/layout.json')), ...tenants.map((tenant) => shown(path.join(configDir, 'tenants', tenant, 'layout.json')))];
}

/** The tenants that have a layout file, sorted (for "did you mean" help). */
export async function knownTenants(configDir: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(configDir, 'tenants'), { withFileTypes: true });
    return names.filter((entry) => entry.isDirectory() && isTenantId(entry.name)).map((entry) => entry.name).sort();
  } catch {
    return [];
  }
}

class Unreadable extends Error {}

async function readJson(file: string, shown: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new Unreadable(`${shown}: cannot read the file: ${why}`);
  }
  const parsed = parseJsonText(text, shown);
  return parsed.ok ? parsed.value : parsed.error;
}

/**
 * Labels of a layout file that name a message (a string beginning with i18n_) that no catalogue has:
 * the shell would show the text after the prefix instead of a translation.
 */
export function unknownLabelIssues(value: unknown, known: ReadonlySet<string>, pointer = ''): LayoutIssue[] {
  if (typeof value === 'string') {
    return value.startsWith('i18n_') && !known.has(value)
      ? [{ pointer, rule: 'i18nLabel', message: `no message catalogue has '${value}' (add it in both languages to src/shell/messages.ts or the plugin's messages)` }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownLabelIssues(item, known, `${pointer}/${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => unknownLabelIssues(item, known, `${pointer}/${escapePointerSegment(key)}`));
  return [];
}

const parseIssue = (error: LayerError): LayoutIssue => ({ pointer: '', rule: error.rule, message: error.message });

/** Runs the check; returns the exit code. */
export async function runConfigCheck(args: readonly string[], io: CheckIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  let mode: 'auto' | 'whole' | 'partial' = 'auto';
  let base: string | undefined;
  let configOption: string | undefined;
  const names: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--whole' || arg === '--partial') {
      const wanted = arg === '--whole' ? 'whole' : 'partial';
      if (mode !== 'auto' && mode !== wanted) {
        io.err(`--whole and --partial exclude each other\n${USAGE}`);
        return 2;
      }
      mode = wanted;
    } else if (arg.startsWith('--base=')) {
      base = path.resolve(cwd, arg.slice('--base='.length));
    } else if (arg === '--config' || arg.startsWith('--config=')) {
      configOption = arg === '--config' ? args[(i += 1)] : arg.slice('--config='.length);
      if (!configOption) {
        io.err(`--config needs a folder\n${USAGE}`);
        return 2;
      }
    } else if (arg === '--help' || arg === '-h') {
      io.out(USAGE);
      return 0;
    } else if (arg.startsWith('-')) {
      io.err(`unknown option ${arg}\n${USAGE}`);
      return 2;
    } else {
      names.push(arg);
    }
  }
  const configDir = configDirOf(configOption, io);
  base ??= configDir ? path.join(configDir, 'base/layout.json') : DEFAULT_BASE;
  const files = names.length > 0 ? names.map((name) => fileOf(name, configDir ?? CONFIG_DIR, cwd)) : configDir ? await folderFiles(configDir, cwd) : [];
  if (files.length === 0) {
    io.err(USAGE);
    return 2;
  }

  let baseDoc: unknown;
  let exit = 0;
  const baseShown = path.relative(cwd, base) || base;
  for (const file of files) {
    const resolved = path.resolve(cwd, file);
    let doc: unknown;
    try {
      doc = await readJson(resolved, file);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      io.err(error.message);
      exit = 2;
      continue;
    }
    const whole = mode === 'whole' || (mode === 'auto' && (isBaseFile(resolved) || resolved === base));
    let issues: LayoutIssue[];
    // A file nested too deep is reported as such, place by place, before any walk of it (the schema,
    // the merge over the base, the label check) could overflow the stack.
    const deep = doc instanceof LayerError ? [] : depthIssues(doc);
    if (doc instanceof LayerError) {
      issues = [parseIssue(doc)];
    } else if (deep.length > 0) {
      issues = deep;
    } else if (whole) {
      issues = checkWhole(doc);
      if (issues.length === 0 && isCheckable(doc)) issues = crossCheck(doc, PLUGIN_CATALOGUE);
    } else {
      if (baseDoc === undefined) {
        try {
          baseDoc = await readJson(base, baseShown);
        } catch (error) {
          if (!(error instanceof Unreadable)) throw error;
          io.err(`${error.message} (the base the overlays are merged over; see --base)`);
          return 2;
        }
      }
      if (baseDoc instanceof LayerError) {
        io.err(`${formatIssue(baseShown, parseIssue(baseDoc))} (the base the overlays are merged over)`);
        return 1;
      }
      try {
        issues = checkTopLayer([
          { kind: 'base', source: baseShown, patch: baseDoc },
          { kind: 'tenant', source: file, patch: doc },
        ], PLUGIN_CATALOGUE);
      } catch (error) {
        io.err((error as Error).message);
        return 1;
      }
    }
    if (!(doc instanceof LayerError) && deep.length === 0) issues = [...issues, ...unknownLabelIssues(doc, catalogueIds())];
    if (issues.length === 0) {
      io.out(`OK ${file}`);
    } else {
      for (const issue of issues) io.out(formatIssue(file, issue));
      exit = Math.max(exit, 1);
    }
  }
  return exit;
}

runAsMain(import.meta.url, runConfigCheck);
