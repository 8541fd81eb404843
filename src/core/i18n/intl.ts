/** react-intl's error kinds the shell reports (a missing id shows its fallback, never a blank). */
export interface IntlErrorLike {
  code?: string;
  message: string;
}

const reported = new Set<string>();

/**
 * IntlProvider's and createIntl's onError: a missing message or a broken format is reported once
 * per text on the console (messages:check catches them in CI); react-intl then renders its fallback.
 */
export function reportIntlError(error: IntlErrorLike): void {
  const key = `${error.code ?? ''}:${error.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (reported.size > 500) reported.clear();
  console.warn(`[intl] ${error.code ?? 'ERROR'}: ${error.message}`);
}

export const DEFAULT_INTL_LOCALE = 'zh-CN';
