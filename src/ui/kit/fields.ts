// Form fields as data: the kinds an area's form is made of, their rules, and the checks before sending.
import { EMAIL_PATTERN, isWebUrl, PHONE_PATTERN, ruleLength } from '../../resources/rules';
import type { FilterOption } from '../use-filter-bar';
import { parseMoney } from './money-input';
import { kitWorkBook } from './kit-work-messages';
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
  | 'date'
  | 'select'
  | 'multiSelect'
  | 'switch'
  | 'reference'
  | 'password'
  | 'checkboxGroup';

/** A choice of a select, multi-select or checkbox group. */
export interface FieldOption extends FilterOption {
  /** A line under the choice saying what it means (checkbox groups). */
  hint?: string;
  /**
   * This reader may not change it (e.g. a role only a super admin grants): shown but not
   * editable when chosen, and left out when not, since it could not be picked anyway.
   */
  locked?: boolean;
}

/** The checks a field can fail; each has the kit's words (`rule.<name>`), which a field may replace. */
export type FieldRule =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'integer'
  | 'min'
  | 'max'
  | 'money'
  | 'date'
  | 'pattern'
  | 'chooseAtLeast'
  | 'chooseAtMost';

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
  /** Numbers and money (in minor units); for a checkbox group, how many may be chosen. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** A further rule of the shared rules module (e.g. a username pattern). */
  pattern?: RegExp;
  /** select, multiSelect and checkboxGroup. */
  options?: readonly FieldOption[];
  /** select that always holds one of its options (it starts with one): no empty choice, and
   * not marked or checked as required. */
  alwaysChosen?: boolean;
  /** select that is not required: the text of its empty choice (blank when omitted). */
  emptyLabel?: string;
  /** money: the currency, fixed or read from another field of the form. */
  currency?: string | { field: string };
  /** reference: the resource searched by `q`. */
  reference?: ReferenceSource;
  /** Shown only when creating (e.g. a password set once, an id the record keeps for life). */
  createOnly?: boolean;
  /** Shown but not editable, never checked or sent. */
  readOnly?: boolean;
  /** Editable when creating, read-only when editing (e.g. the email an account signs in with). */
  readOnlyOnEdit?: boolean;
  /** Shares a row with the field before it (two short fields side by side, wrapping when narrow). */
  beside?: boolean;
  /** The area's own words for a rule (already filled in), e.g. `{ required: 'Enter a name.' }`. */
  messages?: Partial<Record<FieldRule, string>>;
}

/** The fields as the form shows them: create-only ones left out and some made read-only on edit. */
export function fieldsFor(fields: readonly FieldSpec[], editing: boolean): FieldSpec[] {
  if (!editing) return [...fields];
  return fields
    .filter((field) => !field.createOnly)
    .map((field) => (field.readOnlyOnEdit ? { ...field, readOnly: true, required: false } : field));
}

/** The options a checkbox group offers: locked ones only while chosen. */
export function offeredOptions(field: FieldSpec, chosen: readonly string[]): FieldOption[] {
  return (field.options ?? []).filter((option) => !option.locked || chosen.includes(option.value));
}

/** The chosen codes in the order of the options, so the same set always reads and compares the same. */
export function inOptionOrder(field: FieldSpec, chosen: readonly string[]): string[] {
  return (field.options ?? [])
    .map((option) => option.value)
    .filter((value) => chosen.includes(value));
}

export function currencyOf(field: FieldSpec, values: FormValues): string {
  const currency = field.currency;
  if (typeof currency === 'string') return currency;
  const value = currency ? values[currency.field] : undefined;
  return typeof value === 'string' && value ? value : 'USD';
}

/** Passwords count every character, spaces too; other text is trimmed as the server stores it. */
function comparable(field: FieldSpec, text: string): string {
  return field.kind === 'password' ? text : text.trim();
}

function isEmpty(value: FieldValue | undefined, field?: FieldSpec): boolean {
  if (value === null || value === undefined) return true;
  // Spaces alone are no value: the server would store an empty title.
  if (typeof value === 'string') return (field ? comparable(field, value) : value.trim()) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A failed check: the rule and what its words are filled in with. */
type Problem = [FieldRule, Record<string, number>?];

function textProblem(field: FieldSpec, text: string): Problem | undefined {
  const length = ruleLength(text);
  if (field.minLength !== undefined && length < field.minLength)
    return ['tooShort', { min: field.minLength }];
  if (field.maxLength !== undefined && length > field.maxLength)
    return ['tooLong', { max: field.maxLength }];
  switch (field.kind) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : ['email'];
    case 'phone':
      return PHONE_PATTERN.test(text) ? undefined : ['phone'];
    case 'url':
      return isWebUrl(text) ? undefined : ['url'];
    case 'datetime':
    case 'date':
      return Number.isNaN(new Date(text).getTime()) ? ['date'] : undefined;
  }
  if (field.pattern && !field.pattern.test(text)) return ['pattern'];
  return undefined;
}

function numberProblem(field: FieldSpec, value: number): Problem | undefined {
  if (Number.isNaN(value)) return [field.kind === 'money' ? 'money' : 'number'];
  if ((field.integer || field.kind === 'money') && !Number.isInteger(value)) return ['integer'];
  if (field.min !== undefined && value < field.min) return ['min', { min: field.min }];
  if (field.max !== undefined && value > field.max) return ['max', { max: field.max }];
  return undefined;
}

function choiceProblem(field: FieldSpec, chosen: readonly string[]): Problem | undefined {
  if (field.kind !== 'checkboxGroup') return undefined;
  if (field.min !== undefined && chosen.length < field.min)
    return ['chooseAtLeast', { min: field.min }];
  if (field.max !== undefined && chosen.length > field.max)
    return ['chooseAtMost', { max: field.max }];
  return undefined;
}

function problemOf(field: FieldSpec, value: FieldValue | undefined): Problem | undefined {
  if (field.readOnly) return undefined;
  if (isEmpty(value, field)) return field.required ? ['required'] : undefined;
  if (typeof value === 'string') return textProblem(field, comparable(field, value));
  if (typeof value === 'number') return numberProblem(field, value);
  if (Array.isArray(value)) return choiceProblem(field, value as readonly string[]);
  return undefined;
}

/** Why the field's value cannot be sent, or undefined when it can; in the field's words if it has them. */
export function fieldProblem(
  locale: Locale,
  field: FieldSpec,
  value: FieldValue | undefined,
): string | undefined {
  const problem = problemOf(field, value);
  if (!problem) return undefined;
  const [rule, params] = problem;
  return field.messages?.[rule] ?? locale.text(kitWorkBook)(`rule.${rule}`, params);
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

/** Lists of choices go out even when empty: an empty list is a value, not a missing one. */
const LIST_KINDS: readonly FieldKind[] = ['multiSelect', 'checkboxGroup'];

/** The values to send on create: trimmed text, only the editable fields shown, empty ones left out. */
export function bodyOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.readOnly || (isEmpty(value, field) && !LIST_KINDS.includes(field.kind))) continue;
    body[field.name] = typeof value === 'string' ? comparable(field, value) : value;
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
    if (field.readOnly) continue;
    const value = field.name in body ? body[field.name] : null;
    const was = initial[field.name];
    // An empty list stays a list (as bodyOf sends it), so an untouched one is no change.
    const before = isEmpty(was) && !LIST_KINDS.includes(field.kind) ? null : (was ?? null);
    if (JSON.stringify(before) !== JSON.stringify(value)) changed[field.name] = value;
  }
  return changed;
}
