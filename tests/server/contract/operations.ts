// The operations of the served OpenAPI document, and valid requests for each generated from its schemas.
import fc from 'fast-check';
import { type JsonSchema, valueArb } from './arbitraries';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Response {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, OperationDoc>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  doc: OperationDoc;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** Every security alternative needs the bearer token. */
  protected: boolean;
  /** Protected and documents 403: an area a signed-in user without the role may not write. */
  roleChecked: boolean;
  write: boolean;
}

/** One request before it is put on the wire; `rawBody` replaces `body` when set. */
export interface RequestSpec {
  path: Record<string, string>;
  /** Path parameters sent as they are (already encoded or deliberately malformed). */
  rawPath?: Record<string, string>;
  query: Record<string, unknown>;
  rawQuery?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  token: 'valid' | 'none' | 'forged' | 'tampered' | 'guest';
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const parameters = op.parameters ?? [];
      const security = op.security ?? [];
      const isProtected = security.length > 0 && security.every((s) => 'bearer' in s);
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        doc: op,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        protected: isProtected,
        roleChecked: isProtected && '403' in op.responses,
        write: method.toUpperCase() !== 'GET',
      };
    }),
  );
}

/** Valid requests: values from the schemas, path uuids sometimes of records that exist. */
export function validRequestArb(op: Operation, known: string[]): fc.Arbitrary<RequestSpec> {
  const pathModel = Object.fromEntries(
    op.pathParams.map((p) => {
      const generated = valueArb(p.schema).map(String);
      const useKnown = known.length > 0 && op.method !== 'DELETE';
      return [p.name, useKnown ? fc.oneof(fc.constantFrom(...known), generated) : generated];
    }),
  );
  const queryModel = Object.fromEntries(op.queryParams.map((p) => [p.name, valueArb(p.schema)]));
  const requiredQuery = op.queryParams.filter((p) => p.required).map((p) => p.name);
  const bodyArb: fc.Arbitrary<unknown> = op.body
    ? op.doc.requestBody?.required === false
      ? fc.option(valueArb(op.body), { nil: undefined })
      : valueArb(op.body)
    : fc.constant(undefined);
  return fc
    .record({
      path: fc.record(pathModel) as fc.Arbitrary<Record<string, string>>,
      query: fc.record(queryModel, { requiredKeys: requiredQuery }),
      body: bodyArb,
    })
    .map((parts) => ({
      ...parts,
      token: op.protected || op.doc.security?.length ? 'valid' : 'none',
    }));
}

function queryString(spec: RequestSpec): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(spec.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  const raw = [text, spec.rawQuery].filter(Boolean).join('&');
  return raw ? `?${raw}` : '';
}

/** The URL of a request: path parameters encoded (or raw), the query serialised form-style. */
export function urlOf(op: Operation, spec: RequestSpec): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    spec.rawPath?.[name] !== undefined
      ? spec.rawPath[name]!
      : encodeURIComponent(spec.path[name] ?? ''),
  );
  return `${path}${queryString(spec)}`;
}

/** The body as sent: raw text, JSON, or nothing. */
export function payloadOf(spec: RequestSpec): { payload?: string; contentType?: string } {
  if (spec.rawBody !== undefined) {
    return { payload: spec.rawBody, contentType: spec.contentType ?? 'application/json' };
  }
  if (spec.body === undefined) return {};
  return { payload: JSON.stringify(spec.body), contentType: 'application/json' };
}
