// Cells every area shows the same way: status badges, dates, relative times, money, references, the actions column;
// and the on / off action behind a yes / no field's switch or menu items.
import type { ReactNode } from 'react';

import { kitTextBook } from '../../ui/kit/kit-messages';
import { ReferenceName } from '../../ui/kit/reference-name';
import type { ReferenceSource } from '../../ui/kit/use-lookup';
import type { RowAction } from '../../ui/kit/area-config';
import type { ResourceColumn } from '../../ui/resource-table';
import { StatusBadge } from '../../ui/status-badge';
import type { Locale } from '../../ui/locale';

type Column<T> = ResourceColumn<T>;
type Sizing = Pick<Column<unknown>, 'minWidth' | 'hideBelow' | 'width' | 'sortable'>;

/** What each kind of cell starts from: the default width, alignment and sortability. */
type Defaults = Pick<Column<unknown>, 'minWidth' | 'align' | 'sortable'>;

/** One column of a kind: its defaults, then the area's sizing, then how a row renders. */
function column<T>(
  key: string,
  label: string,
  defaults: Defaults,
  sizing: Sizing,
  render: (row: T) => ReactNode,
): Column<T> {
  return { key, label, ...defaults, ...sizing, render };
}

export function cellsOf(locale: Locale) {
  const kitText = locale.text(kitTextBook);
  const { formatDateTime, formatMoney, formatRelative } = locale;

  /** A sortable column of plain text (a name, an email, a number). */
  const textColumn = <T,>(
    key: string,
    label: string,
    value: (row: T) => ReactNode,
    sizing: Sizing = {},
  ) => column(key, label, { minWidth: 150, sortable: true }, sizing, value);

  const statusColumn = <T,>(
    key: string,
    label: string,
    value: (row: T) => string,
    sizing: Sizing = {},
  ) =>
    column<T>(key, label, { minWidth: 104, sortable: true }, sizing, (row) => (
      <StatusBadge value={value(row)} />
    ));

  const dateColumn = <T,>(
    key: string,
    label: string,
    value: (row: T) => string | null,
    sizing: Sizing = {},
  ) =>
    column<T>(
      key,
      label,
      { minWidth: 150, sortable: true },
      sizing,
      (row) => formatDateTime(value(row)) || kitText('none'),
    );

  /** "5 min ago", the exact time in the tooltip. */
  const relativeColumn = <T,>(
    key: string,
    label: string,
    value: (row: T) => string | null,
    sizing: Sizing = {},
  ) =>
    column<T>(key, label, { minWidth: 120, sortable: true }, sizing, (row) => {
      const at = value(row);
      return at ? (
        <time dateTime={at} title={formatDateTime(at)}>
          {formatRelative(at)}
        </time>
      ) : (
        kitText('relativeNever')
      );
    });

  const moneyColumn = <T,>(
    key: string,
    label: string,
    amount: (row: T) => number,
    currency: (row: T) => string,
    sizing: Sizing = {},
  ) =>
    column<T>(key, label, { minWidth: 110, align: 'end', sortable: true }, sizing, (row) =>
      formatMoney(amount(row), currency(row)),
    );

  const referenceColumn = <T,>(
    key: string,
    label: string,
    source: ReferenceSource,
    uuid: (row: T) => string | null,
    sizing: Sizing = {},
  ) =>
    column<T>(key, label, { minWidth: 140 }, sizing, (row) => (
      <ReferenceName source={source} uuid={uuid(row)} />
    ));

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

/** The record's yes / no fields. */
type FlagField<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** What a move one way says: its key and label, its toast, a question first where it needs one. */
type FlagMove<T> = Omit<RowAction<T>, 'when' | 'change'>;

/**
 * The row action setting a yes / no field (activate and deactivate, enable and disable), offered
 * only on the rows where it is the other way; the kit applies it at once and rolls it back if
 * refused. Here, not in a module of its own: the lists using it load this one already.
 */
export function flagAction<T>(field: FlagField<T>, move: (on: boolean) => FlagMove<T>) {
  return (on: boolean): RowAction<T> => ({
    ...move(on),
    when: (row) => row[field] !== on,
    change: () => ({ [field]: on }),
  });
}
