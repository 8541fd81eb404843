// The dictionaries the pages show coded values with: the message centre, to-dos and approvals,
// documents, the home figures, and the value lists of the business domain (seed 001, sections 3
// and 9), all declared in src/contract/businessDictionary.
import { VALUE_LISTS, VALUE_LIST_TYPES } from '../../../src/contract/businessDictionary/valueLists.js';
import { tablesOf, type Db } from '../../platform/db/database.js';
import type { SeedStep } from '../../platform/db/steps.js';
import type { DictionaryTables } from './tables.js';

// The lists the first dictionary step wrote (a recorded step keeps doing what it did).
const V14_TYPES = ['msgType', 'readFlag', 'noticeType', 'todoType', 'todoStatus', 'auditType', 'auditResult', 'auditAction', 'fileType', 'orderStatus', 'deliveryStatus', 'enquiryStatus', 'quoteStatus', 'requestStatus', 'paymentType', 'invoiceStatus', 'expenseType', 'purchaseType'] as const;

/** The most rows one INSERT carries (five parameters each: far below either engine's parameter limit). */
const INSERT_CHUNK = 500;

/** Writes the items of these lists, numbered 10, 20, 30… in their order; `replace`: a row already there takes the new labels and place. */
async function writeLists(db: Db, types: readonly (keyof typeof VALUE_LISTS)[], replace: boolean): Promise<void> {
  const rows = types.flatMap((type) => VALUE_LISTS[type].map(([value, zh, en], index) => ({ dict_type: type, value, label_zh: zh, label_en: en, sort_no: (index + 1) * 10 })));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const insert = tablesOf<DictionaryTables>(db).insertInto('dictionary_items').values(rows.slice(start, start + INSERT_CHUNK));
    await (replace
      ? insert.onConflict((oc) =>
          oc.columns(['dict_type', 'value']).doUpdateSet((eb) => ({ label_zh: eb.ref('excluded.label_zh'), label_en: eb.ref('excluded.label_en'), sort_no: eb.ref('excluded.sort_no') })),
        )
      : insert
    ).execute();
  }
}

export const dictionarySeeds: readonly SeedStep[] = [
  {
    version: 14,
    name: 'dictionaries of the message centre, approvals, documents, home figures and business value lists',
    async run({ db }) {
      await writeLists(db, V14_TYPES, false);
    },
  },
  {
    version: 16,
    name: 'every value list of the business dictionary (seed 001 §3 and §9), labels refreshed',
    async run({ db }) {
      await writeLists(db, VALUE_LIST_TYPES, true);
    },
  },
];
