// The dashboard's blocks: a titled card, the per-area count cards, tasks by status and the month's revenue.
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { type ReactNode, useId } from 'react';
import { TASK_STATUSES } from '../../resources/enums';
import type { Dashboard } from '../../resources/schemas';

import { StatusBadge } from '../../ui/status-badge';
import { useDeniedAreas } from '../area-access';
import { AREAS } from '../area-list';
import { AreaLink } from '../kit/area-link';
import { areaTitle } from '../kit/area-titles';
import { textBook } from './messages.en';
import { useMessages, useLocale, useT } from '../../ui/i18n';

/** A card's look without Fluent's Card (its focus management, unused here, costs a chunk on the first load). */
const surface = {
  backgroundColor: tokens.colorNeutralBackground1,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusMedium,
  boxShadow: tokens.shadow4,
  padding: tokens.spacingHorizontalM,
  boxSizing: 'border-box',
} as const;

const useStyles = makeStyles({
  card: {
    ...surface,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  heading: { margin: 0 },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  count: {
    ...surface,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    height: '100%',
  },
  figure: { fontVariantNumeric: 'tabular-nums' },
  // Fluent's Title2 look, for the big figures.
  title2: { ...typographyStyles.title2 },
  statuses: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  status: {
    display: 'grid',
    gridTemplateColumns: '7rem 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  track: {
    height: '8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    overflow: 'hidden',
  },
  bar: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  money: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** `level`: one below the screen's own heading, so the outline never skips a level. */
export function Panel(props: { title: string; level: 2 | 3; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <TextLook
        look="subtitle2"
        as={props.level === 2 ? 'h2' : 'h3'}
        id={id}
        className={styles.heading}
      >
        {props.title}
      </TextLook>
      {props.children}
    </section>
  );
}

/** The table's areas with a card: each counts the rows of its permission area. */
const CARD_AREAS = AREAS.flatMap((area) =>
  area.tile && area.permission ? [{ ...area, counted: area.permission }] : [],
);

export function CountCards(props: { counts: Dashboard['counts'] }) {
  const text = useMessages(textBook);
  const translator = useT();
  const { formatNumber } = useLocale();

  const styles = useStyles();
  // No card for an area the back end's canAccess denies (none while it answers).
  const denied = useDeniedAreas();
  const shown = CARD_AREAS.filter(
    (area) => props.counts[area.counted] !== null && denied !== null && !denied.has(area.key),
  );
  return (
    <ul className={styles.counts} aria-label={text('counts')}>
      {shown.map((area) => {
        const title = areaTitle(translator, area.titleKey);
        return (
          <li key={area.counted}>
            <div className={styles.count} data-count={area.counted}>
              <TextLook look="caption1">{title}</TextLook>
              <span className={mergeClasses(styles.title2, styles.figure)} data-figure>
                {formatNumber(props.counts[area.counted] ?? 0)}
              </span>
              <AreaLink path={area.path} label={text('open', { area: title })}>
                {text('open', { area: title })}
              </AreaLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TasksByStatus(props: { counts: NonNullable<Dashboard['tasks_by_status']> }) {
  const { formatNumber } = useLocale();

  const styles = useStyles();
  const most = Math.max(1, ...TASK_STATUSES.map((status) => props.counts[status]));
  return (
    <dl className={styles.statuses}>
      {TASK_STATUSES.map((status) => (
        <div key={status} className={styles.status} data-status={status}>
          <dt>
            <StatusBadge value={status} />
          </dt>
          <div className={styles.track} aria-hidden="true">
            <div
              className={styles.bar}
              style={{ width: `${(props.counts[status] / most) * 100}%` }}
            />
          </div>
          <dd className={styles.figure} style={{ margin: 0 }} data-figure>
            {formatNumber(props.counts[status])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Revenue(props: { revenue: NonNullable<Dashboard['revenue']>; language: string }) {
  const text = useMessages(textBook);
  const { formatMoney, formatNumber } = useLocale();

  const styles = useStyles();
  const { revenue } = props;
  if (revenue.totals.length === 0) return <TextLook look="body1">{text('noRevenue')}</TextLook>;
  return (
    <>
      <ul className={styles.money}>
        {revenue.totals.map((total) => (
          <li key={total.currency}>
            <span
              className={mergeClasses(styles.title2, styles.figure)}
              data-revenue={total.currency}
            >
              {formatMoney(total.amount, total.currency)}
            </span>
          </li>
        ))}
      </ul>
      <TextLook look="caption1" className={styles.hint} dir="auto">
        {text.plural('revenueOrders', revenue.orders, {
          count: formatNumber(revenue.orders),
          month: monthIn(revenue.month, props.language),
        })}
      </TextLook>
    </>
  );
}

/** "May 2025" in the element's language. */
function monthIn(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
  try {
    return new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  } catch {
    return month;
  }
}
