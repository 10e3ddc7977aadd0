// Counters behind list totals: row counts, per-value counts and child counts, kept by statement-level triggers.

/** Statement-level triggers keep row_counts exact, so an unfiltered total never scans a table. */
export function countedTable(table: string): string {
  return `
INSERT INTO row_counts (table_name, n) VALUES ('${table}', 0);
CREATE TRIGGER ${table}_count_ins AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_inserted();
CREATE TRIGGER ${table}_count_del AFTER DELETE ON ${table}
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_deleted();`;
}

/** Per-value counts of an enum column (e.g. tasks by status), so the commonest filtered total is one lookup. */
export function valueCounter(table: string, column: string): string {
  return `
CREATE TRIGGER ${table}_${column}_counts_ins AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_by_value('${column}');
CREATE TRIGGER ${table}_${column}_counts_del AFTER DELETE ON ${table}
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_by_value('${column}');
CREATE TRIGGER ${table}_${column}_counts_upd AFTER UPDATE ON ${table}
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_by_value('${column}');`;
}

/** Keeps parent.counter = number of child rows pointing at it (messages_count, orders_count). */
export function childCounter(child: string, fk: string, parent: string, counter: string): string {
  const args = `'${parent}', '${fk}', '${counter}'`;
  return `
CREATE TRIGGER ${child}_${counter}_ins AFTER INSERT ON ${child}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_child_counter(${args});
CREATE TRIGGER ${child}_${counter}_del AFTER DELETE ON ${child}
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_child_counter(${args});
CREATE TRIGGER ${child}_${counter}_upd AFTER UPDATE ON ${child}
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_child_counter(${args});`;
}

export const COUNTER_FUNCTIONS = `
CREATE TABLE row_counts (table_name text PRIMARY KEY, n bigint NOT NULL);

CREATE FUNCTION count_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION count_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM changed_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TABLE value_counts (
  table_name text NOT NULL,
  column_name text NOT NULL,
  value text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (table_name, column_name, value)
);

CREATE FUNCTION count_by_value() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  upsert text := 'INSERT INTO value_counts (table_name, column_name, value, n) '
    || 'SELECT %L, %L, %I::text, %s count(*) FROM %I WHERE %I IS NOT NULL GROUP BY 3 '
    || 'ON CONFLICT (table_name, column_name, value) DO UPDATE SET n = value_counts.n + EXCLUDED.n';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, TG_TABLE_NAME, col, col, '-', 'old_rows', col);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, TG_TABLE_NAME, col, col, '', 'new_rows', col);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION bump_child_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text := TG_ARGV[0];
  fk text := TG_ARGV[1];
  counter text := TG_ARGV[2];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(
      'UPDATE %I p SET %I = p.%I - d.n FROM (SELECT %I AS k, count(*) AS n FROM old_rows WHERE %I IS NOT NULL GROUP BY 1) d WHERE p.uuid = d.k',
      parent, counter, counter, fk, fk);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'UPDATE %I p SET %I = p.%I + d.n FROM (SELECT %I AS k, count(*) AS n FROM new_rows WHERE %I IS NOT NULL GROUP BY 1) d WHERE p.uuid = d.k',
      parent, counter, counter, fk, fk);
  END IF;
  RETURN NULL;
END $$;
`;

/** Enum columns whose single-filter totals come from value_counts. */
export const VALUE_COUNTED: Record<string, readonly string[]> = {
  tasks: ['status', 'priority'],
  messages: ['status'],
  orders: ['status'],
};

/** Tables whose unfiltered list total comes from row_counts. */
export const COUNTED_TABLES = [
  'sys_users',
  'roles',
  'permissions',
  'users',
  'sources',
  'categories',
  'channels',
  'messages',
  'tasks',
  'buyers',
  'orders',
  'links',
] as const;
