// Money and relative time as the reader expects them: Intl in the element's language.

function safe<F>(language: string, make: (language: string) => F): F {
  try {
    return make(language);
  } catch {
    // An unknown `lang` attribute must not break the screen.
    return make('en');
  }
}

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units (cents) of `currency` as "$12.50" in the element's language. */
export function formatMoney(language: string, minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  try {
    return safe(
      language,
      (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency }),
    ).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 min ago", "in 2 days": the largest whole unit between `value` and `now`; '' for none. */
export function formatRelative(
  language: string,
  value: string | null | undefined,
  now: number = Date.now(),
): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const format = safe(
    language,
    (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' }),
  );
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}
