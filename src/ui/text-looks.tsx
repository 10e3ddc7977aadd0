// Fluent's typography presets (Body1, Caption1, Subtitle1, Subtitle2) as an element and classes.
// Fluent's Text component carries the styles of every size, weight, font and wrap it offers, and a
// page loads the styles of whatever its first screen uses: the screens keep to these looks (a page
// with a look of its own, Title1 say, adds it as a class over the root).

import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { AriaRole, ReactNode } from 'react';

// Text's own root, which each preset starts from: one rule, which the looks' classes override.
const useTextRoot = makeResetStyles({
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  fontWeight: tokens.fontWeightRegular,
  textAlign: 'start',
  display: 'inline',
  whiteSpace: 'normal',
  overflow: 'visible',
  textOverflow: 'clip',
});

// Each preset's typography over the root: only what differs from it (Body1 is the root itself).
const useLooks = makeStyles({
  body1: {},
  caption1: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  subtitle1: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  subtitle2: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  absent: { fontStyle: 'italic' },
});

export type TextLookName = 'body1' | 'caption1' | 'subtitle1' | 'subtitle2';

export interface TextLookProps {
  look: TextLookName;
  /** The element, a span by default (as Fluent's Text). */
  as?: 'span' | 'p' | 'h1' | 'h2' | 'h3';
  className?: string;
  id?: string;
  role?: AriaRole;
  dir?: 'auto' | 'ltr' | 'rtl';
  'aria-live'?: 'polite' | 'off';
  children: ReactNode;
}

/** What `<Caption1>` and the other presets render, without the rest of Text. */
export function TextLook({ look, as: As = 'span', className, children, ...rest }: TextLookProps) {
  const root = useTextRoot();
  const looks = useLooks();
  return (
    <As {...rest} className={mergeClasses(root, looks[look], className)}>
      {children}
    </As>
  );
}

/** A value that is not set ("Unassigned", "No description"), told apart from real values. */
export function AbsentValue(props: { children: ReactNode }) {
  // It keeps the font of the cell or line it sits in (where Text's root would set the same one):
  // only the slant tells it apart.
  return <span className={useLooks().absent}>{props.children}</span>;
}
