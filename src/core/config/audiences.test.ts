import { describe, expect, it } from 'vitest';
import base from '../../../config/base/layout.json';
import type { LayoutDocument } from '../../generated/layout';
import type { VisibilityContext } from '../visibility';
import { applyAudiences, audienceIssues, matchingAudiences } from './audiences';
import { checkPatch, checkWhole } from './validate';
import { mergePatch } from './mergePatch';

const withAudiences = (audiences: unknown): LayoutDocument => mergePatch(base, { audiences }) as LayoutDocument;

const viewer = (over: Partial<VisibilityContext> = {}): VisibilityContext => ({
  authenticated: true,
  station: 'purchase',
  roles: ['user'],
  permission: 'user',
  settings: {},
  account: '307000',
  subAccount: '1001',
  ...over,
});
const buyerUser = viewer();
const buyerAdmin = viewer({ roles: ['admin'], permission: 'admin', subAccount: '1000' });
const supplier = viewer({ station: 'sale', account: '500100', subAccount: '1001' });
const signedOut: VisibilityContext = { authenticated: false, roles: [], settings: {} };

const pilot = {
  buyerUsers: { order: 10, when: { supplier: false, permissionsAnyOf: ['user'] }, patch: { push: { enabled: false } } },
  admins: { order: 20, label: { zh_cn: '管理员', en: 'Admins' }, when: { permissionsAnyOf: ['admin'] }, patch: { topBar: { log: null } } },
};

describe('matchingAudiences', () => {
  it('names the audiences whose `when` holds, by order then id, and none for a viewer signed out', () => {
    const doc = withAudiences({ ...pilot, b: { order: 5, when: { authenticated: true }, patch: {} }, a: { order: 5, when: {}, patch: {} } });
    expect(matchingAudiences(doc, buyerUser)).toEqual(['a', 'b', 'buyerUsers']);
    expect(matchingAudiences(doc, buyerAdmin)).toEqual(['a', 'b', 'admins']);
    expect(matchingAudiences(doc, signedOut)).toEqual(['a']);
  });

  it("never lets an audience's `when` depend on another audience (no loop: audiencesAnyOf does not hold there)", () => {
    const doc = withAudiences({ loop: { order: 1, when: { audiencesAnyOf: ['loop'] }, patch: {} } });
    expect(matchingAudiences(doc, { ...buyerUser, audiences: new Set(['loop']) })).toEqual([]);
  });
});

describe('the schema of audiences', () => {
  it('accepts the agreed shape and refuses an audience naming audiences, a patch with audiences, and more than 50', () => {
    expect(checkWhole(withAudiences(pilot))).toEqual([]);
    expect(checkWhole(withAudiences({ x: { order: 1, when: { audiencesAnyOf: ['y'] }, patch: {} } })).map((i) => i.pointer)).toContain('/audiences/x/when');
    expect(checkPatch({ audiences: { x: { order: 1, when: {}, patch: { audiences: {} } } } }).map((i) => i.pointer)).toContain('/audiences/x/patch/audiences');
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, { order: i, when: {}, patch: {} }]));
    expect(checkWhole(withAudiences(many)).map((i) => i.rule)).toContain('maxProperties');
  });
});

describe('applyAudiences', () => {
  it("applies the viewer's audiences' patches after the layers, and only theirs", () => {
    const doc = withAudiences(pilot);
    const forUser = applyAudiences(doc, buyerUser);
    expect(forUser.document.push.enabled).toBe(false);
    expect(forUser.document.topBar.log).toBeDefined();
    expect(forUser.matched).toEqual(['buyerUsers']);
    expect(forUser.layers.map(({ source, failed }) => ({ source, failed }))).toEqual([{ source: 'audience buyerUsers', failed: false }]);

    const forAdmin = applyAudiences(doc, buyerAdmin);
    expect(forAdmin.document.push.enabled).toBe(true);
    expect(forAdmin.document.topBar.log).toBeUndefined();
    expect(applyAudiences(doc, supplier).document).toBe(doc);
    expect(doc.push.enabled).toBe(true); // pure: the composed document is not changed
  });

  it('lets a later audience win where two set the same value', () => {
    const doc = withAudiences({
      late: { order: 20, when: {}, patch: { push: { toastLimit: 9 } } },
      early: { order: 10, when: {}, patch: { push: { toastLimit: 2 } } },
    });
    expect(applyAudiences(doc, buyerUser).document.push.toastLimit).toBe(9);
  });

  it('matches accounts, sub-accounts (elsAccount_elsSubAccount) and supplier vs staff', () => {
    const doc = withAudiences({
      company: { order: 1, when: { accountsAnyOf: ['500100'] }, patch: { push: { toastLimit: 5 } } },
      person: { order: 2, when: { subAccountsAnyOf: ['307000_1001'] }, patch: { push: { toastLimit: 7 } } },
    });
    expect(applyAudiences(doc, supplier).document.push.toastLimit).toBe(5);
    expect(applyAudiences(doc, buyerUser).document.push.toastLimit).toBe(7);
    expect(applyAudiences(doc, buyerAdmin).document.push.toastLimit).toBe(3);
  });

  it('leaves out a failing patch, reported like a failing layer (source, pointer, rule), and still applies the others', () => {
    const doc = withAudiences({
      broken: { order: 1, when: {}, patch: { push: { toastLimit: 'many' } } },
      tokens: { order: 2, when: {}, patch: { app: { apiBasePath: 'https://evil.example/api' } } },
      incomplete: { order: 3, when: {}, patch: { topBar: { serviceDesk: { order: 1 } } } },
      fine: { order: 4, when: {}, patch: { push: { enabled: false } } },
    });
    const result = applyAudiences(doc, buyerUser);
    expect(result.document.push.enabled).toBe(false);
    expect(result.document.app.apiBasePath).toBe(doc.app.apiBasePath);
    expect(result.document.topBar.serviceDesk).toBeUndefined();
    expect(result.failures.map((f) => [f.kind, f.source, f.issues[0]!.pointer, f.issues[0]!.rule])).toEqual([
      ['audience', 'audience broken', '/audiences/broken/patch/push/toastLimit', 'type'],
      ['audience', 'audience tokens', '/audiences/tokens/patch/app/apiBasePath', 'deploymentOnly'],
      ['audience', 'audience incomplete', '/audiences/incomplete/patch/topBar/serviceDesk', 'unknownItem'],
    ]);
    expect(result.layers.map((layer) => layer.failed)).toEqual([true, true, true, false]);
  });
});

describe('audienceIssues', () => {
  it('checks every patch whoever the viewer', () => {
    const doc = withAudiences({ nobody: { order: 1, when: { accountsAnyOf: ['none'] }, patch: { session: { captcha: 'always' } } } });
    expect(audienceIssues(doc).map((issue) => `${issue.pointer} ${issue.rule}`)).toEqual(['/audiences/nobody/patch/session deploymentOnly']);
  });
});

describe('who may define audiences', () => {
  it("the tenant's layers, not a personal overlay (its audience could set frame origins the overlay itself may not)", async () => {
    const { composeLayout } = await import('./layers');
    const audiences = { me: { order: 1, when: {}, patch: { frames: { allowedOrigins: { evil: { order: 1, origin: 'https://evil.example' } } } } } };
    const composed = composeLayout([
      { kind: 'base', source: 'base', patch: base },
      { kind: 'user', source: 'own overlay', patch: { audiences } },
    ]);
    expect(composed.failures.map((failure) => [failure.kind, failure.issues[0]!.pointer, failure.issues[0]!.rule])).toEqual([['user', '/audiences', 'tenantOnly']]);
    expect(composeLayout([{ kind: 'base', source: 'base', patch: base }, { kind: 'server', source: 'tenant overlay', patch: { audiences } }]).failures).toEqual([]);
  });
});
