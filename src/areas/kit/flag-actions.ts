// Turning a yes / no field of a record on or off from its menu or an inline switch (activate and
// deactivate, enable and disable): the kit applies the change at once and rolls it back if refused.
import type { RowAction } from '../../ui/kit/area-config';

/** The record's yes / no fields. */
type FlagField<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** What a move one way says: its key and label, its toast, a question first where it needs one. */
type FlagMove<T> = Omit<RowAction<T>, 'when' | 'change'>;

/** The row action setting `field` to `on`, offered only on the rows where it is the other way. */
export function flagAction<T>(field: FlagField<T>, move: (on: boolean) => FlagMove<T>) {
  return (on: boolean): RowAction<T> => ({
    ...move(on),
    when: (row) => row[field] !== on,
    change: () => ({ [field]: on }),
  });
}
