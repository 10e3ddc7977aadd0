// Page parts every screen test finds the way a person does: the next API request, a confirmation
// dialog, a toast.
import type { Locator, Page, Request } from 'playwright-core';

/** The next request of the page to `/api/v1<path>` with that method. */
export function requestTo(page: Page, path: string, method = 'GET') {
  return page.waitForRequest(
    (r) => new URL(r.url()).pathname === `/api/v1${path}` && r.method() === method,
  );
}

/**
 * Runs the action and returns the query of the GET /api/v1<path> it caused whose parameters hold
 * `expected`, once that request has its answer.
 */
export async function listRequestOf(
  page: Page,
  path: string,
  expected: Record<string, string>,
  action: () => Promise<unknown>,
): Promise<URLSearchParams> {
  const isList = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.pathname !== `/api/v1${path}`) return false;
    return Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value);
  };
  const [request] = await Promise.all([page.waitForRequest(isList), action()]);
  await request.response();
  return new URL(request.url()).searchParams;
}

/** The open confirmation: checks its title and presses its confirm button. */
export async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits for a toast holding `text` (a string or pattern) and returns it. */
export async function toast(page: Page, text: string | RegExp): Promise<Locator> {
  const shown = page.locator('.fui-Toast', { hasText: text });
  await shown.first().waitFor();
  return shown.first();
}
