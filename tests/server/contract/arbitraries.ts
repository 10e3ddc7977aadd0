// fast-check arbitraries for values a JSON Schema (as the OpenAPI document states it) accepts.
import fc from 'fast-check';

export type JsonSchema = { [key: string]: unknown };

/** Generated strings stay short: the point is shape and edge values, not volume. */
const MAX_TEXT = 40;
const NUL_FREE = '^[^\\u0000]*$';

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {};

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** `allOf` here only adds constraints (NUL-free text) to a base; the base's own pattern wins. */
function merged(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...base } = schema;
  for (const part of allOf as JsonSchema[]) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'pattern' && base.pattern !== undefined) continue;
      base[key] ??= value;
    }
  }
  return base;
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? MAX_TEXT);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const word = fc.stringMatching(/^[a-z]{1,12}$/);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc
        .tuple(word, fc.constantFrom('example.com', 'example.org'))
        .map(([name, domain]) => `${name}@${domain}`)
        .filter(fits);
    case 'uri':
      return word.map((w) => `https://example.com/${w}`).filter(fits);
  }
  if (typeof schema.pattern === 'string' && schema.pattern !== NUL_FREE) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  const upper = Math.max(minLength, Math.min(maxLength, minLength + MAX_TEXT));
  return fc
    .string({ minLength, maxLength: upper, unit: 'grapheme' })
    .filter((s) => !s.includes('\u0000') && fits(s));
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (integer) {
    return fc.integer({ min: min ?? -(2 ** 31), max: max ?? 2 ** 31 - 1 });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function objectArb(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = asSchema(schema.properties);
  const required = (schema.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [name, valueArb(asSchema(sub))]),
  );
  const minProperties = Number(schema.minProperties ?? 0);
  return fc
    .record(model, { requiredKeys: required.filter((name) => name in model) })
    .filter((value) => Object.keys(value).length >= minProperties) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/**
 * An object whose `oneOf` branches only name required fields (a bulk body: exactly one of uuids
 * or filter): each branch is the object with its own field required and its siblings' left out.
 */
function requiredBranches(schema: JsonSchema, alternatives: JsonSchema[]): JsonSchema[] | null {
  if (!schema.properties || alternatives.some((alt) => Object.keys(alt).join() !== 'required')) {
    return null;
  }
  const { oneOf: _oneOf, anyOf: _anyOf, ...base } = schema;
  const requiredOf = (alt: JsonSchema) => (alt.required as string[] | undefined) ?? [];
  return alternatives.map((alt) => {
    const properties = { ...asSchema(schema.properties) };
    for (const other of alternatives) {
      if (other === alt) continue;
      for (const name of requiredOf(other))
        if (!requiredOf(alt).includes(name)) delete properties[name];
    }
    const required = [...((schema.required as string[] | undefined) ?? []), ...requiredOf(alt)];
    return { ...base, properties, required };
  });
}

/** Any value the schema accepts (for the subset of JSON Schema the document uses). */
export function valueArb(input: JsonSchema): fc.Arbitrary<unknown> {
  const schema = merged(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const branches = requiredBranches(schema, alternatives) ?? alternatives;
    return fc.oneof(...branches.map((alt) => valueArb(alt)));
  }
  const arbs = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArb(schema);
      case 'integer':
        return numberArb(schema, true);
      case 'number':
        return numberArb(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = valueArb(asSchema(schema.items));
        const constraints = {
          minLength: Number(schema.minItems ?? 0),
          maxLength: Math.min(Number(schema.maxItems ?? 3), 3),
        };
        return schema.uniqueItems
          ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
          : fc.array(items, constraints);
      }
      default:
        return objectArb(schema);
    }
  });
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}
