// The element wrapper's error boundary: a screen that throws while rendering gives way to its fallback (screen-failure.tsx, loaded then), and the rest of the page keeps working.

import { Component, type ReactNode } from 'react';
import { queryClient } from '../core/query/client';
import { ErrorState } from './error-state';
import { LazyPartBoundary, lazyPart } from './lazy-part';
import type { ScreenFailureProps } from './screen-failure';

const failurePart = lazyPart<ScreenFailureProps>(() =>
  import('./screen-failure').then((module) => module.ScreenFailure),
);

/**
 * Before drawing the screen again, the answers its queries held are dropped: the tree that failed
 * has unmounted, so its queries are the inactive ones, and they load anew on the next mount.
 */
export async function forgetInactiveAnswers(): Promise<void> {
  await queryClient.resetQueries({ type: 'inactive' });
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches what its screen throws while rendering; Retry draws the screen again from fresh answers. */
export class ScreenBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  private retry = (): void => {
    void forgetInactiveAnswers().then(() => this.setState({ error: null, failed: false }));
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const ScreenFailure = failurePart.current();
    // While the fallback's code arrives (or if it cannot), the plain error state stands in.
    const standIn = <ErrorState error={error} onRetry={this.retry} />;
    return (
      <LazyPartBoundary part={failurePart} loading={standIn} fallback={standIn}>
        <ScreenFailure error={error} onRetry={this.retry} />
      </LazyPartBoundary>
    );
  }
}
