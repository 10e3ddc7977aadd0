// Test-only element <bo-chart-harness path="/charts/..."> that renders one chart route through the
// real element wrapper, for browser tests of the chart pages outside the console.
import { lazy, Suspense, useMemo } from 'react';
import { CHART_ROUTES } from '../../../src/charts/chart-routes';
import { defineElement } from '../../../src/elements/define-element';

function ChartHarness({ path }: { path?: string }) {
  const route = CHART_ROUTES.find((candidate) => candidate.path === path);
  const Page = useMemo(() => (route ? lazy(route.load) : null), [route]);
  if (!Page) return <p>Unknown chart route {path}</p>;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

defineElement('bo-chart-harness', ChartHarness, { props: { path: 'string' } });
