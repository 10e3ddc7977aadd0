// A full-width message page (heading, "Error!", explanation, way home): the layout of the 404 and Access Denied pages.

import { Button, Link, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { TextLook } from './text-looks';
import type { MouseEvent } from 'react';

const useStyles = makeStyles({
  title1: { ...typographyStyles.title1 },
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface StatusPageProps {
  heading: string;
  error: string;
  message: string;
  homeLabel: string;
  /** 1 for a whole page (console), 2 inside an element on someone else's page. */
  headingLevel?: 1 | 2;
  /** Where "Go back to home" leads: the start page, /. */
  homeHref?: string;
  /** Lets a router handle the click instead of a page load. */
  onHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * How the way home looks: a plain link (Access Denied) or a button (the not-found page, spec
   * section 2); a button is still an anchor, so assistive technology meets a link either way.
   */
  homeLook?: 'link' | 'button';
}

export function StatusPage(props: StatusPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <TextLook look="body1" as={props.headingLevel === 2 ? 'h2' : 'h1'} className={styles.title1}>
        {props.heading}
      </TextLook>
      <TextLook look="subtitle2" as="p" className={styles.error}>
        {props.error}
      </TextLook>
      <TextLook look="body1" as="p">
        {props.message}
      </TextLook>
      {props.homeLook === 'button' ? (
        <Button as="a" appearance="primary" href={props.homeHref ?? '/'} onClick={props.onHome}>
          {props.homeLabel}
        </Button>
      ) : (
        <Link href={props.homeHref ?? '/'} onClick={props.onHome}>
          {props.homeLabel}
        </Link>
      )}
    </section>
  );
}
