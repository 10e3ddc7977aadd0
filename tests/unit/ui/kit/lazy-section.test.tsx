// A drawer section with code of its own: it renders once its chunk arrives, a failed chunk says so
// in place of the section, and the same loader is fetched once however often the config is built.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { lazySection } from '../../../../src/ui/kit/lazy-section';
import { mountView, waitUntil } from '../../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

interface Row {
  uuid: string;
  name: string;
}

function Routes(props: { name: string }) {
  return <p data-routes>{`Routes of ${props.name}`}</p>;
}

it('renders the section from its own chunk, with the row the drawer shows', async () => {
  const section = lazySection({
    chunk: 'routes',
    load: async () => Routes,
    props: (row: Row) => ({ name: row.name }),
  });
  const { root } = await mountView(() => section.render({ uuid: 'c1', name: 'News' }));
  await waitUntil(() => root.querySelector('[data-routes]') !== null);
  expect(root.querySelector('[data-routes]')?.textContent).toBe('Routes of News');
});

it('says the section could not load when its chunk fails', async () => {
  const section = lazySection({
    chunk: 'routes',
    load: () => Promise.reject(new Error('offline')),
    props: (row: Row) => ({ name: row.name }),
  });
  const { root } = await mountView(() => section.render({ uuid: 'c1', name: 'News' }));
  await waitUntil(() => root.textContent?.includes('Could not load the data') === true);
  expect(root.textContent).toContain('The server could not be reached.');
  expect(root.textContent).not.toContain('Routes of');
});

it('fetches one loader once, for every config built from it and its preload', async () => {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return Routes;
  };
  const first = lazySection({ chunk: 'routes', load, props: (row: Row) => ({ name: row.name }) });
  const second = lazySection({ chunk: 'routes', load, props: (row: Row) => ({ name: row.name }) });
  first.preload?.();
  second.preload?.();
  const { root } = await mountView(() => second.render({ uuid: 'c1', name: 'News' }));
  await waitUntil(() => root.querySelector('[data-routes]') !== null);
  expect(loads).toBe(1);
});
