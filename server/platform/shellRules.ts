// The shell's own rules that the server enforces too, so the shell's live form checks and the
// server's refusals always agree: the layout document's schema checks (src/core/config, compiled
// from schema/), the password and registration rules (src/core/session/passwordRules) and the JSON
// object test of merge patches. The only place in server/ that imports the shell's core.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isJsonObject, mergePatch } from '../../src/core/config/mergePatch.js';
import { checkPatch, checkWhole, type LayoutIssue } from '../../src/core/config/validate.js';
import { REPO_ROOT } from './paths.js';

export { isJsonObject };
export {
  CAPTCHA_LENGTH,
  describePasswordProblems,
  fieldProblemText,
  isEmail,
  isMobile,
  passwordProblems,
  registrationProblems,
  type FieldProblem,
  type RegistrationField,
} from '../../src/core/session/passwordRules.js';

/** Checks a saved layout overlay; returns what is wrong (pointer: rule: message; ...) or null. */
export type LayoutPatchValidator = (patch: unknown) => string | null;

/** The first issues as `pointer: rule: message`; the caller puts its own prefix before them. */
const describe = (issues: LayoutIssue[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.pointer || '/'}: ${issue.rule}: ${issue.message}`)
    .join('; ');

/**
 * The server enforces what the shell assumes: a saved overlay must pass the layout schema as a
 * partial document, and the base merged with it must pass as a whole. Same checks as the shell, so
 * the editor's live errors and the server's answer never disagree.
 */
export function createLayoutPatchValidator(baseFile = path.join(REPO_ROOT, 'config', 'base', 'layout.json')): LayoutPatchValidator {
  const base = JSON.parse(readFileSync(baseFile, 'utf8')) as unknown;
  return (patch: unknown) => {
    const partial = checkPatch(patch);
    if (partial.length > 0) return describe(partial);
    const whole = checkWhole(mergePatch(base, patch));
    return whole.length > 0 ? describe(whole) : null;
  };
}
