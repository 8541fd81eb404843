import type { AxiosInstance } from 'axios';
import { call } from './call';
import { workEndpoints as w } from '../../contract/endpoints/work';
import type { DictItem, DictionaryType } from '../../contract';

/** Dictionaries (admin/getDic) over the HTTP client: the value lists of coded fields with both labels. */

export type { DictItem, DictionaryType } from '../../contract';
export { dictLabel } from '../../contract';

/** One dictionary, in order; a type the server does not know answers an empty list. */
export const getDictionary = (http: AxiosInstance, type: DictionaryType | string) => call(http, w.getDictionary, { query: { type } });

/** Several dictionaries at once, by type. */
export async function getDictionaries<T extends string>(http: AxiosInstance, types: readonly T[]): Promise<Record<T, DictItem[]>> {
  const lists = await Promise.all(types.map((type) => getDictionary(http, type)));
  return Object.fromEntries(types.map((type, index) => [type, lists[index]!])) as Record<T, DictItem[]>;
}
