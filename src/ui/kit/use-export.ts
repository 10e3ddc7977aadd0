// CSV export of the list's filter and sort (all pages): the progress state; the download itself loads on first use (action-runs.ts).
import { useState } from 'react';
import type { PageAndSort } from '../list-resource';
import type { AreaConfig } from './area-config';
import type { DownloadProgress } from './csv-download';
import { useRunContext } from './use-row-actions';

export interface ExportState {
  /** Bytes and rows so far while an export runs, else null. */
  progress: DownloadProgress | null;
  start(): void;
}

export function useExport<T extends { uuid: string }, P extends PageAndSort>(
  config: AreaConfig<T, P>,
  params: P,
): ExportState {
  const { context, withRuns } = useRunContext(config);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  return {
    progress,
    start() {
      if (progress) return;
      setProgress({ bytes: 0, rows: 0 });
      void withRuns((runs) => runs.performExport(context, params, setProgress)).finally(() =>
        setProgress(null),
      );
    },
  };
}
