// The ApexCharts the host supplied (src/core/apex-charts.ts), for the charts of an ApexCharts page:
// drawn once it is there, fetched first when the host registered a loader, and otherwise a notice
// that says why the package lacks it and how a host adds it, instead of an error.
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  type ApexChartsConstructor,
  apexChartsLoadable,
  apexChartsState,
  loadApexCharts,
  subscribeApexCharts,
} from '../../core/apex-charts';
import { EmptyState } from '../../ui/empty-state';
import { errorMessage } from '../../ui/error-message';
import { useLocale, useMessages, useT } from '../../ui/i18n';
import { ApexChartsMissing } from './apex-missing';
import { apexTextBook } from './apex-messages';

const ApexChartsContext = createContext<ApexChartsConstructor | null>(null);

const useStyles = makeStyles({
  // The page's cards sit in a grid: a notice in place of them takes the whole row.
  row: { gridColumn: '1 / -1', minWidth: 0 },
  loading: { padding: tokens.spacingVerticalXXL },
});

/** The constructor given by ApexChartsGate; charts only render inside one. */
export function useApexChartsConstructor(): ApexChartsConstructor {
  const ApexCharts = useContext(ApexChartsContext);
  if (!ApexCharts) throw new Error('An ApexCharts chart renders inside ApexChartsGate');
  return ApexCharts;
}

export function ApexChartsGate({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const text = useMessages(apexTextBook);
  const { t } = useT();
  const locale = useLocale();
  const state = useSyncExternalStore(subscribeApexCharts, apexChartsState, apexChartsState);
  const loadable = apexChartsLoadable();
  useEffect(() => {
    if (state.status === 'missing' && loadable) loadApexCharts();
  }, [state, loadable]);

  if (state.status === 'ready') {
    return (
      <ApexChartsContext.Provider value={state.ApexCharts}>{children}</ApexChartsContext.Provider>
    );
  }
  if (state.status === 'loading' || (state.status === 'missing' && loadable)) {
    return (
      <div className={styles.row}>
        <Spinner className={styles.loading} label={text('loading')} />
      </div>
    );
  }
  return (
    <div className={styles.row}>
      {state.status === 'failed' ? (
        <EmptyState
          tone="danger"
          title={text('failedTitle')}
          hint={errorMessage(locale, state.error)}
          action={<Button onClick={loadApexCharts}>{t('error.retry')}</Button>}
        />
      ) : (
        <ApexChartsMissing />
      )}
    </div>
  );
}
