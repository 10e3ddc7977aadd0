// Shared steps of the console browser tests: open a console page in a fresh context, sign in through the form, read what the host heard.
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi, type Stack } from './harness';

export interface ConsolePageOptions {
  width?: number;
  height?: number;
  /** Signed in through the API before the first load. */
  as?: 'admin' | 'editor' | 'sa';
}

/** A new tab that records every bo-navigate and bo-error reaching document. */
export async function newConsoleTab(
  browser: Browser,
  stack: Stack,
  options: ConsolePageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const heard: { name: string; detail: unknown }[] = [];
    Reflect.set(window, '__boHeard', heard);
    for (const name of ['bo-navigate', 'bo-error']) {
      document.addEventListener(name, (event) =>
        heard.push({ name, detail: (event as CustomEvent).detail }),
      );
    }
  });
  if (options.as) {
    await signInThroughApi(
      page,
      stack.baseUrl,
      `${options.as}@example.com`,
      `${options.as}-password`,
    );
  }
  return page;
}

export function heard(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      (Reflect.get(window, '__boHeard') as { name: string; detail: unknown }[])
        .filter((entry) => entry.name === wanted)
        .map((entry) => entry.detail),
    name,
  );
}

/** The path the address bar shows, with its query. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The main heading of the screen (h1 inside the console). */
export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}
