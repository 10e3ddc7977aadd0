// When a console page first shows a row: an init script polls each animation frame from the page's start (inside the console's shadow root) and keeps the time of the first frame with one.
import type { BrowserContext, Page } from 'playwright-core';

/** Installs the watch before the pages' scripts: call before the first navigation. */
export async function watchFirstRows(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tick = () => {
      const root = document.querySelector('bo-console')?.shadowRoot;
      if (root?.querySelector('tbody tr[data-row-index]')) {
        Reflect.set(window, '__boFirstRowsAt', performance.now());
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The page's time (from its start) of the first frame with a row, once there is one. */
export async function firstRowsAt(page: Page): Promise<number> {
  await page.waitForFunction(() => Reflect.has(window, '__boFirstRowsAt'));
  return (await page.evaluate(() => Reflect.get(window, '__boFirstRowsAt'))) as number;
}
