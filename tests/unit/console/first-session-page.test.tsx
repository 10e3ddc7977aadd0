// The sign-in page before the router, while its own chunk is slow: the console's loading state shows
// once the progress delay has passed, not after that delay a second time.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS } from '../../../src/console/progress-delay';
import { FirstSessionPage } from '../../../src/console/sessions/first-session-page';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

// The page's chunk that never arrives: what a slow link looks like to the component.
vi.mock('../../../src/console/sessions/first-sign-in', () => new Promise(() => undefined));

let root: Root | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  document.body.replaceChildren();
});

it('shows the loading state once the progress delay has passed', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => {
    root?.render(
      <FirstSessionPage
        basePath=""
        timeoutMs={60_000}
        onLeave={() => undefined}
        onShown={() => undefined}
      />,
    );
  });
  await act(async () => {
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
  });
  expect(host.querySelector('[role="status"]')).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(1);
  });
  // The router's code, where the loading state lives, arrives in real time; fake time stands
  // still meanwhile, so a second wait of the delay would never end. Its first import transforms
  // the router's whole module graph, which takes seconds while the rest of the suite runs.
  const deadline = performance.now() + 20_000;
  while (!host.querySelector('[role="status"]') && performance.now() < deadline) {
    await act(async () => {
      vi.advanceTimersByTime(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  expect(host.querySelector('[role="status"]')).not.toBeNull();
});
