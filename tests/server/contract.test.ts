// The OpenAPI document as an executable contract: every documented operation gets valid requests generated
// from its schemas and hostile ones (property-based, fixed seed); every reply must be documented, match its
// schema and never be a 5xx; protected operations answer 401 without a token and 403 to a role without rights.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ContractChecks, type Reply } from './contract/checks';
import { type Expectation, hostileArb } from './contract/hostile';
import {
  type OpenApiDoc,
  type Operation,
  type RequestSpec,
  operationsOf,
  payloadOf,
  urlOf,
  validRequestArb,
} from './contract/operations';
import { ACCOUNTS, type Role, startTestApp } from './harness';

const SEED = 20261123;
const VALID_RUNS = 12;
const HOSTILE_RUNS = 28;

const t = await startTestApp();
const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApiDoc>();
const operations = operationsOf(doc);
const checks = new ContractChecks();
const stats = { requests: 0, byStatus: new Map<number, number>(), started: Date.now() };

/** Tokens of the signed-in roles; checked before each operation and renewed when a generated logout ended them. */
const tokens = new Map<Role, string>();
let logins = 0;
async function tokenOf(role: Role): Promise<string> {
  const current = tokens.get(role);
  if (current) {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sys/auth/me',
      headers: { authorization: `Bearer ${current}` },
    });
    if (me.statusCode === 200) return current;
  }
  const { email, password } = ACCOUNTS[role];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sys/auth/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(logins / 200)}.${logins++ % 200}`,
  });
  if (res.statusCode !== 200) {
    throw new Error(
      `${role} can no longer sign in (${res.statusCode}): a generated request removed it`,
    );
  }
  tokens.set(role, res.json<{ access_token: string }>().access_token);
  return tokens.get(role)!;
}

function authorization(spec: RequestSpec): string | undefined {
  const sa = tokens.get('SA')!;
  switch (spec.token) {
    case 'valid':
      return `Bearer ${sa}`;
    case 'guest':
      return `Bearer ${tokens.get('GUEST')}`;
    case 'forged':
      return 'Bearer not.a.token';
    case 'tampered':
      return `Bearer ${sa.slice(0, -2)}${sa.endsWith('AA') ? 'BB' : 'AA'}`;
    case 'none':
      return undefined;
  }
}

async function send(op: Operation, spec: RequestSpec, expectation: Expectation): Promise<void> {
  const url = urlOf(op, spec);
  const { payload, contentType } = payloadOf(spec);
  const headers: Record<string, string> = {};
  const auth = authorization(spec);
  if (auth) headers.authorization = auth;
  if (contentType) headers['content-type'] = contentType;
  // Each request from its own address, so the per-address rate limits leave the logic behind them reachable.
  const n = stats.requests++;
  const remoteAddress = `10.1.${(n >> 8) & 255}.${n & 255}`;
  const res = await t.app.inject({ method: op.method, url, headers, payload, remoteAddress });
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  const reply: Reply = {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    text: res.body,
  };
  const label = `${url.slice(0, 160)} [token ${spec.token}] ${payload?.slice(0, 160) ?? ''}`;
  checks.check(op, label, reply, expectation, spec);
}

/**
 * Uuids of existing records for an operation's path, so valid requests also reach real rows. The test's
 * own accounts, and roles and permissions (records with a `code`), are left out: changing them would
 * change what the later requests are allowed to do.
 */
async function knownUuids(op: Operation): Promise<string[]> {
  const collection = op.path.split('/{')[0]!;
  if (op.pathParams.length === 0 || !doc.paths[collection]?.get) return [];
  const res = await t.app.inject({
    method: 'GET',
    url: `${collection}?limit=5`,
    headers: { authorization: `Bearer ${await tokenOf('SA')}` },
  });
  if (res.statusCode !== 200) return [];
  const accounts: string[] = Object.values(ACCOUNTS).map((a) => a.email);
  const items = res.json<{ items: { uuid: string; email?: string; code?: string }[] }>().items;
  return items
    .filter((item) => !accounts.includes(item.email ?? '') && item.code === undefined)
    .map((item) => item.uuid);
}

describe('the OpenAPI document as a contract', () => {
  afterAll(async () => {
    const seconds = ((Date.now() - stats.started) / 1000).toFixed(1);
    const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b);
    console.log(
      `contract: ${operations.length} operations, ${stats.requests} generated requests in ${seconds} s; ` +
        `statuses ${statuses.map(([s, n]) => `${s}x${n}`).join(' ')}`,
    );
    await t.close();
  });

  it('documents the operations of every area', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      await tokenOf('SA');
      await tokenOf('GUEST');
      const known = await knownUuids(op);
      const valid = validRequestArb(op, known);

      if (op.protected) {
        const sample = fc.sample(valid, { numRuns: 1, seed: SEED })[0]!;
        await send(op, { ...sample, token: 'none' }, 401);
        await send(op, { ...sample, token: 'forged' }, 401);
        await send(
          op,
          { ...sample, token: 'guest' },
          op.roleChecked && op.write ? 403 : 'by-document',
        );
      }

      await fc.assert(
        fc.asyncProperty(valid, (spec) => send(op, spec, 'by-document')),
        { seed: SEED, numRuns: VALID_RUNS },
      );
      await fc.assert(
        fc.asyncProperty(hostileArb(op, valid), (hostile) =>
          send(op, hostile.spec, hostile.expect),
        ),
        { seed: SEED, numRuns: HOSTILE_RUNS },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    // Sign-in, signup and password operations hash or check a password on most of their forty
    // requests: scrypt at N = 2^17 is a few tenths of a second each, more on a busy machine.
    180_000,
  );
});
