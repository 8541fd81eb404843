// The shell's own rules that the server enforces too, so the shell's live form checks and the
// server's refusals always agree: the layout document's schema checks and the composition of its
// layers (src/core/config, compiled from schema/), the nesting-depth limit, the choice of the
// deployment tenant, the rule of frame origins, the password and registration rules (src/core/session/passwordRules) and the
// JSON object test of merge patches. The only place in server/ that imports the shell's core, and the
// plugins' manifests (plain data: the pages and blocks a saved layout may name).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkOverlay } from '../../src/core/config/crossChecks.js';
import { composeLayout, type LayoutLayer } from '../../src/core/config/layers.js';
import type { OverlayScope } from '../../src/contract/overlayScope.js';
import { isJsonObject } from '../../src/core/config/mergePatch.js';
import { MAX_CONFIG_DEPTH, tooDeepAt } from '../../src/core/config/jsonDepth.js';
import { chooseTenant, isPrefixSegment, isTenantId, normaliseTenantName, type TenantDeploy } from '../../src/core/config/tenant.js';
import { isAllowedFrameOrigin } from '../../src/core/config/frameOrigin.js';
import { jsonEqual } from '../../src/core/config/overlayEdits.js';
import type { LayoutIssue } from '../../src/core/config/validate.js';
import type { LayoutDocument } from '../../src/generated/layout.js';
import { PLUGIN_CATALOGUE } from '../../plugins/manifests.js';
import { REPO_ROOT } from './paths.js';

export { checkOverlay, composeLayout, PLUGIN_CATALOGUE, type LayoutLayer };
export { chooseTenant, isAllowedFrameOrigin, isJsonObject, isPrefixSegment, jsonEqual, isTenantId, MAX_CONFIG_DEPTH, normaliseTenantName, tooDeepAt, type LayoutIssue, type TenantDeploy };
export {
  CAPTCHA_LENGTH,
  describePasswordProblems,
  fieldProblemText,
  isEmail,
  isMobile,
  passwordProblems,
  registrationProblems,
  stricterPasswordPolicy,
  type FieldProblem,
  type PasswordPolicy,
  type PasswordRuleSet,
  type RegistrationField,
} from '../../src/core/session/passwordRules.js';

/** A layer under the overlay being saved: its JSON (parsed) and where it comes from. */
export interface SavedLayer {
  source: string;
  patch: unknown;
}

/**
 * What a layout overlay is merged into, in the shell's order: base → tenant file → tenant-wide
 * overlay → suppliers' overlay (a supplier's portal) → the user's own.
 */
export interface LayoutSaveContext {
  /** 'tenant': the tenant-wide overlay an admin saves; 'suppliers': the suppliers' overlay; 'user': one user's own overlay. */
  scope: OverlayScope;
  /** The deployment tenant's file (config/tenants/<tenant>/layout.json), when the shell runs as a tenant. */
  tenantFile?: SavedLayer;
  /** The tenant-wide overlay in force (for the suppliers' overlay and a user's own overlay). */
  tenantOverlay?: SavedLayer;
  /** The suppliers' overlay in force (only for a supplier's own overlay). */
  supplierOverlay?: SavedLayer;
}

/** Checks a saved layout overlay as the shell would apply it; the issues of the overlay (empty: fine). */
export type LayoutPatchValidator = (patch: unknown, context?: LayoutSaveContext) => LayoutIssue[];

/** The first issues as `pointer: rule: message`; the caller puts its own prefix before them. */
export function describeIssues(issues: readonly LayoutIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.pointer || '/'}: ${issue.rule}: ${issue.message}`)
    .join('; ');
}

/**
 * The layout the deployment's files make for a tenant, composed as the shell composes them (base →
 * tenant file; a failing tenant file is left out, as in the shell); undefined when the base fails.
 */
export function composeDeploymentFiles(base: unknown, tenantFile?: SavedLayer): LayoutDocument | undefined {
  const layers: LayoutLayer[] = [{ kind: 'base', source: 'config/base/layout.json', patch: base }];
  if (tenantFile) layers.push({ kind: 'tenant', ...tenantFile });
  try {
    return composeLayout(layers).layout;
  } catch {
    return undefined;
  }
}

/**
 * The server enforces what the shell assumes: a saved overlay is composed exactly as the shell
 * will compose it (composeLayout: each layer checked as a partial document, nesting depth first,
 * a personal layer kept off what only the tenant decides, the merged result checked whole) over
 * the layers it will really be merged into, and then for the references it breaks (crossChecks: a
 * link no route serves, an unknown plugin block, a rule that never applies). A layer below that fails is left out, as in the shell;
 * only the saved overlay's own failure is a refusal.
 */
export function createLayoutPatchValidator(baseFile = path.join(REPO_ROOT, 'config', 'base', 'layout.json')): LayoutPatchValidator {
  const base = JSON.parse(readFileSync(baseFile, 'utf8')) as unknown;
  return (patch, context = { scope: 'tenant' }) => {
    const layers: LayoutLayer[] = [{ kind: 'base', source: 'config/base/layout.json', patch: base }];
    if (context.tenantFile) layers.push({ kind: 'tenant', ...context.tenantFile });
    if (context.scope !== 'tenant' && context.tenantOverlay) layers.push({ kind: 'server', ...context.tenantOverlay });
    if (context.scope === 'user' && context.supplierOverlay) layers.push({ kind: 'suppliers', ...context.supplierOverlay });
    // The one check of an overlay (depth, size, schema, merged whole, then the references it breaks): the editor's.
    return checkOverlay(layers, patch, context.scope, PLUGIN_CATALOGUE);
  };
}
