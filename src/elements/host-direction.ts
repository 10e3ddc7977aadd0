// The text direction an element inherits from its host page (`dir` on the element or any ancestor).
import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function directionOf(host: HTMLElement | null): Direction {
  const source = host?.closest('[dir]') ?? host?.ownerDocument.documentElement;
  return source?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Fluent's provider sets `dir` on its own root inside the shadow root, which would hide the
 * page's direction; this follows the page instead, including later changes of any `dir`.
 */
export function useHostDirection(host: HTMLElement | null): Direction {
  return useSyncExternalStore(
    (notify) => {
      if (!host) return () => {};
      const observer = new MutationObserver(notify);
      observer.observe(host.ownerDocument.documentElement, {
        attributes: true,
        attributeFilter: ['dir'],
        subtree: true,
      });
      return () => observer.disconnect();
    },
    () => directionOf(host),
  );
}
