// One data row of the resource table: cells from the column config, selection cell, open on click or Enter, arrow keys between rows.

import {
  makeStyles,
  mergeClasses,
  type TableCellState,
  type TableRowState,
  useTableCellStyles_unstable,
  useTableRowStyles_unstable,
} from '@fluentui/react-components';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useMemo,
} from 'react';

import { LazySelectionCell } from './lazy-selection-cell';
import { PART_STYLE_HOOKS } from './part-hooks';
import type { ColumnSizing } from './column-layout';
import { useT } from './i18n';

export interface ResourceColumn<T> extends ColumnSizing {
  key: string;
  label: string;
  /** Cell content; the field named `key` as text when omitted. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Where header and cells line up; numbers read best at the end. Default start. */
  align?: 'start' | 'end';
}

export const useCellStyles = makeStyles({
  // A word longer than its column breaks rather than running into the next cell, also inside a
  // cell's flex or inline-flex content (a name beside a badge): `anywhere`, unlike `break-word`,
  // lowers the content's minimum width, which is what a flex item shrinks to. A column's width
  // includes its padding, so the widths the layout gives add up to the table's.
  cell: { overflowWrap: 'anywhere', boxSizing: 'border-box' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  endButton: { justifyContent: 'flex-end' },
  // The host's row height, else Fluent's 44px scaled by the host's density.
  body: { height: 'var(--bo-table-row-height, calc(44px * var(--bo-density, 1)))' },
  head: { backgroundColor: 'var(--bo-table-header-background, transparent)' },
});

/** Fluent's classes of a body row and its cells, as the table's rows render them. */
export interface RowClasses {
  row: string;
  selectedRow: string;
  cell: string;
  endCell: string;
  /** The theme part names (parts.ts) Fluent's components would carry, through part-hooks.ts. */
  rowPart: string | undefined;
  cellPart: string | undefined;
}

/**
 * The classes Fluent's TableRow and TableCell would give a medium body row and its cells, found
 * once per table through Fluent's own style hooks: the rows render plain `<tr>` and `<td>` with
 * them, not two Fluent components per cell (a page of 20 rows held 160 of them, a fifth of the
 * first render). Keyboard focus still shows: the FluentProvider marks focus-visible on any
 * element, and no cell of ours is of the kinds Fluent reveals on focus-within. The part names
 * come from the same custom style hooks the provider runs for Fluent's own components.
 */
export function useRowClasses(): RowClasses {
  const styles = useCellStyles();
  const rowState = (appearance: TableRowState['appearance']) =>
    ({
      root: { className: '' },
      appearance,
      size: 'medium',
      noNativeElements: false,
      isHeaderRow: false,
    }) as unknown as TableRowState;
  const cellState = {
    root: { className: mergeClasses(styles.cell, styles.body) },
    size: 'medium',
    noNativeElements: false,
  } as unknown as TableCellState;
  const plainRow = useTableRowStyles_unstable(rowState('none'));
  const row = plainRow.root.className ?? '';
  const selectedRow = useTableRowStyles_unstable(rowState('brand')).root.className ?? '';
  const cell = useTableCellStyles_unstable(cellState).root.className ?? '';
  const endCell = mergeClasses(cell, styles.end);
  PART_STYLE_HOOKS.useTableRowStyles_unstable?.(plainRow);
  PART_STYLE_HOOKS.useTableCellStyles_unstable?.(cellState);
  const rowPart = partOf(plainRow.root);
  const cellPart = partOf(cellState.root);
  return useMemo(
    () => ({ row, selectedRow, cell, endCell, rowPart, cellPart }),
    [row, selectedRow, cell, endCell, rowPart, cellPart],
  );
}

function partOf(root: object): string | undefined {
  const part: unknown = Reflect.get(root, 'part');
  return typeof part === 'string' ? part : undefined;
}

export interface ResourceTableRowProps<T extends { uuid: string }> {
  row: T;
  classes: RowClasses;
  index: number;
  columns: readonly ResourceColumn<T>[];
  /** Whether the row is selected; undefined when the table has no selection. */
  selected: boolean | undefined;
  /** Selects or unselects the row (its uuid); set when `selected` is. */
  onToggle: ((uuid: string) => void) | undefined;
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

/**
 * React events bubble along the component tree, so a menu or dialog a cell opened in a portal
 * reports its clicks and keys to the row as well: only events from the row's own DOM count.
 */
function isFromRow(event: SyntheticEvent<HTMLElement>): boolean {
  return event.target instanceof Node && event.currentTarget.contains(event.target);
}

/** Clicks on controls inside a row (switches, links, checkboxes) act on the control, not open the row. */
function isOnControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(INTERACTIVE);
  return Boolean(control && control !== event.currentTarget);
}

function cellText(row: object, key: string): string {
  const value: unknown = Reflect.get(row, key);
  return value === undefined || value === null ? '' : String(value);
}

function focusSibling(row: HTMLElement, index: number): void {
  const next = row.parentElement?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
  next?.focus();
}

function ResourceTableRowView<T extends { uuid: string }>(props: ResourceTableRowProps<T>) {
  const { t } = useT();

  const { row, index, columns, onOpen, onToggle, classes } = props;
  const selectable = props.selected !== undefined;
  const selected = props.selected ?? false;
  const focusable = Boolean(onOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>): void => {
    // Keys of the cells' controls (and of portals they opened) are theirs, not the row's.
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
    <tr
      ref={props.measureRef}
      className={selected ? classes.selectedRow : classes.row}
      part={classes.rowPart}
      data-index={index}
      data-row-index={index}
      aria-rowindex={props.ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      tabIndex={focusable ? (props.isTabStop ? 0 : -1) : undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusRow(index);
      }}
      onClick={(event) => {
        if (onOpen && isFromRow(event) && !isOnControl(event)) onOpen(row);
      }}
      onKeyDown={focusable ? onKeyDown : undefined}
    >
      {selectable ? (
        <LazySelectionCell
          checked={selected}
          label={t('table.selectRow')}
          onToggle={(event) => {
            // Selecting is not opening: keep the click away from the row.
            event.stopPropagation();
            onToggle?.(row.uuid);
          }}
        />
      ) : null}
      {columns.map((column) => (
        <td
          key={column.key}
          part={classes.cellPart}
          className={column.align === 'end' ? classes.endCell : classes.cell}
        >
          {column.render ? column.render(row) : cellText(row, column.key)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Rows re-render only when their own props change: a new filter or page re-renders the table
 * (params, progress, header) while the rows that stay, and their Fluent cells, are left alone.
 */
export const ResourceTableRow = memo(ResourceTableRowView) as typeof ResourceTableRowView;
