import type { LocalizedText } from '../../generated/layout';

export const I18N_PREFIX = 'i18n_';

/**
 * The default language comes from the browser: English if it starts with en
 * (en_US or en-US), Chinese if zh, otherwise the configured default (Chinese).
 */
export function detectLanguage(browserLanguage: string | undefined, supported: readonly string[], fallback: string): string {
  const lang = (browserLanguage ?? '').toLowerCase();
  if (/^en([_-]|$)/.test(lang) && supported.includes('en')) return 'en';
  if (lang.startsWith('zh') && supported.includes('zh_cn')) return 'zh_cn';
  return supported.includes(fallback) ? fallback : (supported[0] ?? fallback);
}

/**
 * Resolves a label: a string starting with i18n_ is a translation key (falling back to the key
 * without its prefix), other strings are plain text, and per-language objects pick the language,
 * then Chinese, then any.
 */
export function resolveText(text: LocalizedText | undefined, language: string, translate: (key: string) => string | undefined): string {
  if (text === undefined) return '';
  if (typeof text === 'string') {
    if (!text.startsWith(I18N_PREFIX)) return text;
    return translate(text) ?? text.slice(I18N_PREFIX.length);
  }
  return text[language] ?? text.zh_cn ?? Object.values(text)[0] ?? '';
}

/** An unknown dictionary locale falls back to Chinese, the platform's own language. */
export function messagesFor<T>(dictionaries: Readonly<Record<string, T>>, language: string): T | undefined {
  return dictionaries[language] ?? dictionaries.zh_cn;
}
