// FilterBar: free text sent at once after a pause and coalesced while typing, immediate selects, switches, any/yes/no and dates, Reset; every change restarts at offset 0.

import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterBar, type FilterField } from '../../../src/ui/filter-bar';
import type { FilterControlProps } from '../../../src/ui/use-filter-bar';
import {
  button,
  click,
  labelled,
  mountView,
  pressKey,
  textOf,
  typeInto,
  waitUntil,
} from '../elements/support/mount';

interface TaskParams {
  q?: string;
  status?: string;
  mine?: boolean;
  withMedia?: boolean;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

const fields: FilterField<TaskParams>[] = [
  { kind: 'text', name: 'q', label: 'Search' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'done', label: 'Done' },
    ],
  },
  { kind: 'switch', name: 'mine', label: 'Only mine' },
  { kind: 'tristate', name: 'withMedia', label: 'With media' },
  { kind: 'dateRange', from: 'from', to: 'to', label: 'Created' },
];

async function renderFilters(values: Partial<TaskParams> = { limit: 20, offset: 40 }) {
  const patches: Partial<TaskParams>[] = [];
  const mounted = await mountView(() => (
    <FilterBar fields={fields} values={values} onChange={(patch) => patches.push(patch)} />
  ));
  // The switch is a chunk of its own, loaded by the first filter bar that has one.
  await waitUntil(() => mounted.root.querySelector('[role="switch"]') !== null);
  return { ...mounted, patches };
}

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(async () => {
  vi.useRealTimers();
  await act(async () => {
    document.body.replaceChildren();
  });
});

it('the first keystroke after a pause is sent at once, the rest once typing rests for 250 ms', async () => {
  const { root, patches } = await renderFilters();
  vi.useFakeTimers();
  const search = labelled(root, 'Search');
  for (const text of ['a', 'ab', 'abc']) {
    await typeInto(search, text);
    await act(async () => vi.advanceTimersByTime(100));
  }
  expect(patches).toEqual([{ q: 'a', offset: 0 }]);
  await act(async () => vi.advanceTimersByTime(149));
  expect(patches).toEqual([{ q: 'a', offset: 0 }]);
  await act(async () => vi.advanceTimersByTime(1));
  expect(patches).toEqual([
    { q: 'a', offset: 0 },
    { q: 'abc', offset: 0 },
  ]);
  expect(search.value).toBe('abc');
});

it('a pasted term is one change, sent at once', async () => {
  const { root, patches } = await renderFilters();
  vi.useFakeTimers();
  await typeInto(labelled(root, 'Search'), 'invoice');
  expect(patches).toEqual([{ q: 'invoice', offset: 0 }]);
  await act(async () => vi.advanceTimersByTime(1000));
  expect(patches).toHaveLength(1);
});

it('Enter in the search field applies the text at once', async () => {
  const { root, patches } = await renderFilters();
  vi.useFakeTimers();
  const search = labelled(root, 'Search');
  await typeInto(search, ' urgent ');
  await pressKey(search, 'Enter');
  expect(patches).toEqual([{ q: 'urgent', offset: 0 }]);
  await act(async () => vi.advanceTimersByTime(1000));
  expect(patches).toHaveLength(1);
});

it('a select applies at once and "Any" clears it', async () => {
  const { root, patches } = await renderFilters();
  const status = labelled<HTMLSelectElement>(root, 'Status');
  expect([...status.options].map((option) => option.text)).toEqual(['Any', 'Open', 'Done']);
  await choose(status, 'done');
  await choose(status, '');
  expect(patches).toEqual([
    { status: 'done', offset: 0 },
    { status: undefined, offset: 0 },
  ]);
});

it('a switch filters on true and, switched off, means any', async () => {
  const { root, patches, setView } = await renderFilters();
  await click(labelled(root, 'Only mine'));
  await setView(() => (
    <FilterBar
      fields={fields}
      values={{ mine: true, limit: 20, offset: 0 }}
      onChange={(patch) => patches.push(patch)}
    />
  ));
  await click(labelled(root, 'Only mine'));
  expect(patches).toEqual([
    { mine: true, offset: 0 },
    { mine: undefined, offset: 0 },
  ]);
});

it('any / yes / no become undefined / true / false', async () => {
  const { root, patches } = await renderFilters();
  const media = labelled<HTMLSelectElement>(root, 'With media');
  expect([...media.options].map((option) => option.text)).toEqual(['Any', 'Yes', 'No']);
  await choose(media, 'yes');
  await choose(media, 'no');
  await choose(media, '');
  expect(patches).toEqual([
    { withMedia: true, offset: 0 },
    { withMedia: false, offset: 0 },
    { withMedia: undefined, offset: 0 },
  ]);
});

it('the date range writes from and to as dates', async () => {
  const { root, patches } = await renderFilters({
    to: '2024-05-31T23:59:59Z',
    limit: 20,
    offset: 0,
  });
  const from = labelled(root, 'Created: From');
  const to = labelled(root, 'Created: To');
  expect(from.type).toBe('date');
  expect(to.value).toBe('2024-05-31');
  await typeInto(from, '2024-05-01');
  expect(patches).toEqual([{ from: '2024-05-01', offset: 0 }]);
});

it('Reset clears every filter and returns to the first page', async () => {
  const { root, patches } = await renderFilters({
    q: 'late',
    status: 'open',
    mine: true,
    from: '2024-01-01',
    limit: 20,
    offset: 60,
  });
  expect(labelled(root, 'Search').value).toBe('late');
  await click(button(root, 'Reset filters'));
  expect(patches).toEqual([
    {
      q: undefined,
      status: undefined,
      mine: undefined,
      withMedia: undefined,
      from: undefined,
      to: undefined,
      offset: 0,
    },
  ]);
});

const withCode: FilterField<{ code?: string; limit: number; offset: number }>[] = [
  {
    kind: 'text',
    name: 'code',
    label: 'Code',
    validate: (value) => (/^\d{4}$/.test(value) ? undefined : 'Four digits, e.g. 0042.'),
  },
];

it('an invalid text shows its message on the field and is not sent', async () => {
  const patches: object[] = [];
  const { root } = await mountView(() => (
    <FilterBar
      fields={withCode}
      values={{ limit: 20, offset: 0 }}
      onChange={(patch) => patches.push(patch)}
    />
  ));
  vi.useFakeTimers();
  const code = labelled(root, 'Code');
  await typeInto(code, '12');
  await act(async () => vi.advanceTimersByTime(250));
  expect(patches).toEqual([]);
  expect(textOf(root.querySelector('[role="search"]')!)).toContain('Four digits, e.g. 0042.');
  expect(code.getAttribute('aria-invalid')).toBe('true');
  // The message is the field's description, so a screen reader reads it with the field.
  const described = root.getElementById(code.getAttribute('aria-describedby') ?? '');
  expect(textOf(described!)).toBe('Four digits, e.g. 0042.');
  await typeInto(code, '1234');
  await pressKey(code, 'Enter');
  expect(patches).toEqual([{ code: '1234', offset: 0 }]);
  expect(textOf(root.querySelector('[role="search"]')!)).not.toContain('Four digits');
  expect(code.hasAttribute('aria-invalid')).toBe(false);
  expect(code.hasAttribute('aria-describedby')).toBe(false);
});

/** An area's filter control, as `kind: 'control'` brings one: it puts the id it is given on itself. */
function Picker(props: FilterControlProps) {
  return <input id={props.id} value={props.value ?? ''} onChange={() => undefined} />;
}

it("an area's own control is named by its label", async () => {
  const { root } = await mountView(() => (
    <FilterBar<{ buyer?: string; limit: number; offset: number }>
      fields={[{ kind: 'control', name: 'buyer', label: 'Buyer', control: Picker }]}
      values={{ buyer: 'b-1', limit: 20, offset: 0 }}
      onChange={() => undefined}
    />
  ));
  expect(labelled(root, 'Buyer').value).toBe('b-1');
});

it('a text param changed from outside replaces what the field shows', async () => {
  let values: Partial<TaskParams> = { q: 'late', limit: 20, offset: 0 };
  const patches: Partial<TaskParams>[] = [];
  const view = () => (
    <FilterBar fields={fields} values={values} onChange={(patch) => patches.push(patch)} />
  );
  const { root, setView } = await mountView(view);
  expect(labelled(root, 'Search').value).toBe('late');
  values = { q: 'early', limit: 20, offset: 0 };
  await setView(() => view());
  expect(labelled(root, 'Search').value).toBe('early');
  values = { limit: 20, offset: 0 };
  await setView(() => view());
  expect(labelled(root, 'Search').value).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(patches).toEqual([]);
});
