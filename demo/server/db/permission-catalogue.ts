// Migration 003: the four roles, the permission catalogue and the default holdings; password reset
// tokens; indexes for the filters and the dashboard added with it.
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_CODES,
  type PermissionArea,
  type SpecialPermission,
} from '../../../src/resources/permission-codes';
import { SEED_EPOCH } from './seed-sql';

const AREA_LABELS: Record<PermissionArea, string> = {
  tasks: 'tasks',
  messages: 'messages',
  sources: 'sources',
  categories: 'categories',
  channels: 'channels',
  users: 'users',
  buyers: 'buyers',
  orders: 'orders',
  links: 'links',
  sys_users: 'system users',
};

const SPECIAL_TEXTS: Record<SpecialPermission, [name: string, description: string]> = {
  'orders.refund': ['Refund orders', 'Move a paid or completed order to refunded.'],
  'messages.publish': ['Publish messages', 'Move an approved message to published.'],
  'permissions.write': [
    'Change permissions',
    'Change which permissions each role holds; create and delete roles and permissions.',
  ],
  export: ['Export CSV', 'Download a list as a CSV file (the area read permission is needed too).'],
};

const ROLES: [code: string, name: string, description: string][] = [
  ['SA', 'Super admin', 'Every permission, always; the only role that manages SA accounts.'],
  ['ADMIN', 'Administrator', 'Every area of the console, except refunds and permission changes.'],
  ['EDITOR', 'Editor', 'Reads every area; cannot open the console.'],
  ['GUEST', 'Guest', 'Reads tasks, messages and channels; cannot open the console.'],
];

/** Codes of an earlier seed that the catalogue no longer has. */
const RETIRED_CODES = ['roles.read', 'roles.write', 'reports.read', 'reports.write'];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

function describe(code: string): [string, string] {
  const special = SPECIAL_TEXTS[code as SpecialPermission];
  if (special) return special;
  const [area, action] = code.split('.') as [PermissionArea, 'read' | 'write'];
  const label = AREA_LABELS[area];
  return action === 'read'
    ? [`Read ${label}`, `See the ${label} list, its details and filters.`]
    : [`Change ${label}`, `Create, edit and delete ${label}, one by one or in bulk.`];
}

const since = `timestamptz '${SEED_EPOCH}' - interval '400 days'`;

const holdings = [
  ...PERMISSION_CODES.map((code) => `('SA', ${text(code)})`),
  ...Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, codes]) =>
    codes.map((code) => `(${text(role)}, ${text(code)})`),
  ),
];

export const PERMISSION_CATALOGUE_SCHEMA = `
INSERT INTO roles (created_at, updated_at, code, name, description) VALUES
${ROLES.map(([code, name, description]) => `  (${since}, ${since}, ${text(code)}, ${text(name)}, ${text(description)})`).join(',\n')}
ON CONFLICT (code) DO UPDATE SET description = EXCLUDED.description;

DELETE FROM permissions WHERE code IN (${RETIRED_CODES.map(text).join(', ')});
INSERT INTO permissions (created_at, updated_at, code, name, description) VALUES
${PERMISSION_CODES.map((code) => {
  const [name, description] = describe(code);
  return `  (${since}, ${since}, ${text(code)}, ${text(name)}, ${text(description)})`;
}).join(',\n')}
ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description;

DELETE FROM role_permissions WHERE role_code IN (${ROLES.map(([code]) => text(code)).join(', ')});
INSERT INTO role_permissions (role_code, permission_code) VALUES
${holdings.join(',\n')};
-- SA holds every permission, including ones created later.
INSERT INTO role_permissions (role_code, permission_code)
  SELECT 'SA', code FROM permissions ON CONFLICT DO NOTHING;

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  sys_user_uuid uuid NOT NULL REFERENCES sys_users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (sys_user_uuid);

CREATE INDEX users_language_idx ON users (language, created_at, uuid);
CREATE INDEX links_expires_idx ON links (expires_at, uuid);
CREATE INDEX orders_placed_idx ON orders (placed_at, status);
`;
