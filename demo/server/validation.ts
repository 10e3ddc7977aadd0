// Request validation: query strings and path params are text, so they are coerced; JSON bodies are typed, so they are not.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { EMAIL_PATTERN } from '../../src/resources/rules';

export function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  // The one definition of an address, shared with the forms (src/resources/rules.ts).
  ajv.addFormat('email', EMAIL_PATTERN);
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const text = createAjv(true);
  const json = createAjv(false);
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? json : text).compile(schema as object),
  );
}
