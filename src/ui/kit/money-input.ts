// An amount typed into a form and shown back in its input: minor units <-> "12.50" (form code only, kept out of the formatting every page loads).
import { currencyDigits } from './format-extra';

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
