// Checks that a list answer has the shape the screens read ({ items, total }, records with their fields' types) before it enters the cache.
import { ApiError } from '../api/errors';
import type { ListReply } from './list-reply';

/** The JSON type of a record's field; a trailing `?` lets it be null or absent. */
type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';
export type FieldShape = FieldType | `${FieldType}?`;

/** Every field of a record with its JSON type: the TypeScript type makes sure none is left out. */
export type RecordShape<T> = { readonly [K in keyof T]-?: FieldShape };

/**
 * A record's fields as a resource writes them, one word each: `title due_at? clicks:number`
 * (text unless a type follows the colon; `?` when null or absent is allowed).
 */
export function fieldsOf(list: string): Record<string, FieldShape> {
  const shape: Record<string, FieldShape> = {};
  for (const word of list.split(' ')) {
    const [name = word, type = 'string'] = word.replace('?', '').split(':');
    shape[name] = `${type}${word.endsWith('?') ? '?' : ''}` as FieldShape;
  }
  return shape;
}

/** The `code` of the ApiError (and of bo-error) for an answer of the wrong shape. */
export const INVALID_REPLY = 'INVALID_REPLY';

function typeOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The first field of `value` whose type differs from its shape, said as `items[1].status is number, expected string`. */
function problemOf(value: unknown, shape: object, at: string): string | null {
  const type = typeOf(value);
  if (type !== 'object') return `${at || 'the answer'} is ${type}, expected an object`;
  for (const [field, wanted] of Object.entries(shape) as [string, FieldShape][]) {
    const actual = typeOf(Reflect.get(value as object, field));
    if (wanted.endsWith('?') && (actual === 'null' || actual === 'missing')) continue;
    // NaN and Infinity are not JSON, so a number here is always finite.
    const expected = wanted.replace('?', '');
    if (actual !== expected)
      return `${at ? `${at}.` : ''}${field} is ${actual}, expected ${expected}`;
  }
  return null;
}

/**
 * A PARSING_ERROR (code INVALID_REPLY) saying where and what, as data paths say it: `tasks:
 * items[1].status is number, expected string`.
 */
function invalidReply(what: string, problem: string): ApiError {
  return new ApiError('PARSING_ERROR', `${what}: ${problem}`, { code: INVALID_REPLY });
}

const PAGE = { items: 'array', total: 'number' } as const;

/**
 * The answer as a list page, or a PARSING_ERROR (code INVALID_REPLY) naming the first thing that
 * is off: a wrong shape would otherwise break the screen far from its cause, while rendering.
 */
export function checkListReply<T>(
  reply: unknown,
  what: string,
  shape: RecordShape<T>,
): ListReply<T> {
  const problem = problemOf(reply, PAGE, '');
  if (problem) throw invalidReply(what, problem);
  for (const [index, item] of (reply as ListReply<unknown>).items.entries()) {
    const problem = problemOf(item, shape, `items[${index}]`);
    if (problem) throw invalidReply(what, problem);
  }
  return reply as ListReply<T>;
}
