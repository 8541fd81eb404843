/**
 * Number and date formats of the shell. Amounts are yuan (CNY: ¥ in Chinese, CN¥ in English) through
 * Intl with the user's locale; dates use the seed's one format, yyyy-MM-dd HH:mm:ss (seed 000 §7),
 * in every language.
 */
export const CURRENCY = 'CNY';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date in the seed's format yyyy-MM-dd HH:mm:ss (local time); '' for a missing or unreadable value. */
export function formatDateTime(value: Date | string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Intl options of an amount in yuan. */
export const AMOUNT_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY };
