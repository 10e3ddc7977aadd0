// How the resource table fits its box: columns hidden below their breakpoint, never under their
// minimum, spare room shared in proportion; the pagination range readable in either direction.
import { act } from 'react';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import {
  type ColumnSizing,
  columnLayout,
  DEFAULT_MIN_WIDTH,
  SELECTION_WIDTH,
} from '../../../src/ui/column-layout';
import {
  type ResourceColumn,
  ResourceTable,
  type ResourceTableProps,
} from '../../../src/ui/resource-table';
import { mountView, textOf } from '../elements/support/mount';
import { bodyRows, firstPage, type Task, tableProps, tasks } from './support/table-rows';

async function renderTable(overrides: Partial<ResourceTableProps<Task>>) {
  const props = tableProps(overrides);
  return mountView(() => <ResourceTable {...props} />);
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const columns: ColumnSizing[] = [
  { key: 'title', minWidth: 200 },
  { key: 'status', minWidth: 100 },
  { key: 'created', minWidth: 100, hideBelow: 600 },
  { key: 'actions', width: 60 },
];

const shown = (layout: ReturnType<typeof columnLayout>) =>
  layout.columns.map(({ column, width }) => [column.key, width]);

it('a column is left out while the box is narrower than its hideBelow', () => {
  expect(shown(columnLayout(columns, 599, false)).map(([key]) => key)).toEqual([
    'title',
    'status',
    'actions',
  ]);
  expect(shown(columnLayout(columns, 600, false)).map(([key]) => key)).toEqual([
    'title',
    'status',
    'created',
    'actions',
  ]);
});

it('spare room goes to the flexible columns in proportion to their minimum; fixed ones keep theirs', () => {
  const layout = columnLayout(columns, 760, false);
  // 760 - (200 + 100 + 100 + 60) = 300 spare: 150, 75, 75.
  expect(shown(layout)).toEqual([
    ['title', 350],
    ['status', 175],
    ['created', 175],
    ['actions', 60],
  ]);
  expect(layout.tableWidth).toBe(760);
});

it('a box narrower than the minimums gives every column its minimum and the table scrolls', () => {
  const layout = columnLayout(columns, 300, true);
  expect(shown(layout)).toEqual([
    ['title', 200],
    ['status', 100],
    ['actions', 60],
  ]);
  expect(layout.tableMinWidth).toBe(SELECTION_WIDTH + 360);
  expect(layout.tableWidth).toBe(SELECTION_WIDTH + 360);
});

it('a column without width or minimum counts with the default minimum', () => {
  expect(columnLayout([{ key: 'a' }, { key: 'b', width: 50 }], 0, false).tableMinWidth).toBe(
    DEFAULT_MIN_WIDTH + 50,
  );
});

it('before the box is measured every column shows and the browser shares the width', () => {
  const layout = columnLayout(columns, 0, false);
  expect(shown(layout)).toEqual([
    ['title', undefined],
    ['status', undefined],
    ['created', undefined],
    ['actions', 60],
  ]);
  expect(layout.tableWidth).toBeUndefined();
  expect(layout.tableMinWidth).toBe(460);
});

it('the range isolates each number and takes the direction of its own words', async () => {
  const { root } = await renderTable({ params: { ...firstPage, offset: 20 }, rows: tasks(20, 21) });
  const range = [...root.querySelectorAll('nav span')].find(
    (span) => textOf(span) === '21–40 of 345',
  )!;
  expect(range.getAttribute('dir')).toBe('auto');
  expect([...range.querySelectorAll('bdi')].map(textOf)).toEqual(['21', '40', '345']);
});

it('columns narrower boxes cannot hold are left out, header and cells alike', async () => {
  // happy-dom has no layout: the table's box reports 400 px.
  const rect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    return { ...rect.call(this).toJSON(), width: 400 } as DOMRect;
  };
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = rect;
  });
  const sized: ResourceColumn<Task>[] = [
    { key: 'title', label: 'Title', minWidth: 200 },
    { key: 'status', label: 'Status', minWidth: 100, hideBelow: 401 },
    { key: 'created_at', label: 'Created', minWidth: 100, align: 'end' },
  ];
  const { root } = await renderTable({ rows: tasks(2), total: 2, columns: sized });
  expect([...root.querySelectorAll('thead th')].map(textOf)).toEqual(['Title', 'Created']);
  expect(bodyRows(root)[0]!.querySelectorAll('td')).toHaveLength(2);
  // The 100 px left over go to the two columns in proportion to their minimum.
  const widths = [...root.querySelectorAll<HTMLElement>('thead th')].map((th) => th.style.width);
  expect(widths).toEqual(['266px', '133px']);
  expect(root.querySelector<HTMLElement>('table')!.style.width).toBe('400px');
});
