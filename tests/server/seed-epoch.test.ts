// `npm start` seeds a history that ends when it seeds: the dashboard's last 30 days hold data, and
// no time derived from a row's (last seen, last update, publication, review, last login) is in the future.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { epochNow } from '../../demo/server/db/seed-sql';
import { type TestApp, startTestApp } from './harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // No seed template: a dump per epoch would pile up in the template folder.
  t = await startTestApp('pglite', { seed: { epoch: epochNow() }, seedTemplateDir: '' });
  token = await t.login('ADMIN');
});
afterAll(() => t.close());

it('an epoch is the current minute in UTC', () => {
  expect(epochNow(new Date('2026-11-25T18:59:31.123Z'))).toBe('2026-11-25T18:59:00Z');
});

it('the last 30 days of the dashboard hold messages, the newest from the last day', async () => {
  const d = await t.getOk<{ messages_per_day: { count: number }[] }>(
    '/api/v1/stats/dashboard',
    token,
  );
  expect(d.messages_per_day.reduce((sum, day) => sum + day.count, 0)).toBeGreaterThan(0);
  const newest = await t.getOk('/api/v1/messages?sort=created_at&order=desc&limit=1', token);
  const age = Date.now() - Date.parse(String(newest.items[0]?.created_at));
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(2 * 86_400_000);
});

it('no derived time lies after the moment of seeding', async () => {
  const [row] = await t.app.db.query<Record<string, string | null>>(
    `SELECT now()::text AS now,
            (SELECT max(last_seen_at) FROM users)::text AS last_seen,
            (SELECT max(updated_at) FROM tasks)::text AS task_updated,
            (SELECT max(published_at) FROM messages)::text AS published,
            (SELECT max(created_at) FROM task_reviews)::text AS reviewed,
            (SELECT max(last_login_at) FROM sys_users)::text AS last_login`,
  );
  const now = Date.parse(String(row!.now));
  for (const [name, value] of Object.entries(row!)) {
    if (name === 'now' || value === null) continue;
    expect(Date.parse(value), name).toBeLessThanOrEqual(now);
  }
});
