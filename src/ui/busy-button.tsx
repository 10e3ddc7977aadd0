// A button whose action is on its way: a spinner in place of its icon, and no second press, while it keeps its focus.

import { Button, type ButtonProps, makeStyles } from '@fluentui/react-components';
import { LazyPartBoundary, lazyPart } from './lazy-part';

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

/** The caller's handler (of a button or a link, Fluent's Button being either), after a preload. */
function preloadingSpinner(handler: ((event: never) => void) | undefined) {
  return (event: unknown) => {
    spinnerPart.preload();
    (handler as ((event: unknown) => void) | undefined)?.(event);
  };
}

/** For a form: the spinner's code, asked for once someone starts filling it in. */
export const preloadBusySpinner = spinnerPart.preload;

/**
 * Primary unless told otherwise. `disabledFocusable` rather than `disabled`: the focus stays on
 * the button, so a keyboard user is not thrown to the page while the request runs.
 */
export function BusyButton({ busy, icon, appearance = 'primary', ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      // On the way to a press, not with the page: a screen nobody acts on never fetches it.
      onPointerEnter={preloadingSpinner(props.onPointerEnter)}
      onFocus={preloadingSpinner(props.onFocus)}
      appearance={appearance}
      disabledFocusable={busy || props.disabledFocusable}
      icon={busy ? <LazySpinner /> : icon}
    />
  );
}
