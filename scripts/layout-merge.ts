/**
 * Prints the layout document a tenant gets, for implementers:
 *
 *   npm run merge -- <tenant> [--with <overlay.json>] [--sources] [--base=<file>] [--config <dir>]
 *
 * <tenant> is a tenant id (<config>/tenants/<tenant>/layout.json), a path to a tenant file, or `base` (the base
 * document alone). <config> is the deployment's config folder: `--config <dir>`, else SRM_CONFIG_DIR (the
 * variable the server reads), else the repository's config/; the base is <config>/base/layout.json unless --base. `--with <overlay.json>` adds a stored overlay on top (the JSON an admin saves in the layout
 * editor, applied as the tenant overlay). Each layer is checked the way config:check and the shell check it
 * (as a partial document, merged, the whole checked again, reference checks); an invalid layer stops the run.
 *
 * Prints the merged document as indented JSON, or with --sources one line per value, "<pointer>\t<layer
 * kind>\t<file>": the layer that last changed the value (src/core/config/attribution.ts).
 *
 * Exit code: 0 printed, 1 a layer is invalid ("<file>: <pointer>: <rule>: <message>" lines on stderr),
 * 2 usage error or unreadable file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;
import { fileURLToPath } from 'node:url';
import { attributeLayers } from '../src/core/config/attribution';
import { checkTopLayer } from '../src/core/config/crossChecks';
import { composeLayout, LayerError, type LayoutLayer } from '../src/core/config/layers';
import { parseJsonText } from '../src/core/config/loadLayers';
import { isTenantId } from '../src/core/config/tenant';
import { checkWhole, formatIssue, type LayoutIssue } from '../src/core/config/validate';
import { knownTenants, unknownLabelIssues } from './config-check';

export { knownTenants };
import { PLUGIN_CATALOGUE } from '../plugins/manifests';
import { catalogueIds } from './messageCatalogues';
import { configDirOf, runAsMain, type CheckIo } from './runAsMain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG_DIR = path.join(ROOT, 'config');
export const DEFAULT_BASE = path.join(CONFIG_DIR, 'base/layout.json');

const USAGE = 'usage: npm run merge -- <tenant | tenant file | base> [--with <overlay.json>] [--sources] [--base=<file>] [--config <dir>]';

export type { CheckIo };

/** A problem of the run (usage, unreadable file, invalid layer): its lines and exit code. */
export class MergeProblem extends Error {
  constructor(
    readonly lines: readonly string[],
    readonly exitCode: 1 | 2,
  ) {
    super(lines.join('\n'));
  }
}

/** Reads a JSON file: its value, or a LayerError for text that is not JSON; unreadable: a MergeProblem (exit 2). */
async function readJson(file: string, shown: string, hint = ''): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new MergeProblem([`${shown}: cannot read the file: ${why}${hint}`], 2);
  }
  const parsed = parseJsonText(text, shown);
  return parsed.ok ? parsed.value : parsed.error;
}

const isPath = (name: string): boolean => name.includes('/') || name.includes(path.sep) || name.endsWith('.json');

export interface LayerOptions {
  cwd: string;
  base?: string;
  configDir?: string;
}

/** The base layer (a whole document; checked whole). */
export async function baseLayer(options: LayerOptions): Promise<LayoutLayer> {
  const file = options.base ?? (options.configDir ? path.join(options.configDir, 'base/layout.json') : DEFAULT_BASE);
  const shown = path.relative(options.cwd, file) || file;
  return { kind: 'base', source: shown, patch: await readJson(file, shown) };
}

/** The tenant file a name stands for: a tenant id under config/tenants, or a path. */
export async function tenantLayer(name: string, options: LayerOptions): Promise<LayoutLayer> {
  const configDir = options.configDir ?? CONFIG_DIR;
  if (isPath(name)) {
    const file = path.resolve(options.cwd, name);
    return { kind: 'tenant', source: name, patch: await readJson(file, name) };
  }
  if (!isTenantId(name)) throw new MergeProblem([`"${name}" is neither a tenant id (lower-case letters, digits and -, at most 40) nor a file path`, USAGE], 2);
  const file = path.join(configDir, 'tenants', name, 'layout.json');
  const shown = path.relative(options.cwd, file) || file;
  const tenants = await knownTenants(configDir);
  return { kind: 'tenant', source: shown, patch: await readJson(file, shown, ` (known tenants: ${tenants.join(', ') || 'none'})`), tenant: name };
}

/**
 * Checks each layer over the ones below it, as config:check and the shell do, plus the i18n_ labels no
 * catalogue has; throws a MergeProblem (exit 1) listing every issue of every invalid layer.
 */
export function checkLayers(layers: readonly LayoutLayer[]): void {
  const lines: string[] = [];
  const [base] = layers;
  if (base) {
    const baseIssues: LayoutIssue[] = base.patch instanceof LayerError ? [{ pointer: '', rule: base.patch.rule, message: base.patch.message }] : checkWhole(base.patch);
    if (baseIssues.length > 0) throw new MergeProblem(baseIssues.map((issue) => formatIssue(base.source, issue)), 1);
  }
  const known = catalogueIds();
  for (let i = 1; i < layers.length; i += 1) {
    const layer = layers[i]!;
    const issues = [...checkTopLayer(layers.slice(0, i + 1), PLUGIN_CATALOGUE), ...(layer.patch instanceof Error ? [] : unknownLabelIssues(layer.patch, known))];
    lines.push(...issues.map((issue) => formatIssue(layer.source, issue)));
  }
  if (lines.length > 0) throw new MergeProblem(lines, 1);
}

/** The layers a name stands for: `base` alone, or the base and the tenant file; checked. */
export async function layersOf(name: string, options: LayerOptions & { overlay?: string }): Promise<LayoutLayer[]> {
  const layers = [await baseLayer(options)];
  if (name !== 'base') layers.push(await tenantLayer(name, options));
  if (options.overlay !== undefined) {
    const file = path.resolve(options.cwd, options.overlay);
    layers.push({ kind: 'server', source: options.overlay, patch: await readJson(file, options.overlay) });
  }
  checkLayers(layers);
  return layers;
}

/** Options every implementer tool takes besides its own. */
const COMMON_OPTIONS = { base: { type: 'string' }, config: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const satisfies ParseArgsOptionsConfig;

/**
 * The command line of merge and diff, read by Node's own parser: the values and the names, or the
 * exit code when there is nothing to run (0 after --help, 2 after a bad line, with the usage).
 * `--base=<file>` is resolved against the working directory, and so is the config folder (configDirOf).
 */
export function readToolArgs(
  args: readonly string[],
  options: ParseArgsOptionsConfig,
  names: number,
  usage: string,
  io: CheckIo,
): { values: Record<string, string | boolean | undefined>; names: string[]; base?: string; configDir?: string } | number {
  let parsed: { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options: { ...options, ...COMMON_OPTIONS }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(usage);
    return 0;
  }
  if (parsed.positionals.length !== names) {
    io.err(usage);
    return 2;
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const base = typeof values.base === 'string' ? path.resolve(io.cwd ?? process.cwd(), values.base) : undefined;
  const configDir = configDirOf(typeof values.config === 'string' ? values.config : undefined, io);
  return { values, names: parsed.positionals, ...(base ? { base } : {}), ...(configDir ? { configDir } : {}) };
}

/** Runs the command; returns the exit code. */
export async function runMerge(args: readonly string[], io: CheckIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const line = readToolArgs(args, { sources: { type: 'boolean' }, with: { type: 'string' } }, 1, USAGE, io);
  if (typeof line === 'number') return line;
  const { names, base, configDir } = line;
  const sources = line.values.sources === true;
  const overlay = typeof line.values.with === 'string' ? line.values.with : undefined;
  try {
    const layers = await layersOf(names[0]!, { cwd, ...(base ? { base } : {}), ...(configDir ? { configDir } : {}), ...(overlay !== undefined ? { overlay } : {}) });
    if (sources) {
      for (const [pointer, layer] of attributeLayers(layers).sources) io.out(`${pointer}\t${layer.kind}\t${layer.source}`);
    } else {
      io.out(JSON.stringify(composeLayout(layers).layout, null, 2));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof MergeProblem)) throw error;
    for (const line of error.lines) io.err(line);
    return error.exitCode;
  }
}

runAsMain(import.meta.url, runMerge);
