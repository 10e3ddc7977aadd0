// What an ApexCharts page shows when the host has not supplied ApexCharts: that it is licensed
// separately and not installed, and the registration a host adds (the README has the details).
import { Body1, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { DataPieRegular } from '@fluentui/react-icons/svg/data-pie';
import { useId } from 'react';
import { useMessages } from '../../ui/i18n';
import { apexTextBook } from './apex-messages';

const LICENCE_URL = 'https://apexcharts.com/pricing';

/** Code, not text: the same in every language, and always left to right. */
const REGISTRATION = [
  "import ApexCharts from 'apexcharts';",
  "import { registerApexCharts } from 'backoffice-elements/core';",
  '',
  'registerApexCharts(ApexCharts);',
].join('\n');

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    maxWidth: '720px',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  icon: {
    gridRow: '1 / span 5',
    fontSize: '40px',
    color: tokens.colorBrandForeground1,
    '@media (max-width: 480px)': { gridRow: 'auto' },
  },
  title: { margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  code: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    // Wraps rather than scrolls on a phone: nothing hidden, nothing a keyboard has to scroll.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'left',
  },
});

export function ApexChartsMissing() {
  const styles = useStyles();
  const text = useMessages(apexTextBook);
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} data-apexcharts-missing="">
      <DataPieRegular className={styles.icon} aria-hidden />
      <Subtitle1 as="h2" id={titleId} className={styles.title}>
        {text('missingTitle')}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {text('missingWhy')}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {text('missingHow')}
      </Body1>
      <pre className={styles.code} dir="ltr">
        <code>{REGISTRATION}</code>
      </pre>
      <Body1 as="p" className={styles.text}>
        {text('missingMore')}{' '}
        <Link href={LICENCE_URL} target="_blank" rel="noopener noreferrer">
          {text('licenceLink')}
        </Link>
      </Body1>
    </section>
  );
}
