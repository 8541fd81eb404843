/**
 * The layout editor's forms as pure functions. Each takes `below` (the merged document of the layers
 * under the overlay being edited) and `patch` (that overlay, an RFC 7396 merge patch) and answers a
 * NEW patch, never changing either: the smallest patch whose merge over `below` gives what the admin
 * asked for. A value equal to `below`'s is left out of the patch, empty objects are pruned, and an
 * edit that changes nothing answers the very patch it was given.
 *
 * Edits are made at one item (a top-bar item, a home block, a tab group, an origin, a login text):
 * only that item's part of the patch is written anew, everything else the admin wrote stays as it is.
 */
import type { LayoutDocument, LocalizedText, VisibilityRule } from '../../generated/layout';
import { cloneJson, isJsonObject, mergePatch, type JsonObject } from './mergePatch';
import { sortedEntries } from './layers';
import { DEFAULT_HOME } from '../home/homeRules';
import { frameOriginProblem } from './frameOrigin';

export type OverlayPatch = Record<string, unknown>;

/** A keyed collection of the layout an editor lists, by its path in the document. */
export type CollectionPath = readonly ['topBar'] | readonly ['indexBlocks'] | readonly ['tabGroups'] | readonly ['frames', 'allowedOrigins'];

export const TOP_BAR: CollectionPath = ['topBar'];
export const INDEX_BLOCKS: CollectionPath = ['indexBlocks'];
export const TAB_GROUPS: CollectionPath = ['tabGroups'];
export const ALLOWED_ORIGINS: CollectionPath = ['frames', 'allowedOrigins'];

/** Why a form's edit was refused; the form shows the matching message. */
export type EditProblem =
  | 'originPattern'
  | 'originInsecure'
  | 'originDuplicate'
  | 'originTooMany'
  | 'pathPattern'
  | 'labelEmpty'
  | 'imagePattern'
  | 'unknownItem';

export type EditResult = { ok: true; patch: OverlayPatch } | { ok: false; problem: EditProblem };

// The schema's patterns and limits (schema/layout.schema.json), repeated where a form checks before the layout check does.
const MAX_ALLOWED_ORIGINS = 32;
const ROUTE_PATH_PATTERN = /^\/(?![/\\])[^\s]*$/;
const ROUTE_PATH_MAX_LENGTH = 2048;
const IMAGE_PATTERN = /^(https:\/\/[^\s]+|\/(?![/\\])[^\s]*|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9_][^\s:]*)$/;
const IMAGE_MAX_LENGTH = 44000;
const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

// ---------------------------------------------------------------------------------------------
// The one primitive: write the wanted merged value of one path as the smallest patch.

/** Deep equality of JSON values (member order does not count). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

function hasMember(value: unknown, key: string): value is JsonObject {
  return isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, key);
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (!hasMember(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** The smallest merge patch that turns `from` into `to` (both documents' values, no nulls); undefined when equal. */
export function diffValue(from: unknown, to: unknown): unknown {
  if (to === undefined) return from === undefined ? undefined : null;
  if (jsonEqual(from, to)) return undefined;
  if (isJsonObject(from) && isJsonObject(to)) {
    const patch: JsonObject = {};
    for (const key of Object.keys(from)) if (!hasMember(to, key)) patch[key] = null;
    for (const [key, value] of Object.entries(to)) {
      const member = diffValue(hasMember(from, key) ? from[key] : undefined, value);
      if (member !== undefined) patch[key] = member;
    }
    return patch;
  }
  return cloneJson(to);
}

/** `patch` with `value` at `path` (undefined: the member removed), copying only along the path; emptied objects pruned. */
function withMember(patch: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const [key, ...rest] = path;
  if (key === undefined) throw new Error('withMember: empty path');
  const copy: JsonObject = { ...patch };
  const member = rest.length === 0 ? value : withMember(isJsonObject(patch[key]) ? (patch[key] as JsonObject) : {}, rest, value);
  if (member === undefined || (rest.length > 0 && isJsonObject(member) && Object.keys(member).length === 0)) delete copy[key];
  else copy[key] = member;
  return copy;
}

/**
 * The patch that gives `wanted` as the merged value at `path` (undefined: absent), everything else
 * as `patch` gives it. When the patch replaces an ancestor whole (null, a string…), that ancestor is
 * written anew instead, so the edit takes effect.
 */
export function setMerged(below: unknown, patch: OverlayPatch, path: readonly string[], wanted: unknown): OverlayPatch {
  const merged = mergePatch(below, patch);
  if (jsonEqual(valueAt(merged, path), wanted)) return patch;
  for (let depth = 1; depth < path.length; depth += 1) {
    const prefix = path.slice(0, depth);
    const written = valueAt(patch, prefix);
    if (written !== undefined && !isJsonObject(written)) {
      const ancestor = valueAt(merged, prefix);
      const rebuilt = setIn(isJsonObject(ancestor) ? ancestor : {}, path.slice(depth), wanted);
      return withMember(patch, prefix, diffValue(valueAt(below, prefix), rebuilt));
    }
  }
  return withMember(patch, path, diffValue(valueAt(below, path), wanted));
}

/** A copy of `target` with `value` at `path` (undefined removes it). */
function setIn(target: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const [key, ...rest] = path;
  if (key === undefined) return target;
  const copy: JsonObject = { ...target };
  const member = rest.length === 0 ? value : setIn(isJsonObject(target[key]) ? (target[key] as JsonObject) : {}, rest, value);
  if (member === undefined) delete copy[key];
  else copy[key] = member;
  return copy;
}

/** The merged document the patch gives over `below`. */
export function mergedDocument(below: LayoutDocument, patch: OverlayPatch): LayoutDocument {
  return mergePatch(below, patch) as LayoutDocument;
}

function collectionOf(document: unknown, path: CollectionPath): Record<string, JsonObject> {
  const collection = valueAt(document, path);
  return isJsonObject(collection) ? (collection as Record<string, JsonObject>) : {};
}

/** Changes one item of a collection through `update` (its merged value in, the wanted value out). */
function updateItem(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string, update: (item: JsonObject) => JsonObject): EditResult {
  const item = collectionOf(mergedDocument(below, patch), path)[id];
  if (!item) return { ok: false, problem: 'unknownItem' };
  return { ok: true, patch: setMerged(below, patch, [...path, id], update(item)) };
}

/** The patch of a result, or the patch unchanged when the edit was refused (for edits that cannot fail but an unknown id). */
function patchOf(result: EditResult, patch: OverlayPatch): OverlayPatch {
  return result.ok ? result.patch : patch;
}

// ---------------------------------------------------------------------------------------------
// Items of any collection: remove, restore, label, order.

/**
 * Removes an item (the patch says null; an item only the patch added just leaves the patch). This
 * removes it for everyone; to hide an item for some users, give it a visibility rule instead
 * (setHiddenForStation), which keeps it in the document for the other layers to refine.
 */
export function removeItem(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string): OverlayPatch {
  return setMerged(below, patch, [...path, id], undefined);
}

/** Gives back an item `below` has, as `below` has it (the patch's part of it is dropped). */
export function restoreItem(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string): OverlayPatch {
  const original = collectionOf(below, path)[id];
  return original ? setMerged(below, patch, [...path, id], original) : patch;
}

/** The items `below` has that the patch removes: what a form offers to restore. */
export function removedItems(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath): string[] {
  const merged = collectionOf(mergedDocument(below, patch), path);
  return Object.keys(collectionOf(below, path)).filter((id) => !hasMember(merged, id));
}

/** Sets an item's label (undefined: back to `below`'s label); an empty label is refused. */
export function setItemLabel(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string, label: LocalizedText | undefined): EditResult {
  if (label !== undefined && isEmptyText(label)) return { ok: false, problem: 'labelEmpty' };
  const original = collectionOf(below, path)[id];
  return updateItem(below, patch, path, id, (item) => {
    const wanted = label ?? (original ? original.label : undefined);
    return wanted === undefined ? withoutKey(item, 'label') : { ...item, label: cloneJson(wanted) };
  });
}

function isEmptyText(text: LocalizedText): boolean {
  return typeof text === 'string' ? text.trim() === '' : Object.values(text).every((part) => part.trim() === '');
}

function withoutKey(item: JsonObject, key: string): JsonObject {
  const copy = { ...item };
  delete copy[key];
  return copy;
}

/** Which items move together: the top bar's items within their area, home blocks within their home page, other collections whole. */
function groupOf(path: CollectionPath, item: JsonObject): string {
  if (path[0] === 'topBar') return String(item.area ?? 'end');
  if (path[0] === 'indexBlocks') return String(item.home ?? DEFAULT_HOME);
  return '';
}

/**
 * The ids of a collection in the order they show (within one group when given: a top-bar area, a
 * home page's blocks; the greeting is an ordinary block, placed by its order).
 */
export function orderedIds(document: LayoutDocument, path: CollectionPath, group?: string): string[] {
  const collection = collectionOf(document, path) as Record<string, JsonObject & { order: number; block: string }>;
  const sorted = sortedEntries(collection).filter(([, item]) => group === undefined || groupOf(path, item) === group);
  return sorted.map(([id]) => id);
}

/**
 * Moves an item one place up or down among the items it is sorted with (the top bar's within their
 * area). The two items swap their orders; when that cannot give the new sequence (equal orders) the
 * group is numbered anew in steps of 10, and only the items whose order changes enter the patch.
 * Moving the first item up or the last down changes nothing.
 */
export function moveItem(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string, direction: 'up' | 'down'): OverlayPatch {
  const merged = mergedDocument(below, patch);
  const collection = collectionOf(merged, path);
  const item = collection[id];
  if (!item) return patch;
  const ids = orderedIds(merged, path, groupOf(path, item));
  const index = ids.indexOf(id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= ids.length) return patch;
  const wanted = [...ids];
  [wanted[index], wanted[other]] = [wanted[other]!, wanted[index]!];
  const orderOf = (key: string) => Number(collection[key]!.order);
  let orders = new Map<string, number>([
    [id, orderOf(ids[other]!)],
    [ids[other]!, orderOf(id)],
  ]);
  const sequenceHolds = (candidate: Map<string, number>) => {
    const numbers = wanted.map((key) => candidate.get(key) ?? orderOf(key));
    return numbers.every((value, position) => position === 0 || value > numbers[position - 1]!);
  };
  if (!sequenceHolds(orders)) orders = new Map(wanted.map((key, position) => [key, (position + 1) * 10]));
  let next = patch;
  for (const [key, order] of orders) {
    if (order === orderOf(key)) continue;
    next = setMerged(below, next, [...path, key, 'order'], order);
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Top bar: visibility per station.

/** Whether an item's visibility rule hides it from users of `station` (by the station conditions alone). */
export function isHiddenForStation(item: { visibleWhen?: VisibilityRule } | undefined, station: string): boolean {
  const rule = item?.visibleWhen;
  if (!rule) return false;
  if (rule.stationsExcluded?.includes(station)) return true;
  return Boolean(rule.stationsIncluded?.length) && !rule.stationsIncluded!.includes(station);
}

/**
 * Hides an item from the users of a station, or shows it to them again, through its visibility rule:
 * hiding adds the station to `stationsExcluded`; showing takes it out, and adds it to
 * `stationsIncluded` when that list leaves it out. A rule left empty is removed.
 */
export function setHiddenForStation(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, id: string, station: string, hidden: boolean): OverlayPatch {
  const result = updateItem(below, patch, path, id, (item) => {
    const rule: VisibilityRule = isJsonObject(item.visibleWhen) ? { ...(item.visibleWhen as VisibilityRule) } : {};
    const excluded = (rule.stationsExcluded ?? []).filter((candidate) => candidate !== station);
    if (hidden) excluded.push(station);
    if (excluded.length > 0) rule.stationsExcluded = excluded;
    else delete rule.stationsExcluded;
    if (!hidden && rule.stationsIncluded?.length && !rule.stationsIncluded.includes(station)) rule.stationsIncluded = [...rule.stationsIncluded, station];
    return Object.keys(rule).length > 0 ? { ...item, visibleWhen: rule as JsonObject } : withoutKey(item, 'visibleWhen');
  });
  return patchOf(result, patch);
}

// ---------------------------------------------------------------------------------------------
// Home blocks.

export type BlockWidth = 'full' | 'half';

export function setBlockWidth(below: LayoutDocument, patch: OverlayPatch, id: string, width: BlockWidth): OverlayPatch {
  return patchOf(
    updateItem(below, patch, INDEX_BLOCKS, id, (item) => ({ ...item, width })),
    patch,
  );
}

// ---------------------------------------------------------------------------------------------
// Tab groups.

export interface TabGroupInput {
  label: string;
  pathPrefix: string;
}

function checkTabGroup(input: TabGroupInput): EditProblem | undefined {
  if (input.label.trim() === '') return 'labelEmpty';
  const prefix = input.pathPrefix.trim();
  if (prefix.length > ROUTE_PATH_MAX_LENGTH || !ROUTE_PATH_PATTERN.test(prefix)) return 'pathPattern';
  return undefined;
}

/** A new id for a collection: `stem` when it is free and an id, else stem-2, stem-3… (never one `below` or the patch has). */
export function freeId(below: LayoutDocument, patch: OverlayPatch, path: CollectionPath, stem: string): string {
  const taken = new Set([...Object.keys(collectionOf(below, path)), ...Object.keys(collectionOf(patch, path))]);
  let base = stem.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 56);
  if (!/^[A-Za-z]/.test(base)) base = `x${base}`.slice(0, 56);
  if (!ID_PATTERN.test(base)) base = 'item';
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

function nextOrder(document: LayoutDocument, path: CollectionPath): number {
  const orders = Object.values(collectionOf(document, path)).map((item) => Number(item.order)).filter(Number.isFinite);
  return orders.length === 0 ? 10 : Math.floor(Math.max(...orders) / 10) * 10 + 10;
}

/** Adds a tab group (label, route path prefix) after the others; answers its id too. */
export function addTabGroup(below: LayoutDocument, patch: OverlayPatch, input: TabGroupInput): EditResult & { id?: string } {
  const problem = checkTabGroup(input);
  if (problem) return { ok: false, problem };
  const id = freeId(below, patch, TAB_GROUPS, 'group');
  const order = nextOrder(mergedDocument(below, patch), TAB_GROUPS);
  return { ok: true, id, patch: setMerged(below, patch, [...TAB_GROUPS, id], { order, label: input.label.trim(), pathPrefix: input.pathPrefix.trim() }) };
}

/**
 * Changes a tab group's label and path prefix (its address conditions other than the prefix stay).
 * An empty prefix removes it from a group that its frame addresses (srcContains) still define.
 */
export function updateTabGroup(below: LayoutDocument, patch: OverlayPatch, id: string, input: TabGroupInput): EditResult {
  const current = collectionOf(mergedDocument(below, patch), TAB_GROUPS)[id];
  const byAddress = Array.isArray(current?.srcContains) && current.srcContains.length > 0;
  if (input.pathPrefix.trim() === '' && byAddress) {
    if (input.label.trim() === '') return { ok: false, problem: 'labelEmpty' };
    return updateItem(below, patch, TAB_GROUPS, id, (item) => ({ ...withoutKey(item, 'pathPrefix'), label: input.label.trim() }));
  }
  const problem = checkTabGroup(input);
  if (problem) return { ok: false, problem };
  return updateItem(below, patch, TAB_GROUPS, id, (item) => ({ ...item, label: input.label.trim(), pathPrefix: input.pathPrefix.trim() }));
}

// ---------------------------------------------------------------------------------------------
// Login page: texts per language and images.

export type LoginTextField = 'systemTitle' | 'systemName' | 'advertisement';
export type LoginImage = 'background' | 'logo' | 'loginLogo';

/** The text of one language of a localized text as a form shows it (a single string serves every language). */
export function textForLanguage(text: LocalizedText | undefined, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return Object.prototype.hasOwnProperty.call(text, language) ? (text[language] ?? '') : '';
}

/**
 * Sets one language's text of a login-page default (loginPage.defaults.<field>). The value becomes
 * one text per language; a single string it was before stays the text of the other languages.
 */
export function setLoginText(below: LayoutDocument, patch: OverlayPatch, field: LoginTextField, language: string, text: string): OverlayPatch {
  const path = ['loginPage', 'defaults', field];
  const current = valueAt(mergedDocument(below, patch), path) as LocalizedText | undefined;
  const languages = new Set([language, 'zh_cn', 'en', ...(isJsonObject(current) ? Object.keys(current) : [])]);
  const wanted: Record<string, string> = {};
  for (const code of languages) wanted[code] = code === language ? text : textForLanguage(current, code);
  // A text equal in every language to a single string `below` has is that string: nothing to write.
  const original = valueAt(below, path);
  if (typeof original === 'string' && Object.values(wanted).every((part) => part === original)) return setMerged(below, patch, path, original);
  return setMerged(below, patch, path, wanted);
}

const IMAGE_PATHS: Record<LoginImage, readonly string[]> = {
  background: ['loginPage', 'defaults', 'background'],
  logo: ['app', 'branding', 'logo'],
  loginLogo: ['app', 'branding', 'loginLogo'],
};

/** The address of a login-page image in a document ('' when none). */
export function imageSource(document: LayoutDocument, image: LoginImage): string {
  const value = valueAt(document, IMAGE_PATHS[image]);
  return typeof value === 'string' ? value : '';
}

/**
 * Sets the address of the login background (loginPage.defaults.background) or a logo
 * (app.branding.logo / loginLogo): an https URL, a path on the portal, a stored file path or a small
 * data:image URL, as the schema's ImageSource. '' takes the image away (the background becomes '',
 * a logo is removed so the default shows).
 */
export function setImageSource(below: LayoutDocument, patch: OverlayPatch, image: LoginImage, source: string): EditResult {
  const value = source.trim();
  if (value !== '' && (value.length > IMAGE_MAX_LENGTH || !IMAGE_PATTERN.test(value))) return { ok: false, problem: 'imagePattern' };
  const path = IMAGE_PATHS[image];
  const wanted = value === '' ? (image === 'background' ? '' : undefined) : value;
  return { ok: true, patch: setMerged(below, patch, path, wanted) };
}

// ---------------------------------------------------------------------------------------------
// Frame origins.

/**
 * Why an origin cannot be added, or undefined: it must be the schema's origin (scheme, host, optional
 * port, nothing after it, at most 200 characters); plain http: only for the admin's own machine
 * (localhost, 127.0.0.1), as an http: page inside an https portal is blocked by the browser and
 * would travel unencrypted.
 */
export function originProblem(origin: string): EditProblem | undefined {
  // The one rule of frame origins, shared with the layout check and the server's CSP header.
  return frameOriginProblem(origin);
}

/** Adds a frame origin under an id made from its host; refuses a malformed, insecure, listed or 33rd origin. */
export function addAllowedOrigin(below: LayoutDocument, patch: OverlayPatch, input: string): EditResult & { id?: string } {
  const origin = input.trim().replace(/\/$/, '');
  const problem = originProblem(origin);
  if (problem) return { ok: false, problem };
  const merged = collectionOf(mergedDocument(below, patch), ALLOWED_ORIGINS);
  if (Object.values(merged).some((entry) => String(entry.origin).toLowerCase() === origin.toLowerCase())) return { ok: false, problem: 'originDuplicate' };
  if (Object.keys(merged).length >= MAX_ALLOWED_ORIGINS) return { ok: false, problem: 'originTooMany' };
  const id = freeId(below, patch, ALLOWED_ORIGINS, origin.replace(/^https?:\/\//, '').replace(/:/g, '-'));
  const order = nextOrder(mergedDocument(below, patch), ALLOWED_ORIGINS);
  return { ok: true, id, patch: setMerged(below, patch, [...ALLOWED_ORIGINS, id], { order, origin }) };
}
