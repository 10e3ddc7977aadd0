// The progress bar's Fluent drawing: its own chunk, fetched the first time a load is slow enough to show it.

import { ProgressBar } from '@fluentui/react-components';

export function ProgressTrack(props: { label: string; className: string }) {
  return <ProgressBar thickness="medium" aria-label={props.label} className={props.className} />;
}
