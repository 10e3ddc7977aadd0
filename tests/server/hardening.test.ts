// Bad input the API must refuse with a 400 in its own error shape (NUL, integers beyond 32 bits, malformed and
// overlong paths, empty PATCH bodies) and the OpenAPI document saying so (statuses, optional bodies, security).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SEC } from '../../demo/server/auth/refresh-grace';
import { type Item, type List, type TestApp, startTestApp } from './harness';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { required?: boolean; content: { 'application/json': { schema: Schema } } };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface Schema {
  minProperties?: number;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  required?: string[];
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const INT32_OVER = 2 ** 31;
const INT32_UNDER = -(2 ** 31) - 1;

describe('hardened request handling', () => {
  let t: TestApp;
  let token: string;
  let doc: Doc;
  const uuidOf: Record<string, string> = {};

  /** Every documented operation as [method, path template, operation]. */
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [method.toUpperCase(), path, op] as const),
    );

  function expectFieldError(
    res: { status: number; body: Record<string, unknown> },
    status: number,
    field: string,
  ) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const error = res.body.error as { code: string; message: string; fields?: object };
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
    expect(error.fields).toHaveProperty([field]);
  }

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('SA');
    doc = t.contract.doc as unknown as Doc;
    for (const path of ['tasks', 'channels', 'buyers', 'orders']) {
      const res = await t.call<List>('GET', `/api/v1/${path}?limit=1`, { token });
      uuidOf[path] = (res.body.items[0] as Item).uuid;
    }
  });
  afterAll(() => t.close());

  describe('NUL characters', () => {
    it('in `q` of every list are a 400 naming q', async () => {
      const lists = operations().filter(
        ([method, , op]) =>
          method === 'GET' && op.parameters?.some((p) => p.name === 'q' && p.in === 'query'),
      );
      expect(lists.length).toBeGreaterThanOrEqual(10);
      for (const [, path] of lists) {
        expectFieldError(await t.call('GET', `${path}?q=a%00b`, { token }), 400, 'q');
      }
    });

    it('in a text field of POST and PATCH are a 400 naming the field', async () => {
      expectFieldError(
        await t.call('POST', '/api/v1/tasks', { token, payload: { title: 'a\u0000b' } }),
        400,
        'title',
      );
      expectFieldError(
        await t.call('PATCH', `/api/v1/channels/${uuidOf.channels}`, {
          token,
          payload: { title: 'x\u0000' },
        }),
        400,
        'title',
      );
      expectFieldError(
        await t.call('POST', '/api/v1/buyers', {
          token,
          payload: { name: 'Nul Buyer', email: 'nul@example.com', company: '\u0000' },
        }),
        400,
        'company',
      );
    });

    it('in a path parameter or a property name are a 400 too', async () => {
      expectFieldError(await t.call('GET', '/api/v1/tasks/a%00b', { token }), 400, 'uuid');
      const res = await t.call('POST', '/api/v1/sys/auth/logout', {
        payload: { refresh_token: 'a\u0000' },
      });
      expectFieldError(res, 400, 'refresh_token');
    });
  });

  describe('integers beyond the 32-bit columns', () => {
    it.each([
      ['POST', 'buyers', 'balance', { name: 'Big', email: 'big@example.com', balance: INT32_OVER }],
      ['POST', 'buyers', 'balance', { name: 'Owes', email: 'o@example.com', balance: INT32_UNDER }],
      ['PATCH', 'buyers', 'balance', { balance: INT32_UNDER }],
      ['PATCH', 'orders', 'amount', { amount: INT32_OVER }],
      ['PATCH', 'channels', 'members_count', { members_count: INT32_OVER }],
      ['POST', 'channels', 'members_count', { title: 'Huge', kind: 'group', members_count: -1 }],
      [
        'POST',
        'channels',
        'members_count',
        { title: 'Huge', kind: 'group', members_count: 2 ** 53 },
      ],
    ] as const)(
      '%s %s: %s out of range is a 400 naming it',
      async (method, target, field, payload) => {
        const url = `/api/v1/${target}${method === 'PATCH' ? `/${uuidOf[target]}` : ''}`;
        expectFieldError(await t.call(method, url, { token, payload }), 400, field);
      },
    );

    it('a negative balance within the column is still accepted', async () => {
      const res = await t.call('PATCH', `/api/v1/buyers/${uuidOf.buyers}`, {
        token,
        payload: { balance: -(2 ** 31) },
      });
      expect(res.status).toBe(200);
    });

    it('1e400 in a JSON body is a 400 naming the field', async () => {
      const res = await t.call('PATCH', `/api/v1/orders/${uuidOf.orders}`, {
        token,
        payload: '{"amount":1e400}',
        headers: { 'content-type': 'application/json' },
      });
      expectFieldError(res, 400, 'amount');
    });

    it.each([
      ['/api/v1/channels/suggestions?page=1e400', 'page'],
      ['/api/v1/channels/suggestions?pageSize=1e400', 'pageSize'],
      ['/api/v1/channels/suggestions?page=99999999999', 'page'],
      ['/api/v1/tasks?offset=1e400', 'offset'],
      ['/api/v1/tasks?offset=99999999999', 'offset'],
      ['/api/v1/tasks?limit=-1e400', 'limit'],
    ])('GET %s is a 400 naming %s', async (url, field) => {
      expectFieldError(await t.call('GET', url, { token }), 400, field);
    });

    it('every integer a request may carry has both bounds in the document', () => {
      const unbounded: string[] = [];
      const visit = (schema: unknown, where: string) => {
        if (typeof schema !== 'object' || schema === null) return;
        const s = schema as Record<string, unknown>;
        if (s.type === 'integer' && (s.minimum === undefined || s.maximum === undefined)) {
          unbounded.push(where);
        }
        for (const [key, value] of Object.entries(s)) visit(value, `${where}.${key}`);
      };
      for (const [method, path, op] of operations()) {
        visit(op.parameters, `${method} ${path} parameters`);
        visit(op.requestBody, `${method} ${path} body`);
      }
      expect(unbounded).toEqual([]);
    });
  });

  describe('router errors in the error shape', () => {
    const withParams = () => operations().filter(([, path]) => path.includes('{'));

    it('a malformed percent-encoding is a 400 on every operation with a path parameter', async () => {
      expect(withParams().length).toBeGreaterThan(20);
      for (const [method, path] of withParams()) {
        const url = path.replace(/\{[^}]+\}/, '%E0%A4%A');
        for (const auth of [{ token }, {}]) {
          expectFieldError(await t.call(method as 'GET', url, auth), 400, 'path');
        }
      }
    });

    it('a path parameter over 100 characters is a 414 on every such operation', async () => {
      for (const [method, path] of withParams()) {
        const url = path.replace(/\{[^}]+\}/, 'x'.repeat(101));
        for (const auth of [{ token }, {}]) {
          expectFieldError(await t.call(method as 'GET', url, auth), 414, 'path');
        }
      }
    });
  });

  describe('the document says what the server does', () => {
    it('every PATCH body needs at least one field, and the server refuses {}', async () => {
      const patches = operations().filter(([method]) => method === 'PATCH');
      expect(patches.length).toBeGreaterThanOrEqual(10);
      for (const [, , op] of patches) {
        expect(op.requestBody?.content['application/json'].schema.minProperties).toBe(1);
      }
      const res = await t.call('PATCH', `/api/v1/tasks/${uuidOf.tasks}`, { token, payload: {} });
      expect(res.status).toBe(400);
    });

    it('logout declares its body optional and takes none', async () => {
      const op = doc.paths['/api/v1/sys/auth/logout']!.post!;
      expect(op.requestBody?.required).toBe(false);
      expect((await t.call('POST', '/api/v1/sys/auth/logout')).status).toBe(200);
    });

    it('logout with a JSON null body is a 400 like any body that is not the documented object', async () => {
      for (const payload of ['null', '[]', '"token"']) {
        const res = await t.call('POST', '/api/v1/sys/auth/logout', {
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, payload).toBe(400);
        expect(res.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
      }
    });

    it('a bulk body takes exactly one of uuids or filter: oneOf in its schema, and the server holds to it', async () => {
      const bulks = operations().filter(
        ([method, path]) => method === 'POST' && /\/bulk$/.test(path),
      );
      expect(bulks.length).toBeGreaterThanOrEqual(10);
      for (const [, path, op] of bulks) {
        const schema = op.requestBody?.content['application/json'].schema;
        expect(schema?.oneOf, path).toEqual([{ required: ['uuids'] }, { required: ['filter'] }]);
      }
      const uuid = uuidOf.tasks!;
      for (const payload of [
        { action: 'delete' },
        { action: 'delete', uuids: [uuid], filter: { status: 'open' } },
      ]) {
        const res = await t.call('POST', '/api/v1/tasks/bulk', { token, payload });
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect((res.body.error as { fields: object }).fields).toEqual({
          uuids: 'give either uuids or filter',
          filter: 'give either uuids or filter',
        });
      }
    });

    it("refresh documents the reuse grace window with the server's own constant", () => {
      const op = doc.paths['/api/v1/sys/auth/refresh']!.post! as Operation & {
        description?: string;
      };
      expect(op.description).toContain(`within ${REFRESH_REUSE_GRACE_SEC} seconds of its rotation`);
    });

    it('phone-login logout declares its bearer security and answers 401 without it', async () => {
      const op = doc.paths['/api/v1/phone-login/logout']!.post!;
      expect(op.security).toEqual([{ bearer: [] }]);
      expect((await t.call('POST', '/api/v1/phone-login/logout')).status).toBe(401);
    });

    it('413 and 415 are documented on every write and answered in the error shape', async () => {
      for (const [method, path, op] of operations()) {
        if (method === 'GET') continue;
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['413', '415']),
        );
      }
      const big = await t.call('POST', '/api/v1/tasks', {
        token,
        payload: { title: 'big', description: 'x'.repeat(1024 * 1024 + 1) },
      });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      const xml = await t.call('POST', '/api/v1/tasks', {
        token,
        payload: '<task/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.status).toBe(415);
      expect(xml.body).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    });

    it('401 and 403 are documented on every protected operation, 414 wherever a path has a parameter', () => {
      for (const [method, path, op] of operations()) {
        const statuses = Object.keys(op.responses);
        const needsToken = op.security?.length && op.security.every((s) => 'bearer' in s);
        if (needsToken) expect(statuses, `${method} ${path}`).toContain('401');
        if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('414');
        if (needsToken && !/\/(sys\/auth|sys\/me|phone-login)\b/.test(path)) {
          expect(statuses, `${method} ${path}`).toContain('403');
        }
      }
    });
  });
});
