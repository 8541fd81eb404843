// Texts in the user's language, and notices.
import type { LocalizedText } from '../../generated/layout';

export type { LocalizedText };
/** Server data in the user's language: the English text in English mode when the server sent one. */
export { pickLanguage } from '../../contract/approvals';

export interface TextApi {
  readonly language: string;
  /** Resolves a text from data: an i18n_ key (through react-intl, never a raw id), plain text or a per-language object. Static texts: useIntl(). */
  text(value: LocalizedText | undefined): string;
  notify(intent: 'success' | 'error' | 'warning' | 'info', message: string): void;
}
