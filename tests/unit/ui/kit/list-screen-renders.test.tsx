// The rows of a kit screen are rendered for a new page only: a keystroke in the search field (and
// the request it starts) leaves the rows on screen and the other filters alone; the new page
// updates the rows in place.
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from '../../../../src/core/query/client';
import type { SysUser } from '../../../../src/resources/schemas';
import type { SysUserParams } from '../../../../src/resources/sys-users';
import { type AreaConfig, ListScreen } from '../../../../src/ui/kit';
import { mountView, textOf, typeInto, waitUntil } from '../../elements/support/mount';
import { control, referenceServerForFile } from '../../support/reference-server';
import { peopleArea } from './support/people-area';

referenceServerForFile();

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  queryClient.clear();
});

let cellRenders = 0;
let otherFilterRenders = 0;

/** Another filter of the bar, counting its renders. */
function RoleFilter(props: { label: string; value: string | undefined }) {
  otherFilterRenders += 1;
  return <span>{`${props.label}: ${props.value ?? 'any'}`}</span>;
}

const config: AreaConfig<SysUser, SysUserParams> = {
  ...peopleArea('rendersTest'),
  columns: ({ actions }) => [
    {
      key: 'email',
      label: 'Email',
      render: (user) => {
        cellRenders += 1;
        return user.email;
      },
    },
    { key: 'actions', label: 'Actions', render: actions },
  ],
  filters: [
    { kind: 'text', name: 'email', label: 'Email' },
    { kind: 'control', name: 'role', label: 'Role', control: RoleFilter },
  ],
  rowActions: [{ key: 'greet', label: 'Greet', run: async () => undefined }],
  bulkActions: [{ key: 'delete', label: 'Delete', action: 'delete', destructive: true }],
};

it('a search re-renders the rows once, for its answer, not for the keystroke or the request, and leaves the other filters alone', async () => {
  const { root } = await mountView(() => <ListScreen config={config} />);
  const rows = () => [...root.querySelectorAll('tbody tr[data-row-index]')];
  await waitUntil(() => rows().length > 1);
  const first = rows()[0]!;
  const before = rows().map(textOf);
  const target = before[1]!.split('@')[0]!;
  cellRenders = 0;
  otherFilterRenders = 0;
  await typeInto(control(root, root.querySelector('[role="search"]')!, 'Email'), target);
  await waitUntil(() => rows().length >= 1 && rows().map(textOf).join() !== before.join());
  // One render per row of the answer: none for the keystroke, none for the request starting.
  expect(cellRenders).toBe(rows().length);
  // The bar's other filters keep their value: they are not rendered again.
  expect(otherFilterRenders).toBe(0);
  // The first row is the same element, updated in place.
  expect(rows()[0]).toBe(first);
});
