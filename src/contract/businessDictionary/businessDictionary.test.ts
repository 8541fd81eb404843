// The business dictionary is complete in both languages: every entry has a Chinese and an English
// text, the English one without Chinese characters, and each list has unique values.
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONSTANTS, CATALOGUE_LANGUAGES, STATUS_LABELS, STATUS_TRANSITIONS, VALUE_LISTS, businessCatalogue, catalogueLabel, fillMessage, isCatalogueLanguage } from './index';

const CJK = /[\u3400-\u9fff\uff00-\uffef]/;

describe('business dictionary', () => {
  const zh = businessCatalogue('zh_cn');
  const en = businessCatalogue('en');

  it('has the same keys in both languages, no empty text, no Chinese in English', () => {
    const texts = (catalogue: typeof zh) => [
      ...Object.values(catalogue.modules),
      ...Object.values(catalogue.fields).flatMap((fields) => Object.values(fields)),
      ...Object.values(catalogue.valueLists).flatMap((list) => list.map((option) => option.label)),
      ...Object.values(catalogue.statuses).flatMap((list) => list.map((option) => option.label)),
      ...Object.values(catalogue.messages),
      ...Object.values(catalogue.messagingErrors),
    ];
    const { language: _zh, ...zhRest } = zh;
    const { language: _en, ...enRest } = en;
    const shape = (value: unknown): unknown => (value && typeof value === 'object' ? Object.keys(value).sort() : typeof value);
    for (const key of Object.keys(zhRest) as Array<keyof typeof zhRest>) expect(shape(enRest[key]), key).toEqual(shape(zhRest[key]));
    for (const text of [...texts(zh), ...texts(en)]) expect(text.trim()).not.toBe('');
    for (const text of texts(en)) expect(text, text).not.toMatch(CJK);
    expect(texts(zh).filter((text) => CJK.test(text)).length).toBeGreaterThan(300);
  });

  it('declares every value list and status group of seed 001 §3, §4 and §9 with unique values', () => {
    for (const [type, entries] of [...Object.entries(VALUE_LISTS), ...Object.entries(STATUS_LABELS)]) {
      const values = entries.map(([value]) => value);
      expect(new Set(values).size, type).toBe(values.length);
    }
    expect(VALUE_LISTS.purchaseType.map(([value]) => value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(VALUE_LISTS.templateStatus.map(([value]) => value)).toEqual(['DRAFT', 'APPLY', 'REVOKE', 'RELEASE', 'FAIL']);
    expect(Object.keys(STATUS_LABELS)).toEqual(expect.arrayContaining(['approval', 'order', 'send', 'inquiry', 'bidding', 'delivery', 'statement', 'supplier', 'contract', 'mould', 'admission', 'changeNotice', 'invitationCode', 'performance']));
    // Every transition names statuses of its group.
    for (const [group, pairs] of Object.entries(STATUS_TRANSITIONS)) {
      const known = new Set<string>(STATUS_LABELS[group as keyof typeof STATUS_LABELS].map(([value]) => value));
      for (const [from, to] of pairs!) expect(known.has(from) && known.has(to), `${group} ${from}→${to}`).toBe(true);
    }
    expect(Object.keys(en.messagingErrors)).toHaveLength(17 + 5 + 1);
    expect(BUSINESS_CONSTANTS.passwordSpecialCharacters).toBe('@$!%*#?&');
  });

  it('labels values and fills messages in the language asked', () => {
    expect(catalogueLabel(en.valueLists.payOrderStatus, 'PAID')).toBe('Paid');
    expect(catalogueLabel(zh.valueLists.payOrderStatus, 'PAID')).toBe('已支付');
    expect(catalogueLabel(en.valueLists.payOrderStatus, 'NOPE')).toBe('NOPE');
    expect(fillMessage(en.messages['validation.minSuppliers']!, { min: 3 })).toBe('Each material needs at least 3 suppliers');
    expect(fillMessage(zh.messages['error.queryFailed']!, { subject: zh.messages['subject.order']! })).toBe('订单查询失败');
    expect(fillMessage('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(CATALOGUE_LANGUAGES.every(isCatalogueLanguage)).toBe(true);
    expect(isCatalogueLanguage('de')).toBe(false);
  });
});
