// The progress bar over a table's rows: only for an answer that takes a while, gone as soon as it is in.

import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { TABLE_PROGRESS_DELAY_MS, ResourceTable } from '../../../src/ui/resource-table';
import { mountView, waitUntil } from '../elements/support/mount';
import { tableProps, tasks } from './support/table-rows';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

const props = tableProps({ rows: tasks(3), total: 3 });

const progressBar = (root: ParentNode) => root.querySelector('[role="progressbar"]');

it('shows no bar for a quick answer, and one once the answer is slow', async () => {
  const { root, setView } = await mountView(() => <ResourceTable {...props} />);
  const started = performance.now();
  await setView(() => <ResourceTable {...props} fetching />);
  // Busy at once for assistive technology; the bar itself would only flash for a quick answer.
  expect(root.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  expect(progressBar(root)).toBeNull();
  await waitUntil(() => progressBar(root) !== null);
  expect(performance.now() - started).toBeGreaterThanOrEqual(TABLE_PROGRESS_DELAY_MS - 5);
  // The answer is in: the bar goes with the same render.
  await setView(() => <ResourceTable {...props} />);
  expect(progressBar(root)).toBeNull();
});
