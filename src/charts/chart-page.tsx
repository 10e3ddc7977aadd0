// The frame of every chart page: its heading and a responsive grid of chart cards, with the
// chart theme read once for the page and handed to every card.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { PageHeader } from '../ui/page-header';
import { ChartThemeProvider, useReadChartTheme } from './chart-theme';
import { useT } from '../ui/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  grid: {
    display: 'grid',
    // As many columns of at least 360 px (px: a host page's rem must not change it) as fit; one column on a phone.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
  },
});

export interface ChartPageProps {
  /** The route's title key (the console's menu shows the same text). */
  titleKey: string;
  children: ReactNode;
}

export function ChartPage({ titleKey, children }: ChartPageProps) {
  const { translate } = useT();

  const styles = useStyles();
  const [themeProbe, theme] = useReadChartTheme();
  return (
    <section className={styles.root} ref={themeProbe} aria-label={translate(titleKey)}>
      <PageHeader title={translate(titleKey)} headingLevel={1} />
      {theme ? (
        <ChartThemeProvider value={theme}>
          <div className={styles.grid}>{children}</div>
        </ChartThemeProvider>
      ) : null}
    </section>
  );
}
