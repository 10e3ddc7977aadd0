// The checkbox cell of a selectable table row or header (Fluent's selection cell, with its checkbox and radio code).

import { TableSelectionCell } from '@fluentui/react-components';
import { type MouseEvent, memo } from 'react';

export interface SelectionCellProps {
  checked: boolean | 'mixed';
  /** Accessible name of the checkbox. */
  label: string;
  onToggle(event: MouseEvent<HTMLTableCellElement>): void;
}

function SelectionCellView({ checked, label, onToggle }: SelectionCellProps) {
  return (
    <TableSelectionCell
      checked={checked}
      onClick={onToggle}
      checkboxIndicator={{ 'aria-label': label }}
    />
  );
}

/** Renders again only when its checked state, label or handler changes (lazy-selection-cell.tsx keeps the handler). */
export const SelectionCell = memo(SelectionCellView);
