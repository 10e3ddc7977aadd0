// Selection cells load when the user first reaches for one (press, focus, key on a stand-in): tables without a `selection`, and readers who never select, never fetch the checkbox code.

import {
  makeResetStyles,
  makeStyles,
  TableCell,
  tokens,
  useEventCallback,
} from '@fluentui/react-components';
import { Checkmark12Filled } from '@fluentui/react-icons/svg/checkmark';
import { Square12Filled } from '@fluentui/react-icons/svg/square';
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
  // makes its row a pixel taller). A host's row height applies to it as to the row's other
  // cells, from its first frame.
  cell: {
    width: '44px',
    height: 'var(--bo-table-row-height, auto)',
    boxSizing: 'border-box',
    padding: 0,
    textAlign: 'center',
    cursor: 'pointer',
  },
});

/**
 * Fluent's checkbox indicator (its box, colours by state and under the pointer, 12 px mark) with
 * the real checkbox laid over it unseen, as Fluent lays its own; the state comes as `data-state`.
 * One rule set: atomic classes would repeat each side of the border per state. A block: an
 * inline box would add a line's height to the row.
 */
const useIndicatorClass = makeResetStyles({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '16px',
  height: '16px',
  margin: '0 auto',
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
  borderRadius: tokens.borderRadiusSmall,
  fill: 'currentColor',
  fontSize: '12px',
  ':hover': { borderColor: tokens.colorNeutralStrokeAccessibleHover },
  '&[data-state=checked]': {
    borderColor: tokens.colorCompoundBrandBackground,
    backgroundColor: tokens.colorCompoundBrandBackground,
    color: tokens.colorNeutralForegroundInverted,
  },
  '&[data-state=checked]:hover': {
    borderColor: tokens.colorCompoundBrandBackgroundHover,
    backgroundColor: tokens.colorCompoundBrandBackgroundHover,
  },
  '&[data-state=mixed]': {
    borderColor: tokens.colorCompoundBrandStroke,
    color: tokens.colorCompoundBrandForeground1,
  },
  '&[data-state=mixed]:hover': {
    borderColor: tokens.colorCompoundBrandStrokeHover,
    color: tokens.colorCompoundBrandForeground1Hover,
  },
  '& > input': {
    position: 'absolute',
    inset: `calc(-1 * ${tokens.strokeWidthThin})`,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&:has(> input:focus-visible)': {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '2px',
  },
});

interface PlaceholderProps extends SelectionCellProps {
  onFocusChange(focused: boolean): void;
}

/**
 * Until the checkbox code is there, the cell draws what Fluent's checkbox draws and holds a plain
 * checkbox of the same name and state: a click or Space selects at once (through the same
 * handler, on the cell), Tab stops on it as on Fluent's, so nothing the user does before the code
 * arrives is lost, and the column neither pops in nor looks empty.
 */
function SelectionCellPlaceholder(props: PlaceholderProps) {
  const styles = useStyles();
  const indicator = useIndicatorClass();
  const { checked, onFocusChange } = props;
  const mixed = checked === 'mixed';
  return (
    // A press anywhere on the cell selects (its click) and asks for the checkbox code.
    <TableCell className={styles.cell} onClick={props.onToggle} onPointerDown={want}>
      <span
        className={indicator}
        data-state={checked === true ? 'checked' : mixed ? 'mixed' : undefined}
      >
        <input
          // Mixed as Fluent's is: the property only script can set.
          ref={(input) => {
            if (input) input.indeterminate = mixed;
          }}
          type="checkbox"
          aria-label={props.label}
          // The selection owns the state: the cell's click handler changes it.
          checked={checked === true}
          onChange={ignoreChange}
          onKeyDown={want}
          onFocus={() => {
            onFocusChange(true);
            want();
          }}
          onBlur={() => onFocusChange(false)}
        />
        {checked === true ? (
          <Checkmark12Filled aria-hidden />
        ) : mixed ? (
          <Square12Filled aria-hidden />
        ) : null}
      </span>
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
