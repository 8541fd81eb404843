import { describe, expect, it } from 'vitest';
import base from '../../../config/base/layout.json';
import acme from '../../../config/tenants/acme/layout.json';
import { attributeLayers, markFailedLayers, sourceLines, type AttributionLayer } from './attribution';
import { composeLayout, LayerError } from './layers';

const BASE = { kind: 'base', source: 'config/base/layout.json' };
const TENANT = { kind: 'tenant', source: 'config/tenants/t/layout.json' };
const SERVER = { kind: 'server', source: 'tenant overlay' };
const DRAFT = { kind: 'draft', source: 'draft' };

const baseDoc = {
  app: { siteTitle: 'SRM', defaultLanguage: 'zh_cn', density: { default: 'medium', options: ['medium', 'small', 'mini'] } },
  topBar: { lock: { order: 1, kind: 'lock' }, density: { order: 2, kind: 'density' } },
};

describe('attributeLayers', () => {
  it('a value set in base, overridden in the tenant file and again in the overlay comes from the overlay', () => {
    const result = attributeLayers([
      { ...BASE, patch: baseDoc },
      { ...TENANT, patch: { app: { siteTitle: 'ACME' } } },
      { ...SERVER, patch: { app: { siteTitle: 'ACME portal' } } },
    ]);
    expect(result.sources.get('/app/siteTitle')).toEqual(SERVER);
    expect(result.sources.get('/app/defaultLanguage')).toEqual(BASE);
    expect((result.document as typeof baseDoc).app.siteTitle).toBe('ACME portal');
    expect(result.top).toEqual({ ...SERVER, applied: true });
    expect(result.topChanges).toEqual([{ pointer: '/app/siteTitle', change: 'changed', before: 'ACME', after: 'ACME portal' }]);
  });

  it('lists every leaf of the document once, in document order', () => {
    const result = attributeLayers([{ ...BASE, patch: baseDoc }, { ...TENANT, patch: { topBar: { help: { order: 9, kind: 'link' } } } }]);
    expect([...result.sources.keys()]).toEqual([
      '/app/siteTitle',
      '/app/defaultLanguage',
      '/app/density/default',
      '/app/density/options',
      '/topBar/lock/order',
      '/topBar/lock/kind',
      '/topBar/density/order',
      '/topBar/density/kind',
      '/topBar/help/order',
      '/topBar/help/kind',
    ]);
    expect(result.sources.get('/topBar/help/kind')).toEqual(TENANT);
    expect(result.sources.get('/topBar/lock/kind')).toEqual(BASE);
  });

  it('a null in the overlay removes a base item: listed as removed, and absent from the attribution', () => {
    const result = attributeLayers([{ ...BASE, patch: baseDoc }, { ...SERVER, patch: { topBar: { density: null } } }]);
    expect(result.topChanges).toEqual([{ pointer: '/topBar/density', change: 'removed', before: { order: 2, kind: 'density' } }]);
    expect([...result.sources.keys()].filter((pointer) => pointer.startsWith('/topBar/density'))).toEqual([]);
    expect(result.noEffect).toEqual([]);
  });

  it('a failing layer attributes nothing and is listed as skipped', () => {
    const result = attributeLayers([
      { ...BASE, patch: baseDoc },
      { ...TENANT, patch: new LayerError('invalid JSON at line 1, column 2', 'parse', TENANT.source) },
      { ...SERVER, patch: { app: { siteTitle: 'Refused by the schema' } }, failed: true },
      { ...DRAFT, patch: { app: { defaultLanguage: 'en' } } },
    ]);
    expect(result.skipped).toEqual([TENANT, SERVER]);
    expect(result.sources.get('/app/siteTitle')).toEqual(BASE);
    expect((result.document as typeof baseDoc).app.siteTitle).toBe('SRM');
    expect([...new Set([...result.sources.values()].map((ref) => ref.kind))]).toEqual(['base', 'draft']);
    expect(result.sources.get('/app/defaultLanguage')).toEqual(DRAFT);
  });

  it('a failing top layer changes nothing and says it was not applied', () => {
    const result = attributeLayers([{ ...BASE, patch: baseDoc }, { ...DRAFT, patch: ['not', 'an', 'object'] }]);
    expect(result.top).toEqual({ ...DRAFT, applied: false });
    expect(result.topChanges).toEqual([]);
    expect([...new Set([...result.sources.values()].map((ref) => ref.kind))]).toEqual(['base']);
  });

  it('a layer nested deeper than a stored layer may be is left out', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = { n: deep };
    const result = attributeLayers([{ ...BASE, patch: baseDoc }, { ...DRAFT, patch: { app: deep } }]);
    expect(result.skipped).toEqual([DRAFT]);
  });

  it('arrays replace whole: the array is one value, from the layer that replaced it', () => {
    const result = attributeLayers([{ ...BASE, patch: baseDoc }, { ...TENANT, patch: { app: { density: { options: ['medium'] } } } }]);
    expect(result.sources.get('/app/density/options')).toEqual(TENANT);
    expect(result.sources.has('/app/density/options/0')).toBe(false);
    expect(result.topChanges).toEqual([{ pointer: '/app/density/options', change: 'changed', before: ['medium', 'small', 'mini'], after: ['medium'] }]);
  });

  it('a patch value equal to what is below is no change: not listed, reported as no effect, and the value keeps its source', () => {
    const result = attributeLayers([
      { ...BASE, patch: baseDoc },
      { ...TENANT, patch: { app: { siteTitle: 'ACME' } } },
      { ...DRAFT, patch: { app: { siteTitle: 'ACME', defaultLanguage: 'en', density: { options: ['medium', 'small', 'mini'] } }, topBar: { gone: null } } },
    ]);
    expect(result.topChanges).toEqual([{ pointer: '/app/defaultLanguage', change: 'changed', before: 'zh_cn', after: 'en' }]);
    expect(result.noEffect).toEqual([
      { pointer: '/app/siteTitle', value: 'ACME' },
      { pointer: '/app/density/options', value: ['medium', 'small', 'mini'] },
      { pointer: '/topBar/gone', value: null },
    ]);
    expect(result.sources.get('/app/siteTitle')).toEqual(TENANT);
    expect(result.sources.get('/app/density/options')).toEqual(BASE);
  });

  it('a value removed by one layer and brought back by a later one comes from the later one', () => {
    const result = attributeLayers([
      { ...BASE, patch: baseDoc },
      { ...TENANT, patch: { topBar: { lock: null } } },
      { ...SERVER, patch: { topBar: { lock: { order: 7, kind: 'lock' } } } },
    ]);
    expect(result.sources.get('/topBar/lock/order')).toEqual(SERVER);
    expect(result.sources.get('/topBar/lock/kind')).toEqual(SERVER);
    expect(result.topChanges).toEqual([{ pointer: '/topBar/lock', change: 'added', after: { order: 7, kind: 'lock' } }]);
  });

  it('pointers escape ~ and / (RFC 6901)', () => {
    const result = attributeLayers([
      { ...BASE, patch: { routes: { 'a/b': { path: '/x' } } } },
      { ...SERVER, patch: { routes: { 'a/b': { path: '/y' }, 'm~n': { path: '/z' } } } },
    ]);
    expect(result.sources.get('/routes/a~1b/path')).toEqual(SERVER);
    expect(result.sources.get('/routes/m~0n/path')).toEqual(SERVER);
    expect(result.topChanges.map((change) => change.pointer)).toEqual(['/routes/a~1b/path', '/routes/m~0n']);
  });

  it('an empty object is a value of its own, attributed like any other', () => {
    const result = attributeLayers([{ ...BASE, patch: { frames: { allowedOrigins: {} } } }, { ...TENANT, patch: { frames: { allowedOrigins: { rfq: { order: 1 } } } } }]);
    expect([...result.sources.entries()]).toEqual([['/frames/allowedOrigins/rfq/order', TENANT]]);
  });

  it('on the real files: the acme tenant file brings its title and its help link, the rest is the base', () => {
    const layers = [
      { kind: 'base', source: 'config/base/layout.json', patch: base },
      { kind: 'tenant', source: 'config/tenants/acme/layout.json', patch: acme },
    ] as const;
    const result = attributeLayers(layers);
    expect(result.document).toEqual(composeLayout([...layers]).layout);
    expect(result.sources.get('/app/siteTitle')?.kind).toBe('tenant');
    expect(result.sources.get('/topBar/helpCenter/to')?.kind).toBe('tenant');
    expect(result.sources.get('/app/defaultAccount/elsAccount')?.kind).toBe('base');
    expect(result.sources.has('/topBar/density/order')).toBe(false);
  });
});

describe('markFailedLayers', () => {
  it("marks the layers composeLayout left out, matched in order by kind and source", () => {
    const layers: AttributionLayer[] = [
      { kind: 'base', source: 'b', patch: {} },
      { kind: 'server', source: 'same', patch: {} },
      { kind: 'server', source: 'same', patch: {} },
      { kind: 'draft', source: 'd', patch: {} },
    ];
    expect(markFailedLayers(layers, [{ kind: 'server', source: 'same' }, { kind: 'draft', source: 'd' }]).map((layer) => layer.failed)).toEqual([false, true, false, true]);
  });
});

describe('sourceLines', () => {
  it('shows the document as indented JSON, each value line with its pointer and layer; long values are cut', () => {
    const result = attributeLayers([{ ...BASE, patch: { app: { siteTitle: 'SRM', logo: 'x'.repeat(300) }, list: [1, 2] } }, { ...DRAFT, patch: { list: [3] } }]);
    const lines = sourceLines(result.document, result.sources, { maxValueLength: 10 });
    expect(lines.map((line) => `${'  '.repeat(line.depth)}${line.key !== undefined ? `"${line.key}": ` : ''}${line.text}${line.layer ? ` [${line.layer.kind}]` : ''}`)).toEqual([
      '{',
      '  "app": {',
      '    "siteTitle": "SRM", [base]',
      '    "logo": "xxxxxxxx… [base]',
      '  },',
      '  "list": [3] [draft]',
      '}',
    ]);
    expect(lines[5]!.pointer).toBe('/list');
  });
});

describe('attributeLayers: audiences after the layers', () => {
  it("attributes what an audience's patch sets to that audience, for the viewer given, and leaves the top layer's changes the top layer's", async () => {
    const { applyAudiences } = await import('./audiences');
    const audiences = { pilot: { order: 1, when: { permissionsAnyOf: ['user'] }, patch: { push: { enabled: false } } } };
    const layers: AttributionLayer[] = [
      { ...BASE, patch: base },
      { ...DRAFT, patch: { audiences, app: { siteTitle: 'Draft' } } },
    ];
    const viewer = (permission: string) => (document: unknown) =>
      applyAudiences(document as never, { authenticated: true, station: 'purchase', roles: [permission], permission, settings: {} }).layers;
    const asUser = attributeLayers(layers, { after: viewer('user') });
    expect(asUser.sources.get('/push/enabled')).toEqual({ kind: 'audience', source: 'audience pilot', audience: 'pilot' });
    expect(asUser.sources.get('/app/siteTitle')?.kind).toBe('draft');
    expect(asUser.topChanges.map((change) => change.pointer)).not.toContain('/push/enabled');
    expect((asUser.document as { push: { enabled: boolean } }).push.enabled).toBe(false);
    const asAdmin = attributeLayers(layers, { after: viewer('admin') });
    expect(asAdmin.sources.get('/push/enabled')?.kind).toBe('base');
  });
});
