// A provider's media Blobs: their object URLs live while a row or drawer holds them, and are revoked once none has for the grace period.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItemRef } from '../../../src/core/providers/extras';
import { acquireMediaSource, MEDIA_GRACE_MS } from '../../../src/core/providers/media-sources';
import { backendFor } from '../../../src/core/providers/own-backend';
import { memoryProvider } from './support/memory-provider';

const photo = (url: string): MediaItemRef => ({ type: 'photo', url, width: 4, height: 3 });

/** A back end whose getMedia answers a Blob for `blob...` items and a signed URL for the rest. */
function blobBackend() {
  const asked: string[] = [];
  const provider = {
    ...memoryProvider([]).provider,
    async getMedia(params: { id: string; index: number; media: MediaItemRef }) {
      asked.push(`${params.id}/${params.index}`);
      if (params.media.url === 'broken') throw new Error('Offline');
      if (params.media.url.startsWith('blob'))
        return { data: new Blob([params.media.url], { type: 'image/png' }) };
      return { data: `https://signed.example/${params.media.url}` };
    },
  };
  return { backend: backendFor({ dataProvider: provider }), asked };
}

let revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  revoked = [];
  const revoke = URL.revokeObjectURL.bind(URL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
    revoke(url);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('object URLs of provider Blobs', () => {
  it('are shared by a row and the drawer and revoked only after the last release and the grace', async () => {
    const { backend, asked } = blobBackend();
    const row = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const drawer = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const url = await row.source;
    expect(url).toMatch(/^blob:/);
    expect(await drawer.source).toBe(url);
    expect(asked).toEqual(['m1/0']);

    drawer.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS * 2);
    expect(revoked).toEqual([]);

    row.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS - 1);
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(revoked).toEqual([url]);
  });

  it('come back unasked to a holder returning within the grace, and are kept while it holds', async () => {
    const { backend, asked } = blobBackend();
    const first = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const url = await first.source;
    first.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS - 1);

    const reopened = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    expect(await reopened.source).toBe(url);
    expect(asked).toEqual(['m1/0']);
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS * 2);
    expect(revoked).toEqual([]);

    reopened.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
    expect(revoked).toEqual([url]);
  });

  it('are asked again, as a new URL, once revoked', async () => {
    const { backend, asked } = blobBackend();
    const first = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const url = await first.source;
    first.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);

    const later = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const again = await later.source;
    expect(again).toMatch(/^blob:/);
    expect(again).not.toBe(url);
    expect(asked).toEqual(['m1/0', 'm1/0']);
    later.release();
  });

  it('released while the provider is still answering are revoked a grace after the answer', async () => {
    const { backend } = blobBackend();
    const left = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    left.release();
    const url = await left.source;
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
    expect(revoked).toEqual([url]);
  });

  it('are released once per holder: a second release by one does not free another holder', async () => {
    const { backend } = blobBackend();
    const row = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const drawer = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    await row.source;
    drawer.release();
    drawer.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS * 2);
    expect(revoked).toEqual([]);
    row.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
    expect(revoked).toHaveLength(1);
  });

  it('of different items are each revoked on their own', async () => {
    const { backend } = blobBackend();
    const a = acquireMediaSource(backend, 'm1', 0, photo('blob-a'));
    const b = acquireMediaSource(backend, 'm2', 0, photo('blob-b'));
    const [urlA, urlB] = await Promise.all([a.source, b.source]);
    expect(urlA).not.toBe(urlB);
    a.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
    expect(revoked).toEqual([urlA]);
    b.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS);
    expect(revoked).toEqual([urlA, urlB]);
  });
});

describe('URL answers', () => {
  it('are never revoked and stay known after release: asked once', async () => {
    const { backend, asked } = blobBackend();
    const first = acquireMediaSource(backend, 'm1', 0, photo('signed-a'));
    expect(await first.source).toBe('https://signed.example/signed-a');
    first.release();
    await vi.advanceTimersByTimeAsync(MEDIA_GRACE_MS * 10);
    const later = acquireMediaSource(backend, 'm1', 0, photo('signed-a'));
    expect(await later.source).toBe('https://signed.example/signed-a');
    expect(asked).toEqual(['m1/0']);
    expect(revoked).toEqual([]);
    later.release();
  });
});
