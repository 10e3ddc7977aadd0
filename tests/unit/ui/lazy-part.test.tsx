// Lazily loaded UI parts: shown once their chunk is in; a chunk that fails leaves the fallback, is reported, and is retried on the next mount.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { chunkFailure, LazyPartBoundary, lazyPart } from '../../../src/ui/lazy-part';
import { mountView, textOf, waitUntil } from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

function Greeting(props: { name: string }) {
  return <p>Hello {props.name}</p>;
}

/** A loader the test answers by hand, like a chunk on a slow network. */
function manualLoader() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  let calls = 0;
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve: () => resolve(Greeting), reject });
    });
  return { load, pending, calls: () => calls };
}

it('shows the loading content until the chunk is in, then the part', async () => {
  const loader = manualLoader();
  const part = lazyPart(loader.load);
  const Part = part.current();
  const { root } = await mountView(() => (
    <LazyPartBoundary part={part} loading={<p>Loading…</p>}>
      <Part name="Ada" />
    </LazyPartBoundary>
  ));
  expect(textOf(root)).toBe('Loading…');
  await act(async () => loader.pending[0]!.resolve());
  await waitUntil(() => textOf(root) === 'Hello Ada');
  expect(loader.calls()).toBe(1);
});

it('preload starts the download once; rendering later reuses it', async () => {
  const loader = manualLoader();
  const part = lazyPart(loader.load);
  part.preload();
  part.preload();
  loader.pending[0]!.resolve();
  const Part = part.current();
  const { root } = await mountView(() => (
    <LazyPartBoundary part={part}>
      <Part name="Grace" />
    </LazyPartBoundary>
  ));
  await waitUntil(() => textOf(root) === 'Hello Grace');
  expect(loader.calls()).toBe(1);
});

it('a chunk that cannot load shows the fallback and is reported; the next mount tries again', async () => {
  const loader = manualLoader();
  const part = lazyPart(loader.load);
  const failures: unknown[] = [];
  const view = () => {
    const Part = part.current();
    return (
      <LazyPartBoundary
        part={part}
        fallback={<p>Could not load</p>}
        onFailed={(error) => failures.push(error)}
      >
        <Part name="Ada" />
      </LazyPartBoundary>
    );
  };
  const first = await mountView(view);
  await act(async () => loader.pending[0]!.reject(new Error('chunk 404')));
  await waitUntil(() => failures.length === 1);
  expect(textOf(first.root)).toBe('Could not load');
  expect(failures[0]).toEqual(new Error('chunk 404'));

  const second = await mountView(view);
  await waitUntil(() => loader.calls() === 2);
  await act(async () => loader.pending[1]!.resolve());
  await waitUntil(() => textOf(second.root) === 'Hello Ada');
});

it('a chunk that failed becomes a FETCH_ERROR naming the chunk and the cause', () => {
  const failure = chunkFailure('tasks', new Error('404 /dist/chunks/task-drawer.js'));
  expect(failure.kind).toBe('FETCH_ERROR');
  expect(failure.message).toBe('Loading chunk tasks failed (404 /dist/chunks/task-drawer.js)');
  expect(chunkFailure('access').message).toBe('Loading chunk access failed');
});
