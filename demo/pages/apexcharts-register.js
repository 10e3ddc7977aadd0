// The demo's ApexCharts, supplied the way a host without a bundler does it: the package does not
// bundle ApexCharts (its licence is not open), so this page registers it with the elements. The
// demo server serves ApexCharts' own files from node_modules under /vendor/apexcharts/. They are
// fetched when an ApexCharts page first opens: the UMD script (it defines window.ApexCharts) and
// both stylesheets, which the chart pages copy into their shadow roots, so a strict
// Content-Security-Policy (script-src 'self'; style-src 'self') needs no exception. The elements'
// registry itself (/dist/core/index.js) is imported when apexcharts-host.js asks (an ApexCharts
// page, or the user's first move), so it never competes with the console's first screen.

const VENDOR = '/vendor/apexcharts/';

/** Each file once; one that failed is removed and asked for again on the next attempt. */
const loaded = new Map();

function attach(file, element) {
  if (!loaded.has(file)) {
    const done = new Promise((resolve, reject) => {
      element.addEventListener('load', resolve, { once: true });
      element.addEventListener(
        'error',
        () => {
          loaded.delete(file);
          element.remove();
          reject(new Error(`Could not load ${VENDOR}${file}`));
        },
        { once: true },
      );
      document.head.append(element);
    });
    loaded.set(file, done);
  }
  return loaded.get(file);
}

function stylesheet(file) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = VENDOR + file;
  return attach(file, link);
}

function script(file) {
  const element = document.createElement('script');
  element.src = VENDOR + file;
  return attach(file, element);
}

function load() {
  return Promise.all([
    stylesheet('apexcharts.css'),
    stylesheet('apexcharts-legend.css'),
    script('apexcharts.min.js'),
  ]).then(() => window.ApexCharts);
}

/** Asked for once; a failed import is asked for again on the next move. */
let asked = false;
export function register() {
  if (asked) return;
  asked = true;
  import('/dist/core/index.js').then(
    ({ registerApexCharts }) => registerApexCharts({ load }),
    () => {
      asked = false;
    },
  );
}
