import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Deployment } from '../deployment.js';
import { REPO_ROOT } from '../paths.js';
import { deploymentPolicies, policyOfLayout, stricterPolicy } from './sessionPolicy.js';

describe('the session policy the server reads from the layout', () => {
  it("takes the tenant's token time under the server's ceiling, and the session rules as written", () => {
    const app = { tokenTimeSeconds: 28800 } as never;
    const loginPage = { features: { invitationRegistration: false } } as never;
    expect(policyOfLayout({ app, loginPage, session: { idleLockSeconds: 900, maxSessionSeconds: 28800, captcha: 'always' } }, 79200)).toEqual({
      tokenTtlSeconds: 28800,
      idleLockSeconds: 900,
      maxSessionSeconds: 28800,
      captchaAlways: true,
      registrationOpen: false,
    });
    // The server's own lifetime wins when it is shorter; no session section: no limits, captcha after failures, registration open.
    expect(policyOfLayout({ app, loginPage: {} as never }, 3600)).toEqual({ tokenTtlSeconds: 3600, captchaAlways: false, registrationOpen: true });
  });

  it('the stricter of two policies, rule by rule', () => {
    expect(
      stricterPolicy(
        { tokenTtlSeconds: 100, maxSessionSeconds: 50, captchaAlways: false, registrationOpen: true },
        { tokenTtlSeconds: 200, idleLockSeconds: 30, maxSessionSeconds: 500, captchaAlways: true, registrationOpen: false },
      ),
    ).toEqual({ tokenTtlSeconds: 100, idleLockSeconds: 30, maxSessionSeconds: 50, captchaAlways: true, registrationOpen: false });
  });

  const configDir = mkdtempSync(path.join(tmpdir(), 'srm-policy-'));
  cpSync(path.join(REPO_ROOT, 'config'), configDir, { recursive: true });
  afterAll(() => rmSync(configDir, { recursive: true, force: true }));

  it("reads the deployment's files, follows an edited tenant file, and leaves out a tenant file that fails the schema", () => {
    const policies = deploymentPolicies(new Deployment(configDir, '/portal'), 79200);
    expect(policies('globex')).toEqual({ tokenTtlSeconds: 28800, idleLockSeconds: 900, maxSessionSeconds: 28800, captchaAlways: true, registrationOpen: false });
    expect(policies(undefined)).toEqual({ tokenTtlSeconds: 79200, captchaAlways: false, registrationOpen: true });
    mkdirSync(path.join(configDir, 'tenants', 'broken'), { recursive: true });
    // Not valid (a negative idle time): the shell leaves the file out, so the server does too.
    writeFileSync(path.join(configDir, 'tenants', 'broken', 'layout.json'), JSON.stringify({ session: { idleLockSeconds: -1, captcha: 'always' } }));
    expect(policies('broken')).toEqual({ tokenTtlSeconds: 79200, captchaAlways: false, registrationOpen: true });
  });
});
