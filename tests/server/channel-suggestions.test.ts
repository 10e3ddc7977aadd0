// Channel suggestions: the messaging network's directory, each entry linked to the channel added from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Item, type List, type TestApp, startTestApp } from './harness';

type Suggestion = {
  external_id: string;
  title: string;
  username: string | null;
  kind: string;
  members_count: number;
  channel_uuid: string | null;
} & Record<string, unknown>;
interface Suggestions {
  items: Suggestion[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(BACKENDS)('channel suggestions on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('ADMIN');
  });
  afterAll(() => t.close());

  const get = <T = List>(url: string) => t.getOk<T>(url, token);

  /** The seeded directory of the network: 400 groups and channels at the default scale. */
  const DIRECTORY_SIZE = 400;
  const directory = async () => {
    const body = await get<Suggestions>('/api/v1/channels/suggestions?pageSize=500');
    expect(body.items).toHaveLength(body.total);
    return body.items;
  };

  it('defaults: both kinds, compact items, biggest first, page 1 of 100', async () => {
    const body = await get<Suggestions>('/api/v1/channels/suggestions');
    expect(body).toMatchObject({ total: DIRECTORY_SIZE, page: 1, pageSize: 100 });
    expect(body.items).toHaveLength(100);
    expect(Object.keys(body.items[0]!).sort()).toEqual([
      'channel_uuid',
      'external_id',
      'kind',
      'members_count',
      'title',
      'username',
    ]);
    const members = body.items.map((i) => i.members_count);
    expect(members).toEqual([...members].sort((a, b) => b - a));
  });

  it('come from the network directory; channel_uuid names the channel already added', async () => {
    const all = await directory();
    const added = await get<List>('/api/v1/channels?limit=500');
    expect(all.length).toBeGreaterThan(added.total);
    const byExternalId = new Map(all.map((item) => [item.external_id, item]));
    expect(byExternalId.size).toBe(all.length);
    for (const channel of added.items) {
      expect(byExternalId.get(String(channel.external_id)), String(channel.title)).toEqual({
        external_id: channel.external_id,
        title: channel.title,
        username: channel.username,
        kind: channel.kind,
        members_count: channel.members_count,
        channel_uuid: channel.uuid,
      });
    }
    expect(all.filter((item) => item.channel_uuid !== null)).toHaveLength(added.total);
  });

  it('kinds narrows, as a comma list or repeated', async () => {
    const all = await directory();
    const groups = all.filter((item) => item.kind === 'group');
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThan(all.length);
    for (const query of ['kinds=group', 'kinds=group&kinds=group', 'kinds=group,']) {
      const body = await get<Suggestions>(`/api/v1/channels/suggestions?pageSize=500&${query}`);
      expect(body.total, query).toBe(groups.length);
      expect(body.items.map((i) => i.external_id)).toEqual(groups.map((i) => i.external_id));
    }
    for (const query of ['kinds=group,channel', 'kinds=channel&kinds=group']) {
      const both = await get<Suggestions>(`/api/v1/channels/suggestions?${query}`);
      expect(both.total, query).toBe(all.length);
    }
  });

  it('withFull adds the description and the channel record, null until added', async () => {
    const body = await get<Suggestions>('/api/v1/channels/suggestions?withFull=true&pageSize=500');
    const added = body.items.find((item) => item.channel_uuid !== null)!;
    const notAdded = body.items.find((item) => item.channel_uuid === null)!;
    expect(typeof added.description).toBe('string');
    expect(body.items.some((item) => String(item.description).length > 0)).toBe(true);
    expect(added.channel).toEqual(await get<Item>(`/api/v1/channels/${added.channel_uuid}`));
    expect(notAdded.channel).toBeNull();
  });

  it('pages within the limit', async () => {
    const page2 = await get<Suggestions>(
      '/api/v1/channels/suggestions?limit=15&pageSize=10&page=2',
    );
    expect(page2).toMatchObject({ total: 15, page: 2, pageSize: 10 });
    expect(page2.items).toHaveLength(5);
    const page1 = await get<Suggestions>(
      '/api/v1/channels/suggestions?limit=15&pageSize=10&page=1',
    );
    expect(page1.items).toHaveLength(10);
    const top15 = (await directory()).slice(0, 15).map((i) => i.external_id);
    expect([...page1.items, ...page2.items].map((i) => i.external_id)).toEqual(top15);
    const beyond = await get<Suggestions>(
      '/api/v1/channels/suggestions?limit=15&pageSize=10&page=3',
    );
    expect(beyond).toMatchObject({ items: [], total: 15, page: 3 });
  });

  it('q searches title and username, whatever the case', async () => {
    const all = await directory();
    const expected = all.filter((i) =>
      `${i.title} ${i.username ?? ''}`.toLowerCase().includes('deals'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const body = await get<Suggestions>('/api/v1/channels/suggestions?q=DEALS&pageSize=500');
    expect(body.items.map((i) => i.external_id)).toEqual(expected.map((i) => i.external_id));
    const byName = all.find((i) => i.username !== null)!;
    const found = await get<Suggestions>(
      `/api/v1/channels/suggestions?q=${encodeURIComponent(byName.username!)}`,
    );
    expect(found.items.map((i) => i.external_id)).toContain(byName.external_id);
    const groups = await get<Suggestions>(
      '/api/v1/channels/suggestions?q=deals&kinds=group&pageSize=500',
    );
    expect(groups.items.map((i) => i.external_id)).toEqual(
      expected.filter((i) => i.kind === 'group').map((i) => i.external_id),
    );
  });

  it('an unknown kind is 400', async () => {
    const res = await t.call('GET', '/api/v1/channels/suggestions?kinds=bot', { token });
    expect(res.status).toBe(400);
  });

  it('adding a suggestion by its external_id sets its channel_uuid; adding it again is 409', async () => {
    const pick = (await directory()).find((item) => item.channel_uuid === null)!;
    const before = await get('/api/v1/channels?limit=1');
    const body = {
      external_id: pick.external_id,
      title: pick.title,
      username: pick.username,
      kind: pick.kind,
    };
    const created = await t.call<Item>('POST', '/api/v1/channels', { token, payload: body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const found = await get<Suggestions>(
      `/api/v1/channels/suggestions?q=${encodeURIComponent(pick.title)}`,
    );
    expect(found.items.find((i) => i.external_id === pick.external_id)?.channel_uuid).toBe(
      created.body.uuid,
    );

    const again = await t.call('POST', '/api/v1/channels', { token, payload: body });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This channel is already added.' } },
    });
    expect(again.body).toEqual({
      error: { code: 'CONFLICT', message: 'This channel is already added.' },
    });
    const other = (await get('/api/v1/channels?limit=1&offset=1')).items[0]!;
    const moved = await t.call('PATCH', `/api/v1/channels/${other.uuid}`, {
      token,
      payload: { external_id: pick.external_id },
    });
    expect(moved.status).toBe(409);
    expect((await get('/api/v1/channels?limit=1')).total).toBe(before.total + 1);
  });
});
