// Pieces of the shared UI that load on first use (their own chunk), with a boundary whose fallback stands in if the chunk fails.

import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { ApiError } from '../core/api/errors';
import { english } from '../core/i18n';
import { PendingContent } from './content-status';

export interface LazyPart<P> {
  /** The component to render (a fresh one after a failed load, so the next mount retries). */
  current(): LazyExoticComponent<ComponentType<P>>;
  /** Starts the download ahead of the first render that needs it. */
  preload(): void;
  /** The download, for callers that keep the component in their own state. */
  load(): Promise<ComponentType<P>>;
  /** The component once downloaded: it can render at once, without suspending. */
  loaded(): ComponentType<P> | null;
  /** Drops a failed load. */
  forget(): void;
}

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let ready: ComponentType<P> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        ready = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const create = () => lazy(async () => ({ default: await start() }));
  let component = create();
  return {
    current: () => component,
    preload: () => void start().catch(() => undefined),
    load: start,
    loaded: () => ready,
    forget() {
      component = create();
    },
  };
}

/**
 * A chunk that did not load, as an error of the kind hosts get in bo-error ("Loading chunk tasks
 * failed"): its message is for the host, in English; people read the catalog's FETCH_ERROR text.
 */
export function chunkFailure(chunk: string, cause?: unknown): ApiError {
  const reason = cause instanceof Error ? ` (${cause.message})` : '';
  return new ApiError('FETCH_ERROR', `${english.t('app.chunkFailed', { n: chunk })}${reason}`);
}

export interface LazyPartBoundaryProps {
  part: Pick<LazyPart<never>, 'forget'>;
  /** Shown if the chunk cannot load, instead of the part; also while it loads unless `loading` is given. */
  fallback?: ReactNode;
  loading?: ReactNode;
  onFailed?: (error: unknown) => void;
  children: ReactNode;
}

class FailedPart extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.part.forget();
    this.props.onFailed?.(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** Suspense plus an error boundary: a chunk that fails to load never unmounts the element. */
export function LazyPartBoundary(props: LazyPartBoundaryProps) {
  return (
    <FailedPart {...props}>
      <Suspense
        fallback={
          <>
            <PendingContent />
            {props.loading ?? props.fallback ?? null}
          </>
        }
      >
        {props.children}
      </Suspense>
    </FailedPart>
  );
}
