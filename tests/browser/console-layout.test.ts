// The console's layouts in Chromium: the customizer (layouts, sidebar colours, RTL, dark) and its saved choice, the system's colour scheme until one is picked, the phone drawer and no sideways scroll at 390 px, the skip link; screenshots of each layout in light, dark, RTL and at 390 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, newConsoleTab } from './support/console';
import { screenshot } from './support/harness';
import { heldChunkOf } from './support/held-chunk';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

let page: Page;

const { url } = file;
const consoleHost = () => page.locator('bo-console');
const rows = () => page.locator('bo-console tbody tr[data-row-index]');

async function openCustomizer(): Promise<void> {
  await page.getByRole('button', { name: 'Open the layout settings' }).click();
  await page.getByRole('dialog', { name: 'Layout settings' }).waitFor();
}

async function closeCustomizer(): Promise<void> {
  await page.getByRole('button', { name: 'Close the layout settings' }).click();
  await page.getByRole('dialog', { name: 'Layout settings' }).waitFor({ state: 'hidden' });
}

function storedLayout(): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('bo_layout') ?? '{}'));
}

/** The sidebar's colours as painted. */
function sidebarColours(): Promise<{ background: string; color: string }> {
  return page.getByRole('navigation', { name: 'Main navigation' }).evaluate((node) => {
    const style = getComputedStyle(node);
    return { background: style.backgroundColor, color: style.color };
  });
}

describe('customizer', () => {
  it('switches layouts, sidebar colours (layout2 only), RTL and dark, and the choice survives a reload', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/task'));
    await rows().first().waitFor();
    expect(await storedLayout()).toEqual({});
    await screenshot(page, 'console-layout1-light');

    await openCustomizer();
    const dialog = page.getByRole('dialog', { name: 'Layout settings' });
    // The twelve colours belong to layout2.
    expect(await dialog.getByRole('radiogroup', { name: 'Sidebar colour' }).count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Layout 2: compact rail' }).check();
    const swatches = dialog.getByRole('radiogroup', { name: 'Sidebar colour' }).getByRole('radio');
    expect(await swatches.count()).toBe(12);
    await dialog.getByRole('radio', { name: 'Teal' }).click();
    await closeCustomizer();
    expect(
      await consoleHost().evaluate((node) =>
        node.shadowRoot?.querySelector('[data-layout]')?.getAttribute('data-layout'),
      ),
    ).toBe('layout2');
    expect(await sidebarColours()).toEqual({
      background: 'rgb(17, 94, 89)',
      color: 'rgb(255, 255, 255)',
    });
    // The rail names its items in tooltips.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Channels' })
      .hover();
    await page.getByRole('tooltip', { name: 'Channels' }).waitFor();
    await screenshot(page, 'console-layout2-light');

    await openCustomizer();
    await dialog.getByRole('checkbox', { name: 'Enable RTL' }).check();
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await closeCustomizer();
    expect(await consoleHost().getAttribute('dir')).toBe('rtl');
    expect(await consoleHost().getAttribute('theme')).toBe('dark');
    expect(await storedLayout()).toMatchObject({
      layout: 'layout2',
      sidebarTheme: 'teal',
      dir: 'rtl',
      colorMode: 'dark',
      footerShown: true,
    });

    await page.reload();
    await rows().first().waitFor();
    expect(await consoleHost().getAttribute('dir')).toBe('rtl');
    expect(await consoleHost().getAttribute('theme')).toBe('dark');
    expect(await sidebarColours()).toEqual({
      background: 'rgb(17, 94, 89)',
      color: 'rgb(255, 255, 255)',
    });
    // In RTL the sidebar is on the right.
    const box = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
    expect(box!.x).toBeGreaterThan(600);
    await screenshot(page, 'console-layout2-dark-rtl');

    await openCustomizer();
    await dialog.getByRole('radio', { name: 'Layout 1: large sidebar' }).check();
    await dialog.getByRole('checkbox', { name: 'Enable RTL' }).uncheck();
    await closeCustomizer();
    await screenshot(page, 'console-layout1-dark');
    await openCustomizer();
    await dialog.getByRole('checkbox', { name: 'Enable RTL' }).check();
    await dialog.getByRole('radio', { name: 'Light' }).check();
    await closeCustomizer();
    await screenshot(page, 'console-layout1-rtl');
  });

  it("follows the system's colour scheme until a mode is picked in the top bar", async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.emulateMedia({ colorScheme: 'dark' });
    // Every frame until the rows: the console is never painted light on the way to dark.
    await page.addInitScript(() => {
      const painted: string[] = [];
      Reflect.set(window, '__painted', painted);
      const frame = () => {
        const root = document.querySelector('bo-console')?.shadowRoot;
        const box = root?.firstElementChild;
        if (box) painted.push(getComputedStyle(box).backgroundColor);
        if ((root?.querySelectorAll('tbody tr').length ?? 0) === 0) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(url('/task'));
    await rows().first().waitFor();
    expect(await consoleHost().getAttribute('theme')).toBe('dark');
    const painted = (await page.evaluate(() => Reflect.get(window, '__painted'))) as string[];
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.filter((colour) => colour === 'rgb(255, 255, 255)')).toEqual([]);
    await screenshot(page, 'console-system-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => consoleHost().getAttribute('theme')).toBe('light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => consoleHost().getAttribute('theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect.poll(() => consoleHost().getAttribute('theme')).toBe('light');
    expect(await storedLayout()).toMatchObject({ colorMode: 'light', colorModeChosen: true });
    await page.reload();
    await rows().first().waitFor();
    expect(await consoleHost().getAttribute('theme')).toBe('light');
  });

  it('opens closed after a reload, leaving the page to assistive technology', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/task'));
    await rows().first().waitFor();
    await openCustomizer();
    await page
      .getByRole('dialog', { name: 'Layout settings' })
      .getByRole('radio', { name: 'Dark' })
      .check();
    expect(await storedLayout()).not.toHaveProperty('customizerOpen');
    await page.reload();
    await rows().first().waitFor();
    // Reachable by role: nothing modal took the page out of the accessibility tree.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: 'Open the layout settings' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The other settings stay.
    expect(await consoleHost().getAttribute('theme')).toBe('dark');
  });

  it('hides its toggle while the settings say customizerHidden', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.addInitScript(() =>
      localStorage.setItem('bo_layout', JSON.stringify({ customizerHidden: true })),
    );
    await page.goto(url('/task'));
    await rows().first().waitFor();
    await page.getByRole('button', { name: 'Open search (Ctrl+K)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open the layout settings' }).count()).toBe(0);
  });

  it('layout1: the sidebar collapses, the secondary nav and the search open and close', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/channel'));
    await heading(page, /Channels/).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const wide = (await nav.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBeLessThan(wide / 2);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Show or hide the secondary navigation' }).click();
    const secondary = page.getByRole('navigation', { name: 'Secondary navigation' });
    await secondary.waitFor();
    expect(await storedLayout()).toMatchObject({ leftSidebarOpen: true, secondaryNavOpen: true });
    // It shows the area's own group, with the area current, however the address is spelt.
    await page.goto(url('/Channel'));
    await heading(page, /Channels/).waitFor();
    const current = secondary.locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toBe('Channels');
    // It reads as the place the admin is on, not as one more link.
    const weight = (link: Locator) => link.evaluate((node) => getComputedStyle(node).fontWeight);
    expect(await weight(current)).toBe('600');
    expect(await weight(secondary.getByRole('link', { name: 'Messages' }))).toBe('400');
    await screenshot(page, 'console-layout1-secondary');
    await page.getByRole('button', { name: 'Open search (Ctrl+K)' }).click();
    await page.getByRole('combobox', { name: 'Search everything' }).waitFor();
    await page.getByRole('button', { name: 'Close search' }).click();
    await page.getByRole('combobox', { name: 'Search everything' }).waitFor({ state: 'hidden' });
  });
});

describe('global search', () => {
  it('Ctrl+K opens it, hits come grouped by area, Enter opens the area filtered by the text', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/dashboard'));
    await heading(page, 'Dashboard').waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search everything' });
    await expect.poll(() => box.evaluate((node) => node.matches(':focus'))).toBe(true);
    await box.fill('review');
    const results = page.getByRole('listbox', { name: 'Search everything' });
    await results.getByRole('group', { name: 'Tasks' }).waitFor();
    const taskHits = results.getByRole('group', { name: 'Tasks' }).getByRole('option');
    expect(await taskHits.count()).toBeGreaterThan(0);
    await screenshot(page, 'console-search');
    await box.press('Enter');
    await page.waitForURL(
      (address) => address.pathname === '/task' && address.searchParams.get('q') === 'review',
    );
    await heading(page, /Tasks/).waitFor();
    expect(
      await page
        .getByRole('searchbox', { name: 'Search' })
        .or(page.getByRole('textbox', { name: 'Search' }))
        .first()
        .inputValue(),
    ).toBe('review');
  });
});

describe('phone width', () => {
  it('at 390 px the sidebar is a drawer behind a menu button and the page never scrolls sideways', async () => {
    page = await newConsoleTab(file, { as: 'admin', width: 390, height: 844 });
    await page.goto(url('/task'));
    await rows().first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const noSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'console-layout1-390');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.waitFor();
    await screenshot(page, 'console-drawer-390');
    await drawer.getByRole('link', { name: 'System users' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await heading(page, /System users/).waitFor();
    expect(await noSideways()).toBe(true);

    for (const path of ['/channel', '/dashboard', '/sessions/signin', '/no/such/page']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await noSideways()).toBe(true);
    }
  });
});

describe('keyboard', () => {
  it('the skip link is the first stop and moves focus to the main content', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/channel'));
    await heading(page, /Channels/).waitFor();
    // The skip link comes with the layout, which follows the first screen's rows.
    await page.getByRole('banner').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((node) => node.matches(':focus'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('main').evaluate((node) => node.matches(':focus')))
      .toBe(true);
  });
});

describe('account menu', () => {
  it('a press before the menu code has arrived opens the menu once it has; Sign out signs out', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    const menuCode = heldChunkOf('src/console/layout/user-menu-popover.tsx');
    await menuCode.prepare(page);
    await page.goto(url('/dashboard'));
    await heading(page, 'Dashboard').waitFor();
    // The button is there with the first screen, the menu's code is not.
    await page.getByRole('button', { name: /^Account menu of / }).click();
    expect(await page.getByRole('menu').count()).toBe(0);
    menuCode.release();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain('admin@example.com');
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((address) => address.pathname === '/sessions/signin');
  });
});
