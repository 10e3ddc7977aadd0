// What the console fetches ahead of use, in Chromium: left alone after its first rows it fetches its router and layout and not its first steps' code; the user's first move fetches the row drawer's code at low priority (CDP's initial priority), which the drawer then runs without downloading it again; a nav link pointed at fetches its area's code at low priority too. The console page runs under the embed page's strict Content-Security-Policy, sent as a header.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedAuthBeforeLoad, watchPageProblems } from './support/harness';
import { readChunkMap } from './support/chunk-map';
import { stackPerFile } from './support/file-stack';
import { recordWireOrder } from './support/wire-order';

const files = stackPerFile();

/** The built chunk holding a source module (its path under src/), as the page asks for it. */
function chunkOf(source: string): string {
  const found = Object.entries(readChunkMap()).find(([, chunk]) => chunk.sources.includes(source));
  if (!found) throw new Error(`no chunk holds ${source}: build first`);
  return `/dist/${found[0]}`;
}

interface ScriptRequest {
  path: string;
  priority: string;
  /** Priorities the browser moved it to after it started. */
  changed: string[];
}

/** Every script the page asks for from now on, with its priority, through CDP. */
async function watchScripts(cdp: CDPSession): Promise<ScriptRequest[]> {
  const seen: ScriptRequest[] = [];
  const byId = new Map<string, ScriptRequest>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (!pathname.endsWith('.js')) return;
    const request = { path: pathname, priority: event.request.initialPriority, changed: [] };
    byId.set(event.requestId, request);
    seen.push(request);
  });
  cdp.on('Network.resourceChangedPriority', (event) => {
    byId.get(event.requestId)?.changed.push(event.newPriority);
  });
  return seen;
}

async function openTasks(): Promise<{
  page: Page;
  scripts: ScriptRequest[];
  close(): Promise<void>;
}> {
  const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await seedAuthBeforeLoad(context, files.admin);
  const page = await context.newPage();
  // The demo host's own ApexCharts registration (it imports the core registry on the user's
  // first move, at the host's priority) left out: what is watched is the console's.
  await page.route('**/demo/apexcharts-host.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const scripts = await watchScripts(await context.newCDPSession(page));
  await page.goto(new URL('/task', files.stack.baseUrl).href);
  await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
  // The layout has taken the screen in: its navigation is there.
  await page
    .locator('bo-console')
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Messages', exact: true })
    .waitFor();
  return { page, scripts, close: () => context.close() };
}

const requested = (scripts: ScriptRequest[], path: string) =>
  scripts.filter((request) => request.path === path);

describe('what the console fetches ahead of use', () => {
  it("the user's first move fetches the row drawer's code at low priority, which the drawer then runs without a second download", async () => {
    const { page, scripts, close } = await openTasks();
    const drawer = chunkOf('src/areas/tasks/task-drawer.tsx');
    await page.waitForLoadState('networkidle');
    // Left alone, the page did not fetch its first steps' code.
    expect(requested(scripts, drawer)).toHaveLength(0);

    const before = scripts.length;
    await page.mouse.move(400, 300);
    await expect.poll(() => requested(scripts, drawer).length).toBe(1);
    await page.waitForLoadState('networkidle');
    const ahead = scripts.slice(before);
    expect(ahead.length).toBeGreaterThan(0);
    for (const request of ahead) {
      expect(request, request.path).toMatchObject({ priority: 'Low', changed: [] });
    }

    await page.locator('bo-console tbody tr[data-row-index] td').nth(1).click();
    await page.locator('bo-console').getByRole('dialog').getByRole('heading').first().waitFor();
    // Nothing of what was fetched ahead was asked for again.
    for (const { path } of ahead) expect(requested(scripts, path), path).toHaveLength(1);
    await close();
  });

  it('a term pasted as the first step asks and answers before the row drawer is fetched', async () => {
    const { page, close } = await openTasks();
    const drawer = chunkOf('src/areas/tasks/task-drawer.tsx');
    await page.waitForLoadState('networkidle');
    // What the wire carries from the focus on: the search, its answer, the drawer's code.
    const wire = recordWireOrder(page, (path) => path === drawer);
    const search = page.locator('bo-console').getByRole('searchbox').first();
    // Focus is the way to the text: the focus alone fetches nothing while the search is due.
    await search.focus();
    await search.fill('invoice');
    await expect.poll(() => wire.includes('code')).toBe(true);
    expect(wire).toEqual(['search', 'answer', 'code']);
    await close();
  });

  it("a nav link pointed at fetches its area's code at low priority", async () => {
    const { page, scripts, close } = await openTasks();
    await page.waitForLoadState('networkidle');
    const screen = chunkOf('src/areas/sources/screen.tsx');
    const link = page.locator('bo-console').getByRole('link', { name: 'Sources', exact: true });
    await link.hover();
    await expect.poll(() => requested(scripts, screen).length).toBe(1);
    expect(requested(scripts, screen)[0]).toMatchObject({ priority: 'Low', changed: [] });
    await link.click();
    await page.getByRole('heading', { level: 1, name: /^Sources/ }).waitFor();
    expect(requested(scripts, screen)).toHaveLength(1);
    await close();
  });

  it('the console page goes out under a strict Content-Security-Policy header, and /task and /dashboard run under it', async () => {
    const response = await fetch(new URL('/task', files.stack.baseUrl));
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:",
    );
    // Not as a meta: a browser's preload scanner stops at one, and the page's scripts would wait
    // for the parser.
    expect(await response.text()).not.toContain('http-equiv="Content-Security-Policy"');
    const context = await files.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedAuthBeforeLoad(context, files.admin);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await page.goto(new URL('/task', files.stack.baseUrl).href);
    await page.locator('bo-console tbody tr[data-row-index]').first().waitFor();
    await page.locator('bo-console').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Dashboard/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
