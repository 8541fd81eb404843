/**
 * Audiences: kinds of viewer the layout names (`audiences.<id>.when`, a VisibilityRule) with a merge
 * patch over the composed document for them (`audiences.<id>.patch`). After every layer, the patches
 * of the audiences whose `when` holds for the viewer are applied by ascending order, then id.
 *
 * - An audience's `when` is evaluated without audiences (`VisibilityContext.audiences` absent), so an
 *   `audiencesAnyOf` there never holds and audiences never depend on each other (the schema refuses it
 *   too): membership is one pass, no recursion, no loop.
 * - A patch is checked like a stored overlay (partial schema, nothing of DEPLOYMENT_ONLY_POINTERS or
 *   POLICY_POINTERS) and may not contain `audiences`; the merged result is checked whole. A patch that
 *   fails is left out and reported like a failing layer (source `audience <id>`, pointers under
 *   `/audiences/<id>/patch`), the others still apply.
 * - `visibleWhen` rules of the result may name audiences: `matchingAudiences` gives the ids to put in
 *   the context.
 */
import type { Audience, LayoutDocument, LocalizedText } from '../../generated/layout';
import { isVisible, type VisibilityContext } from '../visibility';
import { sortedEntries, type LayerFailure } from './layers';
import { isJsonObject, mergePatch } from './mergePatch';
import { explainNewItems } from './newItems';
import { checkPatch, checkStoredPatch, checkWhole, escapePointerSegment, type LayoutIssue } from './validate';

/** The layer kind of an audience's patch (in failures and in the Sources view). */
export const AUDIENCE_LAYER = 'audience';

/** An audience's patch as a layer: what the attribution reads (LayerRef fits). */
export interface AudienceLayer {
  readonly kind: typeof AUDIENCE_LAYER;
  /** "audience <id>". */
  readonly source: string;
  readonly audience: string;
  /** The audience's name (`label`), when it has one. */
  readonly label?: LocalizedText;
  readonly patch: unknown;
  /** Left out: its patch failed a check (see `failures`). */
  readonly failed: boolean;
}

export interface AppliedAudiences {
  /** The document for the viewer: the composed one with the applying audiences' patches merged. */
  document: LayoutDocument;
  /** The ids of the audiences whose `when` holds, in the order they apply. */
  matched: string[];
  /** The matching audiences as layers, in order, failing ones marked (for the attribution). */
  layers: AudienceLayer[];
  /** The audiences left out, and why (pointers into the document: /audiences/<id>/patch/...). */
  failures: LayerFailure[];
}

export const audienceSource = (id: string): string => `audience ${id}`;
const patchPointer = (id: string): string => `/audiences/${escapePointerSegment(id)}/patch`;

/** The audiences of a document sorted by order, then id. */
export function sortedAudiences(doc: Pick<LayoutDocument, 'audiences'>): Array<[string, Audience]> {
  return sortedEntries(doc.audiences as Record<string, Audience | null | undefined> | undefined);
}

/** The ids of the audiences whose `when` holds for the viewer, in order (evaluated without audiences). */
export function matchingAudiences(doc: Pick<LayoutDocument, 'audiences'>, ctx: VisibilityContext): string[] {
  const plain: VisibilityContext = { ...ctx, audiences: undefined };
  return sortedAudiences(doc)
    .filter(([, audience]) => isVisible(audience.when, plain))
    .map(([id]) => id);
}

/** Issues of one audience's patch on its own (not merged): partial schema, stored-overlay rules, no `audiences`. */
export function audiencePatchIssues(patch: unknown): LayoutIssue[] {
  if (!isJsonObject(patch)) return [{ pointer: '', rule: 'type', message: 'an audience patch must be a JSON object' }];
  if (Object.prototype.hasOwnProperty.call(patch, 'audiences')) {
    return [{ pointer: '/audiences', rule: 'audienceInPatch', message: "an audience's patch may not change the audiences" }];
  }
  const partial = checkPatch(patch);
  return partial.length ? partial : checkStoredPatch(patch);
}

/** Issues of merging one patch over `doc`: its own issues, else those of the merged whole. */
function mergedIssues(doc: LayoutDocument, patch: unknown): { merged?: LayoutDocument; issues: LayoutIssue[] } {
  const own = audiencePatchIssues(patch);
  if (own.length) return { issues: own };
  const merged = mergePatch(doc, patch);
  const whole = checkWhole(merged);
  return whole.length ? { issues: explainNewItems(whole, doc) } : { merged: merged as LayoutDocument, issues: [] };
}

/** Prefixes an issue of a patch with the audience's pointer, unless it already points into the whole document. */
const underAudience = (id: string, issue: LayoutIssue): LayoutIssue => ({ ...issue, pointer: `${patchPointer(id)}${issue.pointer}` });

/**
 * The document for one viewer: the patches of the audiences whose `when` holds, applied in order over
 * `doc` (the composition of every layer). Pure; `doc` is not changed.
 */
export function applyAudiences(doc: LayoutDocument, ctx: VisibilityContext): AppliedAudiences {
  const matched = matchingAudiences(doc, ctx);
  let document = doc;
  const layers: AudienceLayer[] = [];
  const failures: LayerFailure[] = [];
  for (const id of matched) {
    const audience = doc.audiences?.[id];
    const patch = audience?.patch;
    const { merged, issues } = mergedIssues(document, patch);
    const label = audience?.label;
    layers.push({ kind: AUDIENCE_LAYER, source: audienceSource(id), audience: id, ...(label !== undefined ? { label } : {}), patch, failed: merged === undefined });
    if (!merged) {
      failures.push({ kind: AUDIENCE_LAYER, source: audienceSource(id), issues: issues.map((issue) => underAudience(id, issue)) });
      continue;
    }
    // The result keeps the audiences of the layers (a patch may not change them).
    document = merged;
  }
  return { document, matched, layers, failures };
}

/**
 * Every audience's patch checked on its own over `doc`, whoever the viewer (config:check, the editor
 * and the server's save): what would be left out for the viewers it applies to.
 */
export function audienceIssues(doc: LayoutDocument): LayoutIssue[] {
  return sortedAudiences(doc).flatMap(([id, audience]) => mergedIssues(doc, audience.patch).issues.map((issue) => underAudience(id, issue)));
}
