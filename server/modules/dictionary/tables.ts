// The table of value lists (migration.ts).

export interface DictionaryTables {
  dictionary_items: {
    dict_type: string;
    value: string;
    label_zh: string;
    label_en: string;
    sort_no: number;
  };
}
