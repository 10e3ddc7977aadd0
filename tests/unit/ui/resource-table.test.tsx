// ResourceTable: rows from columns, empty / error / loading states, server-side paging, sorting, selection, keyboard.

import { act, Profiler, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import { ApiError } from '../../../src/core/api/errors';
import type { PageAndSort } from '../../../src/ui/list-resource';
import {
  type ResourceColumn,
  ResourceTable,
  type ResourceTableProps,
} from '../../../src/ui/resource-table';
import { button, click, mountView, pressKey, textOf, waitUntil } from '../elements/support/mount';
import { bodyRows, firstPage, type Task, tasks } from './support/table-rows';

const columns: ResourceColumn<Task>[] = [
  { key: 'title', label: 'Title', sortable: true },
  { key: 'status', label: 'Status', render: (task) => <em>{task.status}</em> },
  { key: 'created_at', label: 'Created', sortable: true },
];

async function renderTable(
  overrides: Partial<ResourceTableProps<Task>> = {},
  wrap: (table: ReactNode) => ReactNode = (table) => table,
) {
  const patches: Partial<PageAndSort>[] = [];
  const props: ResourceTableProps<Task> = {
    label: 'Tasks',
    columns,
    rows: tasks(20),
    total: 345,
    params: firstPage,
    onParamsChange: (patch) => patches.push(patch),
    ...overrides,
  };
  const mounted = await mountView(() => wrap(<ResourceTable {...props} />));
  return { ...mounted, patches };
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

it('renders one row per item with the configured cells', async () => {
  const { root } = await renderTable({ rows: tasks(3), total: 3 });
  const rows = bodyRows(root);
  expect(rows).toHaveLength(3);
  expect([...rows[0]!.querySelectorAll('td')].map(textOf)).toEqual(['Task 1', 'open', '']);
  expect(rows[0]!.querySelector('em')?.textContent).toBe('open');
  expect([...root.querySelectorAll('thead th')].map(textOf)).toEqual([
    'Title',
    'Status',
    'Created',
  ]);
  expect(root.querySelector('table')?.getAttribute('aria-label')).toBe('Tasks');
});

it("rows and cells carry Fluent's table classes and theme parts; a selected row the brand look", async () => {
  const selection = {
    selected: new Set(['t-2']),
    onChange: () => {},
  };
  const { root } = await renderTable({ rows: tasks(3), total: 3, selection });
  const rows = bodyRows(root);
  for (const row of rows) expect(row.classList).toContain('fui-TableRow');
  for (const cell of rows[0]!.querySelectorAll('td'))
    expect(cell.classList).toContain('fui-TableCell');
  // The theme parts of Fluent's rows and cells, for ::part() from the host page.
  for (const row of rows) expect(row.getAttribute('part')).toBe('row');
  for (const cell of rows[0]!.querySelectorAll('td'))
    expect(cell.getAttribute('part')).toBe('cell');
  // The plain row takes the class set Fluent's TableRow gives appearance="brand".
  expect(rows[1]!.className).not.toBe(rows[0]!.className);
  expect(rows[2]!.className).toBe(rows[0]!.className);
});

it('shows the range of the page and the total', async () => {
  const { root } = await renderTable({ params: { ...firstPage, offset: 20 }, rows: tasks(20, 21) });
  expect(textOf(root.querySelector('nav')!)).toContain('21–40 of 345');
});

it('an empty list shows the empty state', async () => {
  const { root } = await renderTable({ rows: [], total: 0 });
  expect([...root.querySelectorAll('tbody p')].map(textOf)).toEqual([
    'No items found.',
    'Try other filters or reset them.',
  ]);
  expect(textOf(root.querySelector('nav')!)).toContain('0–0 of 0');
});

it('a failed load shows the error with a Retry button that asks again', async () => {
  let retries = 0;
  const { root } = await renderTable({
    rows: [],
    error: new ApiError('TIMEOUT_ERROR', 'timeout'),
    onRetry: () => {
      retries += 1;
    },
  });
  const alert = root.querySelector('[role="alert"]')!;
  expect([...alert.querySelectorAll('p')].map(textOf)).toEqual([
    'Could not load the data',
    'The server did not answer in time. Try again.',
  ]);
  await click(button(root, 'Retry'));
  expect(retries).toBe(1);
});

it('while the first page loads, skeleton rows stand in and the table is busy', async () => {
  const { root } = await renderTable({ rows: [], total: 0, loading: true });
  expect(root.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(10);
  expect(root.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
});

it('changing the page size asks for the first page of the new size', async () => {
  const { root, patches } = await renderTable({ params: { ...firstPage, offset: 40 } });
  const select = root.querySelector('nav select') as HTMLSelectElement;
  expect([...select.options].map((option) => option.value)).toEqual([
    '10',
    '20',
    '50',
    '100',
    '500',
  ]);
  await act(async () => {
    select.value = '50';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(patches).toEqual([{ limit: 50, offset: 0 }]);
});

it('first, previous, next and last move by whole pages', async () => {
  const { root, patches } = await renderTable({ params: { ...firstPage, offset: 40 } });
  await click(button(root, 'Next page'));
  await click(button(root, 'Last page'));
  await click(button(root, 'Previous page'));
  await click(button(root, 'First page'));
  expect(patches).toEqual([{ offset: 60 }, { offset: 340 }, { offset: 20 }, { offset: 0 }]);
});

it('on the first page there is no way back, on the last no way forward', async () => {
  const first = await renderTable();
  expect(button(first.root, 'Previous page').disabled).toBe(true);
  expect(button(first.root, 'Next page').disabled).toBe(false);
  const last = await renderTable({ params: { ...firstPage, offset: 340 }, rows: tasks(5, 341) });
  expect(button(last.root, 'Next page').disabled).toBe(true);
  expect(button(last.root, 'Last page').disabled).toBe(true);
});

it('a sortable header sorts by its column, again flips the order, and restarts at offset 0', async () => {
  const { root, patches } = await renderTable({
    params: { ...firstPage, sort: 'title', order: 'asc' },
  });
  const [titleHeader, , createdHeader] = [...root.querySelectorAll('thead th')];
  expect(titleHeader!.getAttribute('aria-sort')).toBe('ascending');
  await click(titleHeader!.querySelector('[role="button"]')!);
  await click(createdHeader!.querySelector('[role="button"]')!);
  expect(patches).toEqual([
    { sort: 'title', order: 'desc', offset: 0 },
    { sort: undefined, order: 'desc', offset: 0 },
  ]);
});

/** The selection a test reads back, and a view of `rows` that shows and changes it. */
function selectableTable(initial: string[] = []) {
  const state = { selected: new Set(initial) };
  const view = (rows: Task[], total: number) => () => (
    <ResourceTable
      label="Tasks"
      columns={columns}
      rows={rows}
      total={total}
      params={firstPage}
      onParamsChange={() => {}}
      selection={{ selected: state.selected, onChange: (next) => (state.selected = next) }}
    />
  );
  return { state, view };
}

it('the header checkbox selects every row of the page, then clears them', async () => {
  const { state, view } = selectableTable(['t-2']);
  const page = view(tasks(3), 3);
  const { root, setView } = await mountView(page);
  // The checkbox cells are a chunk of their own, loaded by the first table with a selection.
  await waitUntil(() => root.querySelector('thead input[type="checkbox"]') !== null);
  const selectAll = root.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
  expect(selectAll.getAttribute('aria-label')).toBe('Select all rows on this page');
  expect(selectAll.indeterminate).toBe(true);
  await click(selectAll);
  expect([...state.selected].sort()).toEqual(['t-1', 't-2', 't-3']);
  await setView(() => page());
  await click(root.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!);
  expect(state.selected.size).toBe(0);
});

it('a row checkbox toggles that row without opening it', async () => {
  let selected = new Set<string>();
  const opened: string[] = [];
  const { root } = await renderTable({
    rows: tasks(2),
    total: 2,
    selection: { selected, onChange: (next) => (selected = next) },
    onRowOpen: (task) => opened.push(task.uuid),
  });
  await waitUntil(() => bodyRows(root)[1]!.querySelector('input[type="checkbox"]') !== null);
  await click(bodyRows(root)[1]!.querySelector('input[type="checkbox"]')!);
  expect([...selected]).toEqual(['t-2']);
  expect(opened).toEqual([]);
});

it('after a new page, a row checkbox selects the row now in its place', async () => {
  const { state, view } = selectableTable();
  const { root, setView } = await mountView(view(tasks(2), 40));
  const box = () => bodyRows(root)[1]!.querySelector<HTMLInputElement>('input[type="checkbox"]');
  await waitUntil(() => box() !== null);
  const before = box();
  // The next page: other tasks at the same places, none of them selected.
  await setView(view(tasks(2, 21), 40));
  expect(textOf(bodyRows(root)[1]!.querySelector('td:nth-child(2)')!)).toBe('Task 22');
  // The checkbox kept its node (its state is the same) and acts for the row it is in now.
  expect(box()).toBe(before);
  await click(box()!);
  expect([...state.selected]).toEqual(['t-22']);
});

it('a click or Enter on a row opens it; arrows move between rows', async () => {
  const opened: string[] = [];
  const { root } = await renderTable({
    rows: tasks(3),
    total: 3,
    onRowOpen: (task) => opened.push(task.uuid),
  });
  const rows = bodyRows(root);
  expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
  await click(rows[0]!.querySelector('td')!);
  await act(async () => rows[0]!.focus());
  await pressKey(rows[0]!, 'ArrowDown');
  expect(root.activeElement).toBe(rows[1]);
  await pressKey(rows[1]!, 'Enter');
  expect(opened).toEqual(['t-1', 't-2']);
});

it('clicks and keys inside a portal a cell opened do not open the row', async () => {
  const opened: string[] = [];
  const outside = document.createElement('div');
  document.body.append(outside);
  // Like a row menu: its popover renders in a portal, outside the row's DOM but inside its React tree.
  const withMenu: ResourceColumn<Task>[] = [
    ...columns,
    {
      key: 'menu',
      label: 'Actions',
      render: (task) =>
        createPortal(
          <div>
            <button type="button">Disable {task.title}</button>
            <span data-testid="menu-text">{task.title} menu</span>
          </div>,
          outside,
        ),
    },
  ];
  await renderTable({
    rows: tasks(2),
    total: 2,
    columns: withMenu,
    onRowOpen: (task) => opened.push(task.uuid),
  });
  await click(button(outside, 'Disable Task 1'));
  await click(outside.querySelector('span')!);
  await pressKey(button(outside, 'Disable Task 2'), 'Enter');
  expect(opened).toEqual([]);
});

it('a page of 500 rows renders only the rows in view', async () => {
  // happy-dom has no layout: rows are 44 px high and the scroll container shows ten of them.
  const layout: [object, string, number][] = [
    [HTMLDivElement.prototype, 'clientHeight', 440],
    [HTMLTableRowElement.prototype, 'offsetHeight', 44],
  ];
  for (const [prototype, property, value] of layout) {
    Object.defineProperty(prototype, property, { configurable: true, get: () => value });
  }
  // Its entries would report happy-dom's zero sizes; without it rows are measured by offsetHeight.
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: undefined });
  onTestFinished(() => {
    for (const [prototype, property] of layout) Reflect.deleteProperty(prototype, property);
    Reflect.deleteProperty(window, 'ResizeObserver');
  });
  const { root } = await renderTable({
    rows: tasks(500),
    total: 5000,
    params: { ...firstPage, limit: 500 },
  });
  // The virtualizer is its own chunk; until it is in, the first rows show plainly.
  await waitUntil(() => root.querySelector('tbody tr[aria-hidden="true"]') !== null);
  const rendered = bodyRows(root);
  expect(rendered.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
    Array.from({ length: 20 }, (_, i) => String(i + 2)),
  );
  expect(root.querySelector('table')?.getAttribute('aria-rowcount')).toBe('501');
});

it('the pager arrows point the way the pages go, mirrored in a right-to-left element', async () => {
  const arrows = async (lang: string) => {
    const patches: Partial<PageAndSort>[] = [];
    const { root } = await mountView(
      () => (
        <ResourceTable
          label="Tasks"
          columns={columns}
          rows={tasks(20)}
          total={345}
          params={firstPage}
          onParamsChange={(patch) => patches.push(patch)}
        />
      ),
      { attributes: { lang } },
    );
    await waitUntil(() => root.querySelectorAll('nav button svg').length === 4);
    if (lang === 'ar') await waitUntil(() => root.querySelector('[dir="rtl"]') !== null);
    return [...root.querySelectorAll('nav button svg')].map((svg) => svg.innerHTML);
  };
  const [first, previous, next, last] = await arrows('en');
  expect(await arrows('ar')).toEqual([last, next, previous, first]);
});

it('a refetch of the same rows renders the table again but not its rows', async () => {
  let cellRenders = 0;
  const counted: ResourceColumn<Task>[] = [
    ...columns,
    {
      key: 'uuid',
      label: 'Id',
      render: (task) => {
        cellRenders += 1;
        return task.uuid;
      },
    },
  ];
  const rows = tasks(5);
  const props: ResourceTableProps<Task> = {
    label: 'Tasks',
    columns: counted,
    rows,
    total: 5,
    params: firstPage,
    onParamsChange: () => undefined,
    // A new callback each render, as a screen's inline handler would be.
    onRowOpen: () => undefined,
  };
  const { root, setView } = await mountView(() => <ResourceTable {...props} />);
  expect(cellRenders).toBe(5);
  // A search runs (the progress shows) while the rows on screen stay the same objects.
  await setView(() => <ResourceTable {...props} fetching onRowOpen={() => undefined} />);
  expect(root.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  expect(cellRenders).toBe(5);
});

it('a page of rows mounts in one commit, with no second render of the table', async () => {
  const phases: string[] = [];
  const { root } = await renderTable(
    { selection: { selected: new Set(), onChange: () => undefined } },
    (table) => (
      <Profiler id="table" onRender={(_id, phase) => phases.push(phase)}>
        {table}
      </Profiler>
    ),
  );
  expect(bodyRows(root)).toHaveLength(20);
  // A second commit on mount (state set from a ref as the table attaches) renders the whole
  // table again and runs the mount's passive effects before the first paint.
  expect(phases).toEqual(['mount']);
});
