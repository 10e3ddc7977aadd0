// Selection cells load when the user first reaches for one (press, focus, key on a stand-in): tables without a `selection`, and readers who never select, never fetch the checkbox code.

import {
  makeStyles,
  mergeClasses,
  TableCell,
  tokens,
  useEventCallback,
} from '@fluentui/react-components';
import { useRef } from 'react';
import { lazyPart } from './lazy-part';
import { useIdlePart } from './use-idle-part';
import type { SelectionCellProps } from './selection-cell';

const selectionCellPart = lazyPart<SelectionCellProps>(() =>
  import('./selection-cell').then((module) => module.SelectionCell),
);

/** Whether a stand-in has been reached for: every cell then takes the checkbox, once loaded. */
let wanted = false;
const waiting = new Set<() => void>();

/** The moment the cells load at: the first press, focus or key on any stand-in. */
function whenWanted(work: () => void): () => void {
  if (wanted) {
    work();
    return () => undefined;
  }
  waiting.add(work);
  return () => waiting.delete(work);
}

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const work of [...waiting]) work();
  waiting.clear();
}

const useStyles = makeStyles({
  // The size and centring of Fluent's selection cell (which sets no height: a table cell's 44 px
  // makes its row a pixel taller), and the box of its checkbox. A host's row height applies to it
  // as to the row's other cells, from its first frame.
  cell: {
    width: '44px',
    height: 'var(--bo-table-row-height, auto)',
    boxSizing: 'border-box',
    padding: 0,
    textAlign: 'center',
    cursor: 'pointer',
  },
  box: {
    // A block: an inline box would add a line's height to the row. Drawn by us, not the browser.
    appearance: 'none',
    display: 'block',
    padding: 0,
    cursor: 'pointer',
    position: 'relative',
    width: '16px',
    height: '16px',
    margin: '0 auto',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  checked: {
    backgroundColor: tokens.colorCompoundBrandBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandBackground}`,
    // The tick: two borders of a box turned by 45 degrees.
    '::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '4.5px',
      top: '1.5px',
      width: '4px',
      height: '8px',
      borderRight: `2px solid ${tokens.colorNeutralForegroundInverted}`,
      borderBottom: `2px solid ${tokens.colorNeutralForegroundInverted}`,
      transform: 'rotate(45deg)',
    },
  },
  mixed: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandStroke}`,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: '3px',
      borderRadius: '2px',
      backgroundColor: tokens.colorCompoundBrandForeground1,
    },
  },
});

interface PlaceholderProps extends SelectionCellProps {
  onFocusChange(focused: boolean): void;
}

/**
 * Until the checkbox code is there, the cell draws the box Fluent's checkbox draws and is a plain
 * checkbox: a click or Space selects at once (through the same handler, on the cell), Tab stops
 * on it as on Fluent's, so nothing the user does before the code arrives is lost, and the column
 * neither pops in nor looks empty.
 */
function SelectionCellPlaceholder(props: PlaceholderProps) {
  const styles = useStyles();
  const { checked, onFocusChange } = props;
  return (
    <TableCell className={styles.cell} onClick={props.onToggle}>
      <input
        type="checkbox"
        aria-label={props.label}
        aria-checked={checked === 'mixed' ? 'mixed' : undefined}
        // The selection owns the state: the cell's click handler changes it.
        checked={checked === true}
        onChange={ignoreChange}
        className={mergeClasses(
          styles.box,
          checked === true && styles.checked,
          checked === 'mixed' && styles.mixed,
        )}
        onPointerDown={want}
        onKeyDown={want}
        onFocus={() => {
          onFocusChange(true);
          want();
        }}
        onBlur={() => onFocusChange(false)}
      />
    </TableCell>
  );
}

function ignoreChange(): void {}

/**
 * The checkbox code is not needed for the first rows: each cell draws the stand-in until the
 * user first reaches for one (a press, a focus, a key on it), then the checkbox (its code loaded
 * once for all cells), which takes the focus the stand-in had. The checkbox gets a handler that stays
 * the same while the caller's changes with every render, so a row that shows another task (a
 * filter, a page) leaves its checkbox alone unless its checked state changed.
 */
export function LazySelectionCell({ checked, label, onToggle }: SelectionCellProps) {
  const [Cell] = useIdlePart(selectionCellPart, whenWanted);
  // Fluent's own: one function for the cell's life that calls the latest onToggle.
  const stableToggle = useEventCallback(onToggle);
  const standInFocused = useRef(false);
  return Cell ? (
    <Cell
      checked={checked}
      label={label}
      onToggle={stableToggle}
      focusOnMount={standInFocused.current}
    />
  ) : (
    <SelectionCellPlaceholder
      checked={checked}
      label={label}
      onToggle={stableToggle}
      onFocusChange={(focused) => {
        standInFocused.current = focused;
      }}
    />
  );
}
