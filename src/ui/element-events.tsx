// The host element of the current custom element, and typed bo-* events dispatched on it.

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type BoEventMap, type BoEventName, dispatchBoEvent } from '../core/events';
import { errorDetail } from './error-message';

export interface ElementEvents {
  /** The custom element the screen renders in; null outside an element (plain React hosts, tests). */
  host: HTMLElement | null;
  emit<K extends BoEventName>(name: K, detail: BoEventMap[K]): void;
  /** Reports a failed request to the host page as bo-error. */
  emitError(error: unknown): void;
}

function eventsFor(host: HTMLElement | null): ElementEvents {
  const emit = <K extends BoEventName>(name: K, detail: BoEventMap[K]): void => {
    if (host) dispatchBoEvent(host, name, detail);
  };
  return { host, emit, emitError: (error) => emit('bo-error', errorDetail(error)) };
}

const ElementEventsContext = createContext<ElementEvents>(eventsFor(null));

export function ElementEventsProvider(props: { host: HTMLElement | null; children: ReactNode }) {
  const { host, children } = props;
  const value = useMemo(() => eventsFor(host), [host]);
  return <ElementEventsContext.Provider value={value}>{children}</ElementEventsContext.Provider>;
}

export function useElementEvents(): ElementEvents {
  return useContext(ElementEventsContext);
}
