// Shared steps of the console browser tests: open a console page in a fresh context, sign in through the form, read what the host heard.
import type { Page } from 'playwright-core';
import type { FileStack, TabOptions } from './file-stack';

/** A new tab (1280x860 unless told) that records every bo-navigate and bo-error reaching document. */
export async function newConsoleTab(file: FileStack, options: TabOptions = {}): Promise<Page> {
  const page = await file.tab({ width: 1280, height: 860, ...options });
  await page.addInitScript(() => {
    const heard: { name: string; detail: unknown }[] = [];
    Reflect.set(window, '__boHeard', heard);
    for (const name of ['bo-navigate', 'bo-error']) {
      document.addEventListener(name, (event) =>
        heard.push({ name, detail: (event as CustomEvent).detail }),
      );
    }
  });
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
