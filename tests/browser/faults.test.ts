// Fault injection in Chromium: every fault of support/faults.ts on every list element's list load
// and on one of its writes. Expected each time: a readable message, a typed bo-error, unknown
// counts shown as unknown, a retry that works once the fault is gone, nothing typed lost, no
// uncaught error, and the widget still in the accessibility tree.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  loginThroughApi,
  type Stack,
  type StoredAuth,
  startStack,
  watchPageProblems,
} from './harness';
import { hiddenAncestors } from './support/a11y-tree';
import {
  FAULT_TARGETS,
  FAULTS,
  type Fault,
  releaseHeld,
  serveHostPage,
  TEST_TIMEOUT_MS,
} from './support/faults';

let stack: Stack;
let browser: Browser;
let auth: StoredAuth;
let injected = 0;
let survived = 0;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  auth = await loginThroughApi(stack.baseUrl, 'admin@example.com', 'admin-password');
});

afterAll(async () => {
  console.log(`[faults] ${injected} faults injected, ${survived} survived`);
  await browser?.close();
  await stack?.close();
});

async function openHost(tag: string): Promise<{ page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addInitScript((value: string) => {
    localStorage.setItem('auth_user', value);
    const errors: unknown[] = [];
    Reflect.set(window, '__boErrors', errors);
    Reflect.set(window, '__boSignedOut', 0);
    document.addEventListener('bo-error', (event) => errors.push((event as CustomEvent).detail));
    document.addEventListener('bo-signed-out', () =>
      Reflect.set(window, '__boSignedOut', Number(Reflect.get(window, '__boSignedOut')) + 1),
    );
  }, JSON.stringify(auth));
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await serveHostPage(page, stack.baseUrl, tag);
  return { page, pageErrors: problems.pageErrors };
}

async function load(page: Page, tag: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/fault-host/${tag}.html`);
}

const boErrors = (page: Page) =>
  page.evaluate(() => Reflect.get(window, '__boErrors') as { kind: string; status?: number }[]);
const signedOutEvents = (page: Page) =>
  page.evaluate(() => Number(Reflect.get(window, '__boSignedOut')));
/** The client's own time-out must pass first, under a loaded machine too. */
const REPORTED = { timeout: TEST_TIMEOUT_MS + 10_000 };

/**
 * What the host must hear of the fault: the typed bo-error; when the fault ends the session (a
 * refused refresh), bo-signed-out, with or without a bo-error of the call that met it.
 */
async function expectReported(page: Page, fault: Fault, before = 0): Promise<void> {
  if (fault.endsSession) {
    await expect.poll(() => signedOutEvents(page), REPORTED).toBeGreaterThan(0);
    for (const detail of (await boErrors(page)).slice(before)) {
      expect(detail).toEqual({
        kind: fault.kind,
        status: fault.status,
        message: expect.any(String),
      });
    }
    return;
  }
  await expect
    .poll(async () => (await boErrors(page)).slice(before), REPORTED)
    .toContainEqual(
      fault.status
        ? { kind: fault.kind, status: fault.status, message: expect.any(String) }
        : { kind: fault.kind, message: expect.any(String) },
    );
}

/** Faults the request that `path` and `method` name; a refused refresh with the 401 storm. */
async function inject(page: Page, fault: Fault, method: string, path: (p: string) => boolean) {
  await page.route(
    (url) => path(url.pathname),
    (route) => (route.request().method() === method ? fault.serve(route) : route.fallback()),
  );
  if (fault.endsSession) {
    await page.route('**/api/v1/sys/auth/refresh', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Refresh refused' } }),
      }),
    );
  }
}

async function expectInTree(page: Page, tag: string): Promise<void> {
  await expect.poll(() => hiddenAncestors(page.locator(`${tag} h2`).first())).toEqual([]);
}

async function signInAgain(page: Page, tag: string): Promise<void> {
  const element = page.locator(tag);
  await element.getByLabel('Email').fill('admin@example.com');
  await element.getByLabel('Password').fill('admin-password');
  await element.getByRole('button', { name: 'Sign in' }).click();
}

/** Counts a fault as survived only when every expectation after it held. */
async function tally(run: () => Promise<void>): Promise<void> {
  injected += 1;
  await run();
  survived += 1;
}

for (const target of FAULT_TARGETS) {
  const { tag } = target;
  const rows = (page: Page) => page.locator(`${tag} tbody tr[data-row-index]`);

  describe(`<${tag}> list load`, () => {
    for (const fault of FAULTS) {
      it(
        `survives ${fault.name}`,
        () =>
          tally(async () => {
            const { page, pageErrors } = await openHost(tag);
            const element = page.locator(tag);
            await inject(page, fault, 'GET', (path) => path === target.list);
            await load(page, tag);
            await expectReported(page, fault);
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            await releaseHeld();
            await serveHostPage(page, stack.baseUrl, tag);
            if (fault.endsSession) {
              await element.getByText(fault.message).waitFor();
              await signInAgain(page, tag);
            } else {
              const alert = element.getByRole('alert');
              await expect.poll(() => alert.textContent()).toMatch(fault.message);
              expect(await alert.textContent()).not.toMatch(/undefined|\[object|"list"/);
              // Unknown is not zero.
              expect(await element.locator('nav').textContent()).toContain('Total unknown');
              expect(await element.locator('[aria-label="Total unknown"]').count()).toBe(1);
              await expectInTree(page, tag);
              await element.getByRole('button', { name: 'Retry' }).click();
            }
            await rows(page).first().waitFor();
            expect(await element.locator('nav').textContent()).toMatch(/of \d+/);
            await expectInTree(page, tag);
            expect(pageErrors).toEqual([]);
            await page.context().close();
          }),
        60_000,
      );
    }
  });

  describe(`<${tag}> write`, () => {
    let attempt = 0;
    for (const fault of FAULTS) {
      it(
        `survives ${fault.name}`,
        () =>
          tally(async () => {
            attempt += 1;
            const { page, pageErrors } = await openHost(tag);
            const element = page.locator(tag);
            await load(page, tag);
            await rows(page).first().waitFor();
            const probe = target.mutation;
            await probe.prepare(element, attempt);
            await inject(page, fault, probe.method, (path) => probe.path.test(path));
            const before = (await boErrors(page)).length;
            await probe.fire(element);
            await expectReported(page, fault, before);
            await page.unrouteAll({ behavior: 'ignoreErrors' });
            await releaseHeld();
            await serveHostPage(page, stack.baseUrl, tag);
            if (fault.endsSession) {
              // The session is over: the element asks to sign in, then the list is back. What was
              // typed in an open dialog goes with the session (the dialog closes with the area);
              // the host heard bo-signed-out, so it can keep or restore it.
              await element.getByText(fault.message).waitFor();
              await signInAgain(page, tag);
              await rows(page).first().waitFor();
            } else {
              await expect.poll(() => element.getByText(fault.message).count()).toBeGreaterThan(0);
              await probe.expectKept(element, attempt);
              // The same action again, without the fault, goes through.
              await probe.fire(element);
              await expect
                .poll(() =>
                  probe.expectDone(element).then(
                    () => true,
                    () => false,
                  ),
                )
                .toBe(true);
            }
            expect(pageErrors).toEqual([]);
            await page.context().close();
          }),
        60_000,
      );
    }
  });
}
