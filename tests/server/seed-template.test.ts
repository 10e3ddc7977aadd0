// Seed templates: a second in-memory app starts from the dump of the first one's seeded database,
// with the same data and its own token secret.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateKey } from '../../demo/server/db/seed-template';
import { SEED_TEMPLATES } from '../seed-templates';
import { type TestApp, startTestApp } from './harness';

describe('seed templates on pglite', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp('pglite');
    second = await startTestApp('pglite');
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
  });

  it('keeps the seeded database as a dump named by the seed sources and options', () => {
    expect(existsSync(join(SEED_TEMPLATES, `${templateKey(true)}.tar.gz`))).toBe(true);
    expect(templateKey({ scale: 5 })).not.toBe(templateKey(true));
  });

  it('a restored app lists the same rows as the seeded one', async () => {
    const [a, b] = [await first.login('ADMIN'), await second.login('ADMIN')];
    const url = '/api/v1/tasks?limit=5&sort=created_at&order=asc';
    const [left, right] = [await first.getOk(url, a), await second.getOk(url, b)];
    expect(right.total).toBe(left.total);
    expect(right.items.map((task) => task.uuid)).toEqual(left.items.map((task) => task.uuid));
  });

  it('each app signs its own tokens: one app refuses the other one`s', async () => {
    const token = await first.login('ADMIN');
    expect((await second.call('GET', '/api/v1/tasks?limit=1', { token })).status).toBe(401);
  });
});
