// useResourceMutation: create/update/delete with optional optimistic change and rollback, a toast on failure, bo-error and bo-change.

import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ChangeAction } from '../core/events';

import { useElementEvents } from './element-events';
import { errorMessage } from './error-message';
import { useNotify } from './notify';
import { useT, useLocale } from './i18n';

type Rollback = (() => void) | undefined;

export interface ResourceMutationOptions<V, R> {
  /** The resource name reported in bo-change, e.g. 'tasks'. */
  resource: string;
  action: ChangeAction;
  mutationFn: (variables: V) => Promise<R>;
  /** bo-change `item`; the server's result unless given. */
  changedItem?: (result: R, variables: V) => unknown;
  /** Applies the change before the server answers and returns how to undo it if the server refuses. */
  optimistic?: (variables: V) => Rollback;
  /** Toast title after success; no toast when omitted. */
  successTitle?: (result: R, variables: V) => string;
  /** Toast title when the server refuses; the toast body carries the reason. */
  failureTitle?: string;
  /** Set to false when the form shows the failure itself (e.g. per-field messages). */
  notifyFailure?: boolean;
  onSuccess?: (result: R, variables: V) => void;
  onError?: (error: unknown, variables: V) => void;
}

export function useResourceMutation<V, R>(
  options: ResourceMutationOptions<V, R>,
): UseMutationResult<R, unknown, V, Rollback> {
  const locale = useLocale();
  const { t } = useT();

  const events = useElementEvents();
  const notify = useNotify();
  return useMutation<R, unknown, V, Rollback>({
    mutationFn: options.mutationFn,
    onMutate: (variables) => options.optimistic?.(variables),
    onError: (error, variables, rollback) => {
      rollback?.();
      events.emitError(error);
      if (options.notifyFailure !== false) {
        notify({
          intent: 'error',
          title: options.failureTitle ?? t('error.saveFailed'),
          body: errorMessage(locale, error),
        });
      }
      options.onError?.(error, variables);
    },
    onSuccess: (result, variables) => {
      const item = options.changedItem ? options.changedItem(result, variables) : result;
      events.emit('bo-change', { resource: options.resource, action: options.action, item });
      const title = options.successTitle?.(result, variables);
      if (title) notify({ intent: 'success', title });
      options.onSuccess?.(result, variables);
    },
  });
}
