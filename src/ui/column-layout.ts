// How the resource table's columns share its width: which show at this width, how wide each is, how wide the table must be.

/** What the layout needs of a column (see ResourceColumn). */
export interface ColumnSizing {
  key: string;
  /** A fixed width: px, or any CSS length such as '20%'. */
  width?: number | string;
  /** Px the column never gets less of; the table scrolls sideways instead. */
  minWidth?: number;
  /** The column is left out while the table's box is narrower than this many px. */
  hideBelow?: number;
}

/** A column without width or minWidth still needs room for a short value and its header. */
export const DEFAULT_MIN_WIDTH = 96;
/** Fluent's selection cell. */
export const SELECTION_WIDTH = 44;

export interface ColumnLayout<C extends ColumnSizing> {
  columns: { column: C; width: number | string | undefined }[];
  /** The table's CSS width: the box, or the columns' minimum when the box is narrower. */
  tableWidth: number | undefined;
  tableMinWidth: number;
}

function basis(column: ColumnSizing): number {
  if (typeof column.width === 'number') return column.width;
  return column.minWidth ?? DEFAULT_MIN_WIDTH;
}

/**
 * Fluent's table lays out at fixed widths, where columns without a width split what is left
 * evenly and narrow content runs into the next cell. So every column gets a px width: fixed ones
 * theirs, the others their minimum plus a share of the spare room in proportion to it.
 * `boxWidth` 0 (not measured) shows every column at its minimum and leaves the rest to the browser.
 */
export function columnLayout<C extends ColumnSizing>(
  all: readonly C[],
  boxWidth: number,
  selectable: boolean,
): ColumnLayout<C> {
  const measured = boxWidth > 0;
  const shown = all.filter((column) => !measured || boxWidth >= (column.hideBelow ?? 0));
  const extra = selectable ? SELECTION_WIDTH : 0;
  const tableMinWidth = shown.reduce((sum, column) => sum + basis(column), extra);
  if (!measured) {
    return {
      columns: shown.map((column) => ({ column, width: column.width })),
      tableWidth: undefined,
      tableMinWidth,
    };
  }
  const flexible = shown.filter((column) => column.width === undefined);
  const flexibleMin = flexible.reduce((sum, column) => sum + basis(column), 0);
  const spare = Math.max(0, boxWidth - tableMinWidth);
  return {
    columns: shown.map((column) => {
      if (column.width !== undefined) return { column, width: column.width };
      const share = flexibleMin > 0 ? (spare * basis(column)) / flexibleMin : 0;
      return { column, width: Math.floor(basis(column) + share) };
    }),
    tableWidth: Math.max(boxWidth, tableMinWidth),
    tableMinWidth,
  };
}
