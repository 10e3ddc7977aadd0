// <bo-console> routes in Chromium: redirects, guards with the remembered path, rejected return paths, not-found and Access Denied texts, paths in any letter case, navigate() and bo-navigate, hash and memory modes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, heard, newConsoleTab, pathOf, signInWithForm } from './support/console';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

/** The twelve protected routes of the specification. */
const PROTECTED =
  '/dashboard /user /source /message /category /order /channel /buyer /link /permission /sys/user /task'.split(
    ' ',
  );

let page: Page;

const { url } = file;

/** The element behind a way home, and whether it is drawn as a Fluent button (else a plain link). */
function looksOf(home: Locator): Promise<{ tag: string; button: boolean }> {
  return home.evaluate((anchor) => ({
    tag: anchor.tagName,
    button: anchor.classList.contains('fui-Button'),
  }));
}

describe('routing rules', () => {
  it('sends an unauthenticated visit to sign-in and returns to the path with its query afterwards', async () => {
    page = await newConsoleTab(file);
    await page.goto(url('/task?status=open&offset=0'));
    await page.waitForURL(/\/sessions\/signin\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/task?status=open&offset=0');
    await signInWithForm(page, 'admin@example.com', 'admin-password');
    await page.waitForURL((address) => address.pathname === '/task');
    expect(pathOf(page)).toBe('/task?status=open&offset=0');
    await heading(page, /Tasks/).waitFor();
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('after sign-in, rejects the return path %s and opens the dashboard', async (redirect) => {
    page = await newConsoleTab(file);
    await page.goto(`${url('/sessions/signin')}?redirect=${encodeURIComponent(redirect)}`);
    await signInWithForm(page, 'admin@example.com', 'admin-password');
    await page.waitForURL((address) => address.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(file.stack.baseUrl);
  });

  it('redirects / to /dashboard', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/'));
    await page.waitForURL((address) => address.pathname === '/dashboard');
    await heading(page, 'Dashboard').waitFor();
  });

  it('shows the not-found page for an unknown path, with its way home', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/no/such/page'));
    await heading(page, '404').waitFor();
    await page.getByText('Error!', { exact: true }).waitFor();
    await page.getByText("Sorry! The page you were looking for doesn't exist.").waitFor();
    const home = page.getByRole('link', { name: 'Go back to home' });
    expect(await home.getAttribute('href')).toBe('/');
    // Spec section 2: a button linking to /; still an anchor, so it is announced as a link.
    expect(await looksOf(home)).toEqual({ tag: 'A', button: true });
    await home.click();
    await page.waitForURL((address) => address.pathname === '/dashboard');
  });

  it('serves /sessions, /sessions/404 and unknown session paths as the not-found page', async () => {
    page = await newConsoleTab(file);
    for (const path of ['/sessions', '/sessions/404', '/sessions/no-such-page']) {
      await page.goto(url(path));
      await heading(page, '404').waitFor();
      await page.getByText("Sorry! The page you were looking for doesn't exist.").waitFor();
      expect(await looksOf(page.getByRole('link', { name: 'Go back to home' }))).toEqual({
        tag: 'A',
        button: true,
      });
    }
  });

  it('shows Access Denied to editor@example.com on every protected route', async () => {
    page = await newConsoleTab(file, { as: 'editor' });
    await page.goto(url('/dashboard'));
    // The entry defines <bo-console> once its UI module is in: navigate() comes with it.
    await page.waitForFunction(() => customElements.get('bo-console') !== undefined);
    for (const path of PROTECTED) {
      await page.evaluate((target) => {
        (
          document.querySelector('bo-console') as HTMLElement & { navigate(p: string): void }
        ).navigate(target);
      }, path);
      await page.waitForURL((address) => address.pathname === path);
      await heading(page, 'Access Denied!').waitFor();
      await page.getByText('Error!', { exact: true }).waitFor();
      await page.getByText('You do not have permission to acces this page.').waitFor();
      const home = page.getByRole('link', { name: 'Go back to home' });
      expect(await home.getAttribute('href')).toBe('/');
      expect(await looksOf(home)).toEqual({ tag: 'A', button: false });
    }
  });
});

describe('paths in any letter case, as the router matches them', () => {
  it('opens a chart page at its path in another letter case, not the not-found page', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/Charts/Victory-Chart'));
    await heading(page, 'Victory').waitFor();
    const cards = page.locator('bo-console').locator('[data-chart-card]');
    await expect.poll(() => cards.count()).toBe(6);
    expect(await heading(page, '404').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Victory · Backoffice');
    const victoryLink = page.locator('bo-console').locator('nav a[href="/charts/victory-chart"]');
    expect(await victoryLink.first().getAttribute('aria-current')).toBe('page');
  });
});

describe('navigation for hosts', () => {
  it('navigate(path) moves the console and every navigation sends bo-navigate { path }', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/dashboard'));
    await heading(page, 'Dashboard').waitFor();
    await page.evaluate(() => {
      (
        document.querySelector('bo-console') as HTMLElement & { navigate(p: string): void }
      ).navigate('/channel?enabled=true');
    });
    await heading(page, /Channels/).waitFor();
    expect(pathOf(page)).toBe('/channel?enabled=true');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks' })
      .click();
    await heading(page, /Tasks/).waitFor();
    const paths = (await heard(page, 'bo-navigate')).map(
      (detail) => (detail as { path: string }).path,
    );
    expect(paths).toEqual(['/dashboard', '/channel?enabled=true', '/task']);
  });

  it('marks the current nav item, moves focus to the new heading and names the document after the screen', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/task'));
    await heading(page, /Tasks/).waitFor();
    // Named once the router has taken over the first screen.
    await expect.poll(() => page.title()).toBe('Tasks · Backoffice');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Tasks' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await nav.getByRole('link', { name: 'System users' }).click();
    const users = heading(page, /System users/);
    await users.waitFor();
    await expect.poll(() => users.evaluate((node) => node.matches(':focus'))).toBe(true);
    expect(await nav.getByRole('link', { name: 'System users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'Tasks' }).getAttribute('aria-current')).toBeNull();
    expect(await page.title()).toBe('System users · Backoffice');
    await page.getByRole('banner').waitFor();
    await page.getByRole('main').waitFor();
  });
});

describe('routing modes', () => {
  it('hash mode: the embedded console routes in the hash and leaves the host title alone', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    await page.goto(url('/demo/console-embedded.html#/channel'));
    await heading(page, /Channels/).waitFor();
    expect(page.url()).toContain('/demo/console-embedded.html#/channel');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks' })
      .click();
    await page.waitForURL(/#\/task$/);
    expect(await page.title()).toBe('Host portal with an embedded console');
  });

  it('memory mode: starts at initial-path and never touches the address bar', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Memory host</title></head>
<body><bo-console routing="memory" initial-path="/sys/user"></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>`;
    await page.route('**/test/memory-console.html', (route) =>
      route.fulfill({ contentType: 'text/html', body }),
    );
    await page.goto(url('/test/memory-console.html'));
    await heading(page, /System users/).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Channels' })
      .click();
    await heading(page, /Channels/).waitFor();
    expect(pathOf(page)).toBe('/test/memory-console.html');
    expect(await page.title()).toBe('Memory host');
  });

  it('base-path: browser routing under a prefix', async () => {
    page = await newConsoleTab(file, { as: 'admin' });
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Prefixed</title></head>
<body><bo-console base-path="/admin"></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>`;
    await page.route('**/admin/**', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(url('/admin/task'));
    await heading(page, /Tasks/).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Channels' })
      .click();
    await page.waitForURL((address) => address.pathname === '/admin/channel');
  });
});
