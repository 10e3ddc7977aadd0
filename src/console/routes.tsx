// The console's route table: public session pages, the protected areas inside the layout, the chart demos, the redirects and the not-found page.

import { Navigate, type RouteObject } from 'react-router';
import { chartRoute } from './chart-route';
import { chunkRoute } from './chunk-route';
import { type ConsoleArea, CONSOLE_AREAS } from './console-areas';
import { ConsoleLoading } from './console-loading';
import { ConsoleRoot, type RouteHandle } from './console-root';
import { RequireAdmin, RequireSignIn } from './guards';
import { HeldOrOwnScreen } from './held-screen';
import { ctBook } from './messages.en';
import { HOME_PATH } from './safe-redirect';
import { NotFoundPage, RouteErrorPage } from './status-pages';
import { type BookText, bookText } from '../core/i18n';
import { areaTitle } from '../areas/kit/area-titles';

type ConsoleText = BookText<keyof typeof ctBook.english>;

export interface RouteOptions {
  /** How long a lazy chunk may take before "Loading chunk {n} failed". */
  chunkTimeoutMs: number;
  /** The router has shown its first screen: a loader runs for a navigation, not the first load. */
  routed(): boolean;
}

const handle = (title: (ct: ConsoleText) => string): RouteHandle => ({
  title: (translator) => title(bookText(translator, ctBook)),
});

function areaRoute(area: ConsoleArea, options: RouteOptions): RouteObject {
  const titled: RouteHandle = { title: (translator) => areaTitle(translator, area.titleKey) };
  const screen = chunkRoute(area.key, area.screen, { headingLevel: 1 }, options.chunkTimeoutMs);
  return {
    path: area.path.slice(1),
    handle: titled,
    errorElement: <RouteErrorPage />,
    ...screen,
    // The console's first screen, when it is this area's, is taken in rather than made again.
    element: <HeldOrOwnScreen area={area.key}>{screen.element}</HeldOrOwnScreen>,
    // On the way to the area (a click, not its link pointed at first), its first page is asked
    // for as soon as its code is here, before its screen renders. Not on the first load (the
    // console's entry asked for it), nor with a query in the address (filters: the screen asks
    // for its own page).
    loader: (args) => {
      if (options.routed() && new URL(args.request.url).search === '') area.prefetch();
      return screen.loader();
    },
    // A change of the list's query on the same screen loads no code: no loader to run again, so
    // the navigation completes at once, without a loading state in between.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
        ? false
        : defaultShouldRevalidate,
  };
}

/**
 * A session page, loaded on first visit: none of them is needed by a signed-in admin, and each is
 * its own chunk, so the sign-in page does not bring the other three.
 */
function sessionRoute(
  path: string,
  title: (ct: ConsoleText) => string,
  load: () => Promise<React.ComponentType>,
  options: RouteOptions,
): RouteObject {
  return {
    path,
    handle: handle(title),
    errorElement: <RouteErrorPage />,
    ...chunkRoute('sessions', load, {}, options.chunkTimeoutMs),
  };
}

const notFoundRoute = {
  handle: handle((ct) => ct('session.notFound')),
  element: <NotFoundPage />,
} satisfies RouteObject;

export function consoleRoutes(options: RouteOptions): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ConsoleRoot />,
      hydrateFallbackElement: <ConsoleLoading />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate replace to={HOME_PATH} /> },
        {
          path: 'sessions',
          ...chunkRoute(
            'sessions',
            () =>
              import('./sessions/routed-session-frame').then((module) => module.RoutedSessionFrame),
            {},
            options.chunkTimeoutMs,
          ),
          errorElement: <RouteErrorPage />,
          children: [
            sessionRoute(
              'signin',
              (ct) => ct('session.signIn'),
              () => import('./sessions/sign-in-page').then((module) => module.SignInPage),
              options,
            ),
            sessionRoute(
              'signup',
              (ct) => ct('session.signUp'),
              () => import('./sessions/sign-up-page').then((module) => module.SignUpPage),
              options,
            ),
            sessionRoute(
              'forgot-password',
              (ct) => ct('session.forgotPassword'),
              () =>
                import('./sessions/forgot-password-page').then(
                  (module) => module.ForgotPasswordPage,
                ),
              options,
            ),
            sessionRoute(
              'reset-password',
              (ct) => ct('session.resetPassword'),
              () =>
                import('./sessions/reset-password-page').then((module) => module.ResetPasswordPage),
              options,
            ),
            // /sessions itself and any session path not listed are the not-found page too.
            ...['404', '*'].map((path) => ({ path, ...notFoundRoute })),
            { index: true, ...notFoundRoute },
          ],
        },
        {
          element: <RequireSignIn />,
          children: [layoutRoute(options)],
        },
        { path: '*', ...notFoundRoute },
      ],
    },
  ];
}

function layoutRoute(options: RouteOptions): RouteObject {
  return {
    // The layout is its own chunk: the sign-in page does not need it.
    id: 'layout',
    ...chunkRoute(
      'layout',
      () => import('./layout/console-shell').then((module) => module.ConsoleShell),
      {},
      options.chunkTimeoutMs,
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors of a screen render here, inside the layout.
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <RequireAdmin />,
            children: CONSOLE_AREAS.map((area) => areaRoute(area, options)),
          },
          // Open to every signed-in user: the chart demos carry no product data.
          chartRoute(options.chunkTimeoutMs),
        ],
      },
    ],
  };
}
