import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergePatch } from '../src/core/config/mergePatch.js';
import { checkPatch, checkWhole, type LayoutIssue } from '../src/core/config/validate.js';
import type { LayoutPatchValidator } from './context.js';

/** The first issues as `pointer: rule: message`; the route puts its own prefix before them. */
const describe = (issues: LayoutIssue[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.pointer || '/'}: ${issue.rule}: ${issue.message}`)
    .join('; ');

/**
 * The server enforces what the shell assumes: a saved overlay must pass the layout schema as a
 * partial document, and the base merged with it must pass as a whole. Same checks as the shell
 * (src/core/config), so the editor's live errors and the server's answer never disagree.
 */
export function createLayoutPatchValidator(baseFile = path.resolve(import.meta.dirname ?? '.', '../config/base/layout.json')): LayoutPatchValidator {
  const base = JSON.parse(readFileSync(baseFile, 'utf8')) as unknown;
  return (patch: unknown) => {
    const partial = checkPatch(patch);
    if (partial.length > 0) return describe(partial);
    const whole = checkWhole(mergePatch(base, patch));
    return whole.length > 0 ? describe(whole) : null;
  };
}
