// <bo-permission-matrix> in Chromium against the reference server: signed in as SA, removing links.write
// from ADMIN is staged, shown as a diff, confirmed and saved; at admin@example.com's next sign-in the links
// screen no longer offers "New link", and the server refuses the call with 403.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughApi, screenshot, signInThroughApi } from './support/harness';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

const TEST_PAGE = '/test/one-element.html';

/** A page with only `tag`, signed in as `email`. */
async function openElement(tag: string, email: string, password: string): Promise<Page> {
  const page = await file.tab({ width: 1280, height: 900 });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>
<body style="margin:0;padding:8px"><${tag}></${tag}><script type="module" src="/dist/elements/${tag}.js"></script></body></html>`;
  await page.route(`**${TEST_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await signInThroughApi(page, file.stack.baseUrl, email, password);
  await page.goto(file.url(TEST_PAGE));
  return page;
}

async function adminLinks(): Promise<Page> {
  const page = await openElement('bo-link-list', 'admin@example.com', 'admin-password');
  await page.locator('bo-link-list tbody tr[data-row-index]').first().waitFor();
  return page;
}

describe('<bo-permission-matrix>', () => {
  it('takes links.write from ADMIN: the action disappears at their next sign-in and the server says 403', async () => {
    const before = await adminLinks();
    await expect
      .poll(() => before.locator('bo-link-list').getByRole('button', { name: 'New link' }).count())
      .toBe(1);
    expect(
      await before
        .locator('bo-link-list')
        .getByRole('button', { name: /^Actions for / })
        .count(),
    ).toBeGreaterThan(0);
    await before.context().close();

    const page = await openElement('bo-permission-matrix', 'sa@example.com', 'sa-password');
    const matrix = page.locator('bo-permission-matrix');
    const cell = matrix.getByRole('checkbox', { name: 'ADMIN: links.write' });
    await cell.waitFor();
    expect(await cell.isChecked()).toBe(true);
    expect(await matrix.getByRole('checkbox', { name: 'SA: links.write' }).isDisabled()).toBe(true);
    await cell.click();
    await expect
      .poll(() => matrix.locator('[data-diff] li').allTextContents())
      .toEqual(['ADMIN: -links.write']);
    await screenshot(page, 'permission-matrix-staged');
    await matrix.getByRole('button', { name: 'Save changes' }).click();
    const confirm = matrix.getByRole('alertdialog').or(matrix.getByRole('dialog'));
    await expect.poll(() => confirm.getByText('ADMIN: -links.write').count()).toBe(1);
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/permissions'),
      ),
      confirm.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect.poll(() => matrix.locator('[data-diff]').count()).toBe(0);
    expect(await cell.isChecked()).toBe(false);
    await page.context().close();

    const after = await adminLinks();
    await expect
      .poll(() =>
        after
          .locator('bo-link-list')
          .getByRole('button', { name: /^Actions for / })
          .count(),
      )
      .toBe(0);
    expect(
      await after.locator('bo-link-list').getByRole('button', { name: 'New link' }).count(),
    ).toBe(0);
    await after.context().close();

    const admin = await loginThroughApi(file.stack.baseUrl, 'admin@example.com', 'admin-password');
    expect(admin.user).toMatchObject({ email: 'admin@example.com' });
    expect((admin.user as { permissions?: string[] }).permissions).not.toContain('links.write');
    const response = await fetch(new URL('/api/v1/links', file.stack.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'invite', url: 'https://t.me/+abc' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'FORBIDDEN', permission: 'links.write' },
    });
  });
});
