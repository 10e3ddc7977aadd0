// Part names land on the nodes hosts style with ::part(): Fluent's tables, dialogs and primary buttons, and the list's header and filter bar.

import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { FilterBar } from '../../../src/ui/filter-bar';
import { PageHeader } from '../../../src/ui/page-header';
import { mountView } from '../elements/support/mount';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const partsIn = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part]')].map((node) => node.getAttribute('part'));

it('a table names itself, its body rows and cells, but not its header row', async () => {
  const { root } = await mountView(() => (
    <Table aria-label="Things">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>One</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ));
  expect(root.querySelector('table')?.getAttribute('part')).toBe('table');
  expect(root.querySelector('thead tr')?.hasAttribute('part')).toBe(false);
  expect(root.querySelector('tbody tr')?.getAttribute('part')).toBe('row');
  expect(root.querySelector('tbody td')?.getAttribute('part')).toBe('cell');
});

it('only primary buttons are button-primary', async () => {
  const { root } = await mountView(() => (
    <>
      <Button appearance="primary">Save</Button>
      <Button>Cancel</Button>
    </>
  ));
  expect(partsIn(root)).toEqual(['button-primary']);
});

it('the header and the filter bar are header and toolbar', async () => {
  const { root } = await mountView(() => (
    <>
      <PageHeader title="Tasks" count={3} />
      <FilterBar fields={[]} values={{}} onChange={() => undefined} />
    </>
  ));
  expect(root.querySelector('header')?.getAttribute('part')).toBe('header');
  expect(root.querySelector('[role="search"]')?.getAttribute('part')).toBe('toolbar');
});

it('a portalled dialog is a dialog part inside the shadow root; a destructive confirm is button-danger', async () => {
  const { root } = await mountView(() => (
    <ConfirmDialog
      open
      destructive
      title="Delete?"
      body="It goes for good."
      confirmLabel="Delete"
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />
  ));
  expect(root.querySelector('[part="dialog"]')?.getAttribute('role')).toBe('alertdialog');
  const confirm = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Delete');
  expect(confirm?.getAttribute('part')).toBe('button-danger');
});
