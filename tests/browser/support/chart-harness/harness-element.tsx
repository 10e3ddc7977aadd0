// Test-only element <bo-chart-harness path="/charts/..."> that renders one chart route through the
// real element wrapper, for browser tests of the chart pages outside the console.
// ApexCharts is the host's (the package does not bundle it): this test host registers it unless
// the page asks for a host without it (?apexcharts=none).
import ApexCharts from 'apexcharts';
import { lazy, Suspense, useMemo } from 'react';
import { CHART_ROUTES } from '../../../../src/charts/chart-routes';
import { registerApexCharts } from '../../../../src/core/apex-charts';
import { defineElement } from '../../../../src/elements/define-element';

if (new URL(location.href).searchParams.get('apexcharts') !== 'none')
  registerApexCharts(ApexCharts);

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
