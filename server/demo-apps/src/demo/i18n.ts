// The language of a demo screen: its own texts (texts.json) and the business labels of the portal's
// dictionary (GET {prefix}/apis/dictionary/{language}.json: status, field, value list and module
// names), loaded once per language; while it fails, codes are shown.
import type { BusinessCatalogue } from '../../../../src/contract/businessDictionary';
import { log } from '../shared/dom';
import { initialLanguage, type DemoLanguage } from '../shared/storage';
import TEXTS from './texts.json';

const API = '/portal/apis';

export type TextKey = keyof (typeof TEXTS)['zh_cn'];
/** Free text of a record in both languages: [Chinese, English]. */
export type BiText = readonly [string, string] | readonly string[];

export const state: { language: DemoLanguage; dictionaries: Partial<Record<DemoLanguage, BusinessCatalogue>>; failed: Partial<Record<DemoLanguage, boolean>> } = {
  language: initialLanguage(window.location.search),
  dictionaries: {},
  failed: {},
};

export function t(key: TextKey | string, values?: Record<string, string | number>): string {
  const texts: Record<string, string> = TEXTS[state.language] ?? TEXTS.zh_cn;
  const text = texts[key] || key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (values && name in values ? String(values[name]) : match));
}

export function bi(pair: BiText): string {
  return (state.language === 'en' ? pair[1] : pair[0]) ?? '';
}

export function dict(): BusinessCatalogue | undefined {
  return state.dictionaries[state.language];
}

export function listLabel(list: string, value: string): string {
  return dict()?.valueLists[list]?.find((option) => option.value === value)?.label ?? value;
}

export function statusLabel(group: string, value: string): string {
  return dict()?.statuses[group]?.find((option) => option.value === value)?.label ?? value;
}

export function field(entity: string, name: string): string {
  const fields = dict()?.fields;
  return (fields && (fields[entity]?.[name] || fields.common?.[name])) || name;
}

export function moduleName(code: string): string {
  return dict()?.modules[code] || code;
}

export function money(value: number): string {
  return new Intl.NumberFormat(state.language === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency: 'CNY' }).format(value);
}

export function number(value: number): string {
  return new Intl.NumberFormat(state.language === 'en' ? 'en-US' : 'zh-CN').format(value);
}

export function loadDictionary(language: DemoLanguage): Promise<void> {
  if (state.dictionaries[language] || state.failed[language]) return Promise.resolve();
  return fetch(`${API}/dictionary/${language}.json`, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<BusinessCatalogue>;
    })
    .then((catalogue) => {
      state.dictionaries[language] = catalogue;
    })
    .catch((error: Error) => {
      state.failed[language] = true;
      log(`dictionary ${language} failed: ${error.message}`);
    });
}
