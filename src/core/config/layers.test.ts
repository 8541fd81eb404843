import { describe, expect, it } from 'vitest';
import base from '../../../config/base/layout.json';
import acme from '../../../config/tenants/acme/layout.json';
import { composeLayout, LayerError, sortedEntries, type LayoutLayer } from './layers';
import { checkPatch, checkWhole } from './validate';

const baseLayer: LayoutLayer = { kind: 'base', source: 'config/base/layout.json', patch: base };

describe('composeLayout', () => {
  it('applies the acme tenant file over the base', () => {
    const { layout, applied, failures } = composeLayout([baseLayer, { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch: acme }]);
    expect(failures).toEqual([]);
    expect(applied).toEqual(['base', 'tenant']);
    expect(layout.app.siteTitle).toBe('ACME SRM');
    expect(layout.topBar.density).toBeUndefined();
    expect(layout.topBar.helpCenter).toMatchObject({ order: 95, kind: 'link' });
    expect(layout.indexBlocks.logistics).toBeUndefined();
    expect(layout.loginPage.defaults.systemName).toEqual(base.loginPage.defaults.systemName);
  });

  it('leaves out a layer that fails the partial check and still applies the later ones', () => {
    const result = composeLayout([
      baseLayer,
      { kind: 'tenant', source: 'tenant.json', patch: { app: { siteTitle: 'Tenant' } } },
      { kind: 'server', source: 'server overlay', patch: { app: { siteTitle: 'Server' }, topBar: { x: { order: 1, kind: 'weather' } } } },
      { kind: 'draft', source: 'draft', patch: { topBar: { avatar: { order: 1 } } } },
    ]);
    expect(result.applied).toEqual(['base', 'tenant', 'draft']);
    expect(result.layout.app.siteTitle).toBe('Tenant');
    expect(result.layout.topBar.x).toBeUndefined();
    expect(result.layout.topBar.avatar!.order).toBe(1);
    expect(result.failures).toEqual([
      { kind: 'server', source: 'server overlay', issues: [expect.objectContaining({ pointer: '/topBar/x/kind', rule: 'enum' })] },
    ]);
  });

  it('leaves out a layer whose merged result fails the whole check', () => {
    const result = composeLayout([
      baseLayer,
      { kind: 'server', source: 'server overlay', patch: { topBar: { x: { kind: 'link' } } } },
      { kind: 'user', source: 'user', patch: { app: { siteTitle: 'Mine' } } },
    ]);
    expect(result.applied).toEqual(['base', 'user']);
    expect(result.layout.app.siteTitle).toBe('Mine');
    expect(result.failures).toEqual([
      { kind: 'server', source: 'server overlay', issues: [{ pointer: '/topBar/x', rule: 'unknownItem', message: 'no item `x` exists in topBar (a new item needs `order`)' }] },
    ]);
  });

  it('a misspelt item id: one issue that names the item, suggests the existing one and says what a new item needs', () => {
    const result = composeLayout([baseLayer, { kind: 'tenant', source: 'tenant', patch: { indexBlocks: { orders: { order: 45, title: 'Orders' } } } }]);
    expect(result.failures[0]!.issues).toEqual([
      { pointer: '/indexBlocks/orders', rule: 'unknownItem', message: 'no item `orders` exists in indexBlocks — did you mean `order`? (a new item needs `block`)' },
    ]);
  });

  it('an item that exists below keeps the plain required issue when the overlay removes a required field', () => {
    const result = composeLayout([baseLayer, { kind: 'tenant', source: 'tenant', patch: { indexBlocks: { order: { block: null } } } }]);
    expect(result.failures[0]!.issues).toEqual([{ pointer: '/indexBlocks/order/block', rule: 'required', message: 'missing required property "block"' }]);
  });

  it('reports a layer that could not be read', () => {
    const result = composeLayout([
      baseLayer,
      { kind: 'tenant', source: 't.json', patch: new LayerError('invalid JSON at line 2, column 3: unexpected end of the text') },
      { kind: 'server', source: 's', patch: 'Unexpected token' },
      { kind: 'user', source: 'u', patch: new Error('boom') },
      { kind: 'draft', source: 'd', patch: 42 },
      { kind: 'draft', source: 'd2', patch: new LayerError('tenant "x" has no layout file (HTTP 404)', 'fetch') },
    ]);
    expect(result.applied).toEqual(['base']);
    expect(result.failures.map((f) => [f.source, f.issues])).toEqual([
      ['t.json', [{ pointer: '', rule: 'parse', message: 'invalid JSON at line 2, column 3: unexpected end of the text' }]],
      ['s', [{ pointer: '', rule: 'parse', message: 'Unexpected token' }]],
      ['u', [{ pointer: '', rule: 'parse', message: 'boom' }]],
      ['d', [{ pointer: '', rule: 'type', message: 'a layout layer must be a JSON object, not number' }]],
      ['d2', [{ pointer: '', rule: 'fetch', message: 'tenant "x" has no layout file (HTTP 404)' }]],
    ]);
  });

  it('never mutates its inputs nor shares objects with them', () => {
    const before = structuredClone(base);
    const patch = { topBar: { avatar: { order: 1 } } };
    const { layout } = composeLayout([baseLayer, { kind: 'draft', source: 'd', patch }]);
    expect(base).toEqual(before);
    expect(layout.topBar.logout).not.toBe(base.topBar.logout);
    expect(layout.app).not.toBe(base.app);
  });

  it('throws, listing the issues, when the base fails', () => {
    const broken = { ...base, topBar: { ...base.topBar, x: { kind: 'weather' } } };
    expect(() => composeLayout([{ kind: 'base', source: 'base.json', patch: broken }])).toThrow(
      /base\.json: \/topBar\/x\/order: required[\s\S]*base\.json: \/topBar\/x\/kind: enum/,
    );
  });

  it('needs the base first', () => {
    expect(() => composeLayout([])).toThrow(/first layer must be the base/);
    expect(() => composeLayout([{ kind: 'tenant', source: 't', patch: {} }])).toThrow(/first layer must be the base/);
    expect(() => composeLayout([baseLayer, baseLayer])).toThrow(/only the first layer/);
  });
});

describe('sortedEntries', () => {
  it('sorts by order, then id, skipping null values', () => {
    const collection = { b: { order: 2 }, a: { order: 2 }, c: { order: 1 }, gone: null, missing: undefined, z: { order: -1 } };
    expect(sortedEntries(collection).map(([id]) => id)).toEqual(['z', 'c', 'a', 'b']);
  });

  it('takes a missing collection', () => {
    expect(sortedEntries(undefined)).toEqual([]);
    expect(sortedEntries(null)).toEqual([]);
  });

  it('sorts the base top bar', () => {
    expect(sortedEntries(base.topBar).map(([id]) => id)[0]).toBe('collapse');
  });
});

// Defect 3 of issue 8: a deep tenant file or overlay must not overflow the stack of the shell's
// layer check; it is left out with a pointer, before any recursive walk.
describe('nesting depth of a layer', () => {
  const deep = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i += 1) value = { a: value };
    return { app: value };
  };

  for (const levels of [5_000, 100_000]) {
    it(`leaves out a layer nested ${levels.toLocaleString('en')} levels deep, with a pointer`, () => {
      for (const kind of ['tenant', 'server', 'user', 'draft'] as const) {
        const started = performance.now();
        const result = composeLayout([baseLayer, { kind, source: `${kind}.json`, patch: deep(levels) }, { kind: 'draft', source: 'after', patch: { app: { siteTitle: 'After' } } }]);
        const ms = performance.now() - started;
        expect(result.applied).toEqual(['base', 'draft']);
        const issue = result.failures[0]!.issues[0]!;
        expect(issue.rule).toBe('depth');
        expect(issue.pointer).toBe(`/app${'/a'.repeat(31)}`);
        expect(ms).toBeLessThan(1000);
      }
      expect(checkPatch(deep(levels))[0]).toMatchObject({ rule: 'depth' });
      expect(checkWhole(deep(levels))[0]).toMatchObject({ rule: 'depth' });
    });
  }

  it('keeps a personal layer off the frame origins: they are a tenant decision', () => {
    const result = composeLayout([baseLayer, { kind: 'user', source: 'own overlay', patch: { frames: { allowedOrigins: { x: { order: 1, origin: 'https://evil.example' } } } } }]);
    expect(result.applied).toEqual(['base']);
    expect(result.failures[0]!.issues[0]).toMatchObject({ pointer: '/frames/allowedOrigins', rule: 'tenantOnly' });
  });

  it("keeps every stored overlay and draft off where the tokens go; the deployment's tenant file may set it", () => {
    const elsewhere = { push: { brokerUrl: 'wss://collector.example/mqtt' }, app: { apiBasePath: 'https://collector.example/apis' } };
    for (const kind of ['server', 'suppliers', 'user', 'draft'] as const) {
      const result = composeLayout([baseLayer, { kind, source: `${kind} overlay`, patch: elsewhere }]);
      expect(result.applied, kind).toEqual(['base']);
      expect(result.failures[0]!.issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toEqual(['/app/apiBasePath deploymentOnly', '/push/brokerUrl deploymentOnly']);
    }
    const fromFile = composeLayout([baseLayer, { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch: elsewhere }]);
    expect(fromFile.applied).toEqual(['base', 'tenant']);
    expect(fromFile.layout.push.brokerUrl).toBe('wss://collector.example/mqtt');
  });

  it("keeps every stored overlay and draft off how passwords are encrypted; the deployment's tenant file may set it (issue 28)", () => {
    const transport = { key: 'Another@Key-2026', iv: 'Another@IV-2026!' };
    const patch = { app: { siteTitle: 'ACME', passwordTransport: transport } };
    for (const kind of ['server', 'suppliers', 'user', 'draft'] as const) {
      const result = composeLayout([baseLayer, { kind, source: `${kind} overlay`, patch }]);
      expect(result.applied, kind).toEqual(['base']);
      expect(result.failures[0]!.issues.map((issue) => `${issue.pointer} ${issue.rule}`)).toEqual(['/app/passwordTransport deploymentOnly']);
      expect(result.layout.app.passwordTransport).toEqual(base.app.passwordTransport);
    }
    const fromFile = composeLayout([baseLayer, { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch }]);
    expect(fromFile.applied).toEqual(['base', 'tenant']);
    expect(fromFile.layout.app.passwordTransport).toEqual(transport);
  });
});
