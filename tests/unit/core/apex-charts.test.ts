// The ApexCharts a host supplies: registered as the library, as a loader run when a page first
// needs it, or found as the page-global `ApexCharts` that ApexCharts' own script defines.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Registry = typeof import('../../../src/core/apex-charts');
let registry: Registry;

/** Stands in for ApexCharts: a class whose prototype has render(), like the real one. */
class FakeApexCharts {
  render() {
    return Promise.resolve();
  }
  updateOptions() {
    return Promise.resolve();
  }
  updateSeries() {
    return Promise.resolve();
  }
  destroy() {}
}

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../../src/core/apex-charts');
});

afterEach(() => {
  delete (globalThis as { ApexCharts?: unknown }).ApexCharts;
});

const settled = () => new Promise((done) => setTimeout(done, 0));

describe('ApexCharts supplied by the host', () => {
  it('is missing until the host supplies it', () => {
    expect(registry.apexChartsState()).toEqual({ status: 'missing' });
    expect(registry.apexChartsLoadable()).toBe(false);
  });

  it('registered as the library: ready at once, and the pages are told', () => {
    const changed = vi.fn();
    registry.subscribeApexCharts(changed);
    registry.registerApexCharts(FakeApexCharts);
    expect(registry.apexChartsState()).toEqual({ status: 'ready', ApexCharts: FakeApexCharts });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('registered as a loader: fetched once when a page asks, from a module namespace', async () => {
    const load = vi.fn(async () => ({ default: FakeApexCharts }));
    registry.registerApexCharts({ load });
    expect(load).not.toHaveBeenCalled();
    expect(registry.apexChartsLoadable()).toBe(true);
    registry.loadApexCharts();
    registry.loadApexCharts();
    expect(registry.apexChartsState()).toEqual({ status: 'loading' });
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.apexChartsState()).toEqual({ status: 'ready', ApexCharts: FakeApexCharts });
  });

  it('a loader registered after a page found none gives that page a new state to read', () => {
    const missing = registry.apexChartsState();
    expect(registry.apexChartsLoadable()).toBe(false);
    const changed = vi.fn();
    registry.subscribeApexCharts(changed);
    registry.registerApexCharts({ load: async () => FakeApexCharts });
    expect(changed).toHaveBeenCalledTimes(1);
    // React's useSyncExternalStore re-renders only for a snapshot that is not the same object.
    expect(registry.apexChartsState()).not.toBe(missing);
    expect(registry.apexChartsLoadable()).toBe(true);
  });

  it('a loader that fails leaves the failure, and asking again retries', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeApexCharts>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(FakeApexCharts);
    registry.registerApexCharts({ load });
    registry.loadApexCharts();
    await settled();
    expect(registry.apexChartsState()).toMatchObject({ status: 'failed' });
    registry.loadApexCharts();
    await settled();
    expect(registry.apexChartsState()).toEqual({ status: 'ready', ApexCharts: FakeApexCharts });
  });

  it('a loader that gives something else than ApexCharts fails with a reason', async () => {
    registry.registerApexCharts({ load: async () => ({ default: {} as never }) });
    registry.loadApexCharts();
    await settled();
    const state = registry.apexChartsState();
    expect(state.status === 'failed' && String(state.error)).toContain('did not give ApexCharts');
  });

  it('the page-global ApexCharts of its UMD script counts as registered', () => {
    (globalThis as { ApexCharts?: unknown }).ApexCharts = FakeApexCharts;
    expect(registry.apexChartsState()).toEqual({ status: 'ready', ApexCharts: FakeApexCharts });
  });

  it('rejects anything that is neither ApexCharts nor a loader', () => {
    expect(() => registry.registerApexCharts({} as never)).toThrow(TypeError);
    expect(() => registry.registerApexCharts((() => null) as never)).toThrow(TypeError);
  });
});
