// Row selection of one table page: the header checkbox state and the toggles, over a set of uuids the area owns.

import type { CheckboxProps } from '@fluentui/react-components';

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

export interface RowSelectionControls {
  headerState: CheckboxProps['checked'];
  isSelected(uuid: string): boolean;
  toggleRow(uuid: string): void;
  /** Selects every row of the page, or clears them when all are selected already. */
  togglePage(): void;
}

export function rowSelectionControls(
  selection: RowSelection | undefined,
  pageIds: readonly string[],
): RowSelectionControls | undefined {
  if (!selection) return undefined;
  const { selected, onChange } = selection;
  const count = pageIds.filter((uuid) => selected.has(uuid)).length;
  const allSelected = pageIds.length > 0 && count === pageIds.length;
  return {
    headerState: allSelected ? true : count > 0 ? 'mixed' : false,
    isSelected: (uuid) => selected.has(uuid),
    toggleRow(uuid) {
      const next = new Set(selected);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      onChange(next);
    },
    togglePage() {
      const next = new Set(selected);
      for (const uuid of pageIds) {
        if (allSelected) next.delete(uuid);
        else next.add(uuid);
      }
      onChange(next);
    },
  };
}
