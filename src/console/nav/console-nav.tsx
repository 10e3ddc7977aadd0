// The console's navigation for the shell (sidebar, top bar, guards): the current path without its query, and a stable way to write links that the router follows. The shell reads these instead of the router's location, so a filter change in the address (a search) does not render it again, and an area change renders only what depends on the path.
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** Links to console paths: their real href (base path or hash included) and the router's click. */
export interface ConsoleNav {
  /** The href of a console path, as the router's own links write it. */
  href(path: string): string;
  /**
   * A click on a link to `path`: the router follows a plain primary click, as its Link does (the
   * same address again replaces its history entry); a modified or middle click, another target,
   * or a click a handler has prevented is left to the browser.
   */
  follow(event: MouseEvent<HTMLAnchorElement>, path: string): void;
}

const PathnameContext = createContext('/');
const NavContext = createContext<ConsoleNav | null>(null);

export function ConsoleNavProvider(props: {
  pathname: string;
  nav: ConsoleNav;
  children: ReactNode;
}) {
  return (
    <NavContext.Provider value={props.nav}>
      <PathnameContext.Provider value={props.pathname}>{props.children}</PathnameContext.Provider>
    </NavContext.Provider>
  );
}

/** The console path shown (no query): changes with the area, not with a list's filters. */
export function useConsolePathname(): string {
  return useContext(PathnameContext);
}

export function useConsoleNav(): ConsoleNav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useConsoleNav outside the console root');
  return nav;
}

/** Whether the browser, not the router, should handle this click (a new tab, a download...). */
export function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== null && target !== '' && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}
