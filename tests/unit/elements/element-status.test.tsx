// The lifecycle every element gets from the wrapper: status loading -> ready / error, reflected, and one bo-ready.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import { ErrorState } from '../../../src/ui/error-state';
import { PendingContent } from '../../../src/ui/content-status';
import { ResourceTable } from '../../../src/ui/resource-table';
import { flush, mountView } from './support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

type Row = { uuid: string; title: string };
const columns = [{ key: 'title', label: 'Title', render: (row: Row) => row.title }];
const params = { limit: 20, offset: 0 };

function Table(props: { rows: Row[]; loading: boolean }) {
  return (
    <ResourceTable<Row>
      label="Things"
      columns={columns}
      rows={props.rows}
      total={props.rows.length}
      params={params}
      onParamsChange={() => undefined}
      loading={props.loading}
    />
  );
}

it('an element without loading parts is ready after its first render, and says so once', async () => {
  const readies: Event[] = [];
  document.addEventListener('bo-ready', (event) => readies.push(event));
  const { host, setView } = await mountView(() => <p>Hello</p>);
  expect(host.getAttribute('status')).toBe('ready');
  expect(Reflect.get(host, 'status')).toBe('ready');
  await setView(() => <p>Hello again</p>);
  expect(readies).toHaveLength(1);
  expect(readies[0]!.target).toBe(host);
  expect([readies[0]!.bubbles, readies[0]!.composed]).toEqual([true, true]);
});

it('a loading table keeps the element loading; its rows make it ready, with the rows on screen at bo-ready', async () => {
  const rowsAtReady: number[] = [];
  const { host, root, setView } = await mountView(() => <Table rows={[]} loading />);
  host.addEventListener('bo-ready', () => {
    rowsAtReady.push(root.querySelectorAll('tbody tr[data-row-index]').length);
  });
  expect(host.getAttribute('status')).toBe('loading');
  await setView(() => <Table rows={[{ uuid: 'a', title: 'First' }]} loading={false} />);
  expect(host.getAttribute('status')).toBe('ready');
  expect(rowsAtReady).toEqual([1]);
});

it('a part still downloading keeps the element loading', async () => {
  const { host, setView } = await mountView(() => <PendingContent />);
  expect(host.getAttribute('status')).toBe('loading');
  await setView(() => <p>Loaded</p>);
  expect(host.getAttribute('status')).toBe('ready');
});

it('an error state makes the element error until it goes away; bo-ready still comes once', async () => {
  const readies: Event[] = [];
  const failure = new ApiError('HTTP_ERROR', 'Down', { status: 503 });
  const { host, setView } = await mountView(() => <ErrorState error={failure} />);
  host.addEventListener('bo-ready', (event) => readies.push(event));
  expect(host.getAttribute('status')).toBe('error');
  await setView(() => <p>Recovered</p>);
  await flush();
  expect(host.getAttribute('status')).toBe('ready');
  await setView(() => <ErrorState error={failure} />);
  expect(host.getAttribute('status')).toBe('error');
  await setView(() => <p>Recovered again</p>);
  expect(readies).toHaveLength(1);
});
