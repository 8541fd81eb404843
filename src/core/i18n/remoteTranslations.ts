import { parse } from '@formatjs/icu-messageformat-parser';

/** Bounds of one remote translation file: its size, its entries, an id and a message. */
export const TRANSLATION_LIMITS = { maxBytes: 256 * 1024, maxEntries: 2000, maxIdLength: 120, maxMessageLength: 4000 } as const;
export const DEFAULT_TRANSLATION_TIMEOUT_MS = 4000;

const MESSAGE_ID = /^i18n_[A-Za-z0-9_.-]+$/;

/**
 * The address of one language's file, or undefined when the template may not be fetched: a path on the
 * portal's own origin ('/…' or '{prefix}/…') or an http(s) address of an allowed origin; nothing else.
 */
export function translationUrl(template: string, language: string, appPrefix: string, shellOrigin: string, allowedOrigins: readonly string[]): string | undefined {
  const address = template.replace(/\{prefix\}/g, appPrefix).replace(/\{language\}/g, encodeURIComponent(language));
  if (address.startsWith('//') || address.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(address, shellOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== shellOrigin && !allowedOrigins.includes(url.origin)) return undefined;
  return url.origin === shellOrigin ? `${url.pathname}${url.search}` : url.href;
}

export type TranslationProblem = 'tooLarge' | 'syntax' | 'notObject' | 'tooMany';

export interface ParsedTranslations {
  /** The entries that may be merged (string ids of the i18n_ form, ICU that parses). */
  messages: Record<string, string>;
  /** Entries left out, with why (a non-string or nested value, a bad id, too long, ICU that does not parse). */
  refused: Array<{ id: string; reason: string }>;
}

/**
 * Reads one remote translation file: a flat JSON object of message id → ICU message, within the
 * bounds. The whole file is refused when it is too large, not JSON, not a flat object or has too many
 * entries; a bad entry alone is left out.
 */
export function parseTranslations(text: string): { ok: true; value: ParsedTranslations } | { ok: false; problem: TranslationProblem; detail: string } {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > TRANSLATION_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge', detail: `${bytes} bytes, at most ${TRANSLATION_LIMITS.maxBytes}` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'syntax', detail: (error as Error).message };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, problem: 'notObject', detail: 'not a JSON object of message id → text' };
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.length > TRANSLATION_LIMITS.maxEntries) return { ok: false, problem: 'tooMany', detail: `${entries.length} entries, at most ${TRANSLATION_LIMITS.maxEntries}` };
  const messages: Record<string, string> = {};
  const refused: ParsedTranslations['refused'] = [];
  for (const [id, value] of entries) {
    if (id.length > TRANSLATION_LIMITS.maxIdLength || !MESSAGE_ID.test(id)) refused.push({ id: id.slice(0, TRANSLATION_LIMITS.maxIdLength), reason: 'not a message id (i18n_…)' });
    else if (typeof value !== 'string') refused.push({ id, reason: `${Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`}, not a text` });
    else if (value.length > TRANSLATION_LIMITS.maxMessageLength) refused.push({ id, reason: `longer than ${TRANSLATION_LIMITS.maxMessageLength} characters` });
    else if (value.trim() === '') refused.push({ id, reason: 'empty' });
    else {
      try {
        parse(value);
        messages[id] = value;
      } catch (error) {
        refused.push({ id, reason: `ICU syntax: ${(error as Error).message}` });
      }
    }
  }
  return { ok: true, value: { messages, refused } };
}
