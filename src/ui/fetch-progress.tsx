// The thin bar over a table while a newer page loads behind the rows on screen (never on the first load, so it loads lazily).

import { ProgressBar } from '@fluentui/react-components';

export function FetchProgress(props: { label: string }) {
  return <ProgressBar aria-label={props.label} />;
}
