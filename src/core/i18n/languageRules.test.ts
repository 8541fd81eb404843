import { describe, expect, it } from 'vitest';
import baseLayout from '../../../config/base/layout.json';
import { composeLayout } from '../config/layers';
import { languageIssues } from './languageRules';

describe('languageIssues', () => {
  it('accepts the shipped base document', () => {
    expect(languageIssues(baseLayout)).toEqual([]);
  });

  it('refuses a default language the selector does not offer', () => {
    expect(languageIssues({ app: { languages: { zh_cn: {}, en: {} }, defaultLanguage: 'fr' } })).toEqual([
      { pointer: '/app/defaultLanguage', rule: 'defaultLanguage', message: "'fr' is not among the offered languages (app.languages: zh_cn, en); add it there or choose one of them" },
    ]);
  });

  it('lets translations come from the portal or an allowed origin only', () => {
    const frames = { allowedOrigins: { cdn: { origin: 'https://cdn.example.com' } } };
    expect(languageIssues({ app: { translations: { urlTemplate: '/portal-i18n/{language}.json' } }, frames })).toEqual([]);
    expect(languageIssues({ app: { translations: { urlTemplate: 'https://cdn.example.com/{language}.json' } }, frames })).toEqual([]);
    expect(languageIssues({ app: { translations: { urlTemplate: 'https://evil.example.net/{language}.json' } }, frames })[0]?.rule).toBe('allowedOrigin');
  });

  it('leaves out a tenant layer whose default language is not offered, telling its file, pointer and rule', () => {
    const composed = composeLayout([
      { kind: 'base', source: 'config/base/layout.json', patch: baseLayout },
      { kind: 'tenant', source: 'config/tenants/x/layout.json', patch: { app: { defaultLanguage: 'fr' } } },
    ]);
    expect(composed.layout.app.defaultLanguage).toBe('zh_cn');
    expect(composed.failures).toEqual([
      { kind: 'tenant', source: 'config/tenants/x/layout.json', issues: [expect.objectContaining({ pointer: '/app/defaultLanguage', rule: 'defaultLanguage' })] },
    ]);
  });
});
