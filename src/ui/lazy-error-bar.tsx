// The error bar of forms on a first screen (the sign-in page): fetched when the page is idle, or with the first error.

import { type ReactNode, useEffect } from 'react';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import { whenIdle } from './when-idle';

const errorBarPart = lazyPart<{ children: ReactNode }>(() =>
  import('./error-bar').then((module) => module.ErrorBar),
);

/** Fetches the bar's code once the page is quiet, so a refused submit shows it at once. */
export function usePreloadedErrorBar(): void {
  useEffect(() => whenIdle(errorBarPart.preload), []);
}

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
