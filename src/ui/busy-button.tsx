// A button whose action is on its way: a spinner in place of its icon, and no second press, while it keeps its focus.

import { Button, type ButtonProps, makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import { whenIdle } from './when-idle';

export type BusyButtonProps = ButtonProps & {
  /** The action it started is running. */
  busy: boolean;
};

const spinnerPart = lazyPart<object>(() =>
  import('./busy-spinner').then((module) => module.BusySpinner),
);

const useStyles = makeStyles({
  // The tiny spinner's box, so the label does not move when the spinner arrives.
  slot: { display: 'inline-block', width: '20px', height: '20px' },
});

function LazySpinner() {
  const styles = useStyles();
  const Spinner = spinnerPart.current();
  const slot = <span className={styles.slot} aria-hidden="true" />;
  return (
    <LazyPartBoundary part={spinnerPart} fallback={slot}>
      <Spinner />
    </LazyPartBoundary>
  );
}

/**
 * Primary unless told otherwise. `disabledFocusable` rather than `disabled`: the focus stays on
 * the button, so a keyboard user is not thrown to the page while the request runs.
 */
export function BusyButton({ busy, icon, appearance = 'primary', ...props }: BusyButtonProps) {
  // Fetched once the page is quiet: by the time someone presses, the spinner is there.
  useEffect(() => whenIdle(spinnerPart.preload), []);
  return (
    <Button
      {...props}
      appearance={appearance}
      disabledFocusable={busy || props.disabledFocusable}
      icon={busy ? <LazySpinner /> : icon}
    />
  );
}
