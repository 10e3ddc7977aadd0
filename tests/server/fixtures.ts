// Sample bodies for every resource: what each is created with and changed to.

/** What each resource is created with and changed to; `refs` are uuids of seeded records. */
export interface Fixture {
  path: string;
  create: (refs: Refs) => Record<string, unknown>;
  patch: Record<string, unknown>;
}
export type Refs = Record<
  'source' | 'buyer' | 'channel' | 'category' | 'message' | 'sysUser',
  string
>;

export const FIXTURES: Fixture[] = [
  {
    path: 'sys/users',
    create: () => ({
      email: 'crud-user@example.com',
      name: 'Crud User',
      password: 'crud-password',
      roles: ['EDITOR'],
    }),
    patch: { name: 'Renamed User', status: 'disabled' },
  },
  {
    path: 'users',
    create: () => ({ name: 'Nina Network', username: 'nina_net', language: 'de' }),
    patch: { status: 'blocked' },
  },
  {
    path: 'sources',
    create: () => ({ title: 'New Source', kind: 'bot', external_id: 'src-new-1' }),
    patch: { enabled: false, title: 'Renamed Source' },
  },
  {
    path: 'messages',
    create: (r) => ({
      source_uuid: r.source,
      text: 'Hello from the test',
      media: [{ type: 'photo', url: '/api/v1/media/photo-small.png', width: 640, height: 480 }],
    }),
    patch: { status: 'approved', text: 'Edited text' },
  },
  { path: 'categories', create: () => ({ name: 'Brand New Things' }), patch: { active: false } },
  {
    path: 'channels',
    create: (r) => ({
      title: 'Fresh Channel',
      kind: 'channel',
      purpose: 'target',
      category_uuid: r.category,
    }),
    patch: { autopost: true, enabled: false },
  },
  {
    path: 'tasks',
    create: (r) => ({
      title: 'Check a message',
      priority: 'high',
      message_uuid: r.message,
      assignee_sys_user_uuid: r.sysUser,
    }),
    patch: { status: 'in_progress', due_at: '2030-01-01T00:00:00.000Z' },
  },
  {
    path: 'buyers',
    create: () => ({ name: 'Bob Buyer', email: 'Bob@Buyer.example.com', currency: 'EUR' }),
    patch: { status: 'blocked', balance: 1200 },
  },
  {
    path: 'orders',
    create: (r) => ({
      buyer_uuid: r.buyer,
      channel_uuid: r.channel,
      amount: 4900,
      note: 'One pinned post',
    }),
    patch: { status: 'paid' },
  },
  {
    path: 'links',
    create: (r) => ({
      url: 'https://t.example.com/invite/new',
      title: 'Invite',
      kind: 'invite',
      channel_uuid: r.channel,
    }),
    patch: { active: false },
  },
  {
    path: 'permissions',
    create: () => ({ code: 'exports.run', name: 'Run exports', roles: ['ADMIN', 'SA'] }),
    patch: { roles: ['SA'], description: 'Only super admins' },
  },
];
