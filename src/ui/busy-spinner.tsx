// The busy button's spinner: a chunk of its own, fetched when a pointer or the focus reaches a busy button (or its form), not with the first screen.

import { Spinner } from '@fluentui/react-components';

export function BusySpinner() {
  return <Spinner size="tiny" aria-hidden />;
}
