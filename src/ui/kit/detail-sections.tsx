// The body of an area's detail drawer: its sections, each with an optional heading.
import { makeStyles, tokens } from '@fluentui/react-components';
import { TextLook } from '../text-looks';
import { Fragment, type ReactNode } from 'react';
import type { DetailSection } from './area-config';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlockEnd: tokens.spacingVerticalL,
  },
  heading: { margin: 0 },
});

export function DetailSections<T>(props: { sections: readonly DetailSection<T>[]; row: T }) {
  const styles = useStyles();
  return props.sections.map((section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed list of the area's config
    <section key={index} className={styles.section}>
      {section.title ? (
        <TextLook look="subtitle2" as="h3" className={styles.heading}>
          {section.title}
        </TextLook>
      ) : null}
      {section.render(props.row)}
    </section>
  ));
}

const useFactStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Label / value pairs of a record, as a description list. */
export function Facts(props: { facts: readonly (readonly [string, ReactNode])[] }) {
  const styles = useFactStyles();
  return (
    <dl className={styles.list}>
      {props.facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
