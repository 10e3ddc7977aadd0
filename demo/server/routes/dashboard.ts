// GET /stats/dashboard: every figure of the dashboard in one query over counters and covering indexes.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSION_AREAS, readOf } from '../../../src/resources/permission-codes';
import {
  type Dashboard,
  DashboardParamsSchema,
  DashboardSchema,
} from '../../../src/resources/schemas';
import { TASK_STATUSES } from '../../../src/resources/enums';
import { authOf } from '../auth/guard';
import { holds } from '../auth/permissions';
import { selectList } from '../crud/list-sql';
import type { Db, Row } from '../db/database';
import { tasks } from '../entities/content';
import { errorReplies } from '../openapi';

const OPEN_TASK_STATUSES = ['open', 'in_progress', 'review'];

/** Task rows as JSON keep the database's timestamp text; the API sends ISO 8601 in UTC. */
function taskOut(row: Row): Row {
  for (const field of ['created_at', 'updated_at', 'due_at']) {
    const value = row[field];
    if (typeof value === 'string') row[field] = new Date(value).toISOString();
  }
  return row;
}

const taskJson = (where: string) => `(SELECT COALESCE(json_agg(x), '[]') FROM (
  SELECT ${selectList(tasks)} FROM tasks t ${where} ORDER BY t.created_at DESC, t.uuid DESC LIMIT 5) x)`;

/** $1 the day, $2 the caller. */
const DASHBOARD_SQL = `
SELECT
  (SELECT json_object_agg(table_name, n) FROM row_counts) AS counts,
  (SELECT json_object_agg(value, n) FROM value_counts
    WHERE table_name = 'tasks' AND column_name = 'status') AS tasks_by_status,
  (SELECT json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'count', COALESCE(c.n, 0))
                   ORDER BY d.day)
     FROM generate_series($1::date - 29, $1::date, interval '1 day') AS d (day)
     LEFT JOIN daily_counts c ON c.table_name = 'messages' AND c.day = d.day::date) AS messages_per_day,
  (SELECT json_build_object(
       'orders', COALESCE(sum(r.orders), 0),
       'totals', COALESCE(json_agg(json_build_object('currency', r.currency, 'amount', r.amount)
                                   ORDER BY r.amount DESC, r.currency) FILTER (WHERE r.currency IS NOT NULL), '[]'))
     FROM (SELECT o.currency, sum(o.amount)::bigint AS amount, count(*)::int AS orders
             FROM orders o
            WHERE o.placed_at >= (date_trunc('month', $1::date))::timestamp AT TIME ZONE 'UTC'
              AND o.placed_at < (date_trunc('month', $1::date) + interval '1 month')::timestamp AT TIME ZONE 'UTC'
              AND o.status IN ('paid', 'completed')
            GROUP BY o.currency) r) AS revenue,
  ${taskJson('')} AS latest_tasks,
  (SELECT count(*)::int FROM tasks t
    WHERE t.assignee_sys_user_uuid = $2 AND t.status = ANY ($3::text[])) AS my_total,
  ${taskJson('WHERE t.assignee_sys_user_uuid = $2 AND t.status = ANY ($3::text[])')} AS my_tasks`;

interface DashboardRow extends Row {
  counts: Record<string, number>;
  tasks_by_status: Record<string, number> | null;
  messages_per_day: { day: string; count: number }[];
  revenue: { orders: number; totals: { currency: string; amount: number }[] };
  latest_tasks: Row[];
  my_total: number;
  my_tasks: Row[];
}

export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db; now: () => number }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/stats/dashboard',
    {
      schema: {
        tags: ['stats'],
        summary:
          'The dashboard: counts per area, tasks by status, messages per day, revenue, tasks',
        description: [
          'One request for the whole dashboard. Each section needs the read permission of its area',
          '(tasks, messages, orders; counts per area) and is null without it. Days and the month',
          'are UTC.',
        ].join(' '),
        querystring: DashboardParamsSchema,
        response: { 200: DashboardSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const date = request.query.date ?? new Date(opts.now()).toISOString().slice(0, 10);
      const [row] = await opts.db.query<DashboardRow>(DASHBOARD_SQL, [
        date,
        user.uuid,
        OPEN_TASK_STATUSES,
      ]);
      const r = row!;
      const can = (area: (typeof PERMISSION_AREAS)[number]) => holds(user, readOf(area));
      const byStatus = Object.fromEntries(
        TASK_STATUSES.map((status) => [status, Number(r.tasks_by_status?.[status] ?? 0)]),
      );
      const reply = {
        generated_at: new Date(opts.now()).toISOString(),
        date,
        counts: Object.fromEntries(
          PERMISSION_AREAS.map((area) => [area, can(area) ? Number(r.counts[area] ?? 0) : null]),
        ),
        tasks_by_status: can('tasks') ? byStatus : null,
        messages_per_day: can('messages') ? r.messages_per_day : null,
        revenue: can('orders')
          ? {
              month: date.slice(0, 7),
              orders: Number(r.revenue.orders),
              totals: r.revenue.totals.map((t) => ({ ...t, amount: Number(t.amount) })),
            }
          : null,
        latest_tasks: can('tasks') ? r.latest_tasks.map(taskOut) : null,
        my_tasks: can('tasks') ? { total: r.my_total, items: r.my_tasks.map(taskOut) } : null,
      };
      return reply as Dashboard;
    },
  );
}
