// Request validation: query strings and path params are text, so they are coerced; JSON bodies are typed, so they are not.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { EMAIL_PATTERN, UUID_PATTERN } from '../../src/resources/rules';
import { requestSchemaOf } from './request-schema';

export function createAjv(coerce: boolean, verbose = false): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Bodies: each issue carries its schema, so a `oneOf` of required fields can name them.
    verbose,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    // `1e400` in a JSON body parses to Infinity, which is no number a column can hold.
    strictNumbers: true,
    strict: false,
  });
  addFormats(ajv);
  // The one definition of an address and of a record id, shared with the forms (src/resources/rules.ts).
  ajv.addFormat('email', EMAIL_PATTERN);
  ajv.addFormat('uuid', UUID_PATTERN);
  return ajv;
}

/** Where a coerced value became Infinity or NaN (`?page=1e400`), as an Ajv instance path. */
function nonFinitePath(data: unknown, path = ''): string | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : path;
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFinitePath(value, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Ajv coerces the text `1e400` to Infinity and then skips the bounds of a non-finite number, so a text
 * part also fails when any of its values ends up not finite.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: object) => {
    const valid = validate(data, context as Parameters<ValidateFunction>[1]);
    const path = valid ? nonFinitePath(data) : undefined;
    const outOfRange: ErrorObject = {
      instancePath: path ?? '',
      schemaPath: '#',
      keyword: 'maximum',
      params: {},
      message: 'is out of range',
    };
    checked.errors = valid ? (path === undefined ? null : [outOfRange]) : validate.errors;
    return valid && path === undefined;
  }) as ValidateFunction;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/**
 * The validator, compiled by its route's first request instead of when the app starts. Compiling
 * every route's schemas was about a quarter of an app's start (0.5 of 2 s of CPU, profiled): paid
 * on every start, by each test file that starts one, for routes most of them never call. A
 * compile costs a few milliseconds once.
 */
function compiledOnFirstRequest(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validator = () => {
    compiled ??= compile();
    return compiled;
  };
  const validate = ((data: unknown, context?: object) => {
    const valid = validator()(data, context as Parameters<ValidateFunction>[1]);
    validate.errors = validator().errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the request as the parent of the validated part when `schemaEnv` is set (so
  // coercion can replace a whole part); read at the first request, it compiles then.
  return Object.defineProperties(validate, {
    schema: { get: () => validator().schema },
    schemaEnv: { get: () => validator().schemaEnv },
  });
}

export function registerValidation(app: FastifyInstance): void {
  const text = createAjv(true);
  const json = createAjv(false, true);
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart, method }) =>
    compiledOnFirstRequest(() => {
      const hardened = requestSchemaOf(schema as object, httpPart ?? '', method);
      return httpPart === 'body' ? json.compile(hardened) : finiteOnly(text.compile(hardened));
    }),
  );
}
