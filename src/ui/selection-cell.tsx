// The checkbox cell of a selectable table row or header (Fluent's selection cell, with its checkbox and radio code).

import { TableSelectionCell } from '@fluentui/react-components';
import { type MouseEvent, memo, useEffect, useRef } from 'react';

export interface SelectionCellProps {
  checked: boolean | 'mixed';
  /** Accessible name of the checkbox. */
  label: string;
  onToggle(event: MouseEvent<HTMLTableCellElement>): void;
  /** Takes the keyboard focus when it appears (its stand-in had it). */
  focusOnMount?: boolean;
}

function SelectionCellView({ checked, label, onToggle, focusOnMount }: SelectionCellProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  // Only on mount: the stand-in's focus moves over once, later renders leave focus alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only, on purpose
  useEffect(() => {
    if (focusOnMount) cell.current?.querySelector('input')?.focus();
  }, []);
  return (
    <TableSelectionCell
      ref={cell}
      checked={checked}
      onClick={onToggle}
      checkboxIndicator={{ 'aria-label': label }}
    />
  );
}

/** Renders again only when its checked state, label or handler changes (lazy-selection-cell.tsx keeps the handler). */
export const SelectionCell = memo(SelectionCellView);
