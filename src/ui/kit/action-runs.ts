// The work behind an area's row, bulk and export actions, fetched with the first one (or once the list is idle): requests, optimistic rollback, toasts, events.
import type { ChangeAction } from '../../core/events';
import type { ElementEvents } from '../element-events';
import { errorMessage } from '../error-message';
import type { PageAndSort } from '../list-resource';
import type { Locale } from '../locale';
import type { Notify } from '../notify';
import type { AreaConfig, BulkAction, Confirmation, RowAction } from './area-config';
import { bulkSummary } from './bulk-summary';
import type { DownloadProgress } from './csv-download';
import { kitWorkBook } from './kit-work-messages';

/** What every run needs of the screen that started it. */
export interface RunContext<T extends { uuid: string }, P extends PageAndSort> {
  config: AreaConfig<T, P>;
  locale: Locale;
  events: ElementEvents;
  notify: Notify;
}

/** The filter params of a list: what `bulk` and `export` get, without paging and order. */
export function filterOf<P extends PageAndSort>(params: P): Partial<P> {
  const { limit: _limit, offset: _offset, order: _order, sort: _sort, ...filter } = params;
  return filter as Partial<P>;
}

function changed<T extends { uuid: string }, P extends PageAndSort>(
  context: RunContext<T, P>,
  action: ChangeAction,
  item: unknown,
) {
  context.events.emit('bo-change', { resource: context.config.resource.name, action, item });
}

/**
 * One row action: its PATCH (already shown, see optimistic.ts; `rollback` takes it back if the
 * server refuses) or its call, then bo-change and the toast.
 */
export async function performRow<T extends { uuid: string }, P extends PageAndSort>(
  context: RunContext<T, P>,
  action: RowAction<T>,
  row: T,
  change: { patch: object; rollback(): void } | undefined,
): Promise<void> {
  const { config, locale, events, notify } = context;
  try {
    const result = change
      ? await config.resource.update(row.uuid, change.patch as never)
      : await action.run?.(row, config.resource);
    changed(context, action.action ?? 'update', result ?? row);
    const done = action.done?.(row);
    if (done) notify({ intent: 'success', title: done });
  } catch (error) {
    change?.rollback();
    events.emitError(error);
    notify({
      intent: 'error',
      title:
        action.failed?.(row) ??
        locale.text(kitWorkBook)('actionFailed', {
          action: action.label,
          name: config.itemName(row),
        }),
      body: errorMessage(locale, error),
    });
  }
}

/** One bulk request for the uuids, or for every row matching the filter when `uuids` is null. */
export async function performBulk<T extends { uuid: string }, P extends PageAndSort>(
  context: RunContext<T, P>,
  bulk: BulkAction,
  target: { uuids: string[] | null; params: P; rows: readonly T[] },
): Promise<void> {
  const { config, locale, events, notify } = context;
  try {
    const outcome = await config.resource.bulk({
      action: bulk.action,
      ...(target.uuids ? { uuids: target.uuids } : { filter: filterOf(target.params) }),
      ...(bulk.change ? { change: bulk.change as never } : {}),
    });
    const names = new Map(target.rows.map((row) => [row.uuid, config.itemName(row)]));
    notify(bulkSummary(locale, outcome, bulk.action, (uuid) => names.get(uuid)));
    changed(context, bulk.action, outcome);
  } catch (error) {
    events.emitError(error);
    notify({
      intent: 'error',
      title: locale.text(kitWorkBook)('bulkFailed'),
      body: errorMessage(locale, error),
    });
  }
}

/** "Delete 1 item?", "Delete 1,250 items?": each language's plural forms. */
export function bulkConfirmation(locale: Locale, bulk: BulkAction, count: number): Confirmation {
  const kitText = locale.text(kitWorkBook);
  const shown = locale.formatNumber(count);
  return {
    title: kitText.plural('bulkConfirmTitle', count, { action: bulk.label, count: shown }),
    body: kitText.plural('bulkConfirmBody', count, { count: shown }),
    confirmLabel: bulk.label,
    destructive: true,
  };
}

/** A form saved: bo-change and a toast naming the record. */
export function announceSaved<T extends { uuid: string }, P extends PageAndSort>(
  context: RunContext<T, P>,
  action: 'create' | 'update',
  item: T,
): void {
  const { config, locale, notify } = context;
  changed(context, action, item);
  const kitText = locale.text(kitWorkBook);
  const title =
    action === 'update' && config.texts.saved
      ? config.texts.saved
      : kitText(action === 'create' ? 'created' : 'saved', { name: config.itemName(item) });
  notify({ intent: 'success', title });
}

/** The CSV of the list's filter and sort, every page, saved as a file; progress while it streams. */
export async function performExport<T extends { uuid: string }, P extends PageAndSort>(
  context: RunContext<T, P>,
  params: P,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const { config, locale, events, notify } = context;
  const kitText = locale.text(kitWorkBook);
  try {
    // The reader and the download link are code of their own, fetched beside the request.
    const [stream, csv] = await Promise.all([
      config.resource.exportCsv(params),
      import('./csv-download'),
    ]);
    const { blob, rows } = await csv.readCsv(stream, onProgress);
    csv.saveFile(blob, csv.exportFileName(config.resource.name));
    notify({
      intent: 'success',
      title: kitText.plural('exported', rows, { count: locale.formatNumber(rows) }),
    });
  } catch (error) {
    events.emitError(error);
    notify({ intent: 'error', title: kitText('exportFailed'), body: errorMessage(locale, error) });
  }
}
