// One data row of the resource table: cells from the column config, selection cell, open on click or Enter, arrow keys between rows.

import { TableCell, TableRow } from '@fluentui/react-components';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { t } from '../core/i18n';
import { LazySelectionCell } from './lazy-selection-cell';
import type { RowSelectionControls } from './row-selection';

export interface ResourceColumn<T> {
  key: string;
  label: string;
  /** Cell content; the field named `key` as text when omitted. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** CSS width of the column, e.g. 120 or '20%'. */
  width?: number | string;
}

export interface ResourceTableRowProps<T extends { uuid: string }> {
  row: T;
  index: number;
  columns: readonly ResourceColumn<T>[];
  selection: RowSelectionControls | undefined;
  onOpen: ((row: T) => void) | undefined;
  /** Roving focus: only one row is in the tab order. */
  isTabStop: boolean;
  onFocusRow(index: number): void;
  /** Virtualized rows are measured by the virtualizer. */
  measureRef?: Ref<HTMLTableRowElement>;
  ariaRowIndex?: number;
}

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="switch"], [role="checkbox"], [role="combobox"], [role="menuitem"]';

/** Clicks on controls inside a row (switches, links, checkboxes) act on the control, not open the row. */
function isOnControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(INTERACTIVE);
  return Boolean(
    control && control !== event.currentTarget && event.currentTarget.contains(control),
  );
}

function cellText(row: object, key: string): string {
  const value: unknown = Reflect.get(row, key);
  return value === undefined || value === null ? '' : String(value);
}

function focusSibling(row: HTMLElement, index: number): void {
  const next = row.parentElement?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
  next?.focus();
}

export function ResourceTableRow<T extends { uuid: string }>(props: ResourceTableRowProps<T>) {
  const { row, index, columns, selection, onOpen } = props;
  const selected = selection?.isSelected(row.uuid) ?? false;
  const focusable = Boolean(onOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>): void => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusSibling(event.currentTarget, event.key === 'ArrowDown' ? index + 1 : index - 1);
    }
  };

  return (
    <TableRow
      ref={props.measureRef}
      data-index={index}
      data-row-index={index}
      aria-rowindex={props.ariaRowIndex}
      aria-selected={selection ? selected : undefined}
      tabIndex={focusable ? (props.isTabStop ? 0 : -1) : undefined}
      appearance={selected ? 'brand' : 'none'}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusRow(index);
      }}
      onClick={(event) => {
        if (onOpen && !isOnControl(event)) onOpen(row);
      }}
      onKeyDown={focusable ? onKeyDown : undefined}
    >
      {selection ? (
        <LazySelectionCell
          checked={selected}
          label={t('table.selectRow')}
          onToggle={(event) => {
            // Selecting is not opening: keep the click away from the row.
            event.stopPropagation();
            selection.toggleRow(row.uuid);
          }}
        />
      ) : null}
      {columns.map((column) => (
        <TableCell key={column.key}>
          {column.render ? column.render(row) : cellText(row, column.key)}
        </TableCell>
      ))}
    </TableRow>
  );
}
