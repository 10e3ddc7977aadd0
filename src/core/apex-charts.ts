// ApexCharts as the host supplies it. Its licence is not open (free only for small organisations,
// never for embedding in a product used by others), so the package does not bundle it: a host
// that holds a licence registers the library, or loads ApexCharts' own script, which defines the
// global `ApexCharts`. The chart pages read the state here; nothing in the package imports it.

/** The part of an ApexCharts chart the chart pages use. */
export interface ApexChartsChart {
  render(): Promise<unknown>;
  updateOptions(options: object, redrawPaths?: boolean, animate?: boolean): Promise<unknown>;
  updateSeries(series: unknown, animate?: boolean): Promise<unknown>;
  destroy(): void;
}

/** ApexCharts' default export (`import ApexCharts from 'apexcharts'`), or `window.ApexCharts`. */
export type ApexChartsConstructor = new (element: HTMLElement, options: object) => ApexChartsChart;

/** A module namespace or the constructor itself, as `() => import('apexcharts')` gives either. */
export type ApexChartsModule = ApexChartsConstructor | { default: ApexChartsConstructor };

/** The library now, or a loader that fetches it the first time an ApexCharts page opens. */
export type ApexChartsSource = ApexChartsConstructor | { load: () => Promise<ApexChartsModule> };

export type ApexChartsState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'ready'; ApexCharts: ApexChartsConstructor }
  | { status: 'failed'; error: unknown };

const MISSING: ApexChartsState = { status: 'missing' };
let state: ApexChartsState = MISSING;
let loader: (() => Promise<ApexChartsModule>) | null = null;
const listeners = new Set<() => void>();

function isConstructor(value: unknown): value is ApexChartsConstructor {
  return (
    typeof value === 'function' &&
    typeof (value as { prototype?: { render?: unknown } }).prototype?.render === 'function'
  );
}

function setState(next: ApexChartsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Gives the chart pages ApexCharts: `registerApexCharts(ApexCharts)`, or
 * `registerApexCharts({ load: () => import('apexcharts') })` to fetch it only when a page needs it.
 * The host installs ApexCharts itself, under a licence that covers its use.
 */
export function registerApexCharts(source: ApexChartsSource): void {
  if (isConstructor(source)) {
    loader = null;
    setState({ status: 'ready', ApexCharts: source });
    return;
  }
  if (typeof source?.load !== 'function') {
    throw new TypeError(
      'registerApexCharts takes ApexCharts or { load: () => import("apexcharts") }',
    );
  }
  loader = source.load;
  // A new snapshot: a page that found none registered reads the state again and loads.
  if (state.status !== 'ready') setState({ status: 'missing' });
}

/** What the chart pages can draw with now; a page-global `ApexCharts` counts as registered. */
export function apexChartsState(): ApexChartsState {
  if (state.status === 'missing' && !loader) {
    const global = (globalThis as { ApexCharts?: unknown }).ApexCharts;
    if (isConstructor(global)) state = { status: 'ready', ApexCharts: global };
  }
  return state;
}

/** Whether a registered loader waits to run (or may run again after a failure). */
export function apexChartsLoadable(): boolean {
  return loader !== null && (state.status === 'missing' || state.status === 'failed');
}

/** Runs the registered loader once; a failure is kept as the state, and a later call retries. */
export function loadApexCharts(): void {
  const load = loader;
  if (!load || !apexChartsLoadable()) return;
  setState({ status: 'loading' });
  load().then(
    (loaded) => {
      if (loader !== load) return;
      const ApexCharts = isConstructor(loaded) ? loaded : loaded?.default;
      setState(
        isConstructor(ApexCharts)
          ? { status: 'ready', ApexCharts }
          : { status: 'failed', error: new TypeError('The loader did not give ApexCharts') },
      );
    },
    (error: unknown) => {
      if (loader === load) setState({ status: 'failed', error });
    },
  );
}

/** Calls `listener` after every change of apexChartsState(); returns the unsubscribe function. */
export function subscribeApexCharts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
