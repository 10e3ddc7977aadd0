// Selection cells load with the first table that has a `selection`: tables without one never fetch the checkbox code.

import { TableCell } from '@fluentui/react-components';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import type { SelectionCellProps } from './selection-cell';

export const selectionCellPart = lazyPart<SelectionCellProps>(() =>
  import('./selection-cell').then((module) => module.SelectionCell),
);

/** An empty cell keeps the columns aligned until the checkbox is there. */
export function LazySelectionCell(props: SelectionCellProps) {
  const Cell = selectionCellPart.current();
  return (
    <LazyPartBoundary part={selectionCellPart} fallback={<TableCell />}>
      <Cell {...props} />
    </LazyPartBoundary>
  );
}
