import { describe, expect, it } from 'vitest';
import { parseTranslations, TRANSLATION_LIMITS, translationUrl } from './remoteTranslations';

const SHELL = 'https://srm.example.com';

describe('translationUrl', () => {
  it('fills in the prefix and the language, and keeps portal paths relative', () => {
    expect(translationUrl('{prefix}/config/i18n/{language}.json', 'en', '/portal', SHELL, [])).toBe('/portal/config/i18n/en.json');
    expect(translationUrl('/i18n/{language}.json', 'zh_cn', '/portal', SHELL, [])).toBe('/i18n/zh_cn.json');
  });
  it('allows another origin only when it is allowed, and never a protocol-relative or scripted address', () => {
    expect(translationUrl('https://cdn.example.com/{language}.json', 'en', '/portal', SHELL, ['https://cdn.example.com'])).toBe('https://cdn.example.com/en.json');
    expect(translationUrl('https://evil.example.net/{language}.json', 'en', '/portal', SHELL, [])).toBeUndefined();
    expect(translationUrl('//evil.example.net/{language}.json', 'en', '/portal', SHELL, [])).toBeUndefined();
    expect(translationUrl('javascript:alert(1)//{language}', 'en', '/portal', SHELL, [])).toBeUndefined();
  });
});

describe('parseTranslations', () => {
  it('keeps the entries that are texts with ICU that parses, and tells why the others are left out', () => {
    const parsed = parseTranslations(JSON.stringify({ i18n_a: 'A', i18n_b: { nested: 'x' }, i18n_c: 'broken {count', i18n_d: 7, hello: 'x', i18n_e: '{n, plural, one {# item} other {# items}}' }));
    expect(parsed).toEqual({
      ok: true,
      value: {
        messages: { i18n_a: 'A', i18n_e: '{n, plural, one {# item} other {# items}}' },
        refused: [
          { id: 'i18n_b', reason: 'an object, not a text' },
          { id: 'i18n_c', reason: expect.stringMatching(/^ICU syntax: /) },
          { id: 'i18n_d', reason: 'a number, not a text' },
          { id: 'hello', reason: 'not a message id (i18n_…)' },
        ],
      },
    });
  });
  it('refuses a whole file that is not JSON, not a flat object, too large or has too many entries', () => {
    expect(parseTranslations('{"i18n_a": "A",')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseTranslations('["i18n_a"]')).toMatchObject({ ok: false, problem: 'notObject' });
    expect(parseTranslations(JSON.stringify({ i18n_a: 'x'.repeat(TRANSLATION_LIMITS.maxBytes) }))).toMatchObject({ ok: false, problem: 'tooLarge' });
    const many = Object.fromEntries(Array.from({ length: TRANSLATION_LIMITS.maxEntries + 1 }, (_, i) => [`i18n_m${i}`, 'x']));
    expect(parseTranslations(JSON.stringify(many))).toMatchObject({ ok: false, problem: 'tooMany' });
  });
});
