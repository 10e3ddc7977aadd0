// The limits every request schema gets on top of what its route declares: text without NUL and integers that
// fit the 32-bit columns. The validator and the OpenAPI document both read schemas through `hardenRequestSchema`,
// so every route, including ones added later, refuses such input with a 400 and the document says so.

import { INT32_MAX, INT32_MIN } from '../../src/resources/schemas';

/** PostgreSQL text and jsonb cannot hold U+0000; a value carrying it is refused before any query. */
export const NUL_FREE_PATTERN = '^[^\\u0000]*$';
export const NUL_FREE_MESSAGE = 'must not contain NUL characters';

type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: JsonSchema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

/** Keywords whose value is one schema, or a list or map of schemas. */
const ONE = ['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames'];
const LIST = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

/** Formats whose own grammar already leaves no room for a NUL. */
const NUL_FREE_FORMATS = ['uuid', 'date', 'date-time'];

function hardenString(schema: JsonSchema): void {
  if (schema.enum !== undefined || schema.const !== undefined) return;
  if (NUL_FREE_FORMATS.includes(schema.format as string)) return;
  if (schema.pattern === undefined) schema.pattern = NUL_FREE_PATTERN;
  else if (schema.pattern !== NUL_FREE_PATTERN) {
    const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
    if (!allOf.some((s) => isSchema(s) && s.pattern === NUL_FREE_PATTERN)) {
      schema.allOf = [...allOf, { pattern: NUL_FREE_PATTERN }];
    }
  }
}

function hardenInteger(schema: JsonSchema): void {
  if (typeof schema.minimum !== 'number' && typeof schema.exclusiveMinimum !== 'number') {
    schema.minimum = INT32_MIN;
  }
  if (typeof schema.maximum !== 'number' && typeof schema.exclusiveMaximum !== 'number') {
    schema.maximum = INT32_MAX;
  }
}

/**
 * A plain copy of a request schema (params, querystring, body) with NUL-free text, int32 integers and
 * NUL-free property names on open objects. The route's own schema object is left as it is.
 */
export function hardenRequestSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => hardenRequestSchema(item)) as T;
  if (!isSchema(schema)) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ONE.includes(key) && isSchema(value)) copy[key] = hardenRequestSchema(value);
    else if (LIST.includes(key) && Array.isArray(value)) copy[key] = hardenRequestSchema(value);
    else if (MAP.includes(key) && isSchema(value)) {
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, hardenRequestSchema(sub)]),
      );
    } else copy[key] = value;
  }
  const types = typesOf(copy);
  if (types.includes('string')) hardenString(copy);
  if (types.includes('integer')) hardenInteger(copy);
  if (types.includes('object') && copy.additionalProperties !== false) {
    copy.propertyNames ??= { pattern: NUL_FREE_PATTERN };
  }
  return copy as T;
}

/** A part of a request as the validator and the document see it; a PATCH body always names at least one field. */
export function requestSchemaOf<T>(schema: T, part: string, method: string | string[]): T {
  const hardened = hardenRequestSchema(schema);
  const isPatch = [method].flat().includes('PATCH');
  if (part === 'body' && isPatch && isSchema(hardened) && typesOf(hardened).includes('object')) {
    (hardened as JsonSchema).minProperties ??= 1;
  }
  return hardened;
}
