// Fault injection in Chromium: every fault of support/faults.ts on every list element's list load
// and on one of its writes, and the same in the console. Expected each time: a readable message, a
// typed bo-error, unknown counts shown as unknown, a retry that works once the fault is gone,
// nothing typed lost, no uncaught error, and the widget still in the accessibility tree.
// One server and one browser; each element in its own context and tab, a few side by side (most of the time is waiting out time-outs).
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, type ExpectStatic, it } from 'vitest';
import {
  launchBrowser,
  loginThroughApi,
  seedAuthBeforeLoad,
  type Stack,
  startStack,
  watchPageProblems,
} from './harness';
import { hiddenAncestors } from './support/a11y-tree';
import {
  FAULT_TARGETS,
  FAULTS,
  type Fault,
  type FaultTarget,
  type MutationProbe,
  releaseHeld,
  serveHostPages,
  TEST_TIMEOUT_MS,
} from './support/faults';

let stack: Stack;
let browser: Browser;
let auth: Awaited<ReturnType<typeof loginThroughApi>>;
let injected = 0;
let survived = 0;
const started = performance.now();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  auth = await loginThroughApi(stack.baseUrl, 'admin@example.com', 'admin-password');
});

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `[faults] ${injected} faults injected on ${FAULT_TARGETS.length} elements, ${survived} survived (${seconds} s)`,
  );
  await browser?.close();
  await stack?.close();
});

type Heard = 'bo-error' | 'bo-signed-out' | 'bo-change';
/** The client's own time-out must pass first, under a loaded machine too. */
const REPORTED = { timeout: TEST_TIMEOUT_MS + 10_000 };

/** How many calls a fault was served to: a write must never be repeated on its own. */
interface Served {
  count: number;
}

/**
 * One target's tab, in its own browser context (own storage and routes), with what the page
 * reported: targets run side by side, each in its own lane, since most of their time is spent
 * waiting out time-outs and Retry-After.
 */
async function openLane(target: FaultTarget) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A step that cannot happen fails on its own line instead of at the test's time limit.
  context.setDefaultTimeout(10_000);
  await seedAuthBeforeLoad(context, auth);
  await context.addInitScript(() => {
    const heard: Record<string, unknown[]> = {
      'bo-error': [],
      'bo-signed-out': [],
      'bo-change': [],
    };
    Reflect.set(window, '__boHeard', heard);
    for (const name of Object.keys(heard)) {
      document.addEventListener(name, (event) => heard[name]?.push((event as CustomEvent).detail));
    }
  });
  await serveHostPages(context, stack.baseUrl);
  const page = await context.newPage();
  const { pageErrors } = await watchPageProblems(page);
  // Tests of several lanes run at once, so assertions go through the running test's own expect.
  const running: { expect?: ExpectStatic } = {};
  const expect = (() => {
    if (!running.expect) throw new Error('no test is running in this lane');
    return running.expect;
  }) as () => ExpectStatic;

  const heard = (name: Heard) =>
    page.evaluate(
      (wanted) => (Reflect.get(window, '__boHeard') as Record<string, unknown[]>)[wanted] ?? [],
      name,
    );

  /** The host hears the typed bo-error, fields and all; a refused refresh also ends the session. */
  async function expectReported(fault: Fault, errorsBefore: number, signOutsBefore = 0) {
    if (fault.endsSession) {
      await expect()
        .poll(async () => (await heard('bo-signed-out')).length, REPORTED)
        .toBeGreaterThan(signOutsBefore);
      // The call that met the refusal may report it too, but as exactly that.
      for (const detail of (await heard('bo-error')).slice(errorsBefore)) {
        expect()(detail).toEqual({ ...fault.detail, message: expect().any(String) });
      }
      return;
    }
    await expect()
      .poll(async () => (await heard('bo-error')).slice(errorsBefore), REPORTED)
      .toContainEqual({ ...fault.detail, message: expect().any(String) });
  }

  /**
   * Faults the calls `method` makes to `path` (only the first one with `once`); with the 401 storm,
   * the refresh is refused too.
   */
  async function inject(
    fault: Fault,
    method: string,
    path: (pathname: string) => boolean,
    options: { once?: boolean } = {},
  ): Promise<Served> {
    injected += 1;
    const served: Served = { count: 0 };
    await page.route(
      (url) => path(url.pathname),
      (route) => {
        if (route.request().method() !== method || (options.once && served.count > 0))
          return route.fallback();
        served.count += 1;
        return fault.serve(route);
      },
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
    return served;
  }

  async function heal(): Promise<void> {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await releaseHeld(page);
  }

  const at = () => page.locator(target.tag);
  const rows = () => page.locator(`${target.tag} tbody tr[data-row-index]`);

  /**
   * No hidden ancestor, up through the shadow roots to <html>: the screen's heading, or what the
   * user works on while a dialog holds the rest of the page modal.
   */
  async function expectInTree(what?: Locator): Promise<void> {
    const reachable = what ?? page.locator(`${target.tag} h1, ${target.tag} h2`).first();
    await expect()
      .poll(() => hiddenAncestors(reachable))
      .toEqual([]);
  }

  /** After a refused refresh the element (or the console's page) asks to sign in; doing so brings the list back. */
  async function signInAgain(): Promise<void> {
    // An element's screen is kept, hidden, beside its sign-in form: its own Email filter included.
    const form =
      target.tag === 'bo-console'
        ? page.locator('bo-console')
        : at().getByRole('form', { name: /^Sign in/ });
    await form.getByLabel('Email').fill('admin@example.com');
    await form.getByLabel('Password', { exact: true }).fill('admin-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await rows().first().waitFor();
  }

  const open = async () => {
    await page.goto(`${stack.baseUrl}${target.path}`);
  };

  /** Fires the probe's write with nothing in its way: the host hears bo-change, the form is done. */
  async function writeGoesThrough(probe: MutationProbe): Promise<void> {
    const changes = (await heard('bo-change')).length;
    await probe.fire(at());
    await expect()
      .poll(async () => (await heard('bo-change')).length)
      .toBeGreaterThan(changes);
    await probe.expectDone(at());
  }

  return {
    /** Sets the expect of the test that runs next in this lane. */
    runs(expect: ExpectStatic) {
      running.expect = expect;
    },
    page,
    pageErrors,
    heard,
    expectReported,
    inject,
    heal,
    at,
    rows,
    expectInTree,
    signInAgain,
    open,
    writeGoesThrough,
    close: () => context.close(),
  };
}

type Lane = Awaited<ReturnType<typeof openLane>>;

const pagination = (element: Locator) =>
  element.getByRole('navigation', { name: / pagination$/ }).first();

const SESSION_FAULT = FAULTS.find((fault) => fault.endsSession)!;
const RATE_LIMIT = FAULTS.find((fault) => fault.detail.status === 429)!;
const PASSING_FAULTS = FAULTS.filter((fault) => !fault.endsSession);

for (const target of FAULT_TARGETS) {
  const isList = (pathname: string) => pathname === target.list;

  // Targets run side by side (at most the browser project's maxConcurrency at once); one target's
  // tests follow one another in its own tab.
  describe.concurrent(`<${target.tag}>`, () => {
    let lane: Lane;
    beforeAll(async () => {
      lane = await openLane(target);
    });
    afterAll(async () => {
      await lane?.close();
    });
    beforeEach(({ expect }) => {
      lane.runs(expect);
    });

    it.sequential(`list load survives ${PASSING_FAULTS.map((fault) => fault.name).join(', ')}; Retry then loads it`, async ({
      expect,
    }) => {
      const errorsAtStart = lane.pageErrors.length;
      // The first fault meets the first load; each next one the Retry of the one before.
      for (const [index, fault] of PASSING_FAULTS.entries()) {
        const before = index === 0 ? 0 : (await lane.heard('bo-error')).length;
        await lane.heal();
        await lane.inject(fault, 'GET', isList);
        if (index === 0) await lane.open();
        else await lane.at().getByRole('button', { name: 'Retry' }).click();
        await lane.expectReported(fault, before);
        const alert = lane.at().getByRole('alert').first();
        await expect.poll(() => alert.textContent()).toMatch(fault.message);
        expect(await alert.textContent()).not.toMatch(/undefined|\[object|"list"/);
        // Unknown is not zero.
        expect(await pagination(lane.at()).textContent()).toContain('Total unknown');
        expect(await lane.at().locator('[aria-label="Total unknown"]').count()).toBe(1);
        await lane.expectInTree();
        survived += 1;
      }
      await lane.heal();
      await lane.at().getByRole('button', { name: 'Retry' }).click();
      await lane.rows().first().waitFor();
      expect(await pagination(lane.at()).textContent()).toMatch(/of \d+/);
      await lane.expectInTree();
      expect(lane.pageErrors.slice(errorsAtStart)).toEqual([]);
    });

    it.sequential('list load survives a 401 storm with a refused refresh: sign in again and the list is back', async ({
      expect,
    }) => {
      const errorsAtStart = lane.pageErrors.length;
      await lane.heal();
      await lane.open();
      await lane.rows().first().waitFor();
      await lane.inject(SESSION_FAULT, 'GET', isList);
      await lane.page.reload();
      await lane.expectReported(SESSION_FAULT, 0);
      await lane.heal();
      await lane.signInAgain();
      expect(await pagination(lane.at()).textContent()).toMatch(/of \d+/);
      await lane.expectInTree();
      expect(lane.pageErrors.slice(errorsAtStart)).toEqual([]);
      survived += 1;
    });

    it.sequential(`a write survives ${PASSING_FAULTS.map((fault) => fault.name).join(', ')}, keeps what was typed, then goes through`, async ({
      expect,
    }) => {
      const errorsAtStart = lane.pageErrors.length;
      const probe = target.mutation;
      const writes = (pathname: string) => probe.path.test(pathname);
      await lane.heal();
      await lane.open();
      await lane.rows().first().waitFor();
      await probe.prepare(lane.at(), 1);
      for (const fault of PASSING_FAULTS) {
        const before = (await lane.heard('bo-error')).length;
        await lane.heal();
        const served = await lane.inject(fault, probe.method, writes);
        await probe.fire(lane.at());
        await lane.expectReported(fault, before);
        await expect.poll(() => lane.at().getByText(fault.message).count()).toBeGreaterThan(0);
        await probe.expectKept(lane.at(), 1);
        // Not even a 429 with a short Retry-After: a write may not be safe to send twice.
        expect(served.count).toBe(1);
        await lane.expectInTree(probe.reachable(lane.at()));
        survived += 1;
      }
      await lane.heal();
      // The same action again, without the fault, goes through.
      await lane.writeGoesThrough(probe);
      expect(lane.pageErrors.slice(errorsAtStart)).toEqual([]);
    });

    it.sequential('a write survives a 401 storm with a refused refresh: sign in again, the input is still there, save again', async ({
      expect,
    }) => {
      const errorsAtStart = lane.pageErrors.length;
      const probe = target.mutation;
      await lane.heal();
      await lane.open();
      await lane.rows().first().waitFor();
      await probe.prepare(lane.at(), 2);
      const before = (await lane.heard('bo-error')).length;
      await lane.inject(SESSION_FAULT, probe.method, (pathname) => probe.path.test(pathname));
      await probe.fire(lane.at());
      await lane.expectReported(SESSION_FAULT, before);
      await lane.heal();
      await lane.signInAgain();
      // Every element and the console: the screen was kept, hidden, under the sign-in form: the dialog is back as it was left,
      // saying why the save did not happen.
      await probe.expectKept(lane.at(), 2);
      if (probe.typed) {
        await expect
          .poll(() =>
            lane
              .at()
              .getByText(/sign in again to save — your input is kept/)
              .count(),
          )
          .toBeGreaterThan(0);
      }
      await lane.expectInTree(probe.reachable(lane.at()));
      await lane.writeGoesThrough(probe);
      await lane.expectInTree();
      expect(lane.pageErrors.slice(errorsAtStart)).toEqual([]);
      survived += 1;
    });

    it.sequential('a list load answered 429 with Retry-After: 1 waits that second and loads by itself', async ({
      expect,
    }) => {
      const errorsAtStart = lane.pageErrors.length;
      await lane.heal();
      const served = await lane.inject(RATE_LIMIT, 'GET', isList, { once: true });
      await lane.open();
      // Without the wait the list would show the failure and sit there until Retry is pressed.
      await lane.rows().first().waitFor();
      expect(served.count).toBe(1);
      expect(await lane.heard('bo-error')).toEqual([]);
      expect(await lane.at().getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await pagination(lane.at()).textContent()).toMatch(/of \d+/);
      expect(lane.pageErrors.slice(errorsAtStart)).toEqual([]);
      survived += 1;
    });
  });
}
