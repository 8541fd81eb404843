import { describe, expect, it } from 'vitest';
import baseLayout from '../../../config/base/layout.json';
import type { LayoutDocument } from '../../generated/layout';
import { composeLayout } from './layers';
import { mergePatch } from './mergePatch';
import { checkPatch, checkWhole } from './validate';
import {
  ALLOWED_ORIGINS,
  INDEX_BLOCKS,
  TAB_GROUPS,
  TOP_BAR,
  addAllowedOrigin,
  addTabGroup,
  diffValue,
  imageSource,
  isHiddenForStation,
  moveItem,
  orderedIds,
  removeItem,
  removedItems,
  restoreItem,
  setBlockWidth,
  setHiddenForStation,
  setImageSource,
  setItemLabel,
  setLoginText,
  setMerged,
  updateTabGroup,
  type OverlayPatch,
} from './overlayEdits';

/** A tenant file like acme's (fixed here, so the example tenants can change without moving these tests); its tagline is one plain string. */
const acmeLayout = {"app": {"siteTitle": "ACME SRM"}, "topBar": {"density": null, "helpCenter": {"order": 95, "kind": "link", "label": {"zh_cn": "帮助中心", "en": "Help"}, "to": "/portal/info/documentCenter"}}, "indexBlocks": {"logistics": null}, "loginPage": {"defaults": {"systemTitle": {"zh_cn": "ACME 采购协同平台", "en": "ACME procurement portal"}, "advertisement": ""}}};
// `below`: the acme tenant's composition (base + its file), as under its tenant-wide overlay.
const below: LayoutDocument = composeLayout([
  { kind: 'base', source: 'base', patch: baseLayout },
  { kind: 'tenant', source: 'acme', patch: acmeLayout },
]).layout;

/** What the user sees: the patch merged over `below` (the merge the layers use), checked whole. */
function effective(patch: OverlayPatch): LayoutDocument {
  expect(checkPatch(patch)).toEqual([]);
  const merged = mergePatch(below, patch) as LayoutDocument;
  expect(checkWhole(merged)).toEqual([]);
  return merged;
}

function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

describe('the smallest patch', () => {
  it('diffs two values into a merge patch that gives the second over the first', () => {
    const from = { a: 1, b: { c: 2, d: [1] }, e: 'x' };
    const to = { a: 1, b: { c: 3, d: [1] }, f: true };
    const patch = diffValue(from, to);
    expect(patch).toEqual({ b: { c: 3 }, e: null, f: true });
    expect(mergePatch(from, patch)).toEqual(to);
    expect(diffValue(from, from)).toBeUndefined();
  });

  it('drops a value equal to below and prunes the objects it empties', () => {
    const patch = frozen({ app: { siteTitle: 'X' }, topBar: { lock: { order: 51 } } });
    const back = setMerged(below, patch, ['topBar', 'lock', 'order'], below.topBar.lock!.order);
    expect(back).toEqual({ app: { siteTitle: 'X' } });
  });

  it('rewrites an ancestor the patch replaces whole, so the edit takes effect', () => {
    const patch = { loginPage: { defaults: { advertisement: 'plain' } }, topBar: 'broken' } as OverlayPatch;
    const next = setMerged(below, patch, ['topBar', 'lock', 'order'], 99);
    // The patch made the top bar a string: the edit writes the top bar the admin now sees, whole.
    expect((mergePatch(below, next) as LayoutDocument).topBar).toEqual({ lock: { order: 99 } });
    expect(next.loginPage).toEqual({ defaults: { advertisement: 'plain' } });
  });
});

describe('top bar', () => {
  it('hides an item for suppliers with a rule, and showing it again leaves no trace', () => {
    const start = frozen({ app: { siteTitle: 'Mine' } }) as OverlayPatch;
    const hidden = setHiddenForStation(below, start, TOP_BAR, 'helpCenter', 'sale', true);
    expect(hidden).toEqual({ app: { siteTitle: 'Mine' }, topBar: { helpCenter: { visibleWhen: { stationsExcluded: ['sale'] } } } });
    const merged = effective(hidden);
    expect(merged.topBar.helpCenter!.visibleWhen).toEqual({ stationsExcluded: ['sale'] });
    expect(isHiddenForStation(merged.topBar.helpCenter, 'sale')).toBe(true);
    expect(isHiddenForStation(merged.topBar.helpCenter, 'purchase')).toBe(false);
    expect(setHiddenForStation(below, hidden, TOP_BAR, 'helpCenter', 'sale', false)).toEqual({ app: { siteTitle: 'Mine' } });
  });

  it('adds a station to a rule below already has, and keeps its other conditions', () => {
    // wechatQr is hidden for suppliers in the base: hiding it for buyers too writes the whole list.
    const patch = setHiddenForStation(below, {}, TOP_BAR, 'wechatQr', 'purchase', true);
    expect(patch).toEqual({ topBar: { wechatQr: { visibleWhen: { stationsExcluded: ['sale', 'purchase'] } } } });
    expect(effective(patch).topBar.wechatQr!.visibleWhen!.stationsExcluded).toEqual(['sale', 'purchase']);
    // Showing it to suppliers removes the rule below has: the merged item has no rule left.
    const shown = setHiddenForStation(below, {}, TOP_BAR, 'wechatQr', 'sale', false);
    expect(shown).toEqual({ topBar: { wechatQr: { visibleWhen: null } } });
    expect(effective(shown).topBar.wechatQr!.visibleWhen).toBeUndefined();
    const admin = setHiddenForStation(below, {}, TOP_BAR, 'layoutEditor', 'sale', true);
    expect(effective(admin).topBar.layoutEditor!.visibleWhen).toEqual({ permissionsAnyOf: ['admin'], stationsExcluded: ['sale'] });
  });

  it('shows an item to a station its "only for" list leaves out by adding the station to it', () => {
    const onlyBuyers = { topBar: { lock: { visibleWhen: { stationsIncluded: ['purchase'] } } } };
    expect(isHiddenForStation(effective(onlyBuyers).topBar.lock, 'sale')).toBe(true);
    const next = setHiddenForStation(below, onlyBuyers, TOP_BAR, 'lock', 'sale', false);
    expect(isHiddenForStation(effective(next).topBar.lock, 'sale')).toBe(false);
    expect(effective(next).topBar.lock!.visibleWhen).toEqual({ stationsIncluded: ['purchase', 'sale'] });
  });

  it('leaves the patch as it was (the same object) for an edit that changes nothing', () => {
    const patch = frozen({ topBar: { wechatQr: { label: 'WeChat', visibleWhen: { stationsExcluded: ['sale'] } } } }) as OverlayPatch;
    expect(setHiddenForStation(below, patch, TOP_BAR, 'wechatQr', 'sale', true)).toBe(patch);
    expect(setHiddenForStation(below, patch, TOP_BAR, 'noSuchItem', 'sale', true)).toBe(patch);
  });

  it('removes an item with null and restores it as below has it', () => {
    const removed = removeItem(below, {}, TOP_BAR, 'helpCenter');
    expect(removed).toEqual({ topBar: { helpCenter: null } });
    expect(effective(removed).topBar.helpCenter).toBeUndefined();
    expect(removedItems(below, removed, TOP_BAR)).toEqual(['helpCenter']);
    expect(restoreItem(below, removed, TOP_BAR, 'helpCenter')).toEqual({});
    // An item only the patch added leaves the patch instead of becoming null.
    const added = { topBar: { extra: { order: 99, kind: 'link', label: 'x', to: '/portal/info/index' } } };
    expect(removeItem(below, added, TOP_BAR, 'extra')).toEqual({});
  });

  it('sets a label per language and resets it to below’s', () => {
    const result = setItemLabel(below, {}, TOP_BAR, 'lock', { zh_cn: '锁定', en: 'Lock now' });
    expect(result.ok && effective(result.patch).topBar.lock!.label).toEqual({ zh_cn: '锁定', en: 'Lock now' });
    const reset = result.ok ? setItemLabel(below, result.patch, TOP_BAR, 'lock', undefined) : undefined;
    expect(reset).toEqual({ ok: true, patch: {} });
    expect(setItemLabel(below, {}, TOP_BAR, 'lock', { zh_cn: ' ', en: '' })).toEqual({ ok: false, problem: 'labelEmpty' });
  });

  it('moves an item within its area: two orders swap', () => {
    const end = orderedIds(below, TOP_BAR, 'end');
    expect(end.slice(0, 3)).toEqual(['language', 'wechatQr', 'pushStatus']);
    const patch = moveItem(below, {}, TOP_BAR, 'wechatQr', 'up');
    expect(patch).toEqual({ topBar: { language: { order: 40 }, wechatQr: { order: 30 } } });
    expect(orderedIds(effective(patch), TOP_BAR, 'end').slice(0, 3)).toEqual(['wechatQr', 'language', 'pushStatus']);
    // collapse is alone at the start: it cannot move.
    expect(moveItem(below, patch, TOP_BAR, 'collapse', 'down')).toBe(patch);
  });
});

describe('home blocks', () => {
  it('moves a block down: only the two blocks whose order changes enter the patch', () => {
    expect(orderedIds(below, INDEX_BLOCKS, 'home')).toEqual(['head', 'purchase', 'enquiry', 'order']);
    const patch = moveItem(below, {}, INDEX_BLOCKS, 'purchase', 'down');
    expect(patch).toEqual({ indexBlocks: { purchase: { order: 30 }, enquiry: { order: 20 } } });
    expect(orderedIds(effective(patch), INDEX_BLOCKS, 'home')).toEqual(['head', 'enquiry', 'purchase', 'order']);
    // Moving it back up gives below's order again: nothing left to write.
    expect(moveItem(below, patch, INDEX_BLOCKS, 'purchase', 'up')).toEqual({});
  });

  it('moving the first block up or the last down changes nothing', () => {
    const patch = frozen({ app: { siteTitle: 'x' } }) as OverlayPatch;
    expect(moveItem(below, patch, INDEX_BLOCKS, 'head', 'up')).toBe(patch);
    expect(moveItem(below, patch, INDEX_BLOCKS, 'order', 'down')).toBe(patch);
  });

  it('numbers the blocks anew when equal orders cannot be swapped, writing only the changed ones', () => {
    // purchase and enquiry both at 20: the tie goes by id, enquiry first.
    const tied = { indexBlocks: { enquiry: { order: 20 } } };
    expect(orderedIds(effective(tied), INDEX_BLOCKS, 'home')).toEqual(['head', 'enquiry', 'purchase', 'order']);
    const patch = moveItem(below, tied, INDEX_BLOCKS, 'purchase', 'up');
    expect(orderedIds(effective(patch), INDEX_BLOCKS, 'home')).toEqual(['head', 'purchase', 'enquiry', 'order']);
    // 10, 20, 30, 40 is below's numbering: the patch is empty again.
    expect(patch).toEqual({});
  });

  it('lists the greeting by its order, as an ordinary block, and moves a block within its own home page', () => {
    const patch = { indexBlocks: { order: { order: 5 } } };
    expect(orderedIds(effective(patch), INDEX_BLOCKS, 'home')).toEqual(['order', 'head', 'purchase', 'enquiry']);
    const supplier = { indexBlocks: { howTo: { order: 15, block: 'home.text', home: 'supplierHome', title: 'x', content: { zh_cn: 'a', en: 'a' } } } };
    const both = effective(supplier);
    expect(orderedIds(both, INDEX_BLOCKS, 'home')).not.toContain('howTo');
    expect(orderedIds(both, INDEX_BLOCKS, 'supplierHome')).toContain('howTo');
    // Moving the buyer's first block up does nothing, though a supplier block has a lower order.
    expect(moveItem(below, supplier, INDEX_BLOCKS, 'head', 'up')).toEqual(supplier);
  });

  it('sets a width, and removes and restores a block', () => {
    const wide = setBlockWidth(below, {}, 'order', 'full');
    expect(wide).toEqual({ indexBlocks: { order: { width: 'full' } } });
    expect(effective(wide).indexBlocks.order!.width).toBe('full');
    expect(setBlockWidth(below, wide, 'order', 'half')).toEqual({});
    const removed = removeItem(below, wide, INDEX_BLOCKS, 'order');
    expect(removed).toEqual({ indexBlocks: { order: null } });
    expect(orderedIds(effective(removed), INDEX_BLOCKS, 'home')).toEqual(['head', 'purchase', 'enquiry']);
    expect(restoreItem(below, removed, INDEX_BLOCKS, 'order')).toEqual({});
    // logistics is removed by the acme file (below): it is not the patch's to restore.
    expect(removedItems(below, {}, INDEX_BLOCKS)).toEqual([]);
  });
});

describe('tab groups', () => {
  it('adds a group with a label and path prefix after the others, under a free id', () => {
    const result = addTabGroup(below, {}, { label: '合同', pathPrefix: '/portal/contract' });
    expect(result).toEqual({ ok: true, id: 'group', patch: { tabGroups: { group: { order: 60, label: '合同', pathPrefix: '/portal/contract' } } } });
    const second = result.ok ? addTabGroup(below, result.patch, { label: 'B', pathPrefix: '/b' }) : undefined;
    expect(second?.ok && second.id).toBe('group-2');
    expect(second?.ok && effective(second.patch).tabGroups['group-2']).toEqual({ order: 70, label: 'B', pathPrefix: '/b' });
  });

  it('refuses an empty label and a path that is not inside the portal', () => {
    expect(addTabGroup(below, {}, { label: '', pathPrefix: '/x' })).toEqual({ ok: false, problem: 'labelEmpty' });
    expect(addTabGroup(below, {}, { label: 'x', pathPrefix: '//evil.example' })).toEqual({ ok: false, problem: 'pathPattern' });
    expect(addTabGroup(below, {}, { label: 'x', pathPrefix: 'audit' })).toEqual({ ok: false, problem: 'pathPattern' });
  });

  it('edits and removes a group', () => {
    const edited = updateTabGroup(below, {}, 'audit', { label: 'Approvals', pathPrefix: '/audit' });
    expect(edited).toEqual({ ok: true, patch: { tabGroups: { audit: { label: 'Approvals' } } } });
    expect(edited.ok && effective(edited.patch).tabGroups.audit).toEqual({ order: 10, label: 'Approvals', pathPrefix: '/audit' });
    expect(removeItem(below, {}, TAB_GROUPS, 'quality')).toEqual({ tabGroups: { quality: null } });
    expect(updateTabGroup(below, {}, 'nope', { label: 'x', pathPrefix: '/x' })).toEqual({ ok: false, problem: 'unknownItem' });
    // A group its frame addresses define keeps working without a prefix; one with neither is refused.
    const byAddress = updateTabGroup(below, {}, 'quality', { label: 'Quality', pathPrefix: '' });
    expect(byAddress.ok && effective(byAddress.patch).tabGroups.quality).toEqual({ order: 30, label: 'Quality', srcContains: ['/quality/'] });
    expect(updateTabGroup(below, {}, 'audit', { label: 'Approvals', pathPrefix: '' })).toEqual({ ok: false, problem: 'pathPattern' });
  });
});

describe('login page', () => {
  it('sets one language of a text, keeping the other', () => {
    const patch = setLoginText(below, {}, 'systemTitle', 'en', 'ACME buying');
    expect(patch).toEqual({ loginPage: { defaults: { systemTitle: { en: 'ACME buying' } } } });
    expect(effective(patch).loginPage.defaults.systemTitle).toEqual({ zh_cn: 'ACME 采购协同平台', en: 'ACME buying' });
    expect(setLoginText(below, patch, 'systemTitle', 'en', 'ACME procurement portal')).toEqual({});
  });

  it('turns a single-string text into one per language', () => {
    const patch = setLoginText(below, {}, 'advertisement', 'zh_cn', '欢迎');
    expect(effective(patch).loginPage.defaults.advertisement).toEqual({ zh_cn: '欢迎', en: '' });
    expect(setLoginText(below, patch, 'advertisement', 'zh_cn', '')).toEqual({});
  });

  it('sets and clears the background and the logos, refusing what is no image address', () => {
    const bg = setImageSource(below, {}, 'background', 'https://cdn.acme.example/bg.jpg');
    expect(bg.ok && imageSource(effective(bg.patch), 'background')).toBe('https://cdn.acme.example/bg.jpg');
    const logo = setImageSource(below, {}, 'logo', '/portal/brand/acme.png');
    expect(logo).toEqual({ ok: true, patch: { app: { branding: { logo: '/portal/brand/acme.png' } } } });
    expect(logo.ok && setImageSource(below, logo.patch, 'logo', '')).toEqual({ ok: true, patch: {} });
    for (const bad of ['javascript:alert(1)', 'http://cdn.acme.example/a.png', 'https://a b.png', '//evil.example/x.png']) {
      expect(setImageSource(below, {}, 'loginLogo', bad)).toEqual({ ok: false, problem: 'imagePattern' });
    }
  });
});

describe('frame origins', () => {
  it('adds an origin under an id made from its host, and removes it', () => {
    const result = addAllowedOrigin(below, {}, ' https://rfq.example.com/ ');
    expect(result).toEqual({ ok: true, id: 'rfq.example.com', patch: { frames: { allowedOrigins: { 'rfq.example.com': { order: 10, origin: 'https://rfq.example.com' } } } } });
    expect(result.ok && Object.values(effective(result.patch).frames.allowedOrigins).map((entry) => entry!.origin)).toEqual(['https://rfq.example.com']);
    const port = result.ok ? addAllowedOrigin(below, result.patch, 'https://10.0.0.5:8443') : undefined;
    expect(port?.ok && port.id).toBe('x10.0.0.5-8443');
    expect(result.ok && removeItem(below, result.patch, ALLOWED_ORIGINS, 'rfq.example.com')).toEqual({});
  });

  it('refuses a malformed origin, a plain http: one off this machine, a listed one and a 33rd', () => {
    for (const bad of ['rfq.example.com', 'https://rfq.example.com/path', 'ftp://x.example', `https://${'a'.repeat(200)}.example`]) {
      expect(addAllowedOrigin(below, {}, bad)).toEqual({ ok: false, problem: 'originPattern' });
    }
    expect(addAllowedOrigin(below, {}, 'http://rfq.example.com')).toEqual({ ok: false, problem: 'originInsecure' });
    expect(addAllowedOrigin(below, {}, 'http://localhost:5173').ok).toBe(true);
    const one = addAllowedOrigin(below, {}, 'https://rfq.example.com');
    expect(one.ok && addAllowedOrigin(below, one.patch, 'https://RFQ.example.com')).toEqual({ ok: false, problem: 'originDuplicate' });
    let patch: OverlayPatch = {};
    for (let index = 0; index < 32; index += 1) {
      const added = addAllowedOrigin(below, patch, `https://s${index}.example.com`);
      if (added.ok) patch = added.patch;
    }
    expect(effective(patch) && addAllowedOrigin(below, patch, 'https://one-more.example.com')).toEqual({ ok: false, problem: 'originTooMany' });
  });
});
