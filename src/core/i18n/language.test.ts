import { describe, expect, it } from 'vitest';
import { detectLanguage, initialLanguage, mergeDictionaries, messagesFor, resolveText } from './language';

describe('detectLanguage', () => {
  const langs = ['zh_cn', 'en'];
  it('picks English for en_ and en- browsers, Chinese for zh and anything else', () => {
    expect(detectLanguage('en_US', langs, 'zh_cn')).toBe('en');
    expect(detectLanguage('en-GB', langs, 'zh_cn')).toBe('en');
    expect(detectLanguage('zh-CN', langs, 'zh_cn')).toBe('zh_cn');
    expect(detectLanguage('fr-FR', langs, 'zh_cn')).toBe('zh_cn');
    expect(detectLanguage(undefined, langs, 'zh_cn')).toBe('zh_cn');
  });
  it("gives the tenant's language under the tenant policy, whatever the browser", () => {
    expect(detectLanguage('zh-CN', langs, 'en', 'tenant')).toBe('en');
    expect(detectLanguage('en-US', langs, 'zh_cn', 'tenant')).toBe('zh_cn');
  });
  it('keeps an offered stored choice and ignores an unknown one', () => {
    expect(initialLanguage('en', 'zh-CN', langs, 'zh_cn')).toBe('en');
    expect(initialLanguage('de', 'zh-CN', langs, 'zh_cn')).toBe('zh_cn');
    expect(initialLanguage({}, 'en-US', langs, 'zh_cn')).toBe('en');
  });
});

describe('resolveText', () => {
  const dict: Record<string, string> = { i18n_route_home: 'Home' };
  const t = (key: string) => dict[key];
  it('translates i18n_ keys and falls back to the bare key', () => {
    expect(resolveText('i18n_route_home', 'en', t)).toBe('Home');
    expect(resolveText('i18n_route_unknown', 'en', t)).toBe('route_unknown');
  });
  it('keeps plain text and picks the language of an object', () => {
    expect(resolveText('首页', 'en', t)).toBe('首页');
    expect(resolveText({ zh_cn: '帮助', en: 'Help' }, 'en', t)).toBe('Help');
    expect(resolveText({ zh_cn: '帮助' }, 'en', t)).toBe('帮助');
  });
});

describe('messagesFor', () => {
  it('falls back to Chinese for an unknown locale', () => {
    expect(messagesFor({ zh_cn: { a: '甲' }, en: { a: 'A' } }, 'de')).toEqual({ a: '甲' });
  });
});

describe('mergeDictionaries', () => {
  it('puts a later source’s text over an earlier one’s, language by language, and changes no source', () => {
    const shell = { zh_cn: { a: '甲', b: '乙' }, en: { a: 'A', b: 'B' } };
    const plugin = { zh_cn: { b: '乙2', c: '丙' } };
    const remote = { en: { a: 'A from the server' }, fr: { a: 'A (fr)' } };
    const merged = mergeDictionaries(shell, plugin, remote);
    expect(merged).toEqual({ zh_cn: { a: '甲', b: '乙2', c: '丙' }, en: { a: 'A from the server', b: 'B' }, fr: { a: 'A (fr)' } });
    expect(shell).toEqual({ zh_cn: { a: '甲', b: '乙' }, en: { a: 'A', b: 'B' } });
    expect(merged.zh_cn).not.toBe(shell.zh_cn);
  });

  it('is empty for no source', () => {
    expect(mergeDictionaries()).toEqual({});
  });
});
