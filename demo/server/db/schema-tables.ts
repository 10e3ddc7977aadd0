// The tables of the API, with an index for every list filter and a trigram index for `q`.

/** A `(column, created_at, uuid)` index per filter, so filtered pages and counts are index scans. */
function filterIndexes(table: string, columns: string[]): string {
  const lines = [`CREATE INDEX ${table}_created_idx ON ${table} (created_at, uuid);`];
  for (const column of columns) {
    lines.push(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column}, created_at, uuid);`);
  }
  lines.push(`CREATE INDEX ${table}_search_idx ON ${table} USING gin (search gin_trgm_ops);`);
  return lines.join('\n');
}

export const TABLES = `
CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE sys_users (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'active',
  phone text UNIQUE,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  last_login_at timestamptz,
  search text GENERATED ALWAYS AS (lower(email || ' ' || name)) STORED
);
${filterIndexes('sys_users', ['status'])}
CREATE INDEX sys_users_roles_idx ON sys_users USING gin (roles);

CREATE TABLE roles (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  search text GENERATED ALWAYS AS (lower(code || ' ' || name || ' ' || description)) STORED
);
${filterIndexes('roles', [])}

CREATE TABLE permissions (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  search text GENERATED ALWAYS AS (lower(code || ' ' || name || ' ' || description)) STORED
);
${filterIndexes('permissions', [])}

CREATE TABLE role_permissions (
  role_code text NOT NULL REFERENCES roles (code) ON DELETE CASCADE ON UPDATE CASCADE,
  permission_code text NOT NULL REFERENCES permissions (code) ON DELETE CASCADE ON UPDATE CASCADE,
  PRIMARY KEY (role_code, permission_code)
);
CREATE INDEX role_permissions_permission_idx ON role_permissions (permission_code, role_code);

CREATE TABLE sessions (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sys_user_uuid uuid NOT NULL REFERENCES sys_users (uuid) ON DELETE CASCADE,
  method text NOT NULL DEFAULT 'password',
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (sys_user_uuid);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_uuid uuid NOT NULL REFERENCES sessions (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_uuid);

CREATE TABLE phone_logins (
  phone text PRIMARY KEY,
  sys_user_uuid uuid REFERENCES sys_users (uuid) ON DELETE CASCADE,
  code_hash text NOT NULL,
  step text NOT NULL DEFAULT 'code',
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE phone_sessions (
  sys_user_uuid uuid PRIMARY KEY REFERENCES sys_users (uuid) ON DELETE CASCADE,
  phone text NOT NULL,
  authorized_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  username text UNIQUE,
  phone text,
  language text NOT NULL DEFAULT 'en',
  status text NOT NULL DEFAULT 'active',
  last_seen_at timestamptz,
  search text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(username, '') || ' ' || coalesce(phone, ''))) STORED
);
${filterIndexes('users', ['status'])}

CREATE TABLE sources (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  kind text NOT NULL,
  username text,
  external_id text NOT NULL UNIQUE,
  enabled boolean NOT NULL DEFAULT true,
  last_fetched_at timestamptz,
  messages_count integer NOT NULL DEFAULT 0,
  search text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(username, ''))) STORED
);
${filterIndexes('sources', ['kind', 'enabled'])}

CREATE TABLE categories (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  search text GENERATED ALWAYS AS (lower(name || ' ' || slug || ' ' || description)) STORED
);
${filterIndexes('categories', ['active'])}

CREATE TABLE channels (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  username text,
  kind text NOT NULL,
  external_id text NOT NULL UNIQUE,
  enabled boolean NOT NULL DEFAULT true,
  autopost boolean NOT NULL DEFAULT false,
  purpose text NOT NULL DEFAULT 'target',
  category_uuid uuid REFERENCES categories (uuid) ON DELETE SET NULL,
  members_count integer NOT NULL DEFAULT 0,
  search text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(username, ''))) STORED
);
${filterIndexes('channels', ['kind', 'enabled', 'autopost', 'purpose', 'category_uuid'])}
CREATE INDEX channels_members_idx ON channels (members_count, uuid);

CREATE TABLE category_routes (
  category_uuid uuid NOT NULL REFERENCES categories (uuid) ON DELETE CASCADE,
  channel_uuid uuid NOT NULL REFERENCES channels (uuid) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_uuid, channel_uuid)
);
CREATE INDEX category_routes_channel_idx ON category_routes (channel_uuid);

CREATE TABLE messages (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  source_uuid uuid NOT NULL REFERENCES sources (uuid) ON DELETE CASCADE,
  external_id text NOT NULL,
  text text NOT NULL DEFAULT '',
  media jsonb NOT NULL DEFAULT '[]',
  has_media boolean GENERATED ALWAYS AS (jsonb_array_length(media) > 0) STORED,
  status text NOT NULL DEFAULT 'new',
  category_uuid uuid REFERENCES categories (uuid) ON DELETE SET NULL,
  published_at timestamptz,
  search text GENERATED ALWAYS AS (lower(text)) STORED,
  UNIQUE (source_uuid, external_id)
);
${filterIndexes('messages', ['status', 'source_uuid', 'category_uuid', 'has_media'])}

CREATE TABLE tasks (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open',
  priority text NOT NULL DEFAULT 'normal',
  assignee_sys_user_uuid uuid REFERENCES sys_users (uuid) ON DELETE SET NULL,
  creator_sys_user_uuid uuid REFERENCES sys_users (uuid) ON DELETE SET NULL,
  message_uuid uuid REFERENCES messages (uuid) ON DELETE SET NULL,
  due_at timestamptz,
  search text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED
);
${filterIndexes('tasks', ['status', 'priority', 'assignee_sys_user_uuid', 'creator_sys_user_uuid', 'message_uuid'])}
CREATE INDEX tasks_updated_idx ON tasks (updated_at, uuid);
CREATE INDEX tasks_title_idx ON tasks (title, uuid);
CREATE INDEX tasks_due_idx ON tasks (due_at, uuid);

CREATE TABLE task_reviews (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  task_uuid uuid NOT NULL REFERENCES tasks (uuid) ON DELETE CASCADE,
  author_sys_user_uuid uuid REFERENCES sys_users (uuid) ON DELETE SET NULL,
  verdict text NOT NULL,
  comment text NOT NULL DEFAULT ''
);
CREATE INDEX task_reviews_task_idx ON task_reviews (task_uuid, created_at, uuid);

CREATE TABLE buyers (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone text,
  company text,
  status text NOT NULL DEFAULT 'active',
  balance integer NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'USD',
  orders_count integer NOT NULL DEFAULT 0,
  search text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(company, ''))) STORED
);
${filterIndexes('buyers', ['status'])}

CREATE SEQUENCE order_numbers;
CREATE TABLE orders (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  number text NOT NULL UNIQUE DEFAULT 'ORD-' || lpad(nextval('order_numbers')::text, 6, '0'),
  buyer_uuid uuid NOT NULL REFERENCES buyers (uuid) ON DELETE CASCADE,
  channel_uuid uuid REFERENCES channels (uuid) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending',
  amount integer NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  placed_at timestamptz NOT NULL DEFAULT now(),
  note text,
  search text GENERATED ALWAYS AS (lower(number || ' ' || coalesce(note, ''))) STORED
);
${filterIndexes('orders', ['status', 'buyer_uuid', 'channel_uuid'])}

CREATE TABLE links (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  url text NOT NULL,
  title text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'external',
  channel_uuid uuid REFERENCES channels (uuid) ON DELETE SET NULL,
  clicks integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  search text GENERATED ALWAYS AS (lower(title || ' ' || url)) STORED
);
${filterIndexes('links', ['kind', 'active', 'channel_uuid'])}
`;
