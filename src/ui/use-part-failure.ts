// When a lazily loaded drawer or dialog cannot load: close what it belonged to, tell the reader in a toast and the host in bo-error.
import { useCallback } from 'react';
import { useElementEvents } from './element-events';
import { errorMessage } from './error-message';
import { useLocale } from './i18n';
import { chunkFailure } from './lazy-part';
import { useNotify } from './notify';

/** `failed(close)` is a LazyPartBoundary's onFailed for a part of the `chunk` area. */
export function usePartFailure(chunk: string) {
  const locale = useLocale();
  const notify = useNotify();
  const { emitError } = useElementEvents();
  return useCallback(
    (close: () => void) => (error: unknown) => {
      const failure = chunkFailure(chunk, error);
      close();
      emitError(failure);
      notify({ intent: 'error', title: failure.message, body: errorMessage(locale, failure) });
    },
    [chunk, emitError, notify, locale],
  );
}
