// CSV export of the list's filter and sort (all pages): downloaded with the session's bearer, progress while it streams.
import { useState } from 'react';
import { useElementEvents } from '../element-events';
import { errorMessage } from '../error-message';
import type { PageAndSort } from '../list-resource';
import { useNotify } from '../notify';
import type { AreaResource } from './area-config';
import type { DownloadProgress } from './csv-download';
import { kitTextBook } from './kit-messages';
import { useMessages, useLocale } from '../i18n';

export interface ExportState {
  /** Bytes and rows so far while an export runs, else null. */
  progress: DownloadProgress | null;
  start(): void;
}

export function useExport<T extends { uuid: string }, P extends PageAndSort>(
  resource: AreaResource<T, P>,
  params: P,
): ExportState {
  const locale = useLocale();
  const kitText = useMessages(kitTextBook);

  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const events = useElementEvents();
  const notify = useNotify();
  return {
    progress,
    start() {
      if (progress) return;
      setProgress({ bytes: 0, rows: 0 });
      // The reader and the download link are code of their own, fetched beside the request.
      Promise.all([resource.exportCsv(params), import('./csv-download')])
        .then(async ([stream, csv]) => {
          const { blob, rows } = await csv.readCsv(stream, setProgress);
          csv.saveFile(blob, csv.exportFileName(resource.name));
          return rows;
        })
        .then(
          (rows) => notify({ intent: 'success', title: kitText('exported', { rows }) }),
          (error: unknown) => {
            events.emitError(error);
            notify({
              intent: 'error',
              title: kitText('exportFailed'),
              body: errorMessage(locale, error),
            });
          },
        )
        .finally(() => setProgress(null));
    },
  };
}
