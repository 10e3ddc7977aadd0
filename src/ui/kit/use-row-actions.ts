// Row and bulk actions of an area: confirmation first where asked, one at a time per row, the busy state; the work itself loads on first use (action-runs.ts).
import { useCallback, useRef, useState } from 'react';
import { useElementEvents } from '../element-events';
import { useLocale } from '../i18n';
import type { PageAndSort } from '../list-resource';
import { useNotify } from '../notify';
import { usePartFailure } from '../use-part-failure';
import type { RunContext } from './action-runs';
import type { AreaConfig, BulkAction, Confirmation, RowAction } from './area-config';
import { applyOptimistic } from './optimistic';
import { refusedOn, useOwnRow } from './own-row';

export type PendingConfirm = Confirmation & { run(): Promise<void> };

/** The runners' code: not needed for the first rows, fetched with the first action or once idle. */
export const loadRuns = () => import('./action-runs');

/** The screen's handles every run needs; a chunk that cannot load is reported like a lazy part's. */
export function useRunContext<T extends { uuid: string }, P extends PageAndSort>(
  config: AreaConfig<T, P>,
) {
  const context: RunContext<T, P> = {
    config,
    locale: useLocale(),
    events: useElementEvents(),
    notify: useNotify(),
  };
  const failed = usePartFailure(config.key);
  return {
    context,
    /** Runs `work` with the runners once their code is here; false when the code did not load. */
    async withRuns(
      work: (runs: Awaited<ReturnType<typeof loadRuns>>) => Promise<void> | void,
    ): Promise<boolean> {
      let runs: Awaited<ReturnType<typeof loadRuns>>;
      try {
        runs = await loadRuns();
      } catch (error) {
        failed(() => undefined)(error);
        return false;
      }
      await work(runs);
      return true;
    },
  };
}

export function useAreaActions<T extends { uuid: string }, P extends PageAndSort>(
  config: AreaConfig<T, P>,
) {
  const { context, withRuns } = useRunContext(config);
  const [confirming, setConfirming] = useState<PendingConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref keeps the one-at-a-time guard exact between renders; the state re-renders the cells.
  const pendingRef = useRef(new Set<string>());
  const [pendingRevision, setPendingRevision] = useState(0);
  const own = useOwnRow(config.ownRow);
  const setPending = (key: string, on: boolean) => {
    if (on) pendingRef.current.add(key);
    else pendingRef.current.delete(key);
    setPendingRevision((revision) => revision + 1);
  };

  async function perform(action: RowAction<T>, row: T): Promise<void> {
    // One call per action and row at a time, so answers cannot arrive out of order.
    const key = `${action.key}:${row.uuid}`;
    if (pendingRef.current.has(key)) return;
    setPending(key, true);
    // Shown at once, before the runners' code is here; taken back if the server refuses.
    const patch = action.change?.(row);
    const change = patch
      ? { patch, rollback: applyOptimistic(config.resource.cache, row, patch) }
      : undefined;
    try {
      const ran = await withRuns((runs) => runs.performRow(context, action, row, change));
      if (!ran) change?.rollback();
    } finally {
      setPending(key, false);
    }
  }

  const ask = (confirmation: Confirmation, run: () => Promise<void>) =>
    setConfirming({ ...confirmation, run });

  const runRowNow = (action: RowAction<T>, row: T) => {
    // Menus grey these out; inline controls in cells are stopped here.
    if (refusedOn(action, own(row))) return;
    const confirmation = action.confirm?.(row);
    if (confirmation) ask(confirmation, () => perform(action, row));
    else void perform(action, row);
  };
  const latestRunRow = useRef(runRowNow);
  latestRunRow.current = runRowNow;
  // The columns are built from these: one runRow for the screen's life, and a pending() that is
  // new only when a row's action starts or ends, so other renders leave the rows alone.
  const runRow = useCallback(
    (action: RowAction<T>, row: T) => latestRunRow.current(action, row),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is what makes it new
  const pending = useCallback(
    (key: string, row: T) => pendingRef.current.has(`${key}:${row.uuid}`),
    [pendingRevision],
  );

  return {
    confirming,
    busy,
    /** What the lazily loaded parts (the form's save) report through. */
    context,
    /** The row is the signed-in user's own. */
    own,
    cancelConfirm: () => setConfirming(null),
    /** A row action with this key is on its way to the server for the row. */
    pending,
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
    runRow,
    /**
     * Runs a bulk action (`uuids` null: every row matching the list's filter), asking first when
     * it is destructive; `ran` follows the request only, so a cancelled confirmation leaves the
     * selection (and the bar) as they were.
     */
    runBulk(
      bulk: BulkAction,
      target: { uuids: string[] | null; count: number; params: P; rows: readonly T[] },
      ran: () => void,
    ) {
      void withRuns((runs) => {
        const run = async () => {
          setBusy(true);
          try {
            await runs.performBulk(context, bulk, target);
          } finally {
            setBusy(false);
          }
          ran();
        };
        if (bulk.destructive) ask(runs.bulkConfirmation(context.locale, bulk, target.count), run);
        else return run();
      });
    },
  };
}
