// Timestamps of the API (ISO 8601, UTC) as short local dates in the catalog's language, with the full time for tooltips.

import { getLanguage } from '../../core/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const language = getLanguage();
  const key = `${language}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      language,
      style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'full', timeStyle: 'short' },
    );
    formatters.set(key, found);
  }
  return found;
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jun 9, 2025"; null when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formatter('date').format(date) : null;
}

/** "Monday, June 9, 2025 at 12:42 PM"; null when the value is missing or not a date. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? formatter('dateTime').format(date) : null;
}
