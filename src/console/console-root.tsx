// The root route of the console: list params in the URL query, bo-navigate after every navigation, the document title, focus to the new screen's heading, the progress bar.

import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useHref, useLocation, useMatches, useNavigate } from 'react-router';
import { useElementEvents } from '../ui/element-events';
import { RoutedListParams } from './routed-list-params';
import { useConsoleOptions } from './console-options';
import { useShellBoxStyles } from './layout/shell-boxes';
import { ctBook } from './messages.en';
import { type ConsoleNav, ConsoleNavProvider, leftToBrowser } from './nav/console-nav';
import { RouteProgress } from './progress-bar';
import { useMessages, useT } from '../ui/i18n';
import type { Translator } from '../core/i18n';

/** A route's `handle`: its title for the document title. */
export interface RouteHandle {
  title(translator: Translator): string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value) && typeof (value as RouteHandle).title === 'function';
}

/** How long to wait for a lazily loaded screen's heading before giving up on moving focus. */
const HEADING_WAIT_MS = 5000;

/** After a navigation (not the first render), focus goes to the new screen's heading. */
function useFocusHeading(host: HTMLElement | null, pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new path, which it does not read.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = host?.shadowRoot;
    if (!root) return;
    const started = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const heading = root.querySelector<HTMLElement>('main h1, main h2, [role="main"] h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // A heading is no control: it takes focus so reading starts there, without a focus ring.
        heading.style.outline = 'none';
        heading.focus({ preventScroll: false });
        return;
      }
      if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [host, pathname]);
}

// One element for every render: the bar follows the router's navigation and the list fetches on
// its own, not each address change.
const progress = <RouteProgress />;

/** The shell's links: hrefs under the console's base, clicks the router follows. */
function useNav(path: string): ConsoleNav {
  const navigate = useNavigate();
  // The base of every console href ("/", "/admin/", "#/"): the router's own way of writing one.
  const base = useHref('/').replace(/\/$/, '');
  // The address the last commit shows: a link to it replaces its history entry, as the router's do.
  const current = useRef(path);
  useLayoutEffect(() => {
    current.current = path;
  }, [path]);
  return useMemo<ConsoleNav>(
    () => ({
      href: (to) => `${base}${to}`,
      follow(event, to) {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        void navigate(to, { replace: current.current === to });
      },
    }),
    [base, navigate],
  );
}

export function ConsoleRoot() {
  const ct = useMessages(ctBook);

  const boxes = useShellBoxStyles();
  const location = useLocation();
  const matches = useMatches();
  const { host, emit } = useElementEvents();
  const { standalone } = useConsoleOptions();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    emit('bo-navigate', { path });
  }, [emit, path]);

  const title = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const translator = useT();
  const screenTitle = isRouteHandle(title) ? title.title(translator) : '';
  useEffect(() => {
    if (!standalone) return;
    const product = ct('productName');
    document.title = screenTitle ? `${screenTitle} · ${product}` : product;
  }, [standalone, screenTitle, ct]);

  useFocusHeading(host, location.pathname);
  const nav = useNav(path);

  return (
    <div className={boxes.root}>
      {progress}
      <ConsoleNavProvider pathname={location.pathname} nav={nav}>
        <RoutedListParams>
          <Outlet />
        </RoutedListParams>
      </ConsoleNavProvider>
    </div>
  );
}
