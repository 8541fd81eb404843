import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menuItem';
import { filterMenu, firstHit, labelMatches, pinyinInitials } from './menuSearch';

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

