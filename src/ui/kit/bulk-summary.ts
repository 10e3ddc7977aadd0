// The toast after a bulk action: "12 updated, 1 failed", naming the failed rows and why.
import type { BulkOutcome } from './area-config';
import { kitWorkBook } from './kit-work-messages';
import type { Locale } from '../../ui/locale';

/** At most this many failures are named; the rest are counted. */
const NAMED_FAILURES = 3;

export interface BulkSummary {
  intent: 'success' | 'warning' | 'error';
  title: string;
  body?: string;
}

export function bulkSummary(
  locale: Locale,
  outcome: BulkOutcome,
  action: 'update' | 'delete',
  nameOf: (uuid: string) => string | undefined,
): BulkSummary {
  const kitText = locale.text(kitWorkBook);
  const { succeeded, failed } = outcome;
  const count = (key: 'bulkUpdated' | 'bulkDeleted' | 'bulkFailedCount' | 'bulkMore', n: number) =>
    kitText.plural(key, n, { count: locale.formatNumber(n) });
  const done = count(action === 'delete' ? 'bulkDeleted' : 'bulkUpdated', succeeded);
  const title = failed
    ? kitText('bulkResult', { done, failed: count('bulkFailedCount', failed) })
    : done;
  if (!failed) return { intent: 'success', title };
  const failures = outcome.results.flatMap((result) =>
    result.ok ? [] : [`${nameOf(result.uuid) ?? result.uuid} (${result.error.message})`],
  );
  const named = failures.slice(0, NAMED_FAILURES).join(', ');
  const more = failures.length - NAMED_FAILURES;
  const names =
    more > 0
      ? kitText.plural('bulkMore', more, { names: named, count: locale.formatNumber(more) })
      : named;
  return {
    intent: succeeded ? 'warning' : 'error',
    title,
    body: kitText('bulkFailedNames', { names }),
  };
}
