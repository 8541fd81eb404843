// The session and login policy the server enforces, read from the same layout the shell runs with:
// the deployment's files (the base layout merged with a tenant's file, as the shell composes them).
// Stored overlays never count: the layout check refuses `session` and `app.tokenTimeSeconds` in
// them (src/core/config/validate.ts, POLICY_POINTERS), so a tenant admin cannot weaken the policy.
// The default tenant's policy (config/deploy.json) is the floor of every tenant: a login that names
// another tenant (?tenant= is the client's choice) gets the stricter of the two. Which tenant a call
// follows is ServerContext.tenantOfRequest's answer (deployment.ts: the name the body gives,
// normalised, else the tenant of the address: prefix, host, default).
import type { LayoutDocument } from '../../../src/generated/layout.js';
import type { Deployment } from '../deployment.js';
import { composeDeploymentFiles, stricterPasswordPolicy, type PasswordRuleSet } from '../shellRules.js';

export interface SessionPolicy {
  /** Lifetime of an access token: the layout's app.tokenTimeSeconds, at most the server's ceiling. */
  tokenTtlSeconds: number;
  /** The shell locks the screen after this long without input (the server only reports it). */
  idleLockSeconds?: number;
  /** The session's absolute length: no token outlives sign-in plus this. */
  maxSessionSeconds?: number;
  /** The login needs a captcha from the first attempt. */
  captchaAlways: boolean;
  /** Invitation registration is open (loginPage.features.invitationRegistration is not false). */
  registrationOpen: boolean;
  /** What a new password needs beyond the platform's rule (session.passwordPolicy); absent: the platform's rule alone. */
  passwordPolicy?: PasswordRuleSet;
}

/** The policy a composed layout states; `ceilingSeconds` is the server's own access-token lifetime. */
export function policyOfLayout(layout: Pick<LayoutDocument, 'app' | 'session' | 'loginPage'> | undefined, ceilingSeconds: number): SessionPolicy {
  const session = layout?.session;
  const layoutTtl = layout?.app.tokenTimeSeconds;
  return {
    tokenTtlSeconds: Math.min(ceilingSeconds, layoutTtl ?? ceilingSeconds),
    ...(session?.idleLockSeconds !== undefined ? { idleLockSeconds: session.idleLockSeconds } : {}),
    ...(session?.maxSessionSeconds !== undefined ? { maxSessionSeconds: session.maxSessionSeconds } : {}),
    captchaAlways: session?.captcha === 'always',
    registrationOpen: layout?.loginPage.features?.invitationRegistration !== false,
    ...(session?.passwordPolicy !== undefined ? { passwordPolicy: stricterPasswordPolicy(session.passwordPolicy, undefined) } : {}),
  };
}

const shorter = (a: number | undefined, b: number | undefined): number | undefined => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/** The stricter of two policies, rule by rule. */
export function stricterPolicy(a: SessionPolicy, b: SessionPolicy): SessionPolicy {
  const idleLockSeconds = shorter(a.idleLockSeconds, b.idleLockSeconds);
  const maxSessionSeconds = shorter(a.maxSessionSeconds, b.maxSessionSeconds);
  return {
    tokenTtlSeconds: Math.min(a.tokenTtlSeconds, b.tokenTtlSeconds),
    ...(idleLockSeconds !== undefined ? { idleLockSeconds } : {}),
    ...(maxSessionSeconds !== undefined ? { maxSessionSeconds } : {}),
    captchaAlways: a.captchaAlways || b.captchaAlways,
    registrationOpen: a.registrationOpen && b.registrationOpen,
    ...(a.passwordPolicy || b.passwordPolicy ? { passwordPolicy: stricterPasswordPolicy(a.passwordPolicy, b.passwordPolicy) } : {}),
  };
}

/** Reads a tenant's policy. */
export type SessionPolicySource = (tenant: string | undefined) => SessionPolicy;

/** A fixed policy: the server's own token lifetime, nothing else (tests, and servers without a config folder). */
export const fixedPolicy =
  (tokenTtlSeconds: number): SessionPolicySource =>
  () => ({ tokenTtlSeconds, captchaAlways: false, registrationOpen: true });

/**
 * The deployment's policy source. The tenant files are re-read when they change (Deployment caches
 * them by modification time), so an edited policy applies to the next login and the next refresh.
 */
export function deploymentPolicies(deployment: Deployment, ceilingSeconds: number): SessionPolicySource {
  const ofFiles = (tenant: string | undefined): SessionPolicy =>
    policyOfLayout(composeDeploymentFiles(deployment.baseLayout(), deployment.tenantFile(tenant)), ceilingSeconds);
  return (tenant) => {
    const floor = ofFiles(deployment.defaultTenant());
    return tenant !== undefined && deployment.hasTenant(tenant) ? stricterPolicy(floor, ofFiles(tenant)) : floor;
  };
}
