import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../core/storage';
import { LayerError } from '../core/config/layers';
import { attributeLayers } from '../plugin-api/layout-admin';
import { RootStore } from '../stores/rootStore';
import { baseLayers } from '../testing/storeKit';
import { createPortalApi } from './portalApi';
import { createRegistry } from './registry';

function makePortal() {
  const root = new RootStore({
    startupLayers: [...baseLayers(), { kind: 'tenant', source: 'config/tenants/t/layout.json', patch: { app: { siteTitle: 'T' } }, tenant: 't' }],
    messages: { zh_cn: {}, en: {} },
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    browserLanguage: 'en-US',
    schedule: () => undefined,
  });
  return { root, portal: createPortalApi(root, createRegistry([])) };
}

describe('layoutAdmin.layers', () => {
  it('lists the layers in force in order, the draft last, and marks those the composition left out', () => {
    const { root, portal } = makePortal();
    root.layout.setServerLayers([
      { kind: 'server', source: 'tenant overlay', patch: new LayerError('invalid JSON at line 1, column 1') },
      { kind: 'user', source: 'my overlay', patch: { topBar: { noSuchItem: { order: 3 } } } },
    ]);
    root.layout.setDraft({ app: { siteTitle: 'Draft title' } });
    expect(portal.layoutAdmin.layers.map(({ kind, source, failed }) => ({ kind, source, failed }))).toEqual([
      { kind: 'base', source: 'config/base/layout.json', failed: false },
      { kind: 'tenant', source: 'config/tenants/t/layout.json', failed: false },
      { kind: 'server', source: 'tenant overlay', failed: true },
      { kind: 'user', source: 'my overlay', failed: true },
      { kind: 'draft', source: 'draft (preview, not saved)', failed: false },
    ]);
    // The attribution of these layers agrees with the document the shell shows.
    const attribution = attributeLayers(portal.layoutAdmin.layers);
    expect(attribution.document).toEqual(portal.layoutAdmin.document);
    expect(attribution.sources.get('/app/siteTitle')?.kind).toBe('draft');
    expect(attribution.topChanges).toEqual([{ pointer: '/app/siteTitle', change: 'changed', before: 'T', after: 'Draft title' }]);

    root.layout.setDraft(undefined);
    expect(portal.layoutAdmin.layers.map((layer) => layer.kind)).toEqual(['base', 'tenant', 'server', 'user']);
  });
});
