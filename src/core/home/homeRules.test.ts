import { describe, expect, it } from 'vitest';
import { appsForAccount, formatAmount, indexPageFlags, isBlockSettingOn, monthLabel, navigationLinks, shortMonthLabel, totalOf, blocksOfHome } from './homeRules';

describe('home rules', () => {
  it('reads the five IndexPage flags in the platform order; missing values leave a block on', () => {
    expect(indexPageFlags({ IndexPage_Purchase: '1', IndexPage_Enquiry: '0', IndexPage_Order: 'true', IndexPage_Head: '0' })).toEqual([true, false, true, true, false]);
    expect([isBlockSettingOn(undefined), isBlockSettingOn(''), isBlockSettingOn('0'), isBlockSettingOn('false')]).toEqual([true, true, false, false]);
  });

  it('puts the account into the report app addresses only', () => {
    const apps = [
      { appCode: 'report', appName: 'R', children: [{ appName: 'a', appUrl: '/r/${elsAccount}/x?e=${elsAccount}' }] },
      { appCode: 'order', appName: 'O', children: [{ appName: 'b', appUrl: '/o/${elsAccount}' }] },
    ];
    const out = appsForAccount(apps, { elsAccount: '307000', elsSubAccount: '1001' });
    expect(out[0]!.children[0]!.appUrl).toBe('/r/307000/x?e=307000');
    expect(out[1]!.children[0]!.appUrl).toBe('/o/${elsAccount}');
    expect(apps[0]!.children[0]!.appUrl).toContain('${elsAccount}');
  });

  it('orders navigation links and names them in the language', () => {
    const items = [
      { id: 'b', navName: '乙', navNameEn: 'B', navUrl: '/b', navIcon: '', sortNo: 2 },
      { id: 'a', navName: '甲', navNameEn: '', navUrl: '/a', navIcon: '', sortNo: 1 },
    ];
    expect(navigationLinks(items, 'en')).toEqual([
      { id: 'a', label: '甲', url: '/a' },
      { id: 'b', label: 'B', url: '/b' },
    ]);
    expect(navigationLinks(items, 'zh_cn').map((link) => link.label)).toEqual(['甲', '乙']);
  });

  it('labels months and sums counts', () => {
    expect([monthLabel('2026-03', 'zh_cn'), monthLabel('2026-01', 'zh_cn'), monthLabel('2026-03', 'en'), monthLabel('2026-01', 'en'), monthLabel('bad', 'en')]).toEqual(['3月', '2026年1月', 'Mar', 'Jan 2026', 'bad']);
    expect([shortMonthLabel('2026-01', 'zh_cn'), shortMonthLabel('2026-12', 'en'), shortMonthLabel('x', 'en')]).toEqual(['1月', 'Dec', 'x']);
    expect(totalOf([{ count: 2 }, { count: 3 }])).toBe(5);
    expect(formatAmount(1234.5, 'en')).toBe('CN¥1,234.50');
    expect([formatAmount(8348457.45, 'en', 'CNY', true), formatAmount(8348457.45, 'zh_cn', 'CNY', true)]).toEqual(['CN¥8.3M', '¥834.8万']);
  });
});

describe('blocksOfHome', () => {
  const sorted: Array<[string, { block: string; order: number; home?: string }]> = [
    ['orders', { block: 'home.order', order: 5 }],
    ['enquiries', { block: 'home.supplierEnquiries', order: 8, home: 'supplierHome' }],
    ['head', { block: 'home.head', order: 10 }],
    ['greeting', { block: 'home.greeting', order: 20, home: 'supplierHome' }],
    ['other', { block: 'home.text', order: 30, home: 'branchHome' }],
  ];
  it('gives the buyer home the blocks that name no home, in their order (the greeting is not moved first)', () => {
    expect(blocksOfHome(sorted, 'home').map(([id]) => id)).toEqual(['orders', 'head']);
  });
  it('gives a home the blocks that name it', () => {
    expect(blocksOfHome(sorted, 'supplierHome').map(([id]) => id)).toEqual(['enquiries', 'greeting']);
    expect(blocksOfHome(sorted, 'branchHome').map(([id]) => id)).toEqual(['other']);
    expect(blocksOfHome(sorted, 'nowhere')).toEqual([]);
  });
});
