import { describe, expect, it } from 'vitest';
import base from '../../../config/base/layout.json';
import acme from '../../../config/tenants/acme/layout.json';
import { mergePatch } from './mergePatch';
import { checkPatch, checkWhole, formatIssue, valueAt } from './validate';

const withPatch = (patch: unknown): unknown => mergePatch(base, patch);

describe('the shipped documents', () => {
  it('the base document passes whole', () => {
    expect(checkWhole(base)).toEqual([]);
  });

  it('the acme overlay passes as a partial and merged over the base', () => {
    expect(checkPatch(acme)).toEqual([]);
    expect(checkWhole(withPatch(acme))).toEqual([]);
  });
});

describe('checkPatch (one overlay layer)', () => {
  it('an unknown top-bar kind: pointer to the kind, rule enum, the allowed values named', () => {
    const issues = checkPatch({ topBar: { x: { order: 1, kind: 'weather' } } });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/topBar/x/kind', rule: 'enum' });
    expect(issues[0]!.message).toContain('"weather"');
    expect(issues[0]!.message).toContain('"wechatQr"');
    expect(issues[0]!.message).toContain('"link"');
  });

  it('needs nothing: a new item without order passes as a partial', () => {
    expect(checkPatch({ topBar: { x: { kind: 'link' } } })).toEqual([]);
  });

  it('allows null anywhere a member may be removed', () => {
    expect(checkPatch({ topBar: { density: null }, app: { auditServiceV2Prefix: null }, frames: null })).toEqual([]);
  });

  it('an extra property: pointer of that property, rule additionalProperties, the likely name suggested', () => {
    const issues = checkPatch({ topBar: { lock: { lable: 'x' } } });
    expect(issues).toEqual([
      expect.objectContaining({ pointer: '/topBar/lock/lable', rule: 'additionalProperties' }),
    ]);
    expect(issues[0]!.message).toContain('did you mean "label"');
  });

  it('an extra top-level property', () => {
    expect(checkPatch({ topbar: {} })).toEqual([expect.objectContaining({ pointer: '/topbar', rule: 'additionalProperties' })]);
  });

  it('a wrong type', () => {
    expect(checkPatch({ app: { requestTimeoutMs: '300000' } })).toEqual([
      { pointer: '/app/requestTimeoutMs', rule: 'type', message: 'must be integer, not the string "300000"' },
    ]);
  });

  it('a localized text of the wrong type gives one issue, not one per alternative', () => {
    expect(checkPatch({ topBar: { lock: { label: 5 } } })).toEqual([
      { pointer: '/topBar/lock/label', rule: 'type', message: 'must be string or object, not the integer 5' },
    ]);
  });

  it('a localized text object reports the bad language inside it', () => {
    const issues = checkPatch({ topBar: { lock: { label: { en: 'Lock', ZH: '锁' } } } });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/topBar/lock/label/ZH', rule: 'propertyNames' });
  });

  it('a bad collection key', () => {
    const issues = checkPatch({ topBar: { '../x': { order: 1 } } });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/topBar/..~1x', rule: 'propertyNames' });
    expect(issues[0]!.message).toBe(`"../x" is not a valid name here: names here must be an identifier: a letter, then letters, digits, '.', '-' or '_' (at most 64 characters)`);
  });

  it('a pattern, a limit and duplicates, each with its own pointer', () => {
    const issues = checkPatch({
      app: { apiBasePath: 'apis', requestTimeoutMs: 10, density: { options: ['small', 'small'] } },
    });
    expect(issues.map((i) => [i.pointer, i.rule])).toEqual([
      ['/app/density/options/1', 'uniqueItems'],
      ['/app/requestTimeoutMs', 'minimum'],
      ['/app/apiBasePath', 'pattern'],
    ]);
  });

  it('a layer that is not an object', () => {
    expect(checkPatch(['x'])).toEqual([{ pointer: '', rule: 'type', message: 'must be object, not an array' }]);
  });
});

describe('checkWhole (the merged result)', () => {
  it('a new item without its order: pointer of the missing property, rule required', () => {
    expect(checkWhole(withPatch({ topBar: { x: { kind: 'link' } } }))).toEqual([
      { pointer: '/topBar/x/order', rule: 'required', message: 'missing required property "order"' },
    ]);
  });

  it('a route with plugin but no page gives one presence issue', () => {
    const issues = checkWhole(withPatch({ routes: { x: { order: 1, path: '/x', plugin: 'a', auth: true } } }));
    expect(issues).toEqual([
      { pointer: '/routes/x', rule: 'oneOf', message: 'must have exactly one of: [plugin, page] or [redirect] (it has plugin)' },
    ]);
  });

  it('a route with both a page and a redirect', () => {
    const issues = checkWhole(withPatch({ routes: { login: { redirect: '/x' } } }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/routes/login', rule: 'oneOf' });
    expect(issues[0]!.message).toContain('it has plugin, page, redirect');
  });

  it('a tab group that names neither a path prefix nor a frame address', () => {
    expect(checkWhole(withPatch({ tabGroups: { x: { order: 1, label: 'X' } } }))).toEqual([
      expect.objectContaining({ pointer: '/tabGroups/x', rule: 'anyOf' }),
    ]);
  });

  it('an empty localized text object', () => {
    expect(checkWhole(withPatch({ app: { homeTab: { label: { zh_cn: null, en: null } } } }))).toEqual([
      { pointer: '/app/homeTab/label', rule: 'minProperties', message: 'must have at least 1 property' },
    ]);
  });

  it('a removed required section', () => {
    expect(checkWhole(withPatch({ push: null }))).toEqual([
      { pointer: '/push', rule: 'required', message: 'missing required property "push"' },
    ]);
  });
});

describe('formatIssue and pointers', () => {
  it('formats one line', () => {
    expect(formatIssue('config/tenants/acme/layout.json', { pointer: '/topBar/x/kind', rule: 'enum', message: 'm' })).toBe(
      'config/tenants/acme/layout.json: /topBar/x/kind: enum: m',
    );
  });

  it('valueAt follows RFC 6901 escapes', () => {
    expect(valueAt({ 'a/b': { '~c': [1, 2] } }, '/a~1b/~0c/1')).toBe(2);
    expect(valueAt({ a: 1 }, '')).toEqual({ a: 1 });
    expect(valueAt({ a: 1 }, '/b')).toBeUndefined();
  });
});
