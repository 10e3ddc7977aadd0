// Where a screen's list params live: inside the console, the route's URL query (so views are deep links and back / forward move between them); elsewhere, the element's own state.

import { createContext, type ReactNode, useContext } from 'react';

export { decodeListParams, encodeListParams } from './list-params-codec';

/** The params of one list as plain values, read from or written to a query string. */
export type ListParamValues = Readonly<Record<string, unknown>>;

export interface ListParamsSource {
  /** The current query string (without `?`); the hook decodes it against the screen's defaults. */
  search: string;
  /** Replaces the query with this one; `push` adds a history entry so back returns to the previous filters. */
  setSearch(search: string): void;
}

const ListParamsSourceContext = createContext<ListParamsSource | null>(null);

export function ListParamsSourceProvider(props: { source: ListParamsSource; children: ReactNode }) {
  return (
    <ListParamsSourceContext.Provider value={props.source}>
      {props.children}
    </ListParamsSourceContext.Provider>
  );
}

/** Null outside the console: the screen keeps its params in React state. */
export function useListParamsSource(): ListParamsSource | null {
  return useContext(ListParamsSourceContext);
}
