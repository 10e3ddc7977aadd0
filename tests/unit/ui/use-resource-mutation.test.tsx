// useResourceMutation against a real HTTP server: optimistic change, rollback and toast on refusal, bo-change and bo-error.

import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { useStore } from 'zustand';
import { sessionStore } from '../../../src/core/auth/session';
import { configure } from '../../../src/core/config';
import type { BoEventMap } from '../../../src/core/events';
import { createResource } from '../../../src/resources/create-resource';
import { useResourceMutation } from '../../../src/ui/use-resource-mutation';
import { type ApiServer, errorReply, setPageUrl, startApiServer } from '../core/support/api-server';
import { button, click, mountView, textOf, waitUntil } from '../elements/support/mount';

interface Channel {
  uuid: string;
  title: string;
  enabled: boolean;
}

const channels = createResource<Channel, { limit: number; offset: number }>({
  name: 'channels',
  path: '/channels',
  group: 'channels',
  defaults: { limit: 20, offset: 0 },
  fields: 'title enabled:boolean',
});

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/channels/c-locked') {
      return errorReply(409, 'CONFLICT', 'The channel is locked by another editor');
    }
    const patch = request.body as Partial<Channel>;
    return { json: { uuid: 'c-news', title: 'News', enabled: false, ...patch } };
  });
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
  sessionStore.getState().setTokens('access', 'refresh', null);
});

afterAll(() => server.close());

beforeEach(() => {
  channels.store.getState().setList([
    { uuid: 'c-news', title: 'News', enabled: false },
    { uuid: 'c-locked', title: 'Locked', enabled: false },
  ]);
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

function EnableSwitches() {
  const items = useStore(channels.store, (state) => state.items);
  const enable = useResourceMutation<string, Channel>({
    resource: 'channels',
    action: 'update',
    mutationFn: (uuid) => channels.update(uuid, { enabled: true }),
    optimistic: (uuid) => {
      const before = channels.store.getState().byId[uuid]!;
      channels.store.getState().upsert({ ...before, enabled: true });
      return () => channels.store.getState().upsert(before);
    },
    successTitle: (channel) => `${channel.title} enabled`,
    failureTitle: 'Could not enable the channel',
  });
  return (
    <>
      <output>{items.map((channel) => `${channel.title}:${channel.enabled}`).join(' ')}</output>
      {items.map((channel) => (
        <button key={channel.uuid} type="button" onClick={() => enable.mutate(channel.uuid)}>
          Enable {channel.title}
        </button>
      ))}
    </>
  );
}

it('a change shows at once, is confirmed by the server and announced as bo-change', async () => {
  const changes: BoEventMap['bo-change'][] = [];
  const { root, host } = await mountView(() => <EnableSwitches />);
  host.addEventListener('bo-change', (event) => changes.push(event.detail));
  await click(button(root, 'Enable News'));
  expect(textOf(root.querySelector('output')!)).toBe('News:true Locked:false');
  await waitUntil(() => changes.length > 0);
  expect(changes).toEqual([
    {
      resource: 'channels',
      action: 'update',
      item: { uuid: 'c-news', title: 'News', enabled: true },
    },
  ]);
  await waitUntil(() => textOf(root.querySelector('[data-bo-portals]')!).includes('News enabled'));
});

it('a refused change is rolled back, shown in a toast and reported as bo-error', async () => {
  const errors: BoEventMap['bo-error'][] = [];
  const { root, host } = await mountView(() => <EnableSwitches />);
  host.addEventListener('bo-error', (event) => errors.push(event.detail));
  await click(button(root, 'Enable Locked'));
  expect(textOf(root.querySelector('output')!)).toBe('News:false Locked:true');
  await waitUntil(() => errors.length > 0);
  expect(errors).toEqual([
    {
      kind: 'HTTP_ERROR',
      status: 409,
      code: 'CONFLICT',
      message: 'The channel is locked by another editor',
      retryable: false,
    },
  ]);
  expect(textOf(root.querySelector('output')!)).toBe('News:false Locked:false');
  await waitUntil(() =>
    textOf(root.querySelector('[data-bo-portals]')!).includes('Could not enable the channel'),
  );
  expect(textOf(root.querySelector('[data-bo-portals]')!)).toContain(
    'The channel is locked by another editor',
  );
});
