// Fluent's typography presets as plain classes, for the fixed looks of a list's first screen.
// Fluent's Text component carries the styles of every size, weight, font and wrap it offers, and
// every list page loads what its first screen uses.

import { makeStyles, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export const useTextLooks = makeStyles({
  body1: { ...typographyStyles.body1 },
  subtitle2: { ...typographyStyles.subtitle2 },
  absent: { fontStyle: 'italic' },
});

/** A value that is not set ("Unassigned", "No description"), told apart from real values. */
export function AbsentValue(props: { children: ReactNode }) {
  const looks = useTextLooks();
  return <span className={looks.absent}>{props.children}</span>;
}
