// The demo's ApexCharts, supplied the way a host without a bundler does it: the package does not
// bundle ApexCharts (its licence is not open), so this page registers it with the elements. The
// demo server serves ApexCharts' own files from node_modules under /vendor/apexcharts/. They are
// fetched when an ApexCharts page first opens: the UMD script (it defines window.ApexCharts) and
// both stylesheets, which the chart pages copy into their shadow roots, so a strict
// Content-Security-Policy (script-src 'self'; style-src 'self') needs no exception.
import { registerApexCharts } from '/dist/core/index.js';

const VENDOR = '/vendor/apexcharts/';

function attach(element) {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', resolve, { once: true });
    element.addEventListener(
      'error',
      () => reject(new Error(`Could not load ${element.src || element.href}`)),
      { once: true },
    );
    document.head.append(element);
  });
}

function stylesheet(file) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = VENDOR + file;
  return attach(link);
}

function script(file) {
  const element = document.createElement('script');
  element.src = VENDOR + file;
  return attach(element);
}

registerApexCharts({
  load: async () => {
    await Promise.all([
      stylesheet('apexcharts.css'),
      stylesheet('apexcharts-legend.css'),
      script('apexcharts.min.js'),
    ]);
    return window.ApexCharts;
  },
});
