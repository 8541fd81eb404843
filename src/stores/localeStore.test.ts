import { describe, expect, it } from 'vitest';
import { anyValue, memoryStorage, TypedStorage } from '../core/storage';
import { LocaleStore } from './localeStore';
import { LayoutStore } from './layout/layoutStore';
import { baseLayers } from '../testing/storeKit';

const messages = {
  zh_cn: { i18n_route_home: '首页', i18n_unread: '未读 {count} 条', i18n_amount: '金额 {amount, number, ::currency/CNY}' },
  en: { i18n_route_home: 'Home', i18n_unread: '{count, plural, one {# unread message} other {# unread messages}}', i18n_amount: 'Amount {amount, number, ::currency/CNY}' },
};

function localeOver(browser: string | undefined, stored?: unknown, app: Record<string, unknown> = {}) {
  const layout = new LayoutStore({ startupLayers: baseLayers() });
  if (Object.keys(app).length > 0) layout.setDraft({ app });
  const storage = new TypedStorage(memoryStorage());
  if (stored !== undefined) storage.set('language', stored);
  return { locale: new LocaleStore({ layout, builtIn: messages, local: storage, browserLanguage: browser }), storage };
}

describe('LocaleStore', () => {
  it('starts in English for an en browser, in Chinese for zh and anything else', () => {
    expect(localeOver('en-US').locale.language).toBe('en');
    expect(localeOver('zh-CN').locale.language).toBe('zh_cn');
    expect(localeOver('fr').locale.language).toBe('zh_cn');
  });

  it('keeps the stored choice, and falls back when the stored value is not an offered language', () => {
    expect(localeOver('zh-CN', 'en').locale.language).toBe('en');
    expect(localeOver('en-US', 'klingon').locale.language).toBe('en');
    expect(localeOver('zh-CN', 42).locale.language).toBe('zh_cn');
  });

  it("starts in the tenant's language whatever the browser says under the tenant policy", () => {
    expect(localeOver('zh-CN', undefined, { languagePolicy: 'tenant', defaultLanguage: 'en' }).locale.language).toBe('en');
    expect(localeOver('en-GB', undefined, { languagePolicy: 'tenant', defaultLanguage: 'zh_cn' }).locale.language).toBe('zh_cn');
    // The user's own choice still wins.
    expect(localeOver('zh-CN', 'zh_cn', { languagePolicy: 'tenant', defaultLanguage: 'en' }).locale.language).toBe('zh_cn');
  });

  it('formats with ICU plurals and yuan in the current language, and follows a language change', () => {
    const { locale, storage } = localeOver('en-US');
    expect(locale.intl.formatMessage({ id: 'i18n_unread' }, { count: 1 })).toBe('1 unread message');
    expect(locale.intl.formatMessage({ id: 'i18n_unread' }, { count: 3 })).toBe('3 unread messages');
    expect(locale.intl.formatMessage({ id: 'i18n_amount' }, { amount: 1234.5 })).toBe('Amount CN¥1,234.50');
    locale.setLanguage('zh_cn');
    expect(storage.get('language', anyValue)).toBe('zh_cn');
    expect(locale.intl.formatMessage({ id: 'i18n_unread' }, { count: 3 })).toBe('未读 3 条');
    expect(locale.intl.formatMessage({ id: 'i18n_amount' }, { amount: 1234.5 })).toBe('金额 ¥1,234.50');
  });

  it('resolves data labels through the messages, never showing a raw id', () => {
    const { locale } = localeOver('en-US');
    expect(locale.text('i18n_route_home')).toBe('Home');
    expect(locale.text('i18n_route_unknown')).toBe('route_unknown');
    expect(locale.text({ zh_cn: '帮助', en: 'Help' })).toBe('Help');
  });

  it('merges remote translations over the built-in messages of their language only', () => {
    const { locale } = localeOver('en-US');
    locale.mergeRemote({ en: { i18n_route_home: 'Start' } });
    expect(locale.text('i18n_route_home')).toBe('Start');
    expect(locale.intl.formatMessage({ id: 'i18n_unread' }, { count: 2 })).toBe('2 unread messages');
    locale.setLanguage('zh_cn');
    expect(locale.text('i18n_route_home')).toBe('首页');
  });
});
