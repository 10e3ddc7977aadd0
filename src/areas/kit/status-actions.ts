// Block / unblock for areas whose records have an active / blocked status: row actions (confirmed) and bulk actions.
import type { BulkAction, RowAction } from '../../ui/kit';
import { kitAreaTextBook } from './messages.en';
import type { Locale } from '../../ui/locale';

interface Blockable {
  status: string;
}

export function statusActionsOf(locale: Locale) {
  const kitAreaText = locale.text(kitAreaTextBook);
  /** Block (asked first, in danger colours) and Unblock (asked first) of one record. */
  function blockActions<T extends Blockable>(name: (row: T) => string): RowAction<T>[] {
    const move = (status: 'active' | 'blocked'): RowAction<T> => {
      const verb = status === 'blocked' ? 'block' : 'unblock';
      return {
        key: verb,
        label: kitAreaText(verb),
        when: (row) => row.status !== status,
        confirm: (row) => ({
          title: kitAreaText(`${verb}Title`, { name: name(row) }),
          body: kitAreaText(`${verb}Body`, { name: name(row) }),
          confirmLabel: kitAreaText(verb),
          destructive: status === 'blocked',
        }),
        change: () => ({ status }),
        done: (row) => kitAreaText(`${verb}Done`, { name: name(row) }),
      };
    };
    return [move('blocked'), move('active')];
  }

  const BLOCK_BULK: readonly BulkAction[] = [
    {
      key: 'block',
      label: kitAreaText('block'),
      action: 'update',
      change: { status: 'blocked' },
      destructive: true,
    },
    {
      key: 'unblock',
      label: kitAreaText('unblock'),
      action: 'update',
      change: { status: 'active' },
    },
    { key: 'delete', label: kitAreaText('delete'), action: 'delete', destructive: true },
  ];
  return { blockActions, BLOCK_BULK };
}
