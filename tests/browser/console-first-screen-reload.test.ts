// The console's first screen across loads, in Chromium: its frame is committed with the area's screen, never empty first (laid out and painted twice), and the router's and layout's code is asked for only after the frame that shows the first rows, also when the screen's code comes after its answers.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedAuthBeforeLoad } from './support/harness';
import { chunkUrlOf as chunkOf } from './support/chunk-map';
import { firstRowsAt, watchFirstRows } from './support/first-rows';
import { stackPerFile } from './support/file-stack';

const files = stackPerFile();

/**
 * From each page's start: every React commit (through the hook React calls for developer tools)
 * with whether the task screen's heading was in the console then, and the time of the first frame
 * that shows a row.
 */
async function watchFirstScreen(context: BrowserContext): Promise<void> {
  await watchFirstRows(context);
  await context.addInitScript(() => {
    /** What a commit left in the console: its frame's main region (or none), and its heading. */
    const shown = () => {
      const root = document.querySelector('bo-console')?.shadowRoot;
      const main = root?.querySelector('main') ? 'main' : 'none';
      return `${main}:${root?.querySelector('h1')?.textContent ?? ''}`;
    };
    const commits: string[] = [];
    Reflect.set(window, '__boCommits', commits);
    Reflect.set(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => commits.push(shown()),
    });
  });
}

async function reloadToRows(page: Page): Promise<number> {
  await page.reload();
  return firstRowsAt(page);
}

/** Signed in, /task opened once (its code now in the browser's caches), its layout there. */
async function openedOnce(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await seedAuthBeforeLoad(context, files.admin);
  await watchFirstScreen(context);
  const page = await context.newPage();
  await page.goto(new URL('/task', files.stack.baseUrl).href);
  await page
    .locator('bo-console')
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Messages', exact: true })
    .waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page };
}

describe('the console first screen on a reload', () => {
  it('the frame is never committed without the task screen, on the first visit or a reload', async () => {
    const { context, page } = await openedOnce();
    const emptyFrames = async () => {
      const commits = (await page.evaluate(() => Reflect.get(window, '__boCommits'))) as string[];
      expect(commits.some((commit) => commit.startsWith('main:Tasks'))).toBe(true);
      return commits.filter((commit) => commit === 'main:');
    };
    expect(await emptyFrames()).toEqual([]);
    await reloadToRows(page);
    expect(await emptyFrames()).toEqual([]);
    await context.close();
  });

  it("when the screen's code comes after its answers, the router's and layout's code is asked for after the frame that shows the rows", async () => {
    const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedAuthBeforeLoad(context, files.admin);
    await watchFirstScreen(context);
    const page = await context.newPage();
    // The screen's code on a slow path: its first page has answered long before it runs.
    await page.route(`**${chunkOf('src/areas/tasks/screen.tsx')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(new URL('/task', files.stack.baseUrl).href);
    const rowsAt = await firstRowsAt(page);
    await page
      .locator('bo-console')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Messages', exact: true })
      .waitFor();
    const started = await page.evaluate(
      (wanted) =>
        wanted.map(
          (path) =>
            performance
              .getEntriesByType('resource')
              .find((entry) => new URL(entry.name).pathname === path)?.startTime ?? -1,
        ),
      [chunkOf('src/console/console-app.tsx'), chunkOf('src/console/layout/console-shell.tsx')],
    );
    for (const startedAt of started) expect(startedAt).toBeGreaterThanOrEqual(rowsAt);
    await context.close();
  });
});
