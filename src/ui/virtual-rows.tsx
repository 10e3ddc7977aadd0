// Only the rows in view of a long page, with spacer rows keeping the scroll height (TanStack Virtual).

import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';

/** Fluent's medium table row; measured rows correct it. */
const ESTIMATED_ROW_PX = 44;
const OVERSCAN_ROWS = 10;

export interface VirtualRowsProps {
  count: number;
  columnCount: number;
  scrollElement: HTMLDivElement | null;
  renderRow(index: number, measure: (node: HTMLTableRowElement | null) => void): ReactNode;
}

/** Spacer heights are set through CSSOM (React's style prop), which a strict CSP allows. */
function Spacer(props: { height: number; columnCount: number }) {
  if (props.height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is never focusable and has no content
    <tr aria-hidden="true" style={{ height: props.height }}>
      <td colSpan={props.columnCount} />
    </tr>
  );
}

export function VirtualRows({ count, columnCount, scrollElement, renderRow }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <Spacer height={top} columnCount={columnCount} />
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      <Spacer height={bottom} columnCount={columnCount} />
    </>
  );
}
