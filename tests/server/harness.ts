// One seeded app per test file (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set), and a
// `call` helper that checks every reply against the app's own OpenAPI document.
import { randomBytes } from 'node:crypto';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type CreateAppOptions, createApp } from '../../demo/server/app';
import { expect } from 'vitest';
import { SEED_TEMPLATES } from '../seed-templates';

export type Backend = 'pglite' | 'postgres';

/** The backends the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const ACCOUNTS = {
  SA: { email: 'sa@example.com', password: 'sa-password', phone: '+15550000001' },
  ADMIN: { email: 'admin@example.com', password: 'admin-password', phone: '+15550000002' },
  EDITOR: { email: 'editor@example.com', password: 'editor-password', phone: '+15550000003' },
  GUEST: { email: 'guest@example.com', password: 'guest-password', phone: '+15550000004' },
} as const;
export type Role = keyof typeof ACCOUNTS;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
}

interface OpenApiOperation {
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}
type OpenApiDoc = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

/** Compiles the reply schemas of the served OpenAPI document and finds the one for a request. */
class ContractChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<object, ValidateFunction>();
  private readonly templates: { path: string; pattern: RegExp; statics: number }[];

  constructor(readonly doc: OpenApiDoc) {
    addFormats(this.ajv);
    this.templates = Object.keys(doc.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        statics: path.split('/').filter((s) => s && !s.startsWith('{')).length,
      }))
      .sort((a, b) => b.statics - a.statics);
  }

  check(method: Method, url: string, status: number, body: unknown): void {
    const path = url.split('?')[0]!;
    const template = this.templates.find((t) => t.pattern.test(path));
    if (!template) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const operation = this.doc.paths[template.path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${template.path} is not in the OpenAPI document`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${template.path} replied ${status}, not documented`);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return; // 204: no body
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${method} ${url} -> ${status} breaks the contract: ${this.ajv.errorsText(validate.errors)}`,
      );
    }
  }
}

/** A list reply as the tests read it: records with a uuid and any other fields. */
export type Item = { uuid: string } & Record<string, unknown>;
export interface List {
  items: Item[];
  total: number;
}

export interface TestApp {
  app: FastifyInstance;
  backend: Backend;
  contract: ContractChecker;
  /** Moves the token clock forward. */
  advanceClock(ms: number): void;
  call<T = Record<string, unknown>>(
    method: Method,
    url: string,
    opts?: CallOptions,
  ): Promise<Reply<T>>;
  /** GET that must answer 200 (checked against the contract like every call); the body. */
  getOk<T = List>(url: string, token: string): Promise<T>;
  login(role: Role): Promise<string>;
  close(): Promise<void>;
}

/** A PostgreSQL schema of its own per app, so test files never see each other's rows. */
export async function postgresSchema(
  url: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = url.includes('?') ? '&' : '?';
  const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    databaseUrl,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export async function startTestApp(
  backend: Backend = 'pglite',
  extra: CreateAppOptions = {},
): Promise<TestApp> {
  let offsetMs = 0;
  const pgSchema =
    backend === 'postgres' ? await postgresSchema(process.env.TEST_DATABASE_URL!) : undefined;
  const app = await createApp({
    inMemory: backend === 'pglite',
    databaseUrl: pgSchema?.databaseUrl,
    seed: true,
    seedTemplateDir: SEED_TEMPLATES,
    logger: false,
    now: () => Date.now() + offsetMs,
    ...extra,
  });
  const spec = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const contract = new ContractChecker(spec.json<OpenApiDoc>());
  const tokens = new Map<Role, string>();

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({
      method,
      url,
      headers,
      payload: opts.payload as string | object | undefined,
      remoteAddress: opts.remoteAddress,
    });
    const body = res.body ? res.json() : undefined;
    contract.check(method, url, res.statusCode, body);
    return { status: res.statusCode, body, headers: res.headers };
  };

  return {
    app,
    backend,
    contract,
    call,
    async getOk<T = List>(url: string, token: string) {
      const res = await call<T>('GET', url, { token });
      expect(res.status, url).toBe(200);
      return res.body;
    },
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    async login(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const { email, password } = ACCOUNTS[role];
      const res = await call<{ access_token: string }>('POST', '/api/v1/sys/auth/login', {
        payload: { email, password },
        remoteAddress: '10.0.0.1',
      });
      if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status}`);
      tokens.set(role, res.body.access_token);
      return res.body.access_token;
    },
    async close() {
      await app.close();
      await pgSchema?.drop();
    },
  };
}
