// How shared UI parts tell their element what they show (still loading, content, an error), so the element can report its status.
import { createContext, useContext, useId, useLayoutEffect } from 'react';

export type ContentStatus = 'loading' | 'ready' | 'error';

/** Receives each part's status; `null` when the part leaves the screen. */
export interface ContentStatusSink {
  report(part: string, status: ContentStatus | null): void;
}

const ContentStatusContext = createContext<ContentStatusSink>({ report: () => undefined });

export const ContentStatusProvider = ContentStatusContext.Provider;

/**
 * Declares what this part shows while it is mounted. Layout effects run once the DOM is in
 * place, so a part that reports `ready` has its content on screen by then.
 */
export function useContentStatus(status: ContentStatus): void {
  const sink = useContext(ContentStatusContext);
  const part = useId();
  useLayoutEffect(() => sink.report(part, status), [sink, part, status]);
  useLayoutEffect(() => () => sink.report(part, null), [sink, part]);
}

/** Stands in a Suspense fallback: the element is not ready while a part of it downloads. */
export function PendingContent(): null {
  useContentStatus('loading');
  return null;
}
