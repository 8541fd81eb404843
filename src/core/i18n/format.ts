/**
 * Number and date formats of the shell. Amounts are yuan (CNY: ¥ in Chinese, CN¥ in English) through
 * Intl with the user's locale; dates use the seed's one format, yyyy-MM-dd HH:mm:ss (seed 000 §7),
 * in every language.
 */
export const CURRENCY = 'CNY';

const pad = (value: number) => String(value).padStart(2, '0');

/** Which part of the seed's format a text shows: all of it, the day (yyyy-MM-dd) or the clock (HH:mm:ss). */
export type DateTimePart = 'dateTime' | 'date' | 'time';

/**
 * The shell's one date format: the seed's yyyy-MM-dd HH:mm:ss (local time), or one part of it, in
 * every language; '' for a missing value and the text itself for an unreadable one.
 */
export function formatDateTime(value: Date | string | number | undefined | null, part: DateTimePart = 'dateTime'): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return part === 'date' ? day : part === 'time' ? clock : `${day} ${clock}`;
}

/** Intl options of an amount in yuan. */
export const AMOUNT_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY };
