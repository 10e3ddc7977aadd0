// Fault injection in Chromium: every fault of support/faults.ts on every list element's list load
// and on one of its writes, and the same in the console. Expected each time: a readable message, a
// typed bo-error, unknown counts shown as unknown, a retry that works once the fault is gone,
// nothing typed lost, no uncaught error, and the widget still in the accessibility tree.
// One server and one browser; each element in its own context and tab, a few side by side (most of the time is waiting out time-outs).
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { type Lane, openFaultLane } from './support/fault-lane';
import { FAULT_TARGETS, FAULTS } from './support/faults';
import { stackPerFile } from './support/file-stack';

const file = stackPerFile();

const counts = { injected: 0 };
let survived = 0;
const started = performance.now();

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `[faults] ${counts.injected} faults injected on ${FAULT_TARGETS.length} elements, ${survived} survived (${seconds} s)`,
  );
});

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
      lane = await openFaultLane({
        browser: file.browser,
        baseUrl: file.stack.baseUrl,
        auth: file.admin,
        target,
        counts,
      });
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
