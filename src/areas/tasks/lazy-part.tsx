// Lazily loaded parts of the task screen (drawer, create dialog): a chunk that fails to load is reported, never unmounts the element.
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { ApiError } from '../../core/api/errors';
import { t } from '../../core/i18n';

export interface LazyPart<P> {
  /** The component to render now (a fresh one after a failed load, so reopening retries). */
  current(): LazyExoticComponent<ComponentType<P>>;
  /** Starts the download early, e.g. once the first rows are on screen. */
  preload(): void;
  forget(): void;
}

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  let component = lazy(async () => ({ default: await start() }));
  return {
    current: () => component,
    preload: () => void start().catch(() => undefined),
    forget() {
      component = lazy(async () => ({ default: await start() }));
    },
  };
}

interface BoundaryProps {
  children: ReactNode;
  /** The part could not load: tell the user and close what it belonged to. */
  onFailed(error: ApiError): void;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    this.props.onFailed(
      new ApiError('FETCH_ERROR', `${t('app.chunkFailed', { n: 'tasks' })}${reason}`),
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Suspense with nothing as fallback: the part appears as soon as its chunk is in. */
export function LazyBoundary(props: BoundaryProps) {
  return (
    <ChunkBoundary onFailed={props.onFailed}>
      <Suspense fallback={null}>{props.children}</Suspense>
    </ChunkBoundary>
  );
}
