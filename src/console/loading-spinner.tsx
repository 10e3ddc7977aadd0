// The console's labelled loading spinner: its own chunk, fetched only when a first route's load is slow enough to show it.

import { Spinner } from '@fluentui/react-components';

export function LoadingSpinner(props: { label: string }) {
  return <Spinner label={props.label} />;
}
