// Dictionaries (GET admin/getDic?type=): the value lists of coded fields, each value with its label
// in both languages. Plain TypeScript: the shell imports this at run time.
import { VALUE_LIST_TYPES, type ValueListType } from './businessDictionary/valueLists';

/** One value of a dictionary; `label` is the Chinese text (what a real SRM backend sends), `labelEn` the English one. */
export interface DictItem {
  value: string;
  label: string;
  labelEn: string;
}

/**
 * The dictionaries the reference server serves (another type answers an empty list): the value
 * lists of the business dictionary (src/contract/businessDictionary/valueLists.ts), where each is
 * declared with both labels.
 */
export const DICTIONARY_TYPES: readonly DictionaryType[] = VALUE_LIST_TYPES;
export type DictionaryType = ValueListType;

/** A dictionary type as the server accepts it: letters, digits, `_.-`, at most 64. */
export const DICTIONARY_TYPE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The label of a value in a language, or the value itself when the dictionary does not know it. */
export function dictLabel(items: readonly DictItem[] | undefined, value: string, language: 'zh_cn' | 'en'): string {
  const item = items?.find((entry) => entry.value === value);
  if (!item) return value;
  return language === 'en' ? item.labelEn : item.label;
}
