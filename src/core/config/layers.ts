/**
 * Composes the layout from its layers: base → tenant file → server overlay (tenant-wide) → suppliers
 * (the tenant's suppliers' overlay, in a supplier's portal only) → user → draft. Each layer after
 * the base is an RFC 7396 merge patch, checked as a partial document; the merged result is checked whole.
 * A layer that fails either check is left out (and reported), the rest still apply.
 */
import type { LayoutDocument } from '../../generated/layout';
import { cloneJson, isJsonObject, mergePatch } from './mergePatch';
import { explainNewItems } from './newItems';
import { checkPatch, checkPersonalPatch, checkStoredPatch, checkWhole, formatIssue, type LayoutIssue } from './validate';

export type LayerKind = 'base' | 'tenant' | 'server' | 'suppliers' | 'user' | 'draft';

/** The layer kind a stored overlay of a scope is composed as: the tenant-wide overlay is the 'server' layer. */
export function layerKindOfScope(scope: 'tenant' | 'suppliers' | 'user'): LayerKind {
  return scope === 'tenant' ? 'server' : scope;
}

/** The scope of a stored overlay's layer kind (undefined for the files and the draft). */
export function scopeOfLayerKind(kind: string | undefined): 'tenant' | 'suppliers' | 'user' | undefined {
  if (kind === 'server') return 'tenant';
  return kind === 'suppliers' || kind === 'user' ? kind : undefined;
}

export interface LayoutLayer {
  kind: LayerKind;
  /** File path or description shown to admins (e.g. "config/tenants/acme/layout.json"). */
  source: string;
  /** The base: a whole document. Other layers: a merge patch, or the Error / message of a failed read. */
  patch: unknown;
  /** The tenant layer: the deployment tenant it is the file of (the overlay store names it when saving). */
  tenant?: string;
}

export interface LayerFailure {
  /** The layer's kind, or 'audience' for an audience's patch left out (src/core/config/audiences.ts). */
  kind: LayerKind | 'audience';
  source: string;
  issues: LayoutIssue[];
}

export interface ComposedLayout {
  layout: LayoutDocument;
  /** Kinds of the layers that were applied, in order ('base' first). */
  applied: LayerKind[];
  /** The layers left out, and why. */
  failures: LayerFailure[];
}

/** A layer that could not be read: `rule` becomes the rule of its issue ('parse' or 'fetch'). */
export class LayerError extends Error {
  override readonly name = 'LayerError';
  constructor(
    message: string,
    readonly rule: 'parse' | 'fetch' = 'parse',
    /** The file or URL that could not be read. */
    readonly source?: string,
  ) {
    super(message);
  }
}

/** Why a layer's patch cannot be a merge patch at all, or undefined when it is an object. */
function unreadableIssue(patch: unknown): LayoutIssue | undefined {
  if (patch instanceof LayerError) return { pointer: '', rule: patch.rule, message: patch.message };
  if (patch instanceof Error) return { pointer: '', rule: 'parse', message: patch.message };
  if (typeof patch === 'string') return { pointer: '', rule: 'parse', message: patch };
  if (!isJsonObject(patch)) {
    const what = patch === null ? 'null' : Array.isArray(patch) ? 'an array' : typeof patch;
    return { pointer: '', rule: 'type', message: `a layout layer must be a JSON object, not ${what}` };
  }
  return undefined;
}

/**
 * Merges the layers in order. The first must be the base (a whole document); when it fails the whole check
 * this throws, listing the issues (CI guarantees it passes). The result never shares objects with the inputs.
 */
export function composeLayout(layers: readonly LayoutLayer[]): ComposedLayout {
  const [base, ...overlays] = layers;
  if (!base || base.kind !== 'base') throw new Error('composeLayout: the first layer must be the base document');
  const baseIssues = isJsonObject(base.patch) ? checkWhole(base.patch) : [unreadableIssue(base.patch)!];
  if (baseIssues.length) {
    throw new Error(
      `The base layout ${base.source} is invalid:\n${baseIssues.map((issue) => formatIssue(base.source, issue)).join('\n')}`,
    );
  }

  let layout = cloneJson(base.patch) as LayoutDocument;
  const applied: LayerKind[] = ['base'];
  const failures: LayerFailure[] = [];
  for (const layer of overlays) {
    if (layer.kind === 'base') throw new Error(`composeLayout: only the first layer may be the base (${layer.source})`);
    const fail = (issues: LayoutIssue[]): void => {
      failures.push({ kind: layer.kind, source: layer.source, issues });
    };
    const unreadable = unreadableIssue(layer.patch);
    if (unreadable) {
      fail([unreadable]);
      continue;
    }
    // checkPatch refuses a layer nested too deep before any recursive walk (removeNulls, mergePatch).
    const partialIssues = checkPatch(layer.patch);
    if (partialIssues.length) {
      fail(partialIssues);
      continue;
    }
    // No stored overlay (nor a draft of one) may say where tokens go: that is the deployment's files'.
    const storedIssues = layer.kind === 'server' || layer.kind === 'suppliers' || layer.kind === 'user' || layer.kind === 'draft' ? checkStoredPatch(layer.patch) : [];
    if (storedIssues.length) {
      fail(storedIssues);
      continue;
    }
    // A user's own overlay may not touch what only the tenant decides (frame origins).
    const personalIssues = layer.kind === 'user' ? checkPersonalPatch(layer.patch) : [];
    if (personalIssues.length) {
      fail(personalIssues);
      continue;
    }
    const merged = mergePatch(layout, layer.patch);
    const wholeIssues = checkWhole(merged);
    if (wholeIssues.length) {
      fail(explainNewItems(wholeIssues, layout));
      continue;
    }
    layout = merged as LayoutDocument;
    applied.push(layer.kind);
  }
  return { layout, applied, failures };
}

/**
 * The entries of a keyed collection (routes, topBar, indexBlocks, ...) sorted by `order`, then by id;
 * null or missing values are skipped.
 */
export function sortedEntries<T extends { order: number }>(
  collection: Readonly<Record<string, T | null | undefined>> | null | undefined,
): Array<[string, T]> {
  if (!collection) return [];
  const entries = Object.entries(collection).filter((entry): entry is [string, T] => entry[1] != null);
  return entries.sort(([idA, a], [idB, b]) => a.order - b.order || (idA < idB ? -1 : idA > idB ? 1 : 0));
}
