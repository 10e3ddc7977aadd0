// The React 19 and Vue 3 host apps (built from the installed tarball by scripts/install-test.mjs)
// in Chromium against the reference server: the Custom Elements Everywhere cases that apply to
// the bo-* elements (attributes and properties in and out, a property changed by the framework,
// an object property (`strings`),
// events with one- and two-word kebab names, on the element and on document), and the lifecycle.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stackPerFile } from './support/file-stack';
import { repoRoot, screenshot } from './support/harness';

/** The host apps are built by `npm run hosts`, not by the element build. */
async function hostsBuilt(): Promise<void> {
  for (const app of ['react', 'vue']) {
    const built = join(repoRoot, 'dist', 'hosts', `${app}-host.html`);
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run hosts first`);
  }
}

const file = stackPerFile({ alongside: hostsBuilt });

interface ReadySeen {
  tag: string;
  rows: number;
  status: string | null;
}

/** A tab that records every bo-ready with the rows its element shows at that moment. */
async function openHost(
  app: string,
  signedIn: boolean,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await file.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([value]) => {
      if (value) localStorage.setItem('auth_user', value);
      const seen: ReadySeen[] = [];
      Reflect.set(window, '__boReady', seen);
      document.addEventListener('bo-ready', (event) => {
        const element = event.target as HTMLElement;
        seen.push({
          tag: element.localName,
          rows: element.shadowRoot?.querySelectorAll('tbody tr[data-row-index]').length ?? -1,
          status: element.getAttribute('status'),
        });
      });
    },
    [signedIn ? JSON.stringify(file.admin) : ''],
  );
  const page = await context.newPage();
  await page.goto(file.url(`/demo/${app}-host.html`));
  return { page, context };
}

/** Cold first load of a whole host app on a shared machine. */
const LOADED = { timeout: 20_000 };

const readySeen = (page: Page) =>
  page.evaluate(() => Reflect.get(window, '__boReady') as ReadySeen[]);
const hostLog = (page: Page) => page.locator('#host-events li').allTextContents();
const property = (page: Page, tag: string, name: string) =>
  page.evaluate(([t, n]) => Reflect.get(document.querySelector(t!)!, n!) as unknown, [tag, name]);

describe.each(['react', 'vue'])('the %s host app', (app) => {
  it('bo-ready fires once per element, the task list with its rows on screen and status ready', async () => {
    const { page, context } = await openHost(app, true);
    try {
      await expect.poll(() => page.locator('#fact-status').textContent(), LOADED).toBe('ready');
      const seen = await readySeen(page);
      expect(seen.map((s) => s.tag).sort()).toEqual(['bo-sign-in', 'bo-task-list']);
      const list = seen.find((s) => s.tag === 'bo-task-list')!;
      expect(list.rows).toBeGreaterThan(0);
      expect(list.status).toBe('ready');
      expect(await page.locator('bo-task-list').getAttribute('status')).toBe('ready');
      // The app read the session from the package's core export, shared with the elements.
      expect(await page.locator('#host-user').textContent()).toBe('Signed in as admin@example.com');
      // The framework's own listeners (onbo-ready / @bo-ready) heard each one once.
      const log = await hostLog(page);
      expect(log.filter((line) => line === 'bo-task-list bo-ready')).toHaveLength(1);
      expect(log.filter((line) => line === 'bo-sign-in bo-ready')).toHaveLength(1);
      await screenshot(page, `${app}-host`);
    } finally {
      await context.close();
    }
  });

  it('attributes set by the framework reach the properties, and a property it changes restyles the element', async () => {
    const { page, context } = await openHost(app, true);
    try {
      await expect.poll(() => page.locator('#fact-status').textContent(), LOADED).toBe('ready');
      expect(await property(page, 'bo-task-list', 'apiBase')).toBe('/api/v1');
      expect(await property(page, 'bo-sign-in', 'lang')).toBe('en');
      expect(await property(page, 'bo-task-list', 'theme')).toBe('light');
      const background = () =>
        page.evaluate(() =>
          getComputedStyle(document.querySelector('bo-task-list')!)
            .getPropertyValue('--colorNeutralBackground1')
            .trim(),
        );
      const light = await background();
      await page.getByRole('button', { name: 'Switch theme' }).click();
      await expect.poll(() => property(page, 'bo-task-list', 'theme')).toBe('dark');
      expect(await property(page, 'bo-sign-in', 'theme')).toBe('dark');
      await expect.poll(background).not.toBe(light);
      await page.getByRole('button', { name: 'Switch theme' }).click();
      await expect.poll(background).toBe(light);
    } finally {
      await context.close();
    }
  });

  it('an object property set by the framework reaches the element as a property and renames its title', async () => {
    const { page, context } = await openHost(app, true);
    try {
      const title = page.locator('bo-task-list').getByRole('heading', { name: /^Tasks/ });
      await title.waitFor(LOADED);
      await page.getByRole('button', { name: 'Rename the task list' }).click();
      await page
        .locator('bo-task-list')
        .getByRole('heading', { name: /^Team tasks/ })
        .waitFor();
      expect(await property(page, 'bo-task-list', 'strings')).toEqual({
        'tasks.title': 'Team tasks',
      });
      // Passed as a property: no "[object Object]" attribute on the element.
      expect(
        await page.locator('bo-task-list').evaluate((node) => node.getAttribute('strings')),
      ).not.toBe('[object Object]');
    } finally {
      await context.close();
    }
  });

  it('a two-word event (bo-task-select) reaches the framework handler with its detail', async () => {
    const { page, context } = await openHost(app, true);
    try {
      const rows = page.locator('bo-task-list tbody tr[data-row-index]');
      await rows.first().waitFor();
      await rows.first().click();
      await expect
        .poll(() => page.locator('#fact-selected').textContent())
        .toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await context.close();
    }
  });

  it('signed out: bo-error carries the server code to the host, bo-signed-in on document signs both in', async () => {
    const { page, context } = await openHost(app, false);
    try {
      const signIn = page.locator('bo-sign-in');
      await signIn.getByLabel('Email').fill('admin@example.com');
      await signIn.getByLabel('Password').fill('wrong-password');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => hostLog(page)).toContain('bo-sign-in bo-error INVALID_CREDENTIALS');
      await signIn.getByLabel('Password').fill('admin-password');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.locator('#host-user').textContent())
        .toBe('Signed in as admin@example.com');
      await page.locator('bo-task-list tbody tr[data-row-index]').first().waitFor();
      // Its first content was the inline sign-in form: the rows that followed do not repeat bo-ready.
      const seen = await readySeen(page);
      expect(seen.filter((s) => s.tag === 'bo-task-list')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
