// The dictionaries the pages show coded values with: the message centre, to-dos and approvals,
// documents, the home figures, and the value lists of the business domain (seed 001, sections 3
// and 9), all declared in src/contract/businessDictionary.
import { VALUE_LISTS, VALUE_LIST_TYPES } from '../../../src/contract/businessDictionary/valueLists.js';
import type { SeedStep } from '../../platform/db/steps.js';

// The lists the first dictionary step wrote (a recorded step keeps doing what it did).
const V14_TYPES = ['msgType', 'readFlag', 'noticeType', 'todoType', 'todoStatus', 'auditType', 'auditResult', 'auditAction', 'fileType', 'orderStatus', 'deliveryStatus', 'enquiryStatus', 'quoteStatus', 'requestStatus', 'paymentType', 'invoiceStatus', 'expenseType', 'purchaseType'] as const;

export const dictionarySeeds: readonly SeedStep[] = [
  {
    version: 14,
    name: 'dictionaries of the message centre, approvals, documents, home figures and business value lists',
    run({ sqlite: db }) {
      const insert = db.prepare('INSERT INTO dictionary_items (dict_type, value, label_zh, label_en, sort_no) VALUES (?, ?, ?, ?, ?)');
      for (const type of V14_TYPES) VALUE_LISTS[type].forEach(([value, zh, en], index) => insert.run(type, value, zh, en, (index + 1) * 10));
    },
  },
  {
    version: 16,
    name: 'every value list of the business dictionary (seed 001 §3 and §9), labels refreshed',
    run({ sqlite: db }) {
      const upsert = db.prepare('INSERT OR REPLACE INTO dictionary_items (dict_type, value, label_zh, label_en, sort_no) VALUES (?, ?, ?, ?, ?)');
      for (const type of VALUE_LIST_TYPES) VALUE_LISTS[type].forEach(([value, zh, en], index) => upsert.run(type, value, zh, en, (index + 1) * 10));
    },
  },
];
