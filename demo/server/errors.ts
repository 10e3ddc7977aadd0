// API errors as values with a status and code, and the one handler that turns any error into `{ error }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '../../src/resources/enums';
import { NUL_FREE_MESSAGE, NUL_FREE_PATTERN } from './request-schema';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** On 403: the permission code the caller lacks. */
    readonly permission?: string,
  ) {
    super(message);
  }
}

export const forbidden = (permission: string) =>
  new HttpError(403, 'FORBIDDEN', `This needs the permission ${permission}`, undefined, permission);
export const invalidTransition = (what: string, from: string, to: string) =>
  new HttpError(409, 'INVALID_TRANSITION', `${what} cannot move from ${from} to ${to}`);

export const notFound = (what = 'Record') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'CONFLICT', message, fields);
/** A part of the server that is not set up, or an outside service that failed. */
export const unavailable = (message: string) => new HttpError(503, 'UNAVAILABLE', message);
export const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'VALIDATION_ERROR', 'The request is not valid', fields);

interface ValidationIssue {
  instancePath: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params: Record<string, unknown>;
  /** The keyword's value (validators compiled with `verbose`). */
  schema?: unknown;
}

/**
 * The fields of a `oneOf` whose branches each require one field ("exactly one of uuids or
 * filter"), or none when the `oneOf` says something else.
 */
function exactlyOneOf(issue: ValidationIssue): string[] {
  if (issue.keyword !== 'oneOf' || !Array.isArray(issue.schema)) return [];
  const names = issue.schema.map((branch: unknown) => {
    const required = (branch as { required?: unknown } | null)?.required;
    return Array.isArray(required) && required.length === 1 ? required[0] : undefined;
  });
  return names.every((name): name is string => typeof name === 'string') ? names : [];
}

/** Ajv's wording where it would show a regular expression or a bare count to people. */
function messageOf(issue: ValidationIssue): string {
  if (typeof issue.params.additionalProperty === 'string') return 'is not allowed';
  if (issue.params.pattern === NUL_FREE_PATTERN) return NUL_FREE_MESSAGE;
  if (issue.keyword === 'propertyNames') return 'has a name that is not allowed';
  if (issue.keyword === 'minProperties') return 'has no field to change';
  return issue.message ?? 'is invalid';
}

/** Ajv issues -> `{ field: message }`, one entry per field (the first issue wins). */
export function validationFields(
  issues: ValidationIssue[],
  context?: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const names = exactlyOneOf(issue);
    const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    for (const name of names) {
      fields[[prefix, name].filter(Boolean).join('.')] ??= `give either ${names.join(' or ')}`;
    }
  }
  for (const issue of issues) {
    // The branches of such a oneOf only repeat it ("must have required property 'uuids'").
    if (/\/oneOf\/\d+\/required$/.test(issue.schemaPath ?? '')) continue;
    if (exactlyOneOf(issue).length > 0) continue;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = issue.params.missingProperty;
    const extra = issue.params.additionalProperty;
    const name =
      typeof missing === 'string'
        ? [path, missing].filter(Boolean).join('.')
        : typeof extra === 'string'
          ? [path, extra].filter(Boolean).join('.')
          : path || context || 'request';
    fields[name] ??= messageOf(issue);
  }
  return fields;
}

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

/** The column a constraint violation names (`Key (email)=(...)`), the last one of a composite key. */
function keyColumn(error: PgError): string | undefined {
  return /Key \(([^)]+)\)/
    .exec(error.detail ?? '')?.[1]
    ?.split(',')
    .pop()
    ?.trim();
}

/** The column whose value already exists, when the error is a unique violation. */
export function duplicateColumn(error: unknown): string | undefined {
  const pg = error as PgError | null;
  return pg?.code === '23505' ? keyColumn(pg) : undefined;
}

/** Constraint violations are the client's fault: 409 for duplicates and live references, 400 for missing ones. */
function fromDatabase(error: PgError): HttpError | null {
  const column = keyColumn(error);
  if (error.code === '23505') {
    return conflict('A record with this value already exists', {
      [column ?? 'uuid']: 'already exists',
    });
  }
  if (error.code === '23503') {
    if (/is still referenced/.test(error.detail ?? '')) {
      return conflict('The record is still referenced by other records');
    }
    return invalid({ [column ?? 'uuid']: 'does not exist' });
  }
  // Malformed, out-of-range or unstorable values (NUL in text or jsonb) that slipped past a route's schema.
  if (['22P02', '22007', '22008', '22003', '22021', '22P05', '22001'].includes(error.code ?? '')) {
    return invalid({ request: 'has a malformed value' });
  }
  return null;
}

export function toHttpError(error: FastifyError & PgError): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    const fields = validationFields(error.validation, error.validationContext);
    return new HttpError(400, 'VALIDATION_ERROR', 'The request is not valid', fields);
  }
  const database = fromDatabase(error);
  if (database) return database;
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  if (status === 415) return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON');
  if (status === 429) return new HttpError(429, 'RATE_LIMITED', 'Too many requests, retry later');
  if (status === 404) return notFound('Route');
  if (status >= 400 && status < 500) return new HttpError(status, 'BAD_REQUEST', error.message);
  return new HttpError(500, 'INTERNAL_ERROR', 'Something went wrong on the server');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    const http = toHttpError(error);
    if (http.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body = {
      error: {
        code: http.code,
        message: http.message,
        fields: http.fields,
        permission: http.permission,
      },
    };
    if (http.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(http.statusCode).send(body);
  });
}

/** Router failures before any route runs (malformed percent-encoding, overlong path parameter), in the `{ error }` shape. */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const http =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpError(414, 'BAD_REQUEST', 'A path parameter is longer than 100 characters', {
          path: 'is too long',
        })
      : error.code === 'FST_ERR_BAD_URL'
        ? new HttpError(400, 'BAD_REQUEST', 'The path is not a valid URL', {
            path: 'has a malformed percent-encoding',
          })
        : new HttpError(400, 'BAD_REQUEST', 'The request could not be routed');
  return reply
    .status(http.statusCode)
    .send({ error: { code: http.code, message: http.message, fields: http.fields } });
}
