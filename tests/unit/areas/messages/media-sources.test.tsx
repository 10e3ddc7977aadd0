// useMediaSources on a provider answering Blobs: holds each shown item while mounted, lets go on unmount or on another message, and asks nothing for what a view does not show.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MEDIA_GRACE_MS } from '../../../../src/core/providers/media-sources';
import type { MediaItemRef } from '../../../../src/core/providers/extras';
import { backendFor } from '../../../../src/core/providers/own-backend';
import { type ShowsFile, useMediaSources } from '../../../../src/areas/messages/media-sources';
import type { MediaItem } from '../../../../src/resources/schemas';
import { BackendProvider } from '../../../../src/ui/backend-context';
import { memoryProvider } from '../../core/support/memory-provider';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const photo = (url: string): MediaItem => ({ type: 'photo', url, width: 4, height: 3 });
const file = (url: string): MediaItem => ({ type: 'document', url, width: null, height: null });
const photosOnly: ShowsFile = (item) => item.type === 'photo';

const asked: string[] = [];
const backend = backendFor({
  dataProvider: {
    ...memoryProvider([]).provider,
    async getMedia(params: { id: string; index: number; media: MediaItemRef }) {
      asked.push(`${params.id}/${params.media.url}`);
      return { data: new Blob([params.media.url]) };
    },
  },
});

function Sources(props: { id: string; media: MediaItem[]; shows?: ShowsFile }) {
  const sources = useMediaSources(props.id, props.media, props.shows);
  return <output data-id={props.id}>{sources.map((src) => String(src)).join(' ')}</output>;
}

const roots: Root[] = [];
let revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  asked.length = 0;
  revoked = [];
  const revoke = URL.revokeObjectURL.bind(URL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
    revoke(url);
  });
});

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A view of its own (a row, a drawer) showing `view`. */
async function mount(view: React.ReactNode): Promise<Root> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  roots.push(root);
  await render(root, view);
  return root;
}

async function render(root: Root, view: React.ReactNode): Promise<void> {
  await act(async () => root.render(<BackendProvider value={backend}>{view}</BackendProvider>));
}

/** The view's sources once answered. */
async function shownIn(id: string): Promise<string[]> {
  const output = () => document.querySelector(`output[data-id="${id}"]`);
  // The provider code loads for real: a turn of the event loop at a time (setImmediate is not faked).
  while (!output()?.textContent?.includes('blob:'))
    await act(async () => new Promise((resolve) => setImmediate(resolve)));
  return (output()?.textContent ?? '').split(' ');
}

async function unmount(root: Root): Promise<void> {
  roots.splice(roots.indexOf(root), 1);
  await act(async () => root.unmount());
}

it('a row and the drawer share the URL; it is revoked a grace after the last one unmounts', async () => {
  const media = [photo('a.png')];
  const row = await mount(<Sources id="m1" media={media} />);
  const [url] = await shownIn('m1');
  const drawer = await mount(<Sources id="m1" media={media} />);
  expect(await shownIn('m1')).toEqual([url]);
  expect(asked).toEqual(['m1/a.png']);

  await unmount(drawer);
  await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS * 2);
  expect(revoked).toEqual([]);

  await unmount(row);
  await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
  expect(revoked).toEqual([url]);
});

it("showing another message releases the one before: its URL is revoked, the new one's kept", async () => {
  const view = await mount(<Sources id="m1" media={[photo('a.png')]} />);
  const [first] = await shownIn('m1');
  await render(view, <Sources id="m2" media={[photo('b.png')]} />);
  const [second] = await shownIn('m2');
  await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
  expect(revoked).toEqual([first]);
  expect(second).toMatch(/^blob:/);
  expect(second).not.toBe(first);
});

it('items the view leaves out are not asked for and show as null', async () => {
  await mount(<Sources id="m3" media={[photo('c.png'), file('d.pdf')]} shows={photosOnly} />);
  const [src, left] = await shownIn('m3');
  expect(src).toMatch(/^blob:/);
  expect(left).toBe('null');
  expect(asked).toEqual(['m3/c.png']);
});
