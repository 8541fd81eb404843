// The editor's text of an overlay, read without React: parsed and checked as the scope's overlay,
// and compared with the version in force.
import { jsonEqual, type LayoutIssue } from '@plugin-api/layout-admin';

/** The text of a new overlay: an empty object. */
export const EMPTY_OVERLAY = '{\n}\n';

/** The text as an overlay: the patch when it is a JSON object, its issues, or the JSON syntax error. */
export interface ParsedOverlay {
  patch?: Record<string, unknown>;
  issues: LayoutIssue[];
  parseError?: string;
}

/**
 * Parses the editor's text (blank: an empty overlay) and checks an object with `check`; a value
 * other than an object is one issue at the root, with `notObjectMessage`.
 */
export function parseOverlay(text: string, check: (value: unknown) => LayoutIssue[], notObjectMessage: string): ParsedOverlay {
  if (text.trim() === '') return { patch: {}, issues: [] };
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { issues: [{ pointer: '', rule: 'type', message: notObjectMessage }] };
    return { patch: value as Record<string, unknown>, issues: check(value) };
  } catch (error) {
    return { issues: [], parseError: (error as Error).message };
  }
}

/** The value of the version in force from its text (undefined: nothing in force, or not readable). */
export function storedValue(storedText: string): unknown {
  if (storedText === '') return undefined;
  try {
    return JSON.parse(storedText) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether the edited overlay says what the version in force says (member order and spacing aside): nothing to publish. */
export function sameAsStored(patch: Record<string, unknown> | undefined, stored: unknown): boolean {
  return stored !== undefined && patch !== undefined && jsonEqual(patch, stored);
}
