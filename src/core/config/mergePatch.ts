/**
 * RFC 7396 JSON Merge Patch, the way layout layers apply: an object patch changes the members it names,
 * `null` removes a member, anything else (a string, a number, an array, ...) replaces the target whole.
 * Pure: inputs are never mutated and the result never shares objects with the patch.
 */

export type JsonObject = { [key: string]: unknown };

/** A plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets a member, also when it is called "__proto__" (plain assignment would change the prototype). */
function setMember(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** A deep copy of a JSON value. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (isJsonObject(value)) {
    const copy: JsonObject = {};
    for (const [key, member] of Object.entries(value)) setMember(copy, key, cloneJson(member));
    return copy as T;
  }
  return value;
}

/**
 * Applies `patch` to `target` (RFC 7396, section 2) and returns the result.
 * Members of `target` the patch does not touch are shared with the result, not copied.
 *
 * One exception, for layout documents: an audience's patch (`/audiences/<id>/patch`) is itself a merge
 * patch, whose nulls mean "remove for this audience". It is one value, as an array is: a layer that
 * names it replaces it whole, nulls kept (RFC 7396 would drop them and with them every removal).
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  return mergeAt(target, patch, 0);
}

/** Where an audience's patch sits: depth 0 the document, 1 `audiences`, 2 one audience. */
const AUDIENCES_DEPTH = { audiences: 0, audience: 1, patch: 2 } as const;

function mergeAt(target: unknown, patch: unknown, audienceDepth: number): unknown {
  if (!isJsonObject(patch)) return cloneJson(patch);
  const result: JsonObject = {};
  if (isJsonObject(target)) for (const [key, value] of Object.entries(target)) setMember(result, key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key];
    } else if (audienceDepth === AUDIENCES_DEPTH.patch && key === 'patch') {
      setMember(result, key, cloneJson(value));
    } else {
      const current = Object.prototype.hasOwnProperty.call(result, key) ? result[key] : undefined;
      const next =
        (audienceDepth === AUDIENCES_DEPTH.audiences && key === 'audiences') || audienceDepth === AUDIENCES_DEPTH.audience ? audienceDepth + 1 : -1;
      setMember(result, key, mergeAt(current, value, next));
    }
  }
  return result;
}

/**
 * The patch without its null members, at any depth of nested objects: what is left is what the patch adds or
 * changes, which is what the partial schema checks. Arrays are values, not patches: they are kept as they are.
 */
export function removeNulls(patch: unknown): unknown {
  if (!isJsonObject(patch)) return patch;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== null) setMember(result, key, removeNulls(value));
  }
  return result;
}
