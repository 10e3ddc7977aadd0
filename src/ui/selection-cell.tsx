// The checkbox cell of a selectable table row or header (Fluent's selection cell, with its checkbox and radio code).

import { TableSelectionCell } from '@fluentui/react-components';
import type { MouseEvent } from 'react';

export interface SelectionCellProps {
  checked: boolean | 'mixed';
  /** Accessible name of the checkbox. */
  label: string;
  onToggle(event: MouseEvent<HTMLTableCellElement>): void;
}

export function SelectionCell({ checked, label, onToggle }: SelectionCellProps) {
  return (
    <TableSelectionCell
      checked={checked}
      onClick={onToggle}
      checkboxIndicator={{ 'aria-label': label }}
    />
  );
}
