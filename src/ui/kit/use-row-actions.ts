// Row and bulk actions of an area: confirmation first where asked, optimistic PATCHes with rollback, one bulk request, toasts and events.
import { useRef, useState } from 'react';
import type { ChangeAction } from '../../core/events';
import { useElementEvents } from '../element-events';
import { errorMessage } from '../error-message';
import type { PageAndSort } from '../list-resource';
import { useNotify } from '../notify';
import type { AreaConfig, BulkAction, Confirmation, RowAction } from './area-config';
import { bulkSummary } from './bulk-summary';
import { kitTextBook } from './kit-messages';
import { refusedOn, useOwnRow } from './own-row';
import { useMessages, useLocale } from '../i18n';

export type PendingConfirm = Confirmation & { run(): Promise<void> };

/** The filter params of a list: what `bulk` and `export` get, without paging and order. */
export function filterOf<P extends PageAndSort>(params: P): Partial<P> {
  const { limit: _limit, offset: _offset, order: _order, sort: _sort, ...filter } = params;
  return filter as Partial<P>;
}

export function useAreaActions<T extends { uuid: string }, P extends PageAndSort>(
  config: AreaConfig<T, P>,
) {
  const locale = useLocale();
  const kitText = useMessages(kitTextBook);

  const events = useElementEvents();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<PendingConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref keeps the one-at-a-time guard exact between renders; the state re-renders the cells.
  const pendingRef = useRef(new Set<string>());
  const [, setPendingRevision] = useState(0);
  const { resource } = config;
  const own = useOwnRow(config.ownRow);
  const pendingKey = (action: RowAction<T>, row: T) => `${action.key}:${row.uuid}`;
  const setPending = (key: string, on: boolean) => {
    if (on) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPendingRevision((revision) => revision + 1);
  };

  const changed = (action: ChangeAction, item: unknown) =>
    events.emit('bo-change', { resource: resource.name, action, item });

  async function perform(action: RowAction<T>, row: T): Promise<void> {
    // One call per action and row at a time, so answers cannot arrive out of order.
    const key = pendingKey(action, row);
    if (pendingRef.current.has(key)) return;
    setPending(key, true);
    try {
      await attempt(action, row);
    } finally {
      setPending(key, false);
    }
  }

  async function attempt(action: RowAction<T>, row: T): Promise<void> {
    const store = resource.store;
    const patch = action.change?.(row);
    let rollback: (() => void) | undefined;
    if (patch) {
      // Shown at once; only the changed fields go back if the server refuses.
      const before = store.getState().byId[row.uuid] ?? row;
      store.getState().upsert({ ...before, ...patch });
      rollback = () => {
        const latest = store.getState().byId[row.uuid];
        if (!latest) return;
        const restored = { ...latest } as Record<string, unknown>;
        for (const key of Object.keys(patch)) restored[key] = Reflect.get(before, key);
        store.getState().upsert(restored as T);
      };
    }
    try {
      const result = patch
        ? await resource.update(row.uuid, patch as never)
        : await action.run?.(row);
      changed(action.action ?? 'update', result ?? row);
      const done = action.done?.(row);
      if (done) notify({ intent: 'success', title: done });
    } catch (error) {
      rollback?.();
      events.emitError(error);
      notify({
        intent: 'error',
        title:
          action.failed?.(row) ??
          kitText('actionFailed', { action: action.label, name: config.itemName(row) }),
        body: errorMessage(locale, error),
      });
    }
  }

  async function performBulk(
    bulk: BulkAction,
    uuids: string[] | null,
    params: P,
    rows: readonly T[],
  ) {
    setBusy(true);
    try {
      const outcome = await resource.bulk({
        action: bulk.action,
        ...(uuids ? { uuids } : { filter: filterOf(params) }),
        ...(bulk.change ? { change: bulk.change as never } : {}),
      });
      const names = new Map(rows.map((row) => [row.uuid, config.itemName(row)]));
      notify(bulkSummary(locale, outcome, bulk.action, (uuid) => names.get(uuid)));
      changed(bulk.action, outcome);
    } catch (error) {
      events.emitError(error);
      notify({ intent: 'error', title: kitText('bulkFailed'), body: errorMessage(locale, error) });
    } finally {
      setBusy(false);
    }
  }

  const ask = (confirmation: Confirmation, run: () => Promise<void>) =>
    setConfirming({ ...confirmation, run });

  return {
    confirming,
    busy,
    /** A form saved: bo-change and a toast naming the record. */
    saved(action: 'create' | 'update', item: unknown) {
      changed(action, item);
      const name = config.itemName(item as T);
      const title =
        action === 'update' && config.texts.saved
          ? config.texts.saved
          : kitText(action === 'create' ? 'created' : 'saved', { name });
      notify({ intent: 'success', title });
    },
    /** The row is the signed-in user's own. */
    own,
    cancelConfirm: () => setConfirming(null),
    /** A row action with this key is on its way to the server for the row. */
    pending: (key: string, row: T) => pendingRef.current.has(`${key}:${row.uuid}`),
    async confirm() {
      if (!confirming) return;
      setBusy(true);
      try {
        await confirming.run();
      } finally {
        setBusy(false);
        setConfirming(null);
      }
    },
    runRow(action: RowAction<T>, row: T) {
      // Menus grey these out; inline controls in cells are stopped here.
      if (refusedOn(action, own(row))) return;
      const confirmation = action.confirm?.(row);
      if (confirmation) ask(confirmation, () => perform(action, row));
      else void perform(action, row);
    },
    /** `uuids` null: every row matching the list's filter. */
    /**
     * Runs a bulk action, asking first when it is destructive; `ran` follows the request only,
     * so a cancelled confirmation leaves the selection (and the bar) as they were.
     */
    runBulk(
      bulk: BulkAction,
      target: { uuids: string[] | null; count: number; params: P; rows: readonly T[] },
      ran: () => void,
    ) {
      const run = () => performBulk(bulk, target.uuids, target.params, target.rows).then(ran);
      if (!bulk.destructive) {
        void run();
        return;
      }
      // "Delete 1 item?", "Delete 1,250 items?": the catalogs have a sentence for one.
      const one = target.count === 1;
      const count = locale.formatNumber(target.count);
      ask(
        {
          title: kitText(one ? 'bulkConfirmTitleOne' : 'bulkConfirmTitle', {
            action: bulk.label,
            count,
          }),
          body: kitText(one ? 'bulkConfirmBodyOne' : 'bulkConfirmBody', { count }),
          confirmLabel: bulk.label,
          destructive: true,
        },
        run,
      );
    },
  };
}
