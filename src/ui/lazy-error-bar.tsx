// The error bar of forms on a first screen (the sign-in page): fetched once someone starts filling the form in, or with the first error.

import type { ReactNode } from 'react';
import { LazyPartBoundary, lazyPart } from './lazy-part';

const errorBarPart = lazyPart<{ children: ReactNode }>(() =>
  import('./error-bar').then((module) => module.ErrorBar),
);

/** For the form's first focus: a refused submit then shows the bar without a wait. */
export const preloadErrorBar = errorBarPart.preload;

export function LazyErrorBar(props: { children: ReactNode }) {
  const Bar = errorBarPart.current();
  // If its code cannot load, the message still shows, announced the same way.
  const plain = <div role="alert">{props.children}</div>;
  return (
    <LazyPartBoundary part={errorBarPart} fallback={plain} loading={false}>
      <Bar>{props.children}</Bar>
    </LazyPartBoundary>
  );
}
