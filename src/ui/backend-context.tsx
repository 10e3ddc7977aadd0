// The back end of the element a screen sits in: its resources are bound to it, so two elements on two back ends never share records.
import { createContext, useContext } from 'react';
import { type Backend, pageBackend } from '../core/providers/backend';

const BackendContext = createContext<Backend>(pageBackend);

export const BackendProvider = BackendContext.Provider;

export function useBackend(): Backend {
  return useContext(BackendContext);
}

/** Anything with a copy per back end: resources, reference sources. */
export interface OnBackend<R> {
  on?(backend: Backend): R;
}

/** `x` as the element's back end has it; the page's back end keeps `x` itself. */
export function onBackend<R>(x: OnBackend<R> & R, backend: Backend): R {
  return backend === pageBackend || !x.on ? x : x.on(backend);
}

export function useOnBackend<R>(x: OnBackend<R> & R): R {
  return onBackend(x, useBackend());
}
