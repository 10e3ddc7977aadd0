// Counts React component renders by region of the page (the shell's navs and header, the main region, the rest) through the hook React offers developer tools: React calls it after each commit, in production builds too. A component counts when it ran in that commit (React's PerformedWork flag); subtrees React did not enter are skipped, so their flags from older commits are not counted again.
import type { Page } from 'playwright-core';

export interface RenderCounts {
  /** Inside a <nav> or <header> outside <main> (sidebar, secondary nav, top bar). */
  shell: number;
  /** Inside <main>: the screen. */
  main: number;
  /** Everywhere else: the router's routes, guards, providers, the layout itself. */
  rest: number;
  commits: number;
}

/** Installs the hook before the page's scripts: call before the first navigation. */
export async function installRenderProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    }
    const counts = { shell: 0, main: 0, rest: 0, commits: 0 };
    // Function, class, forwardRef, memo and simple memo components.
    const components = new Set([0, 1, 11, 14, 15]);
    const performedWork = 1;
    const hostComponent = 5;
    // By the committed DOM, not the component tree: a screen shown before the layout arrived
    // renders elsewhere in the tree and lives in <main> through a moved node; its own navs (the
    // pager) are the screen's.
    const zoneOf = (fiber: Fiber, zone: keyof typeof counts): keyof typeof counts => {
      if (fiber.tag !== hostComponent || !(fiber.stateNode instanceof Element)) return zone;
      const node = fiber.stateNode;
      if (node.closest('main')) return 'main';
      if (node.tagName === 'NAV' || node.tagName === 'HEADER') return 'shell';
      return zone;
    };
    const walk = (first: Fiber | null, zone: keyof typeof counts) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const here = zoneOf(fiber, zone);
        if (components.has(fiber.tag) && (fiber.flags & performedWork) !== 0) counts[here] += 1;
        // Children React did not enter in this commit are the previous commit's own objects.
        if (!fiber.alternate || fiber.child !== fiber.alternate.child) walk(fiber.child, here);
      }
    };
    Reflect.set(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        counts.commits += 1;
        const top = root.current;
        if (!top.alternate || top.child !== top.alternate.child) walk(top.child, 'rest');
      },
    });
    Reflect.set(window, '__boRenders', counts);
  });
}

/** The counts since the last reset. */
export function renderCounts(page: Page): Promise<RenderCounts> {
  return page.evaluate(() => ({ ...(Reflect.get(window, '__boRenders') as RenderCounts) }));
}

export function resetRenderCounts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const counts = Reflect.get(window, '__boRenders') as Record<string, number>;
    for (const key of Object.keys(counts)) counts[key] = 0;
  });
}
