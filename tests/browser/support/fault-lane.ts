// One fault-test target's lane: its own browser context and tab, what the page reported, and the
// steps the fault tests take there (inject a fault, heal, open, sign in again, check the host heard).
import type { Browser, Locator } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { type loginThroughApi, seedAuthBeforeLoad, watchPageProblems } from './harness';
import { hiddenAncestors } from './a11y-tree';
import {
  type Fault,
  type FaultTarget,
  type MutationProbe,
  PAGE_TIMEOUT_MS,
  releaseHeld,
  serveHostPages,
} from './faults';

type Auth = Awaited<ReturnType<typeof loginThroughApi>>;
type Heard = 'bo-error' | 'bo-signed-out' | 'bo-change';
/** The client's own time-out must pass first, under a loaded machine too. */
const REPORTED = { timeout: PAGE_TIMEOUT_MS + 10_000 };

/** How many calls a fault was served to: a write must never be repeated on its own. */
interface Served {
  count: number;
}

/**
 * One target's tab, in its own browser context (own storage and routes), with what the page
 * reported: targets run side by side, each in its own lane, since most of their time is spent
 * waiting out time-outs and Retry-After.
 */
export async function openFaultLane(options: {
  browser: Browser;
  baseUrl: string;
  auth: Auth;
  target: FaultTarget;
  /** Counts the faults injected, across lanes. */
  counts: { injected: number };
}) {
  const { browser, baseUrl, auth, target, counts } = options;
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
  await serveHostPages(context, baseUrl);
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
    counts.injected += 1;
    if (fault.clientTimeoutMs) await setClientTimeout(fault.clientTimeoutMs);
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
    if (shortened) await setClientTimeout(PAGE_TIMEOUT_MS);
  }

  let shortened = false;
  /** The client's time-out, through the page-wide config the elements share (the page must be open). */
  async function setClientTimeout(timeoutMs: number): Promise<void> {
    // A string, not a function: Vite rewrites a function's import() for Node before the page sees it.
    await page.evaluate(
      `import('/dist/core/index.js').then((core) => core.configure({ timeoutMs: ${timeoutMs} }))`,
    );
    shortened = timeoutMs !== PAGE_TIMEOUT_MS;
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
    await page.goto(`${baseUrl}${target.path}`);
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

export type Lane = Awaited<ReturnType<typeof openFaultLane>>;
