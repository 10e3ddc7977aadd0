// What a search and an area change render in the console: the shell (sidebar, secondary nav, top bar) follows the path, not the list's filters in the query, and an area change renders only the links it moves aria-current between. Counted through React's developer-tools hook (support/render-probe), with the behaviour the links keep: real hrefs, aria-current, bo-navigate, back and forward.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, heard, newConsoleTab, pathOf } from './support/console';
import { stackPerFile } from './support/file-stack';
import { installRenderProbe, renderCounts, resetRenderCounts } from './support/render-probe';

const file = stackPerFile();

const inConsole = (page: Page) => page.locator('bo-console');
const rows = (page: Page) => page.locator('bo-console tbody tr[data-row-index]');
const mainNav = (page: Page) =>
  inConsole(page).getByRole('navigation', { name: 'Main navigation' });

/** Resolves once no commit has come for ten pairs of animation frames in a row. */
function settled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const commits = () => (Reflect.get(window, '__boRenders') as { commits: number }).commits;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let quiet = 0;
    let last = commits();
    while (quiet < 10) {
      await frame();
      await frame();
      const now = commits();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
  });
}

const searchBox = (page: Page) =>
  inConsole(page)
    .getByRole('search', { name: 'Task filters' })
    .getByRole('searchbox', { name: 'Search' });

/**
 * /task signed in, its rows and the layout's sidebar shown, one search without answer done and
 * undone (the first interaction and the first empty answer load code and texts, and a new
 * catalog renders the whole element once), and nothing left to commit.
 */
async function openTasks(): Promise<Page> {
  const page = await newConsoleTab(file, { as: 'admin' });
  await installRenderProbe(page);
  await page.goto(file.url('/task'));
  await rows(page).first().waitFor();
  await mainNav(page).getByRole('link', { name: 'Messages', exact: true }).waitFor();
  await expect.poll(() => page.title()).toMatch(/^Tasks · /);
  await searchBox(page).fill('nothing here');
  await expect.poll(() => rows(page).count()).toBe(0);
  await searchBox(page).fill('');
  await rows(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
  return page;
}

describe('renders of the console shell', () => {
  it('a search renders the list, not the sidebar or the top bar; back restores the query', async () => {
    const page = await openTasks();
    await resetRenderCounts(page);
    const search = searchBox(page);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === 'no task is called this',
    );
    await search.fill('no task is called this');
    await page.waitForURL((address) => address.searchParams.get('q') === 'no task is called this');
    await answered;
    await expect.poll(() => rows(page).count()).toBe(0);
    await settled(page);
    const counts = await renderCounts(page);
    console.info('[renders] search:', JSON.stringify(counts));
    expect(counts.main).toBeGreaterThan(0);
    expect(counts.shell).toBe(0);
    expect(await heard(page, 'bo-navigate')).toContainEqual({
      path: '/task?q=no+task+is+called+this',
    });

    await page.goBack();
    await page.waitForURL((address) => !address.searchParams.has('q'));
    await rows(page).first().waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('an area change renders the two links aria-current moves between, not the whole sidebar', async () => {
    const page = await openTasks();
    const nav = mainNav(page);
    const tasks = nav.getByRole('link', { name: 'Tasks', exact: true });
    const messages = nav.getByRole('link', { name: 'Messages', exact: true });
    expect(await tasks.getAttribute('aria-current')).toBe('page');
    expect(await messages.getAttribute('href')).toBe('/message');
    // Pointed at first: the area's code, texts and first page are here before the click (their
    // arrival is not the click's).
    const prefetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/messages',
    );
    await messages.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    await settled(page);
    await resetRenderCounts(page);

    await messages.click();
    await heading(page, 'Messages').waitFor();
    await rows(page).first().waitFor();
    await settled(page);
    const counts = await renderCounts(page);
    console.info('[renders] area change:', JSON.stringify(counts));
    // The two links and their icons, the groups' link lists and the charts group: not the 26
    // links of every area and their router hooks.
    expect(counts.shell).toBeLessThanOrEqual(12);
    expect(await messages.getAttribute('aria-current')).toBe('page');
    expect(await tasks.getAttribute('aria-current')).toBeNull();
    expect(pathOf(page)).toBe('/message');
    expect(await heard(page, 'bo-navigate')).toContainEqual({ path: '/message' });

    // The focus goes to the new screen's heading, as before.
    await expect
      .poll(() => heading(page, 'Messages').evaluate((node) => node.matches(':focus')))
      .toBe(true);

    // A click on the current area's link again replaces its history entry: back leaves the area.
    await messages.click();
    await page.goBack();
    await page.waitForURL((address) => address.pathname === '/task');
    await heading(page, 'Tasks').waitFor();
    expect(await tasks.getAttribute('aria-current')).toBe('page');
  });

  it('a modified click on a link is left to the browser: a new tab, the console stays', async () => {
    const page = await openTasks();
    const opened = page.context().waitForEvent('page');
    await mainNav(page)
      .getByRole('link', { name: 'Sources', exact: true })
      .click({
        modifiers: ['ControlOrMeta'],
      });
    const tab = await opened;
    // The area itself, or sign-in on the way back to it.
    await tab.waitForURL(
      (address) => address.pathname === '/source' || address.search.includes('source'),
    );
    expect(pathOf(page)).toBe('/task');
    await tab.close();
  });
});

describe('sidebar hrefs', () => {
  it('carry the base path in browser routing and the hash in hash routing', async () => {
    const page = await newConsoleTab(file, { as: 'admin' });
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Prefixed</title></head>
<body><bo-console base-path="/admin"></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>`;
    await page.route('**/admin/**', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(file.url('/admin/task'));
    const channels = mainNav(page).getByRole('link', { name: 'Channels', exact: true });
    await expect.poll(() => channels.getAttribute('href')).toBe('/admin/channel');
    expect(
      await mainNav(page)
        .getByRole('link', { name: 'Tasks', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.goto(file.url('/demo/console-embedded.html#/channel'));
    const tasks = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks', exact: true });
    await expect.poll(() => tasks.getAttribute('href')).toBe('#/task');
  });
});
