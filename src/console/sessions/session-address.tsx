// The session pages' address: their query, links and way to another console path. The router
// provides it (routed-session-frame), or, for the first page of a signed-out visit, the page's own
// history before the router has loaded (first-session-page), so those pages import no router.

import { Link } from '@fluentui/react-components';
import { createContext, type ReactNode, useContext } from 'react';
import { leftToBrowser } from '../nav/console-nav';

export interface SessionAddress {
  /** The console path shown, without its query. */
  pathname: string;
  /** The address's query, without `?`. */
  search: string;
  /** The href of a console path (with its query), as the router's own links write it. */
  href(to: string): string;
  /** Goes to a console path (with its query). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

const SessionAddressContext = createContext<SessionAddress | null>(null);

/** Given by the session pages' frame (session-frame), under the router or before it. */
export const SessionAddressProvider = SessionAddressContext.Provider;

export function useSessionAddress(): SessionAddress {
  const address = useContext(SessionAddressContext);
  if (!address) throw new Error('useSessionAddress outside a session page');
  return address;
}

/** The address's query parameters. */
export function useSessionQuery(): URLSearchParams {
  return new URLSearchParams(useSessionAddress().search);
}

/**
 * A link to a console path: a real href (new tabs, screen readers), a plain click followed
 * without a page load; the same address again replaces its history entry, as the router's do.
 */
export function SessionLink(props: { to: string; children: ReactNode }) {
  const address = useSessionAddress();
  const { search, pathname } = address;
  const here = search ? `${pathname}?${search}` : pathname;
  return (
    <Link
      href={address.href(props.to)}
      onClick={(event) => {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        address.navigate(props.to, { replace: props.to === here });
      }}
    >
      {props.children}
    </Link>
  );
}
