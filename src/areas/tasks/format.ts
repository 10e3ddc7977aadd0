// Dates of the task area as the reader expects them: local calendar day, in the catalog's language.
import { getLanguage } from '../../core/i18n';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function formatter(withTime: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(getLanguage(), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  });
}

/** "Jun 3, 2025"; an empty string for a missing or unreadable value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(false).format(date);
}

/** "Jun 3, 2025, 2:05 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(true).format(date);
}

/**
 * A date input's day (YYYY-MM-DD) -> the instant the API stores: the start of that day where the
 * user is, so it reads back as the same calendar day.
 */
export function dayToTimestamp(day: string): string | null {
  if (!DATE_ONLY.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
