// A drawer section whose code loads on its own: a section that brings its own lookups and
// controls (a category's routes, a buyer's orders, a message's gallery) does not ride on the
// list's first rows.
import type { ComponentType } from 'react';
import { ErrorState } from '../error-state';
import { chunkFailure, type LazyPart, LazyPartBoundary, lazyPart } from '../lazy-part';
import type { DetailSection } from './area-config';

export interface LazySectionOptions<T, P> {
  title?: string;
  /** The section's name in a failure message ("Loading chunk routes failed"). */
  chunk: string;
  /** Module-level, so a config rebuilt (new permissions, say) keeps the loaded section. */
  load(): Promise<ComponentType<P>>;
  props(row: T): P;
}

// One part per loader: the same loader never loads, nor mounts, twice.
const parts = new WeakMap<() => Promise<ComponentType<never>>, LazyPart<never>>();

function partOf<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let part = parts.get(load as () => Promise<ComponentType<never>>);
  if (!part) {
    part = lazyPart(load) as LazyPart<never>;
    parts.set(load as () => Promise<ComponentType<never>>, part);
  }
  return part as LazyPart<P>;
}

function LazySectionBody<P extends object>(props: { part: LazyPart<P>; chunk: string; body: P }) {
  const Body = props.part.current();
  return (
    <LazyPartBoundary part={props.part} fallback={<ErrorState error={chunkFailure(props.chunk)} />}>
      <Body {...props.body} />
    </LazyPartBoundary>
  );
}

export function lazySection<T, P extends object>(
  options: LazySectionOptions<T, P>,
): DetailSection<T> {
  const part = partOf(options.load);
  return {
    title: options.title,
    render: (row) => (
      <LazySectionBody<P> part={part} chunk={options.chunk} body={options.props(row)} />
    ),
    preload: part.preload,
  };
}
