// The business dictionary of seed 001, declared once as data in both languages: module names
// (§1–2), field labels (§3), value lists (§3) and code lists (§9), status labels (§4), validation
// (§5), error and success messages (§8), the messaging error codes (§8) and the constants (§9).
// Plain TypeScript without TypeBox: the server serves it per language (GET /dictionary/{language}.json)
// and as value lists (admin/getDic); the shell loads it lazily for plugins (portal.dictionary).
import { FIELD_LABELS, type FieldEntity } from './fields';
import { ERROR_MESSAGES, MESSAGE_SUBJECTS, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from './messages';
import { MESSAGING_ERRORS, MESSAGING_RETURN_CODES, MESSAGING_SUBSCRIBE_REFUSED } from './messaging';
import { MODULE_NAMES, type BiText } from './modules';
import { STATUS_LABELS, STATUS_TRANSITIONS, type StatusGroup } from './statuses';
import { VALUE_LISTS, type ValueEntry, type ValueListType } from './valueLists';
import { BUSINESS_CONSTANTS } from './constants';

export * from './constants';
export * from './fields';
export * from './messages';
export * from './messaging';
export * from './modules';
export * from './statuses';
export * from './valueLists';

/** The languages the catalogue is written in. */
export const CATALOGUE_LANGUAGES = ['zh_cn', 'en'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export function isCatalogueLanguage(value: unknown): value is CatalogueLanguage {
  return typeof value === 'string' && (CATALOGUE_LANGUAGES as readonly string[]).includes(value);
}

/** One value of a list in one language. */
export interface CatalogueOption {
  value: string;
  label: string;
}

/** The whole business dictionary in one language (the JSON the server serves to sub-apps). */
export interface BusinessCatalogue {
  language: CatalogueLanguage;
  modules: Record<string, string>;
  fields: Record<string, Record<string, string>>;
  valueLists: Record<string, CatalogueOption[]>;
  statuses: Record<string, CatalogueOption[]>;
  statusTransitions: Record<string, Array<[string, string]>>;
  /** Validation, error and success messages, keyed `validation.<key>`, `error.<key>`, `success.<key>`, `subject.<key>` (ICU syntax). */
  messages: Record<string, string>;
  /** The messaging error codes 1–17, the CONNACK return codes as `6.<n>`, `subscribeRefused`. */
  messagingErrors: Record<string, string>;
  constants: typeof BUSINESS_CONSTANTS;
}

const pick = (text: BiText, language: CatalogueLanguage): string => (language === 'en' ? text[1] : text[0]);
const labels = (texts: Record<string, BiText>, language: CatalogueLanguage): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, pick(text, language)]));
const options = (entries: readonly ValueEntry[], language: CatalogueLanguage): CatalogueOption[] =>
  entries.map(([value, zh, en]) => ({ value, label: language === 'en' ? en : zh }));
const prefixed = (prefix: string, texts: Record<string, BiText>, language: CatalogueLanguage) =>
  Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, pick(text, language)] as const);

/** Builds the catalogue of one language from the declarations. */
export function businessCatalogue(language: CatalogueLanguage): BusinessCatalogue {
  return {
    language,
    modules: labels(MODULE_NAMES, language),
    fields: Object.fromEntries(Object.entries(FIELD_LABELS).map(([entity, fields]) => [entity, labels(fields, language)])),
    valueLists: Object.fromEntries(Object.entries(VALUE_LISTS).map(([type, entries]) => [type, options(entries, language)])),
    statuses: Object.fromEntries(Object.entries(STATUS_LABELS).map(([group, entries]) => [group, options(entries, language)])),
    statusTransitions: Object.fromEntries(Object.entries(STATUS_TRANSITIONS).map(([group, pairs]) => [group, pairs.map(([from, to]) => [from, to] as [string, string])])),
    messages: Object.fromEntries([
      ...prefixed('validation', VALIDATION_MESSAGES, language),
      ...prefixed('error', ERROR_MESSAGES, language),
      ...prefixed('success', SUCCESS_MESSAGES, language),
      ...prefixed('subject', MESSAGE_SUBJECTS, language),
    ]),
    messagingErrors: Object.fromEntries([
      ...Object.entries(MESSAGING_ERRORS).map(([code, text]) => [code, pick(text, language)] as const),
      ...Object.entries(MESSAGING_RETURN_CODES).map(([code, text]) => [`6.${code}`, pick(text, language)] as const),
      ['subscribeRefused', pick(MESSAGING_SUBSCRIBE_REFUSED, language)] as const,
    ]),
    constants: BUSINESS_CONSTANTS,
  };
}

/** The label of a value in a catalogue list (the value itself when the list does not know it). */
export function catalogueLabel(list: readonly CatalogueOption[] | undefined, value: string): string {
  return list?.find((option) => option.value === value)?.label ?? value;
}

/** Fills `{name}` placeholders of a catalogue message (simple ICU arguments; the shell may use react-intl instead). */
export function fillMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type { FieldEntity, StatusGroup, ValueListType };
