// The resource table's footer: rows per page, "1–20 of 345", first / previous / next / last.

import { Button, makeStyles, Select, tokens, useFluent } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular } from '@fluentui/react-icons/svg/chevron-double-left';
import { ChevronDoubleRightRegular } from '@fluentui/react-icons/svg/chevron-double-right';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';

import { LabelledControl } from './labelled-control';
import type { PageAndSort } from './list-resource';
import { messageParts } from './message-parts';
import { pageInfo, pageSizeOptions } from './table-paging';
import { useLocale, useT } from './i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
  },
  // The range never breaks inside; on a narrow element it moves to a line of its own instead.
  range: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface TablePaginationProps {
  /** The table's name: each pager on a page is its own landmark, e.g. "Tasks pagination". */
  label: string;
  params: Pick<PageAndSort, 'limit' | 'offset'>;
  /** null: unknown (the list did not load), shown as such rather than as an empty list. */
  total: number | null;
  onChange(patch: Pick<PageAndSort, 'limit' | 'offset'> | Pick<PageAndSort, 'offset'>): void;
}

export function TablePagination({ label, params, total, onChange }: TablePaginationProps) {
  const { t } = useT();
  const { formatNumber } = useLocale();

  const styles = useStyles();
  // The arrows point the way the pages go: in a right-to-left element "previous" is to the right.
  const rtl = useFluent().dir === 'rtl';
  const [First, Previous, Next, Last] = rtl
    ? [ChevronDoubleRightRegular, ChevronRightRegular, ChevronLeftRegular, ChevronDoubleLeftRegular]
    : [
        ChevronDoubleLeftRegular,
        ChevronLeftRegular,
        ChevronRightRegular,
        ChevronDoubleRightRegular,
      ];
  // An unknown total offers the way back only: nothing says there is a next page.
  const info = pageInfo(params, total ?? 0);
  // In a right-to-left element "1–10 of 48" must not read "of 48 10–1": the sentence takes the
  // direction of its own words (dir=auto) and each number is isolated from them.
  const range =
    total === null
      ? t('table.rangeUnknown')
      : messageParts(t('table.range'), {
          from: <bdi>{formatNumber(info.from)}</bdi>,
          to: <bdi>{formatNumber(info.to)}</bdi>,
          total: <bdi>{formatNumber(total)}</bdi>,
        });
  return (
    <nav className={styles.root} aria-label={t('table.pagination', { label })}>
      <LabelledControl label={t('table.rowsPerPage')} horizontal>
        {(labelling) => (
          <Select
            {...labelling}
            value={String(params.limit)}
            onChange={(_, data) => onChange({ limit: Number(data.value), offset: 0 })}
          >
            {pageSizeOptions(params.limit).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        )}
      </LabelledControl>
      {/* In the element's own body text (:host), as Fluent's Text would set it. */}
      <span aria-live="polite" dir="auto" className={styles.range}>
        {range}
      </span>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={<First />}
          aria-label={t('table.firstPage')}
          disabled={!info.canGoBack}
          onClick={() => onChange({ offset: info.firstOffset })}
        />
        <Button
          appearance="subtle"
          icon={<Previous />}
          aria-label={t('table.previousPage')}
          disabled={!info.canGoBack}
          onClick={() => onChange({ offset: info.previousOffset })}
        />
        <Button
          appearance="subtle"
          icon={<Next />}
          aria-label={t('table.nextPage')}
          disabled={!info.canGoForward}
          onClick={() => onChange({ offset: info.nextOffset })}
        />
        <Button
          appearance="subtle"
          icon={<Last />}
          aria-label={t('table.lastPage')}
          disabled={!info.canGoForward}
          onClick={() => onChange({ offset: info.lastOffset })}
        />
      </div>
    </nav>
  );
}
