// A button whose action is on its way: a spinner in place of its icon, and no second press, while it keeps its focus.

import { Button, type ButtonProps, Spinner } from '@fluentui/react-components';

export type BusyButtonProps = ButtonProps & {
  /** The action it started is running. */
  busy: boolean;
};

/**
 * Primary unless told otherwise. `disabledFocusable` rather than `disabled`: the focus stays on
 * the button, so a keyboard user is not thrown to the page while the request runs.
 */
export function BusyButton({ busy, icon, appearance = 'primary', ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      appearance={appearance}
      disabledFocusable={busy || props.disabledFocusable}
      icon={busy ? <Spinner size="tiny" aria-hidden /> : icon}
    />
  );
}
