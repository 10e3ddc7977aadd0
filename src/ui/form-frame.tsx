// FormFrame: the frame the sign-in, phone and session forms share: a named form that says when it is busy, its heading and intro, one error bar above the fields.

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { preloadBusySpinner } from './busy-button';
import { LazyErrorBar, preloadErrorBar } from './lazy-error-bar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormFrameProps {
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  heading: ReactNode;
  intro?: ReactNode;
  /** Why the last submit failed as a whole; shown in the error bar. */
  error?: ReactNode;
  onSubmit(event: FormEvent): void;
  /** Width and padding where the form is not in a card of its own. */
  className?: string;
  children: ReactNode;
}

export function FormFrame(props: FormFrameProps) {
  const styles = useStyles();
  return (
    <form
      className={mergeClasses(styles.form, props.className)}
      noValidate
      aria-busy={props.busy}
      aria-label={props.label}
      onSubmit={props.onSubmit}
      // Someone is filling it in: what a submit may show (spinner, error) is fetched meanwhile.
      onFocus={() => {
        preloadBusySpinner();
        preloadErrorBar();
      }}
    >
      {props.heading}
      {props.intro}
      {props.error ? <LazyErrorBar>{props.error}</LazyErrorBar> : null}
      {props.children}
    </form>
  );
}
