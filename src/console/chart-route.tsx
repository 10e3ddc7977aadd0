// The chart demo routes: /charts/<...> loads the chart route table (no chart library in it), then
// the one page module of the visited path, each in its own lazy chunk, before the page renders.
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router';
import { loadChunk } from './chunk-loader';
import type { RouteHandle } from './console-root';
import { bookText } from '../core/i18n';
import { ctBook } from './messages.en';
import { isSamePath } from './path-match';
import { NotFoundPage, RouteErrorPage } from './status-pages';

interface ChartLoad {
  /** The visited chart page, or null for a path under /charts/ that is not a chart route. */
  Page: ComponentType | null;
}

function ChartRoutePage() {
  const { Page } = useLoaderData() as ChartLoad;
  return Page ? <Page /> : <NotFoundPage />;
}

export function chartRoute(chunkTimeoutMs: number): RouteObject {
  // The document title follows the last chart page loaded (the table is not known before).
  let titleKey: string | null = null;
  const handle: RouteHandle = {
    title: (translator) =>
      titleKey ? translator.translate(titleKey) : bookText(translator, ctBook)('area.charts'),
  };
  return {
    path: 'charts/*',
    handle,
    errorElement: <RouteErrorPage />,
    loader: async ({ params }: LoaderFunctionArgs): Promise<ChartLoad> => {
      const { CHART_ROUTES } = await loadChunk(
        'charts',
        () => import('../charts/chart-routes'),
        chunkTimeoutMs,
      );
      // The router reached this route in any letter case: the chart page is found the same way.
      const path = `/charts/${params['*']}`;
      const route = CHART_ROUTES.find((candidate) => isSamePath(path, candidate.path));
      titleKey = route?.titleKey ?? null;
      if (!route) return { Page: null };
      const page = await loadChunk('charts', route.load, chunkTimeoutMs);
      return { Page: page.default };
    },
    Component: ChartRoutePage,
  };
}
