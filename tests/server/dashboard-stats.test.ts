// The dashboard in one request: its figures equal what the lists say, and a section the caller
// may not read is null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../src/resources/enums';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_AREAS } from '../../src/resources/permission-codes';
import { BACKENDS, type Item, type TestApp, startTestApp } from './harness';

interface Dashboard {
  date: string;
  counts: Record<string, number | null>;
  tasks_by_status: Record<string, number> | null;
  messages_per_day: { day: string; count: number }[] | null;
  revenue: { month: string; orders: number; totals: { currency: string; amount: number }[] } | null;
  latest_tasks: Item[] | null;
  my_tasks: { total: number; items: Item[] } | null;
}

const AREA_PATHS: Record<string, string> = {
  sys_users: 'sys/users',
};

/** The last day of the seeded history, so its 30 days and its month hold data. */
const SEEDED_DAY = '2025-05-31';

describe.each(BACKENDS)('dashboard on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
  });
  afterAll(() => t.close());

  const dashboard = async (query = '', as = token) =>
    t.getOk<Dashboard>(`/api/v1/stats/dashboard${query}`, as);
  const total = async (url: string) => (await t.getOk(`${url}&limit=1`, token)).total;

  it('counts per area equal the list totals; tasks by status too', async () => {
    const d = await dashboard();
    for (const area of PERMISSION_AREAS) {
      expect(d.counts[area], area).toBe(await total(`/api/v1/${AREA_PATHS[area] ?? area}?`));
    }
    for (const status of TASK_STATUSES) {
      expect(d.tasks_by_status![status], status).toBe(
        await total(`/api/v1/tasks?status=${status}`),
      );
    }
  });

  it('messages per day: the 30 days ending on the date, each equal to the list of that day', async () => {
    const d = await dashboard(`?date=${SEEDED_DAY}`);
    const days = d.messages_per_day!;
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2025-05-02');
    expect(days[29]!.day).toBe(SEEDED_DAY);
    for (const { day, count } of days) {
      expect(count, day).toBe(await total(`/api/v1/messages?from=${day}&to=${day}`));
    }
    expect(days.some((day) => day.count > 0)).toBe(true);
  });

  it("a new message counts on today's bar", async () => {
    const before = (await dashboard()).messages_per_day!.at(-1)!.count;
    const source = (await t.getOk('/api/v1/sources?limit=1', token)).items[0]!.uuid;
    await t.call('POST', '/api/v1/messages', {
      token,
      payload: { source_uuid: source, text: 'Counted today' },
    });
    expect((await dashboard()).messages_per_day!.at(-1)!.count).toBe(before + 1);
  });

  it("revenue: paid and completed orders of the date's month, per currency", async () => {
    const d = await dashboard('?date=2025-05-15');
    const orders = (await t.getOk('/api/v1/orders?limit=500', token)).items;
    const sums = new Map<string, number>();
    let count = 0;
    for (const order of orders) {
      const month = String(order.placed_at).slice(0, 7);
      if (month !== '2025-05' || !['paid', 'completed'].includes(String(order.status))) continue;
      sums.set(
        String(order.currency),
        (sums.get(String(order.currency)) ?? 0) + Number(order.amount),
      );
      count += 1;
    }
    expect(count).toBeGreaterThan(0);
    expect(d.revenue!.month).toBe('2025-05');
    expect(d.revenue!.orders).toBe(count);
    expect(Object.fromEntries(d.revenue!.totals.map((r) => [r.currency, r.amount]))).toEqual(
      Object.fromEntries(sums),
    );
    const amounts = d.revenue!.totals.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('latest tasks are the first five of the task list; my tasks are the open ones assigned to me', async () => {
    const me = await t.getOk<Item>('/api/v1/sys/me', token);
    const made = await t.call<Item>('POST', '/api/v1/tasks', {
      token,
      payload: { title: 'Mine to do', assignee_sys_user_uuid: me.uuid },
    });
    const d = await dashboard();
    const latest = (await t.getOk('/api/v1/tasks?limit=5', token)).items;
    expect(d.latest_tasks).toEqual(latest);
    expect(d.my_tasks!.items[0]).toEqual(made.body);
    let open = 0;
    for (const status of ['open', 'in_progress', 'review']) {
      open += await total(`/api/v1/tasks?assignee_sys_user_uuid=${me.uuid}&status=${status}`);
    }
    expect(d.my_tasks!.total).toBe(open);
  });

  it('a section the caller may not read is null', async () => {
    const sa = await t.login('SA');
    const admin = (await t.getOk('/api/v1/sys/roles', sa)).items.find((r) => r.code === 'ADMIN')!;
    const set = (permissions: readonly string[]) =>
      t.call('PUT', `/api/v1/sys/roles/${admin.uuid}/permissions`, {
        token: sa,
        payload: { permissions },
      });
    await set(
      DEFAULT_ROLE_PERMISSIONS.ADMIN.filter((c) => !['orders.read', 'tasks.read'].includes(c)),
    );
    const d = await dashboard();
    expect(d.counts.orders).toBeNull();
    expect(d.counts.tasks).toBeNull();
    expect(d.counts.messages).toEqual(expect.any(Number));
    expect(d.revenue).toBeNull();
    expect(d.tasks_by_status).toBeNull();
    expect(d.latest_tasks).toBeNull();
    expect(d.my_tasks).toBeNull();
    expect(d.messages_per_day).toHaveLength(30);
    await set(DEFAULT_ROLE_PERMISSIONS.ADMIN);
  });

  it('needs the admin level; a bad date is 400', async () => {
    const editor = await t.call('GET', '/api/v1/stats/dashboard', {
      token: await t.login('EDITOR'),
    });
    expect(editor.status).toBe(403);
    expect((await t.call('GET', '/api/v1/stats/dashboard')).status).toBe(401);
    const bad = await t.call('GET', '/api/v1/stats/dashboard?date=yesterday', { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { date: expect.any(String) } } });
  });
});
