// A route whose component lives in its own chunk: the route's loader downloads it (with the time-out), so a failure lands in the route's errorElement and a retry runs the loader again.

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-loader';

interface ChunkHolder<P> {
  loaded: ComponentType<P> | null;
}

/** Renders the component the loader put in the holder (the loader has run before this renders). */
function LoadedChunk<P extends object>(props: { holder: ChunkHolder<P>; props: P }) {
  const Screen = props.holder.loaded;
  return Screen ? <Screen {...props.props} /> : null;
}

/**
 * Not RR's `lazy`: a `lazy` that fails stays on the route and keeps the router rendering its
 * hydration fallback instead of the route's errorElement. A loader's failure is an ordinary
 * route error, and navigating to the same address again runs the loader again.
 */
export function chunkRoute<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
  props: P,
  timeoutMs: number,
): { loader: () => Promise<null> } & Pick<RouteObject, 'element' | 'shouldRevalidate'> {
  const holder: ChunkHolder<P> = { loaded: null };
  return {
    loader: async () => {
      holder.loaded ??= await loadChunk(chunk, load, timeoutMs);
      return null;
    },
    // Once the chunk is here, filter changes in the query need no loader run.
    shouldRevalidate: () => holder.loaded === null,
    element: <LoadedChunk holder={holder} props={props} />,
  };
}
