// Form fields as data: the kinds an area's form is made of, their rules, and the checks before sending.
import { EMAIL_PATTERN, isWebUrl, PHONE_PATTERN, ruleLength } from '../../resources/rules';
import type { FilterOption } from '../use-filter-bar';
import { parseMoney } from './format-extra';
import { kitTextBook } from './kit-messages';
import type { ReferenceSource } from './use-lookup';
import type { Locale } from '../../ui/locale';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'money'
  | 'datetime'
  | 'select'
  | 'multiSelect'
  | 'switch'
  | 'reference';

/** What a field holds while the form is open: the value the API takes, or NaN for a number not yet one. */
export type FieldValue = string | number | boolean | readonly string[] | null;
export type FormValues = Record<string, FieldValue>;

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Numbers and money (in minor units). */
  min?: number;
  max?: number;
  integer?: boolean;
  /** A further rule of the shared rules module (e.g. a username pattern). */
  pattern?: RegExp;
  /** select and multiSelect. */
  options?: readonly FilterOption[];
  /** select that is not required: the text of its empty choice (blank when omitted). */
  emptyLabel?: string;
  /** money: the currency, fixed or read from another field of the form. */
  currency?: string | { field: string };
  /** reference: the resource searched by `q`. */
  reference?: ReferenceSource;
  /** Shown only when creating (e.g. an id the record keeps for life). */
  createOnly?: boolean;
}

export function currencyOf(field: FieldSpec, values: FormValues): string {
  const currency = field.currency;
  if (typeof currency === 'string') return currency;
  const value = currency ? values[currency.field] : undefined;
  return typeof value === 'string' && value ? value : 'USD';
}

function isEmpty(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  // Spaces alone are no value: the server would store an empty title.
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function textProblem(locale: Locale, field: FieldSpec, text: string): string | undefined {
  const kitText = locale.text(kitTextBook);
  const length = ruleLength(text);
  if (field.minLength !== undefined && length < field.minLength)
    return kitText('rule.tooShort', { min: field.minLength });
  if (field.maxLength !== undefined && length > field.maxLength)
    return kitText('rule.tooLong', { max: field.maxLength });
  switch (field.kind) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : kitText('rule.email');
    case 'phone':
      return PHONE_PATTERN.test(text) ? undefined : kitText('rule.phone');
    case 'url':
      return isWebUrl(text) ? undefined : kitText('rule.url');
    case 'datetime':
      return Number.isNaN(new Date(text).getTime()) ? kitText('rule.date') : undefined;
  }
  if (field.pattern && !field.pattern.test(text)) return kitText('rule.pattern');
  return undefined;
}

function numberProblem(locale: Locale, field: FieldSpec, value: number): string | undefined {
  const kitText = locale.text(kitTextBook);
  if (Number.isNaN(value)) return kitText(field.kind === 'money' ? 'rule.money' : 'rule.number');
  if ((field.integer || field.kind === 'money') && !Number.isInteger(value))
    return kitText('rule.integer');
  if (field.min !== undefined && value < field.min) return kitText('rule.min', { min: field.min });
  if (field.max !== undefined && value > field.max) return kitText('rule.max', { max: field.max });
  return undefined;
}

/** Why the field's value cannot be sent, or undefined when it can. */
export function fieldProblem(
  locale: Locale,
  field: FieldSpec,
  value: FieldValue | undefined,
): string | undefined {
  const kitText = locale.text(kitTextBook);
  if (isEmpty(value)) return field.required ? kitText('rule.required') : undefined;
  if (typeof value === 'string') return textProblem(locale, field, value.trim());
  if (typeof value === 'number') return numberProblem(locale, field, value);
  return undefined;
}

/** Every problem of the form, by field name. */
export function formProblems(
  locale: Locale,
  fields: readonly FieldSpec[],
  values: FormValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(locale, field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The typed text of a number field as its value: NaN when it is not a number yet. */
export function numberFromInput(field: FieldSpec, text: string, values: FormValues): number | null {
  if (text.trim() === '') return null;
  if (field.kind === 'money') return parseMoney(text, currencyOf(field, values));
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A `datetime-local` input's text as an ISO instant; null when empty. */
export function instantFromInput(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An ISO instant as `datetime-local` text in the reader's time zone. */
export function inputFromInstant(value: FieldValue | undefined): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The values to send on create: trimmed text, only the fields shown, empty ones left out. */
export function bodyOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isEmpty(value) && field.kind !== 'multiSelect') continue;
    body[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** The PATCH of an edit: only the fields whose value differs from the record's; cleared ones as null. */
export function changedOf(
  fields: readonly FieldSpec[],
  values: FormValues,
  initial: FormValues,
): Record<string, unknown> {
  const body = bodyOf(fields, values);
  const changed: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.name in body ? body[field.name] : null;
    const before = isEmpty(initial[field.name]) ? null : initial[field.name];
    if (JSON.stringify(before) !== JSON.stringify(value)) changed[field.name] = value;
  }
  return changed;
}
