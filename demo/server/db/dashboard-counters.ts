// Migration 004: what keeps the dashboard one fast query: messages per UTC day as a counter kept by
// statement-level triggers (created_at never changes, so inserts and deletes are all it follows), and covering indexes for revenue and the caller's open tasks.

export const DASHBOARD_COUNTERS_SCHEMA = `
CREATE TABLE daily_counts (
  table_name text NOT NULL,
  day date NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (table_name, day)
);

CREATE FUNCTION count_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  upsert text := 'INSERT INTO daily_counts (table_name, day, n) '
    || 'SELECT %L, (created_at AT TIME ZONE ''UTC'')::date, %s count(*) FROM %I GROUP BY 2 '
    || 'ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + EXCLUDED.n';
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format(upsert, TG_TABLE_NAME, '-', 'old_rows');
  ELSE
    EXECUTE format(upsert, TG_TABLE_NAME, '', 'new_rows');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER messages_days_ins AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_by_day();
CREATE TRIGGER messages_days_del AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_by_day();

INSERT INTO daily_counts (table_name, day, n)
  SELECT 'messages', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM messages GROUP BY 2;

CREATE INDEX orders_revenue_idx ON orders (placed_at, status, currency, amount);
CREATE INDEX tasks_assignee_status_idx ON tasks (assignee_sys_user_uuid, status, created_at, uuid);
`;
