// ResourceTable: one Fluent table for every list — server-side pages, sorting, selection, skeleton, empty and error states, virtualized long pages.

import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableRow,
  tokens,
  useEventCallback,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import { columnLayout } from './column-layout';
import { useContentStatus } from './content-status';
import type { PageAndSort } from './list-resource';
import { ResourceTableHeader } from './resource-table-header';
import { type ResourceColumn, ResourceTableRow, useRowClasses } from './resource-table-row';
import { type RowSelection, rowSelectionControls } from './row-selection';
import { TablePagination } from './table-pagination';
import { DEFAULT_SORT } from './table-paging';
import { preloadToastHost } from './notify';
import { useBoxWidth } from './use-box-width';
import { useScreenWidthGuess } from './screen-width';
import { useLateFlag } from './use-late-flag';
import { onFirstStep } from './first-step';
import type { VirtualRowsProps } from './virtual-rows';
import { useT } from './i18n';

export type { ResourceColumn } from './resource-table-row';
export type { RowSelection } from './row-selection';

/** Pages longer than this render only the rows in view. */
export const VIRTUALIZE_ABOVE = 100;
const SKELETON_ROWS = 10;
/** Rows shown plainly while the virtualizer's chunk loads. */
const ROWS_BEFORE_VIRTUALIZER = 30;

// Not needed for the first rows of a normal page: each loads on first use.
const virtualRowsPart = lazyPart<VirtualRowsProps>(() =>
  import('./virtual-rows').then((module) => module.VirtualRows),
);
/** How long a newer page may take before the progress bar shows over the rows. */
export const TABLE_PROGRESS_DELAY_MS = 150;
const progressPart = lazyPart<{ label: string }>(() =>
  import('./fetch-progress').then((module) => module.FetchProgress),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  scroll: { overflowX: 'auto' },
  virtualScroll: { overflow: 'auto', maxHeight: '70vh' },
  progress: { height: '2px' },
  stateCell: { textAlign: 'center' },
  // A placeholder bar with Fluent's stencil colours and wave (Fluent's Skeleton costs more than the table).
  skeleton: {
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralStencil1} 0%, ${tokens.colorNeutralStencil2} 50%, ${tokens.colorNeutralStencil1} 100%)`,
    backgroundSize: '300% 100%',
    animationName: { from: { backgroundPositionX: '300%' }, to: { backgroundPositionX: '0%' } },
    animationDuration: '3s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none' },
    '@media screen and (forced-colors: active)': {
      backgroundImage: 'none',
      backgroundColor: 'WindowText',
    },
  },
  table: { minWidth: '100%', backgroundColor: tokens.colorNeutralBackground1 },
});

export interface ResourceTableProps<T extends { uuid: string }> {
  /** Accessible name of the table, e.g. "Tasks". */
  label: string;
  columns: readonly ResourceColumn<T>[];
  rows: readonly T[];
  /** null while unknown (a failed load): the pager says so instead of "0–0 of 0". */
  total: number | null;
  params: PageAndSort;
  /** Paging and sorting patches; each carries the offset to show. */
  onParamsChange(patch: Partial<PageAndSort>): void;
  /** No data yet: skeleton rows. */
  loading?: boolean;
  /** A request is running while the rows shown are older. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  selection?: RowSelection;
  /** Click or Enter on a row. */
  onRowOpen?: (row: T) => void;
  emptyTitle?: string;
  emptyHint?: string;
  /** The column the server sorts by without `sort`. */
  defaultSort?: string;
}

export function ResourceTable<T extends { uuid: string }>(props: ResourceTableProps<T>) {
  const { t } = useT();

  const { rows, params, onParamsChange, error, loading = false } = props;
  const styles = useStyles();
  const rowClasses = useRowClasses();
  // Rows or the empty state count as the element's content; an error reports itself (ErrorState).
  useContentStatus(loading && rows.length === 0 ? 'loading' : 'ready');
  // Columns follow the width the host gives the element, not the viewport's.
  // Guessed from the screen, which the table usually spans: one render on mount, not two.
  const [measure, boxWidth] = useBoxWidth<HTMLDivElement>(useScreenWidthGuess());
  // State, not a ref: the virtualizer's layout effect runs before a parent's ref is attached,
  // so it must re-render once the scroll container exists. Attached only for virtual rows: a
  // short page has no virtualizer, and state set in its mount's commit would render it twice.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const defaultSort = props.defaultSort ?? DEFAULT_SORT;
  const selection = rowSelectionControls(
    props.selection,
    rows.map((row) => row.uuid),
  );
  const virtual = rows.length > VIRTUALIZE_ABOVE && !error;
  const selectable = Boolean(props.selection);
  // Kept across renders while nothing they depend on changes, so the memoized rows stay put.
  const layout = useMemo(
    () => columnLayout(props.columns, boxWidth, selectable),
    [props.columns, boxWidth, selectable],
  );
  const columns = useMemo(() => layout.columns.map((shown) => shown.column), [layout]);
  const toggleRow = useEventCallback((uuid: string) => selection?.toggleRow(uuid));
  const openRow = useEventCallback((row: T) => props.onRowOpen?.(row));
  const columnCount = columns.length + (selection ? 1 : 0);
  const activeStop = Math.min(tabStop, Math.max(rows.length - 1, 0));
  const longPages = params.limit > VIRTUALIZE_ABOVE;
  useEffect(() => {
    // Ahead of the rows: a page size over the limit will need the virtualizer.
    if (longPages) virtualRowsPart.preload();
  }, [longPages]);
  const showingRows = !loading && rows.length > 0;
  useEffect(() => {
    if (!showingRows) return;
    // The next fetch (the first search, a page) shows the progress bar, and a toast may follow
    // it: their code comes after the user's first step towards one (a press, a key, a search),
    // once that step's answer is in: not with it, where it would compete with the answer the user
    // waits for, nor ahead of any use, where it costs a reader who never searches.
    return onFirstStep(() => {
      progressPart.preload();
      preloadToastHost();
    });
  }, [showingRows]);

  const renderRow = (
    row: T,
    index: number,
    measureRef?: (node: HTMLTableRowElement | null) => void,
  ) => (
    // Keyed by position: a new page or filter updates the rows on screen in place instead of
    // unmounting them and mounting new ones (their Fluent cells, badges and checkboxes), which
    // halves the work between the answer and the rows. Cells keep no state of their own; the
    // kit keys a row's menu by its record (list-screen.tsx).
    <ResourceTableRow
      key={index}
      row={row}
      classes={rowClasses}
      index={index}
      columns={columns}
      selected={selection?.isSelected(row.uuid)}
      onToggle={selection ? toggleRow : undefined}
      onOpen={props.onRowOpen ? openRow : undefined}
      isTabStop={index === activeStop}
      onFocusRow={setTabStop}
      measureRef={measureRef}
      ariaRowIndex={virtual ? index + 2 : undefined}
    />
  );

  const stateRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columnCount} className={styles.stateCell}>
        {content}
      </TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (error) {
    body = stateRow(<ErrorState error={error} onRetry={props.onRetry} />);
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: Math.min(params.limit, SKELETON_ROWS) }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
      <TableRow key={index} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, cell) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <TableCell key={cell}>
            <div className={styles.skeleton} />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = stateRow(
      <EmptyState
        title={props.emptyTitle ?? t('table.empty')}
        hint={props.emptyHint ?? t('table.emptyHint')}
      />,
    );
  } else if (virtual) {
    const VirtualRows = virtualRowsPart.current();
    body = (
      <LazyPartBoundary
        part={virtualRowsPart}
        loading={rows.slice(0, ROWS_BEFORE_VIRTUALIZER).map((row, index) => renderRow(row, index))}
        fallback={rows.map((row, index) => renderRow(row, index))}
      >
        <VirtualRows
          count={rows.length}
          scrollElement={scrollElement}
          columnCount={columnCount}
          renderRow={(index, measure) => renderRow(rows[index]!, index, measure)}
        />
      </LazyPartBoundary>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  // An answer quicker than this shows no bar (nor renders its code): it would only flash.
  const showProgress = useLateFlag(Boolean(props.fetching) && !loading, TABLE_PROGRESS_DELAY_MS);
  const Progress = progressPart.current();
  return (
    <div ref={measure} className={styles.root}>
      <div className={styles.progress}>
        {showProgress ? (
          <LazyPartBoundary part={progressPart}>
            <Progress label={t('table.loading')} />
          </LazyPartBoundary>
        ) : null}
      </div>
      <div
        ref={virtual ? setScrollElement : undefined}
        className={virtual ? styles.virtualScroll : styles.scroll}
      >
        <Table
          aria-label={props.label}
          aria-busy={loading || props.fetching ? true : undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
          sortable={columns.some((column) => column.sortable)}
          className={styles.table}
          style={{ width: layout.tableWidth, minWidth: layout.tableMinWidth }}
        >
          <ResourceTableHeader
            layout={layout}
            params={params}
            onParamsChange={onParamsChange}
            defaultSort={defaultSort}
            selection={selection}
            virtual={virtual}
          />
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      <TablePagination
        label={props.label}
        params={params}
        total={props.total}
        onChange={onParamsChange}
      />
    </div>
  );
}
