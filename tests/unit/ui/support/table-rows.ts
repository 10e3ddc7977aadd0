// Rows for the resource table's tests: numbered tasks and the first page of 20.
import type { PageAndSort } from '../../../../src/ui/list-resource';
import type { ResourceTableProps } from '../../../../src/ui/resource-table';

export interface Task {
  uuid: string;
  title: string;
  status: string;
}

/** `count` open tasks t-<from> ... titled "Task <n>". */
export function tasks(count: number, from = 1): Task[] {
  return Array.from({ length: count }, (_, i) => ({
    uuid: `t-${from + i}`,
    title: `Task ${from + i}`,
    status: 'open',
  }));
}

export const firstPage: PageAndSort = { limit: 20, offset: 0, order: 'desc' };

/** The data rows of the table (not skeleton or state rows). */
export function bodyRows(root: ShadowRoot): HTMLTableRowElement[] {
  return [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')];
}

/** A table of 20 tasks with a title column, 345 in all, on the first page; `overrides` on top. */
export function tableProps(
  overrides: Partial<ResourceTableProps<Task>> = {},
): ResourceTableProps<Task> {
  return {
    label: 'Tasks',
    columns: [{ key: 'title', label: 'Title' }],
    rows: tasks(20),
    total: 345,
    params: firstPage,
    onParamsChange: () => {},
    ...overrides,
  };
}
