// <bo-dashboard>'s screen: one request for every figure; the count cards first, the messages chart's code fetched only once they are painted and its place is near the view (chart-slot.tsx).
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKey, getDashboard } from '../../resources/stats';
import { useBackend } from '../../ui/backend-context';
import type { DashboardParams } from '../../resources/schemas';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader, screenRegionLabel } from '../../ui/page-header';
import { CountCards, Panel, Revenue, TasksByStatus } from './dashboard-parts';
import { MessagesChartSlot } from './chart-slot';
import { textBook } from './messages.en';
import { TaskLines } from './task-lines';
import { useMessages, useLocale } from '../../ui/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlockEnd: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { gridColumn: '1 / -1' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface DashboardProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
  /** The day the figures are as of (YYYY-MM-DD); today when empty. */
  date?: string;
}

export default function DashboardScreen(props: DashboardProps) {
  const text = useMessages(textBook);
  const { formatNumber, formatDate, lang: language, translator } = useLocale();

  const styles = useStyles();
  const headingLevel = props.headingLevel ?? 2;
  const panelLevel = headingLevel === 1 ? 2 : 3;
  const params: DashboardParams = props.date ? { date: props.date } : {};
  const backend = useBackend();
  const query = useQuery({
    queryKey: dashboardKey(params, backend),
    queryFn: ({ signal }) => getDashboard(params, signal, backend),
  });
  const dayLabel = useCallback(
    (day: string) => {
      try {
        return new Intl.DateTimeFormat(language, {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${day}T00:00:00Z`));
      } catch {
        return day;
      }
    },
    [language],
  );
  const data = query.data;

  let body: React.ReactNode;
  if (query.isLoading) body = <Spinner label={text('loading')} />;
  else if (query.isError || !data)
    body = (
      <ErrorState error={query.error} title={text('failed')} onRetry={() => void query.refetch()} />
    );
  else {
    const days = data.messages_per_day;
    const messageCount = days?.reduce((sum, day) => sum + day.count, 0) ?? 0;
    const nothing =
      Object.values(data.counts).every((count) => count === null) &&
      !data.tasks_by_status &&
      !days &&
      !data.revenue;
    body = nothing ? (
      <EmptyState title={text('hidden')} />
    ) : (
      <>
        <CountCards counts={data.counts} />
        <div className={styles.grid}>
          {days ? (
            <div className={styles.wide}>
              <Panel level={panelLevel} title={text('messagesPerDay')}>
                <span className={styles.hint} dir="auto" data-messages-total>
                  {text.plural('messagesTotal', messageCount, {
                    count: formatNumber(messageCount),
                  })}
                </span>
                <MessagesChartSlot
                  days={days}
                  label={dayLabel}
                  title={text('messagesPerDay')}
                  loadingLabel={text('chartLoading')}
                  failedLabel={text('chartFailed')}
                />
              </Panel>
            </div>
          ) : null}
          {data.tasks_by_status ? (
            <Panel level={panelLevel} title={text('tasksByStatus')}>
              <TasksByStatus counts={data.tasks_by_status} />
            </Panel>
          ) : null}
          {data.revenue ? (
            <Panel level={panelLevel} title={text('revenue')}>
              <Revenue revenue={data.revenue} language={language} />
            </Panel>
          ) : null}
          {data.my_tasks ? (
            <Panel level={panelLevel} title={text('myTasks')}>
              <span className={styles.hint} dir="auto" data-my-total>
                {text.plural('myTasksTotal', data.my_tasks.total, {
                  count: formatNumber(data.my_tasks.total),
                })}
              </span>
              <TaskLines
                tasks={data.my_tasks.items}
                empty={text('noMyTasks')}
                label={text('myTasks')}
              />
            </Panel>
          ) : null}
          {data.latest_tasks ? (
            <Panel level={panelLevel} title={text('latestTasks')}>
              <TaskLines
                tasks={data.latest_tasks}
                empty={text('noTasks')}
                label={text('latestTasks')}
              />
            </Panel>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section
      className={styles.root}
      aria-label={screenRegionLabel(translator, text('title'))}
      aria-busy={query.isFetching}
    >
      <PageHeader
        title={text('title')}
        headingLevel={headingLevel}
        actions={
          data ? (
            <span className={styles.hint}>
              {text('asOf', { date: formatDate(`${data.date}T12:00:00Z`) })}
            </span>
          ) : null
        }
      />
      {body}
    </section>
  );
}
