// The resource table's header row: the select-all cell, and one sortable, sized, aligned header cell per shown column.

import { mergeClasses, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';

import type { ColumnLayout } from './column-layout';
import { LazySelectionCell } from './lazy-selection-cell';
import type { PageAndSort } from './list-resource';
import { type ResourceColumn, useCellStyles } from './resource-table-row';
import type { RowSelectionControls } from './row-selection';
import { nextSort, sortDirectionOf } from './table-paging';
import { useT } from './i18n';

export interface ResourceTableHeaderProps<T> {
  layout: ColumnLayout<ResourceColumn<T>>;
  params: PageAndSort;
  onParamsChange(patch: Partial<PageAndSort>): void;
  defaultSort: string;
  selection: RowSelectionControls | undefined;
  /** Virtualized tables number their rows for assistive technology. */
  virtual: boolean;
}

export function ResourceTableHeader<T>(props: ResourceTableHeaderProps<T>) {
  const { t } = useT();

  const { params, onParamsChange, defaultSort, selection } = props;
  const styles = useCellStyles();
  return (
    <TableHeader className={styles.head}>
      <TableRow aria-rowindex={props.virtual ? 1 : undefined}>
        {selection ? (
          <LazySelectionCell
            checked={selection.headerState ?? false}
            label={t('table.selectAll')}
            onToggle={selection.togglePage}
          />
        ) : null}
        {props.layout.columns.map(({ column, width }) => {
          const end = column.align === 'end';
          return (
            <TableHeaderCell
              key={column.key}
              style={width === undefined ? undefined : { width }}
              className={mergeClasses(styles.cell, end && styles.end)}
              button={end ? { className: styles.endButton } : undefined}
              sortable={column.sortable ?? false}
              sortDirection={
                column.sortable ? sortDirectionOf(params, column.key, defaultSort) : undefined
              }
              onClick={
                column.sortable
                  ? () => onParamsChange(nextSort(params, column.key, defaultSort))
                  : undefined
              }
            >
              {column.label}
            </TableHeaderCell>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
