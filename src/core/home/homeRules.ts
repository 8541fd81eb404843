/**
 * Pure rules of the home pages: the five IndexPage_* flags, the user's apps with the account put in
 * the report app's addresses, the navigation links in order, and figures by month made chart-ready.
 */
import { ACCOUNT_PLACEHOLDER, type AppEntry } from '../../contract/menu';
import type { NavigationItem } from '../../contract/homeFigures';
import { INDEX_PAGE_SETTING_CODES } from '../../contract/settings';

/** The settings that switch the buyer home's blocks, in the platform's order (purchase, enquiry, order, logistics, head). */
export const INDEX_PAGE_SETTINGS = INDEX_PAGE_SETTING_CODES;
export type IndexPageSetting = (typeof INDEX_PAGE_SETTINGS)[number];

/** The route whose page shows a home block that names none (indexBlocks.<id>.home): the buyer home. */
export const DEFAULT_HOME = 'home';

/**
 * The home blocks of one home page (the route id of the page: `home`, `supplierHome`, …), keeping
 * the order they come in (by order, then id). A block names its page with `home`; one that names
 * none belongs to the buyer home. The greeting is an ordinary block, placed by its order.
 */
export function blocksOfHome<T extends { home?: string }>(entries: ReadonlyArray<readonly [string, T]>, homeRouteId: string): Array<readonly [string, T]> {
  return entries.filter(([, entry]) => (entry.home ?? DEFAULT_HOME) === homeRouteId);
}

/** A setting value that switches a block on: '1' or 'true'; a missing value leaves the block on. */
export function isBlockSettingOn(value: string | undefined): boolean {
  if (value === undefined || value === '') return true;
  return value === '1' || value.toLowerCase() === 'true';
}

/** The five-flag array of the IndexPage_* settings (true: the block is shown). */
export function indexPageFlags(settings: Readonly<Record<string, string | undefined>>): boolean[] {
  return INDEX_PAGE_SETTINGS.map((code) => isBlockSettingOn(settings[code]));
}

/** The user's apps with the account placeholder of the report app's addresses replaced by the account. */
export function appsForAccount(apps: readonly AppEntry[], account: { elsAccount: string; elsSubAccount: string }): AppEntry[] {
  return apps.map((app) =>
    app.appCode === 'report'
      ? { ...app, children: app.children.map((child) => ({ ...child, appUrl: child.appUrl.split(ACCOUNT_PLACEHOLDER).join(account.elsAccount) })) }
      : app,
  );
}

/** Navigation links in their order, each with its label in the language. */
export function navigationLinks(items: readonly NavigationItem[], language: string): Array<{ id: string; label: string; url: string }> {
  return [...items]
    .sort((a, b) => a.sortNo - b.sortNo)
    .map((item) => ({ id: item.id, label: (language === 'en' ? item.navNameEn : item.navName) || item.navName, url: item.navUrl }));
}

/** A `YYYY-MM` month as a short label: `3月` in Chinese, `Mar` in English; the year shown for January. */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  if (language === 'en') {
    const name = new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    return number === 1 ? `${name} ${year}` : name;
  }
  return number === 1 ? `${year}年${number}月` : `${number}月`;
}

/** A `YYYY-MM` month as a chart's axis label: `3月`, `Mar` (no year, so twelve fit side by side). */
export function shortMonthLabel(month: string, language: string): string {
  const number = Number(month.split('-')[1]);
  if (!number) return month;
  return language === 'en' ? new Date(Date.UTC(2000, number - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' }) : `${number}月`;
}

/** The sum of the counts by status (a block's total). */
export function totalOf(rows: ReadonlyArray<{ count: number }>): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** An amount with two decimals in the language's grouping; `compact`: short (¥834.8万, CN¥8.3M) for tiles and axes. */
export function formatAmount(amount: number, language: string, currency = 'CNY', compact = false): string {
  const locale = language === 'en' ? 'en' : 'zh-CN';
  return compact
    ? new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(amount)
    : new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
}
