// Dates and numbers as the reader expects them: Intl in the element's language, local time.

import { formatMoney, formatRelative } from './kit/format-extra';

type DateStyle = 'medium' | 'full';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One formatter per language and kind; a `lang` that Intl cannot read falls back to English. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  language: string,
  kind: string,
  make: (language: string) => F,
): F {
  const key = `${language}|${kind}`;
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    try {
      found = make(language);
    } catch {
      // An unknown `lang` attribute must not break the screen.
      found = make('en');
    }
    formatters.set(key, found);
  }
  return found;
}

function dateFormatter(
  language: string,
  dateStyle: DateStyle,
  withTime: boolean,
): Intl.DateTimeFormat {
  return cached(
    language,
    `${dateStyle}${withTime ? '+time' : ''}`,
    (language) =>
      new Intl.DateTimeFormat(language, { dateStyle, ...(withTime ? { timeStyle: 'short' } : {}) }),
  );
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jun 3, 2025" ("full": "Tuesday, June 3, 2025"); '' for a missing or unreadable value. */
export function formatDate(
  language: string,
  value: string | null | undefined,
  style: DateStyle = 'medium',
): string {
  const date = parse(value);
  return date ? dateFormatter(language, style, false).format(date) : '';
}

/** "Jun 3, 2025, 2:05 PM" ("full": "Tuesday, June 3, 2025 at 2:05 PM"); '' when missing. */
export function formatDateTime(
  language: string,
  value: string | null | undefined,
  style: DateStyle = 'medium',
): string {
  const date = parse(value);
  return date ? dateFormatter(language, style, true).format(date) : '';
}

function numberFormatter(language: string): Intl.NumberFormat {
  return cached(language, 'number', (language) => new Intl.NumberFormat(language));
}

/** Grouped digits, e.g. 12,345. */
export function formatNumber(language: string, value: number): string {
  return numberFormatter(language).format(value);
}

/**
 * Builds a language's number and date formats before a screen needs them. The page's first
 * Intl format loads the browser's locale data (15-20 ms on the main thread): done while the
 * first page of data is on its way, the first render does not pay for it.
 */
export function prepareFormats(language: string): void {
  numberFormatter(language);
  dateFormatter(language, 'medium', false);
}

/** The formats of one language, with the language filled in; what useLocale() gives a screen. */
export interface Formats {
  formatDate(value: string | null | undefined, style?: DateStyle): string;
  formatDateTime(value: string | null | undefined, style?: DateStyle): string;
  formatNumber(value: number): string;
  formatMoney(minor: number, currency: string): string;
  formatRelative(value: string | null | undefined, now?: number): string;
}

export function formatsFor(language: string): Formats {
  return {
    formatDate: (value, style) => formatDate(language, value, style),
    formatDateTime: (value, style) => formatDateTime(language, value, style),
    formatNumber: (value) => formatNumber(language, value),
    formatMoney: (minor, currency) => formatMoney(language, minor, currency),
    formatRelative: (value, now) => formatRelative(language, value, now),
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date input's day (YYYY-MM-DD) -> the instant the API stores: the start of that day where the
 * user is, so it reads back as the same calendar day.
 */
export function dayToTimestamp(day: string): string | null {
  if (!DATE_ONLY.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
