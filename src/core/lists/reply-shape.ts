// Checks that a list answer has the shape the screens read ({ items, total }, records with their fields' types) before it enters the cache.
import { ApiError } from '../api/errors';
import type { ListReply } from './list-reply';

/** The JSON type of a record's field; a trailing `?` lets it be null or absent. */
type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';
export type FieldShape = FieldType | `${FieldType}?`;

/** Every field of a record with its JSON type: the TypeScript type makes sure none is left out. */
export type RecordShape<T> = { readonly [K in keyof T]-?: FieldShape };

/** A record's fields but its uuid, which every record carries (and every check looks at). */
export type OwnFields<T> = RecordShape<Omit<T, 'uuid'>>;

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

/** A PARSING_ERROR (code INVALID_REPLY) that keeps what was off, for the screen to show. */
export class InvalidReplyError extends ApiError {
  /** Where and what, as data paths say it: `items[1].status is number, expected string`. */
  readonly problem: string;

  constructor(what: string, problem: string) {
    super('PARSING_ERROR', `The ${what} answer has the wrong shape: ${problem}.`, {
      code: INVALID_REPLY,
    });
    this.problem = problem;
  }
}

const PAGE = { items: 'array', total: 'number' } as const;

/**
 * The answer as a list page, or a PARSING_ERROR (code INVALID_REPLY) naming the first thing that
 * is off: a wrong shape would otherwise break the screen far from its cause, while rendering.
 */
export function checkListReply<T>(
  reply: unknown,
  what: string,
  shape: RecordShape<T> | { uuid: 'string' } = { uuid: 'string' },
): ListReply<T> {
  const problem = problemOf(reply, PAGE, '');
  if (problem) throw new InvalidReplyError(what, problem);
  for (const [index, item] of (reply as ListReply<unknown>).items.entries()) {
    const problem = problemOf(item, shape, `items[${index}]`);
    if (problem) throw new InvalidReplyError(what, problem);
  }
  return reply as ListReply<T>;
}
