import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menuItem';
import { filterMenu, firstHit, labelMatches, limitShown, menuLabels, pinyinInitials, prepareSearchIndex } from './menuSearch';

const leaf = (appCode: string, appName: string): MenuItem => ({ appCode, appName, appUrl: `/${appCode}`, appIcon: '', children: [] });
const group = (appCode: string, appName: string, children: MenuItem[]): MenuItem => ({ appCode, appName, appUrl: '', appIcon: '', children });

const menu = [
  group('purchase', '采购管理', [leaf('order', '订单管理'), leaf('delivery', '送货单')]),
  group('supplier', '供应商管理', [group('master', '供应商主数据', [leaf('bank', '开户信息')]), leaf('perf', '供应商绩效')]),
  leaf('home', 'Home page'),
];
const labelOf = (item: MenuItem) => item.appName;

describe('menu search', () => {
  it('reads the pinyin initials of Chinese labels', () => {
    expect(pinyinInitials('采购订单')).toBe('cgdd');
    expect(pinyinInitials('供应商绩效')).toBe('gysjx');
    expect(pinyinInitials('ECN变更')).toBe('ecnbg');
  });

  it('matches labels case-insensitively, and Chinese ones by initials', () => {
    expect(labelMatches('Home page', 'HOME')).toBe(true);
    expect(labelMatches('送货单', '货')).toBe(true);
    expect(labelMatches('送货单', 'shd')).toBe(true);
    expect(labelMatches('送货单', 'xyz')).toBe(false);
  });

  it('finds a text in the label or in its initials, never across the two', () => {
    expect(labelMatches('ECN变更', 'ecnbg')).toBe(true);
    expect(labelMatches('ECN变更', 'n变')).toBe(true);
    // 送货单's initials follow its label: "单s" is in neither.
    expect(labelMatches('送货单', '单s')).toBe(false);
    expect(labelMatches('送货单', '单 s')).toBe(false);
    // A label without Chinese characters has no initials: "hp" is not "Home page".
    expect(labelMatches('Home page', 'hp')).toBe(false);
    expect(labelMatches('Home page', 'E P')).toBe(true);
  });

  it('keeps the groups of what matches, opened, and only the matching entries in them', () => {
    const found = filterMenu(menu, 'khxx', labelOf);
    expect(found.items.map((item) => item.appCode)).toEqual(['supplier']);
    expect(found.items[0]?.children?.map((item) => item.appCode)).toEqual(['master']);
    expect(found.items[0]?.children?.[0]?.children?.map((item) => item.appCode)).toEqual(['bank']);
    expect([...found.open].sort()).toEqual(['master', 'supplier']);
  });

  it('keeps a whole group whose own label matches, and everything for an empty search', () => {
    expect(filterMenu(menu, '采购', labelOf).items[0]?.children).toHaveLength(2);
    expect(filterMenu(menu, '  ', labelOf).items).toHaveLength(3);
    expect(filterMenu(menu, 'nothing-like-this', labelOf).items).toEqual([]);
  });

  it('names the first page a search found, depth first in the order shown (what Enter opens)', () => {
    expect(firstHit(filterMenu(menu, 'gys', labelOf).items)?.appCode).toBe('bank');
    expect(firstHit(filterMenu(menu, '绩效', labelOf).items)?.appCode).toBe('perf');
    expect(firstHit(filterMenu(menu, 'home', labelOf).items)?.appCode).toBe('home');
    expect(firstHit(filterMenu(menu, 'nothing here', labelOf).items)).toBeUndefined();
  });
});


describe('menu search on a big menu', () => {
  // 10 groups of 10 sub-groups of 100 pages, labels of ten words (issue 29's bench menu).
  const words = ['采购订单', '送货单', '对账单', '发票', '询价单', '合同', '物料', '供应商', '质检单', '付款申请'];
  const big = Array.from({ length: 10 }, (_, g) =>
    group(`g${g}`, `分组 ${g}`, Array.from({ length: 10 }, (_, s) => group(`g${g}s${s}`, `子组 ${g}-${s}`, Array.from({ length: 100 }, (_, i) => leaf(`g${g}s${s}p${i}`, `${words[(g + s + i) % 10]} ${g}-${s}-${i}`))))),
  );

  it('finds by pinyin initials and numbers in 10,000 labels, the same as label by label', () => {
    const found = filterMenu(big, 'shd7', labelOf);
    const pages = found.items.flatMap((g) => g.children ?? []).flatMap((s) => s.children ?? []);
    expect(pages).toHaveLength(100);
    expect(pages.every((page) => page.appName.startsWith('送货单 7-'))).toBe(true);
    expect(pages.every((page) => labelMatches(page.appName, 'shd7'))).toBe(true);
    expect(found.open.has('g7')).toBe(true);
  });

  it('shows the first entries of a search that finds thousands, in order, and counts the rest', () => {
    const found = filterMenu(big, 'shd', labelOf);
    const { items, hidden } = limitShown(found.items, 200);
    const shown = (list: MenuItem[]): MenuItem[] => list.flatMap((item) => [item, ...shown(item.children ?? [])]);
    expect(shown(items)).toHaveLength(200);
    expect(shown(items)[0]?.appCode).toBe('g0');
    expect(shown(items)[2]?.appName).toBe('送货单 0-0-1');
    expect(hidden + 200).toBe(shown(found.items).length);
  });

  it('never leaves a group without its entries (it would show as a page), and cuts nothing below the limit', () => {
    // 1 + 1 + 1 + 1 entries: the limit falls on the second group itself.
    const two = [group('a', 'A', [leaf('a1', 'A1')]), group('b', 'B', [leaf('b1', 'B1')])];
    expect(limitShown(two, 3)).toEqual({ items: [two[0]], hidden: 2 });
    expect(limitShown(two, 4)).toEqual({ items: two, hidden: 0 });
    expect(limitShown(menu, 200).items).toEqual(menu);
  });
});

describe('the search index prepared ahead', () => {
  it('prepares labels while there is time, from where it stopped, to the end', () => {
    const labels = Array.from({ length: 100 }, (_, index) => `采购订单 ${index}`);
    let checks = 0;
    const stopped = prepareSearchIndex(labels, 0, () => (checks += 1) <= 2);
    expect(stopped).toBe(40);
    expect(prepareSearchIndex(labels, stopped, () => true)).toBe(100);
    expect(prepareSearchIndex(labels, 100, () => true)).toBe(100);
    expect(labelMatches(labels[99]!, 'cgdd99')).toBe(true);
  });

  it("lists every entry's label, depth first", () => {
    expect(menuLabels(menu, labelOf)).toEqual(['采购管理', '订单管理', '送货单', '供应商管理', '供应商主数据', '开户信息', '供应商绩效', 'Home page']);
  });
});
