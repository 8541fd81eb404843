import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import { baseLayers } from '../../testing/storeKit';
import { LayoutStore } from './layoutStore';

describe('LayoutStore', () => {
  it('picks the home page of the station it is shown for, and follows a change of it', () => {
    // The station a preview sets (VisibilityStore.station) is what the root store hands in.
    const shownAs = observable.box<string | undefined>('purchase');
    const layout = new LayoutStore({ startupLayers: baseLayers(), station: () => shownAs.get() });
    expect(layout.homePath).toBe('/portal/wel/index');
    runInAction(() => shownAs.set('sale'));
    expect(layout.homePath).toBe('/portal/supplier/index');
    expect(layout.guardPaths.home).toBe('/portal/supplier/index');
  });

  it('gives the document without the draft, and the document under one kind of layer', () => {
    const layout = new LayoutStore({ startupLayers: baseLayers() });
    layout.setServerLayers([
      { kind: 'server', source: 'tenant overlay', patch: { app: { siteTitle: 'Tenant' } } },
      { kind: 'user', source: 'own overlay', patch: { topBar: { lock: null } } },
    ]);
    layout.setDraft({ app: { siteTitle: 'Draft' } });
    expect(layout.document.app.siteTitle).toBe('Draft');
    expect(layout.documentBelowDraft.app.siteTitle).toBe('Tenant');
    expect(layout.documentBelowDraft.topBar.lock).toBeUndefined();
    // Under the tenant overlay: the files alone (the base here); under the user's: the tenant overlay too.
    expect(layout.documentUnder('server').app.siteTitle).toBe('SRM');
    expect(layout.documentUnder('server').topBar.lock).toBeDefined();
    expect(layout.documentUnder('user').app.siteTitle).toBe('Tenant');
    expect(layout.documentUnder('user').topBar.lock).toBeDefined();
    layout.setDraft(undefined);
    expect(layout.documentBelowDraft).toEqual(layout.document);
  });

  it('previews a new version of a stored overlay in its place: what it leaves out is gone, the layers above it still apply', () => {
    const layout = new LayoutStore({ startupLayers: baseLayers() });
    layout.setServerLayers([
      { kind: 'server', source: 'tenant overlay', patch: { app: { siteTitle: 'Tenant' }, topBar: { wechatQr: null } } },
      { kind: 'user', source: 'own overlay', patch: { app: { siteTitle: 'Mine' } } },
    ]);
    expect(layout.document.topBar.wechatQr).toBeUndefined();
    // On top (no place given): the stored version still removes the item the new version keeps.
    layout.setDraft({ app: { siteTitle: 'Tenant 2' } });
    expect([layout.document.topBar.wechatQr, layout.document.app.siteTitle]).toEqual([undefined, 'Tenant 2']);
    // In the tenant overlay's place: the item is back, and the user's own title still wins.
    layout.setDraft({ app: { siteTitle: 'Tenant 2' } }, 'server');
    expect(layout.document.topBar.wechatQr).toBeDefined();
    expect(layout.document.app.siteTitle).toBe('Mine');
    expect(layout.composition.applied).toEqual(['base', 'draft', 'user']);
    layout.setDraft(undefined);
    expect(layout.draftReplaces).toBeUndefined();
    expect(layout.document.topBar.wechatQr).toBeUndefined();
  });
});
