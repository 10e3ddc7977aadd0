// Hostile variants of a valid request: NUL, huge and non-finite numbers, wrong types, overlong text, malformed
// encodings, overlong path parameters, prototype-pollution keys, broken JSON and missing or forged tokens.
import fc from 'fast-check';
import type { Operation, RequestSpec } from './operations';

/** What the reply to a hostile request must be: a given status, any 4xx, or (valid per the document) anything documented. */
export type Expectation = number | 'refuse' | 'by-document';

export interface Hostile {
  kind: string;
  spec: RequestSpec;
  expect: Expectation;
}

const NON_FINITE = '__NON_FINITE__';
const HUGE = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e300, NON_FINITE] as const;
const WRONG = [{}, [], true, 'text', 12.5, null, { $gt: '' }] as const;
const BAD_ENCODINGS = ['%E0%A4%A', '%zz', '%', '%C0%AF', '%ED%A0%80'];
const PROTO_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
const PROTO_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=x',
];

export const KINDS = [
  'nul',
  'huge-number',
  'wrong-type',
  'overlong',
  'bad-encoding',
  'long-path',
  'proto-keys',
  'unknown-field',
  'missing-required',
  'bad-json',
  'no-token',
  'forged-token',
  'guest-token',
] as const;
export type Kind = (typeof KINDS)[number];

type Part = 'path' | 'query' | 'body';
interface Target {
  part: Part;
  name: string;
}

function targetsOf(op: Operation, spec: RequestSpec): Target[] {
  const targets: Target[] = [
    ...op.pathParams.map((p) => ({ part: 'path' as const, name: p.name })),
    ...op.queryParams.map((p) => ({ part: 'query' as const, name: p.name })),
  ];
  const props = (op.body?.properties ?? {}) as Record<string, unknown>;
  const body = typeof spec.body === 'object' && spec.body ? spec.body : {};
  for (const name of new Set([...Object.keys(props), ...Object.keys(body)])) {
    targets.push({ part: 'body', name });
  }
  return targets;
}

function withValue(spec: RequestSpec, target: Target, value: unknown): RequestSpec {
  if (target.part === 'path')
    return { ...spec, path: { ...spec.path, [target.name]: String(value) } };
  if (target.part === 'query') return { ...spec, query: { ...spec.query, [target.name]: value } };
  const body = typeof spec.body === 'object' && spec.body ? spec.body : {};
  return { ...spec, body: { ...body, [target.name]: value } };
}

/** `1e400` cannot be written from JavaScript; it is put into the JSON text. */
function finalize(spec: RequestSpec): RequestSpec {
  const json = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  if (!json?.includes(NON_FINITE)) return spec;
  return { ...spec, rawBody: json.replaceAll(`"${NON_FINITE}"`, '1e400') };
}

function valueMutation(
  spec: RequestSpec,
  targets: Target[],
  pick: number,
  value: (t: Target) => unknown,
) {
  if (targets.length === 0) return undefined;
  const target = targets[pick % targets.length]!;
  const raw = value(target);
  const queryValue = raw === NON_FINITE ? '1e400' : raw;
  return finalize(withValue(spec, target, target.part === 'body' ? raw : queryValue));
}

/** Builds the hostile variant of `spec` of one kind; `pick` chooses the target and the value. */
export function mutate(op: Operation, spec: RequestSpec, kind: Kind, pick: number): Hostile {
  const targets = targetsOf(op, spec);
  const protectedRefusal = (status: number): Expectation => (op.protected ? status : 'by-document');
  const byDocument = (mutated: RequestSpec | undefined): Hostile =>
    mutated
      ? { kind, spec: mutated, expect: 'by-document' }
      : { kind, spec, expect: 'by-document' };
  switch (kind) {
    case 'nul':
      return byDocument(valueMutation(spec, targets, pick, () => 'a\u0000b'));
    case 'huge-number':
      return byDocument(valueMutation(spec, targets, pick, () => HUGE[pick % HUGE.length]));
    case 'wrong-type':
      return byDocument(
        valueMutation(spec, targets, pick, (t) =>
          t.part === 'body' ? WRONG[pick % WRONG.length] : ['x!', '-1.5', '[]', '{}'][pick % 4],
        ),
      );
    case 'overlong':
      return byDocument(valueMutation(spec, targets, pick, () => 'x'.repeat(5000 + (pick % 3))));
    case 'bad-encoding': {
      const encoding = BAD_ENCODINGS[pick % BAD_ENCODINGS.length]!;
      const param = op.pathParams[pick % Math.max(1, op.pathParams.length)];
      if (param)
        return { kind, spec: { ...spec, rawPath: { [param.name]: encoding } }, expect: 400 };
      return {
        kind,
        spec: { ...spec, rawQuery: `q=${encoding}&x=${encoding}` },
        expect: 'by-document',
      };
    }
    case 'long-path': {
      const param = op.pathParams[pick % Math.max(1, op.pathParams.length)];
      if (!param) return mutate(op, spec, 'overlong', pick);
      const long = 'a'.repeat(101 + (pick % 400));
      return { kind, spec: { ...spec, rawPath: { [param.name]: long } }, expect: 414 };
    }
    case 'proto-keys':
      if (op.write && op.method !== 'DELETE') {
        const rawBody = PROTO_BODIES[pick % PROTO_BODIES.length]!;
        return { kind, spec: { ...spec, rawBody }, expect: 'refuse' };
      }
      return {
        kind,
        spec: { ...spec, rawQuery: PROTO_QUERIES[pick % PROTO_QUERIES.length] },
        expect: 'by-document',
      };
    case 'unknown-field':
      return byDocument(
        valueMutation(
          spec,
          [...targets, { part: op.body ? 'body' : 'query', name: 'zz_unknown' }],
          targets.length,
          () => 1,
        ),
      );
    case 'missing-required': {
      const required = (op.body?.required as string[] | undefined) ?? [];
      if (!required.length || typeof spec.body !== 'object' || !spec.body) return byDocument(spec);
      const { [required[pick % required.length]!]: _dropped, ...rest } = spec.body as Record<
        string,
        unknown
      >;
      return byDocument({ ...spec, body: rest });
    }
    case 'bad-json':
      if (!op.write || op.method === 'DELETE') return mutate(op, spec, 'wrong-type', pick);
      return pick % 2
        ? { kind, spec: { ...spec, rawBody: '{"a":' }, expect: 400 }
        : {
            kind,
            spec: { ...spec, rawBody: '<a/>', contentType: 'application/xml' },
            expect: 415,
          };
    case 'no-token':
      return { kind, spec: { ...spec, token: 'none' }, expect: protectedRefusal(401) };
    case 'forged-token':
      return {
        kind,
        spec: { ...spec, token: pick % 2 ? 'forged' : 'tampered' },
        expect: protectedRefusal(401),
      };
    case 'guest-token':
      return {
        kind,
        spec: { ...spec, token: 'guest' },
        expect: op.roleChecked && op.write ? 403 : 'by-document',
      };
  }
}

export const hostileArb = (op: Operation, valid: fc.Arbitrary<RequestSpec>) =>
  fc
    .tuple(valid, fc.constantFrom(...KINDS), fc.nat({ max: 10_000 }))
    .map(([spec, kind, pick]) => mutate(op, spec, kind, pick));
