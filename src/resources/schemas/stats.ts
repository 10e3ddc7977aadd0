// The dashboard's figures, all in one reply; a section the caller may not read is null.
import Type, { type Static } from 'typebox';
import { CURRENCIES, TASK_STATUSES } from '../enums';
import { PERMISSION_AREAS } from '../permission-codes';
import { Nullable, Timestamp } from './common';
import { TaskSchema } from './tasks';

const Day = Type.String({ format: 'date', description: 'A UTC day, `2026-11-23`.' });
const Count = Type.Integer({ minimum: 0 });

export const DashboardParamsSchema = Type.Object({
  date: Type.Optional({
    ...Day,
    description:
      'The day the figures are as of (default today, UTC): the 30 days end on it and the revenue month holds it.',
  }),
});
export type DashboardParams = Static<typeof DashboardParamsSchema>;

export const DashboardSchema = Type.Object(
  {
    generated_at: Timestamp,
    date: Day,
    counts: Type.Object(
      Object.fromEntries(PERMISSION_AREAS.map((area) => [area, Nullable(Count)])) as Record<
        (typeof PERMISSION_AREAS)[number],
        ReturnType<typeof Nullable<typeof Count>>
      >,
      { description: 'Records per area; null where the caller lacks `<area>.read`.' },
    ),
    tasks_by_status: Nullable(
      Type.Object(
        Object.fromEntries(TASK_STATUSES.map((status) => [status, Count])) as Record<
          (typeof TASK_STATUSES)[number],
          typeof Count
        >,
      ),
    ),
    messages_per_day: Nullable(
      Type.Array(Type.Object({ day: Day, count: Count }), {
        minItems: 30,
        maxItems: 30,
        description: 'The 30 days ending on `date`, oldest first, days without messages as 0.',
      }),
    ),
    revenue: Nullable(
      Type.Object(
        {
          month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The month of `date`.' }),
          orders: Count,
          totals: Type.Array(
            Type.Object({
              currency: Type.Enum(CURRENCIES),
              amount: Type.Integer({ minimum: 0, description: 'Minor units.' }),
            }),
            {
              description:
                'Paid and completed orders placed in the month, per currency, largest first.',
            },
          ),
        },
        { description: 'null without `orders.read`.' },
      ),
    ),
    latest_tasks: Nullable(Type.Array(TaskSchema, { maxItems: 5, description: 'Newest first.' })),
    my_tasks: Nullable(
      Type.Object(
        {
          total: Count,
          items: Type.Array(TaskSchema, { maxItems: 5 }),
        },
        {
          description:
            'Tasks assigned to the caller that are still open, in progress or in review; newest first.',
        },
      ),
    ),
  },
  { title: 'Dashboard' },
);
export type Dashboard = Static<typeof DashboardSchema>;
