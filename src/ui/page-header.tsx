// PageHeader: a screen's title, its item count and its actions on one line.

import { Badge, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import type { Translator } from '../core/i18n';
import { useLocale, useT } from './i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  // Fluent's Title3 look on the heading itself (its Text component is not needed for one line).
  title: {
    ...typographyStyles.title3,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface PageHeaderProps {
  title: string;
  /** The list's total, shown next to the title; none while loading, null when it is unknown. */
  count?: number | null;
  actions?: ReactNode;
  /** 1 for console pages, 2 inside elements embedded in other pages. */
  headingLevel?: 1 | 2;
}

/**
 * The name of a screen's own region landmark. Not the bare title: a host page that embeds the
 * element usually names the panel around it after the same area ("Users"), and two landmarks of
 * one name cannot be told apart by landmark navigation.
 */
export function screenRegionLabel(translator: Translator, title: string): string {
  return translator.t('header.region', { title });
}

export function PageHeader(props: PageHeaderProps) {
  const translator = useT();
  const { t } = translator;
  const { formatNumber } = useLocale();

  const styles = useStyles();
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header part="header" className={styles.root}>
      <Heading className={styles.title}>
        {props.title}
        {props.count === undefined ? null : props.count === null ? (
          // A failed load knows no total: saying 0 would claim the list is empty.
          <Badge
            appearance="ghost"
            color="informative"
            role="img"
            aria-label={t('header.countUnknown')}
            title={t('header.countUnknown')}
          >
            {t('header.countUnknownMark')}
          </Badge>
        ) : (
          // The plain badge with the number in the reader's grouping ("1,234"); Fluent's counter
          // badge would add its own code and styles to every first load for an unformatted one.
          <Badge
            appearance="ghost"
            color="informative"
            role="img"
            aria-label={translator.plural('header.count', props.count, {
              count: formatNumber(props.count),
            })}
          >
            {formatNumber(props.count)}
          </Badge>
        )}
      </Heading>
      {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
    </header>
  );
}
