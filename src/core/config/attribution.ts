/**
 * Where each value of the layout document comes from. The layers in force (base → tenant file → tenant
 * overlay → supplier overlay → personal overlay → draft) are merged the way composeLayout merges them
 * (the first layer is the whole base document, every later one an RFC 7396 merge patch: null removes,
 * objects merge, arrays and scalars replace), and every value of the result is attributed to the layer
 * that last CHANGED it:
 *
 * - a value is a leaf of the merged document: a string, number, boolean, an array (one value: a patch
 *   replaces an array whole) or an empty object;
 * - a layer whose patch repeats the value below it changes nothing, so the value stays attributed to the
 *   layer below (and the repeated value is listed in `noEffect` when that layer is the top one);
 * - a value a layer removes (null) is not in the document, so it has no attribution; the top layer's
 *   removals are in `topChanges`;
 * - a failing layer (marked `failed` by the composition, or whose patch is not a JSON object: a read or
 *   parse error, or nested deeper than MAX_CONFIG_DEPTH) attributes nothing and is listed in `skipped`.
 *
 * Schema checks are the composition's job (composeLayout, which marks the layers it leaves out): this module
 * only merges, so it also works for a draft that does not validate yet (the editor shows what it would do).
 */
import { MAX_CONFIG_DEPTH } from '../../contract/layoutConfig';
import type { LocalizedText } from '../../generated/layout';
import { tooDeepAt } from './jsonDepth';
import { diffDocuments, childPointer, type LayerChange } from './layerDiff';
import { cloneJson, isJsonObject, mergePatch } from './mergePatch';

export type { LayerChange };

/** A layer as the attribution reads it (LayoutLayer fits, and so does LayoutAdminApi's `layers`). */
export interface AttributionLayer {
  readonly kind: string;
  readonly source: string;
  /** The first layer: the whole base document; later ones: a merge patch (or the error of a failed read). */
  readonly patch: unknown;
  /** Left out by the composition (a schema or reference check failed): attributes nothing. */
  readonly failed?: boolean;
  /** An audience's patch (kind 'audience'): the audience's id, and its name when it has one. */
  readonly audience?: string;
  readonly label?: LocalizedText;
}

/** The layer a value comes from. */
export interface LayerRef {
  readonly kind: string;
  readonly source: string;
  /** A value set by an audience's patch: the audience's id, and its name when it has one. */
  readonly audience?: string;
  readonly label?: LocalizedText;
}

export interface AttributionOptions {
  /**
   * Layers applied after the last one, given the document of all of them: the viewer's audiences
   * (src/core/config/audiences.ts applyAudiences(...).layers). Their values are attributed to them;
   * they are not the top layer (what the top layer changes stays the top layer's).
   */
  after?: (document: unknown) => readonly AttributionLayer[];
}

/** A member of the top layer's patch that changes nothing (it repeats the value below, or removes what is absent). */
export interface NoEffect {
  pointer: string;
  value: unknown;
}

export interface LayerAttribution {
  /** The merged document of the layers that apply (undefined when none does). */
  document: unknown;
  /** Every value (leaf) of the document → the layer that last changed it, in document order. */
  sources: ReadonlyMap<string, LayerRef>;
  /** The last layer (the one being edited or previewed), when there is more than the base. */
  top: (LayerRef & { applied: boolean }) | undefined;
  /** What the top layer changes against the document of the applied layers below it, in document order. */
  topChanges: LayerChange[];
  /** The top layer's values that change nothing. */
  noEffect: NoEffect[];
  /** The layers left out (failed or unreadable), in order. */
  skipped: LayerRef[];
  /** The layers applied after the last one (`options.after`: the viewer's audiences), in order, failed ones included. */
  after: LayerRef[];
}

/** Whether a layer can be merged: not marked failed, a JSON object, not nested too deep. */
function isApplicable(layer: AttributionLayer): boolean {
  return layer.failed !== true && !(layer.patch instanceof Error) && isJsonObject(layer.patch) && tooDeepAt(layer.patch, MAX_CONFIG_DEPTH) === undefined;
}

const refOf = (layer: AttributionLayer): LayerRef => ({
  kind: layer.kind,
  source: layer.source,
  ...(layer.audience !== undefined ? { audience: layer.audience } : {}),
  ...(layer.label !== undefined ? { label: layer.label } : {}),
});

/** The leaves of a JSON value with their pointers, in document order (objects are walked, the rest is a leaf). */
export function leavesOf(value: unknown, pointer = ''): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const walk = (at: string, node: unknown): void => {
    if (isJsonObject(node) && Object.keys(node).length > 0) {
      for (const [key, member] of Object.entries(node)) walk(childPointer(at, key), member);
    } else {
      out.push([at, node]);
    }
  };
  if (value !== undefined) walk(pointer, value);
  return out;
}

/** The pointers of `pointer` and of its ancestors, innermost first ('' last). */
function chainOf(pointer: string): string[] {
  const chain = [pointer];
  for (let at = pointer; at !== ''; ) {
    at = at.slice(0, at.lastIndexOf('/'));
    chain.push(at);
  }
  return chain;
}

const touches = (change: string, pointer: string): boolean =>
  change === pointer || change.startsWith(`${pointer}/`) || pointer.startsWith(`${change}/`) || change === '';

/** The members of a patch that change nothing given the changes it made. */
function noEffectOf(patch: unknown, changes: readonly LayerChange[]): NoEffect[] {
  const pointers = changes.map((change) => change.pointer);
  return leavesOf(patch)
    .filter(([pointer]) => pointer !== '' && !pointers.some((change) => touches(change, pointer)))
    .map(([pointer, value]) => ({ pointer, value }));
}

/**
 * Merges the layers in order and attributes every value of the result to the layer that last changed it;
 * lists what the last layer changes against the layers below it. See the module comment for the rules.
 */
export function attributeLayers(layers: readonly AttributionLayer[], options: AttributionOptions = {}): LayerAttribution {
  let document: unknown = undefined;
  // The pointers at which a layer added or changed a value, with the layer's position: a leaf comes from the
  // latest of these events at its own pointer or at one of its ancestors (an ancestor's event replaced or
  // added the whole value the leaf is part of).
  const events = new Map<string, { at: number; ref: LayerRef }>();
  const skipped: LayerRef[] = [];
  let topChanges: LayerChange[] = [];
  let topApplied = false;

  layers.forEach((layer, index) => {
    const isTop = index === layers.length - 1 && index > 0;
    if (!isApplicable(layer)) {
      skipped.push(refOf(layer));
      return;
    }
    const next = document === undefined ? cloneJson(layer.patch) : mergePatch(document, layer.patch);
    const changes = diffDocuments(document, next);
    const ref = refOf(layer);
    for (const change of changes) {
      if (change.change !== 'removed') events.set(change.pointer, { at: index, ref });
    }
    document = next;
    if (isTop) {
      topChanges = changes;
      topApplied = true;
    }
  });

  // The audiences apply after every layer, over the document of them all.
  const after = document === undefined || !options.after ? [] : options.after(document);
  after.forEach((layer, offset) => {
    if (!isApplicable(layer)) {
      skipped.push(refOf(layer));
      return;
    }
    const next = mergePatch(document, layer.patch);
    const ref = refOf(layer);
    for (const change of diffDocuments(document, next)) {
      if (change.change !== 'removed') events.set(change.pointer, { at: layers.length + offset, ref });
    }
    document = next;
  });

  const sources = new Map<string, LayerRef>();
  for (const [pointer] of leavesOf(document)) {
    let best: { at: number; ref: LayerRef } | undefined;
    for (const at of chainOf(pointer)) {
      const event = events.get(at);
      if (event && (!best || event.at > best.at)) best = event;
    }
    if (best) sources.set(pointer, best.ref);
  }

  const last = layers.length > 1 ? layers[layers.length - 1] : undefined;
  return {
    document,
    sources,
    top: last ? { ...refOf(last), applied: topApplied } : undefined,
    after: after.map(refOf),
    topChanges,
    noEffect: last && topApplied ? noEffectOf(last.patch, topChanges) : [],
    skipped,
  };
}

/**
 * Marks the layers the composition left out: `failures` are composeLayout's, in layer order (each names the
 * kind and source of its layer), so they are matched in one pass.
 */
export function markFailedLayers<L extends AttributionLayer>(
  layers: readonly L[],
  failures: readonly LayerRef[],
): Array<L & { failed: boolean }> {
  let next = 0;
  return layers.map((layer) => {
    const failure = failures[next];
    const failed = failure !== undefined && failure.kind === layer.kind && failure.source === layer.source;
    if (failed) next += 1;
    return { ...layer, failed };
  });
}

/** One line of the document shown as indented JSON. */
export interface SourceLine {
  /** Nesting level (0: the document's braces). */
  depth: number;
  /** The member name, for members of an object. */
  key?: string;
  /** What follows the key: a value as JSON (shortened), '{' or '}' (with a trailing comma where JSON has one). */
  text: string;
  /** Value lines: the value's pointer and the layer it comes from. */
  pointer?: string;
  layer?: LayerRef;
}

export interface SourceLinesOptions {
  /** Longer values (e.g. data: images) are cut to this many characters and end with '…'. Default 120. */
  maxValueLength?: number;
}

/** The value as JSON text on one line, cut to `max` characters. */
export function shortJson(value: unknown, max = 120): string {
  const text = value === undefined ? '' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}

/** The merged document as lines of indented JSON; each value line carries its pointer and layer. */
export function sourceLines(
  document: unknown,
  sources: ReadonlyMap<string, LayerRef>,
  options: SourceLinesOptions = {},
): SourceLine[] {
  const max = options.maxValueLength ?? 120;
  const lines: SourceLine[] = [];
  const walk = (node: unknown, pointer: string, depth: number, key: string | undefined, comma: string): void => {
    if (isJsonObject(node) && Object.keys(node).length > 0) {
      lines.push({ depth, ...(key !== undefined ? { key } : {}), text: '{' });
      const entries = Object.entries(node);
      entries.forEach(([member, value], i) => walk(value, childPointer(pointer, member), depth + 1, member, i < entries.length - 1 ? ',' : ''));
      lines.push({ depth, text: `}${comma}` });
      return;
    }
    const layer = sources.get(pointer);
    lines.push({ depth, ...(key !== undefined ? { key } : {}), text: `${shortJson(node, max)}${comma}`, pointer, ...(layer ? { layer } : {}) });
  };
  if (document !== undefined) walk(document, '', 0, undefined, '');
  return lines;
}
