// Selection cells load once the first rows of a table with a `selection` are on screen: tables without one never fetch the checkbox code.

import { makeStyles, TableCell, tokens, useEventCallback } from '@fluentui/react-components';
import { lazyPart } from './lazy-part';
import { useIdlePart } from './use-idle-part';
import type { SelectionCellProps } from './selection-cell';

const selectionCellPart = lazyPart<SelectionCellProps>(() =>
  import('./selection-cell').then((module) => module.SelectionCell),
);

const useStyles = makeStyles({
  // The size and centring of Fluent's selection cell (which sets no height: a table cell's 44 px
  // makes its row a pixel taller), and the box of its unchecked checkbox. A host's row height
  // applies to it as to the row's other cells, from its first frame.
  cell: {
    width: '44px',
    height: 'var(--bo-table-row-height, auto)',
    boxSizing: 'border-box',
    padding: 0,
    textAlign: 'center',
  },
  box: {
    // A block: an inline box would add a line's height to the row.
    display: 'block',
    width: '16px',
    height: '16px',
    margin: '0 auto',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusSmall,
  },
});

/**
 * Until the checkbox code is there, the cell shows the box an unchecked checkbox draws, so the
 * column neither pops in nor looks empty; it is drawing only, the checkbox itself follows.
 */
function SelectionCellPlaceholder() {
  const styles = useStyles();
  return (
    <TableCell className={styles.cell}>
      <span className={styles.box} aria-hidden="true" />
    </TableCell>
  );
}

/**
 * The checkbox code is not needed for the first rows: each cell draws the stand-in until the page
 * is idle after them, then the checkbox (its code loaded once for all cells). The checkbox gets a
 * handler that stays the same while the caller's changes with every render, so a row that shows
 * another task (a filter, a page) leaves its checkbox alone unless its checked state changed.
 */
export function LazySelectionCell({ checked, label, onToggle }: SelectionCellProps) {
  const [Cell] = useIdlePart(selectionCellPart);
  // Fluent's own: one function for the cell's life that calls the latest onToggle.
  const stableToggle = useEventCallback(onToggle);
  return Cell ? (
    <Cell checked={checked} label={label} onToggle={stableToggle} />
  ) : (
    <SelectionCellPlaceholder />
  );
}
