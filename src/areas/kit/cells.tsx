// Cells every area shows the same way: status badges, dates, relative times, money, references, the actions column.
import type { ReactNode } from 'react';

import { kitTextBook, ReferenceName, type ReferenceSource } from '../../ui/kit';
import type { ResourceColumn } from '../../ui/resource-table';
import { StatusBadge } from '../../ui/status-badge';
import type { Locale } from '../../ui/locale';

type Column<T> = ResourceColumn<T>;
type Sizing = Pick<Column<unknown>, 'minWidth' | 'hideBelow' | 'width' | 'sortable'>;

export function cellsOf(locale: Locale) {
  const kitText = locale.text(kitTextBook);
  const { formatDateTime, formatMoney, formatRelative } = locale;
  /** A sortable column of plain text (a name, an email, a number). */
  function textColumn<T>(
    key: string,
    label: string,
    value: (row: T) => ReactNode,
    sizing: Sizing = {},
  ): Column<T> {
    return { key, label, minWidth: 150, sortable: true, ...sizing, render: value };
  }

  function statusColumn<T>(
    key: string,
    label: string,
    value: (row: T) => string,
    sizing: Sizing = {},
  ): Column<T> {
    return {
      key,
      label,
      minWidth: 104,
      sortable: true,
      ...sizing,
      render: (row) => <StatusBadge value={value(row)} />,
    };
  }

  function dateColumn<T>(
    key: string,
    label: string,
    value: (row: T) => string | null,
    sizing: Sizing = {},
  ): Column<T> {
    return {
      key,
      label,
      minWidth: 150,
      sortable: true,
      ...sizing,
      render: (row) => formatDateTime(value(row)) || kitText('none'),
    };
  }

  /** "5 min ago", the exact time in the tooltip. */
  function relativeColumn<T>(
    key: string,
    label: string,
    value: (row: T) => string | null,
    sizing: Sizing = {},
  ): Column<T> {
    return {
      key,
      label,
      minWidth: 120,
      sortable: true,
      ...sizing,
      render: (row) => {
        const at = value(row);
        return at ? (
          <time dateTime={at} title={formatDateTime(at)}>
            {formatRelative(at)}
          </time>
        ) : (
          kitText('relativeNever')
        );
      },
    };
  }

  function moneyColumn<T>(
    key: string,
    label: string,
    amount: (row: T) => number,
    currency: (row: T) => string,
    sizing: Sizing = {},
  ): Column<T> {
    return {
      key,
      label,
      minWidth: 110,
      align: 'end',
      sortable: true,
      ...sizing,
      render: (row) => formatMoney(amount(row), currency(row)),
    };
  }

  function referenceColumn<T>(
    key: string,
    label: string,
    source: ReferenceSource,
    uuid: (row: T) => string | null,
    sizing: Sizing = {},
  ): Column<T> {
    return {
      key,
      label,
      minWidth: 140,
      ...sizing,
      render: (row) => <ReferenceName source={source} uuid={uuid(row)} />,
    };
  }

  function actionsColumn<T>(actions: (row: T) => ReactNode): Column<T> {
    // Room for the "Actions" header in fonts wider than Segoe UI (Linux's fallbacks) without
    // breaking it in two.
    return { key: 'actions', label: kitText('actions'), width: 80, render: actions };
  }
  return {
    textColumn,
    statusColumn,
    dateColumn,
    relativeColumn,
    moneyColumn,
    referenceColumn,
    actionsColumn,
  };
}
