// What every reply must be: no 5xx, a status the operation documents, a body matching the documented schema and
// media type, the `{ error }` shape on errors, and the status a hostile request calls for.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './arbitraries';
import type { Expectation } from './hostile';
import type { Operation, RequestSpec } from './operations';

export interface Reply {
  status: number;
  contentType: string;
  text: string;
}

function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    strictNumbers: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  return ajv;
}

export class ContractChecks {
  private readonly replies = newAjv(false);
  private readonly bodies = newAjv(false);
  private readonly params = newAjv(true);
  private readonly cache = new Map<object, ValidateFunction>();

  private compiled(ajv: Ajv, schema: object): ValidateFunction {
    let validate = this.cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      this.cache.set(schema, validate);
    }
    return validate;
  }

  private readonly paramValidators = new Map<
    Operation,
    Record<'path' | 'query', ValidateFunction>
  >();

  /** Path and query parameters as one object schema each, coerced from text like the server does. */
  private paramsOf(op: Operation): Record<'path' | 'query', ValidateFunction> {
    let validators = this.paramValidators.get(op);
    if (!validators) {
      const compile = (list: Operation['pathParams']) =>
        this.params.compile({
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
          required: list.filter((p) => p.required).map((p) => p.name),
        });
      validators = { path: compile(op.pathParams), query: compile(op.queryParams) };
      this.paramValidators.set(op, validators);
    }
    return validators;
  }

  /** Whether the request breaks what the document says the operation accepts. */
  invalidByDocument(op: Operation, spec: RequestSpec): boolean {
    const asText = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(asText)
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value);
    const text = (values: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, asText(v)]),
      );
    const pathOk = this.paramsOf(op).path(text(spec.path));
    const queryOk = this.paramsOf(op).query(text(spec.query));
    let bodyOk = true;
    if (op.body) {
      const body = spec.rawBody !== undefined ? JSON.parse(spec.rawBody) : spec.body;
      bodyOk =
        body === undefined
          ? op.doc.requestBody?.required === false
          : this.compiled(this.bodies, op.body)(body);
    }
    return !(pathOk && queryOk && bodyOk);
  }

  /** Throws with the request and reply when the reply breaks the contract. */
  check(op: Operation, label: string, reply: Reply, expectation: Expectation, spec: RequestSpec) {
    const fail = (why: string): never => {
      throw new Error(
        `${op.method} ${label} -> ${reply.status}: ${why}\n${reply.text.slice(0, 400)}`,
      );
    };
    if (reply.status >= 500) fail('server error');
    const documented = op.doc.responses[String(reply.status)];
    if (!documented) fail(`status not documented (${Object.keys(op.doc.responses).join(', ')})`);
    const content = documented!.content;
    if (!content) {
      if (reply.text) fail('a body where the document says none');
    } else {
      const mediaType = reply.contentType.split(';')[0]!.trim();
      const media = content[mediaType];
      if (!media) fail(`media type ${mediaType} not documented`);
      if (mediaType === 'application/json' && media?.schema) {
        const validate = this.compiled(this.replies, media.schema as JsonSchema);
        if (!validate(JSON.parse(reply.text))) {
          fail(`body breaks the schema: ${this.replies.errorsText(validate.errors)}`);
        }
      }
    }
    if (reply.status >= 400) {
      const error = (JSON.parse(reply.text) as { error?: { code?: unknown; message?: unknown } })
        .error;
      if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
        fail('not the { error: { code, message } } shape');
      }
    }
    // A rate limit runs before everything else; where the operation documents it, it may answer first.
    if (reply.status === 429) return;
    const wanted =
      expectation === 'by-document' && this.invalidByDocument(op, spec) ? 'refuse' : expectation;
    if (typeof wanted === 'number' && reply.status !== wanted) fail(`expected ${wanted}`);
    if (wanted === 'refuse' && (reply.status < 400 || reply.status >= 500)) {
      fail('expected the request to be refused with a 4xx');
    }
  }
}
