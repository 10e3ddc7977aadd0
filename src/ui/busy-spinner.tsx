// The busy button's spinner: a chunk of its own, fetched when a button first turns busy (or the page idles), not before the first screen.

import { Spinner } from '@fluentui/react-components';

export function BusySpinner() {
  return <Spinner size="tiny" aria-hidden />;
}
