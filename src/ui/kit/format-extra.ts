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

/** Major units typed by a person ("12.5", "12,50") -> minor units, or NaN when it is no amount. */
export function parseMoney(text: string, currency: string): number {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return Number.NaN;
  const digits = currencyDigits(currency);
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.length > digits) return Number.NaN;
  const sign = whole.startsWith('-') ? -1 : 1;
  const minor = Math.abs(Number(whole)) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  return sign * minor;
}

/** Minor units as the plain text an amount input shows ("12.50"). */
export function moneyInput(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined || Number.isNaN(minor)) return '';
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
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
