/**
 * Prints what one layout document changes against another, for implementers:
 *
 *   npm run diff -- <a> <b> [--full] [--base=<file>] [--config <dir>]
 *
 * <a> and <b> are each `base` (the base document), a tenant id (the base with <config>/tenants/<id>/layout.json
 * merged over it, checked as config:check checks it) or a file path: a file holding a whole layout document
 * (one that passes the whole-document check, e.g. the output of `npm run merge`) is taken as it is, any other
 * file as a tenant file merged over the base. <config>: `--config <dir>`, else SRM_CONFIG_DIR, else the
 * repository's config/ (as npm run merge).
 *
 * Prints "--- <a>" and "+++ <b>", then one line per change of b against a, in document order:
 * "<added|changed|removed> <pointer>: <before> → <after>" ('—' where there is no value), then the count.
 * Values longer than 160 characters are cut (a data: logo) unless --full. The `$schema` member (an editor
 * hint whose relative path differs between base and tenant files) is left out.
 *
 * Exit code: 0 printed (whether or not the documents differ), 1 a layer is invalid (its issues on stderr),
 * 2 usage error or unreadable file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shortJson } from '../src/core/config/attribution';
import { composeLayout } from '../src/core/config/layers';
import { diffDocuments, type LayerChange } from '../src/core/config/layerDiff';
import { parseJsonText } from '../src/core/config/loadLayers';
import { isJsonObject } from '../src/core/config/mergePatch';
import { checkWhole } from '../src/core/config/validate';
import { layersOf, MergeProblem, readToolArgs, type LayerOptions } from './layout-merge';
import { runAsMain, type CheckIo } from './runAsMain';

const USAGE = 'usage: npm run diff -- <a> <b> [--full] [--base=<file>] [--config <dir>]   (a, b: base, a tenant id or a file)';

export interface Side {
  /** How the side is shown ("acme (config/base/layout.json + config/tenants/acme/layout.json)"). */
  label: string;
  document: unknown;
}

/** A file that is a whole layout document on its own (not a layer to merge over the base). */
async function wholeDocumentFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = parseJsonText(text, file);
  return parsed.ok && isJsonObject(parsed.value) && checkWhole(parsed.value).length === 0 ? parsed.value : undefined;
}

/** The document a name stands for. */
export async function sideOf(name: string, options: LayerOptions): Promise<Side> {
  if (name !== 'base' && (name.includes('/') || name.endsWith('.json'))) {
    const whole = await wholeDocumentFile(path.resolve(options.cwd, name));
    if (whole !== undefined) return { label: `${name} (a whole document)`, document: whole };
  }
  const layers = await layersOf(name, options);
  return { label: `${name} (${layers.map((layer) => layer.source).join(' + ')})`, document: composeLayout(layers).layout };
}

/** One change as a line. */
export function formatChange(change: LayerChange, max = 160): string {
  const side = (present: boolean, value: unknown) => (present ? shortJson(value, max) : '—');
  return `${change.change.padEnd(7)} ${change.pointer}: ${side(change.change !== 'added', change.before)} → ${side(change.change !== 'removed', change.after)}`;
}

/** Runs the command; returns the exit code. */
export async function runDiff(args: readonly string[], io: CheckIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const line = readToolArgs(args, { full: { type: 'boolean' } }, 2, USAGE, io);
  if (typeof line === 'number') return line;
  const { names, base, configDir } = line;
  const full = line.values.full === true;
  const options: LayerOptions = { cwd, ...(base ? { base } : {}), ...(configDir ? { configDir } : {}) };
  try {
    const a = await sideOf(names[0]!, options);
    const b = await sideOf(names[1]!, options);
    // "$schema" only tells editors where the schema is (its relative path differs between base and tenant files).
    const changes = diffDocuments(a.document, b.document).filter((change) => change.pointer !== '/$schema');
    io.out(`--- ${a.label}`);
    io.out(`+++ ${b.label}`);
    for (const change of changes) io.out(formatChange(change, full ? Number.POSITIVE_INFINITY : 160));
    io.out(changes.length === 1 ? '1 change' : `${changes.length} changes`);
    return 0;
  } catch (error) {
    if (!(error instanceof MergeProblem)) throw error;
    for (const line of error.lines) io.err(line);
    return error.exitCode;
  }
}

runAsMain(import.meta.url, runDiff);
