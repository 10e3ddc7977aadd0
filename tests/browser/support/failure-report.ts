// What a failed browser test leaves behind: for each of its tabs the address, the page's errors,
// its accessibility tree and a screenshot, so a failure on CI can be read without re-running it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir } from './harness';

const SNAPSHOT_CHARS = 6000;

/** Starts listening on a tab: errors are only heard from the moment a listener is on. */
export function watchForReport(page: Page): void {
  const heard: string[] = [];
  page.on('pageerror', (error) => heard.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      heard.push(`console error: ${message.text()} (${message.location().url})`);
  });
  reports.set(page, heard);
}

const reports = new WeakMap<Page, string[]>();

/** Prints what the tab shows now; never throws (the test has failed already). */
export async function reportFailedTab(page: Page, testName: string, index: number): Promise<void> {
  if (page.isClosed()) return;
  const name = `failed-${testName}-${index}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
  const lines = [`--- ${name}: ${page.url()}`, ...(reports.get(page) ?? [])];
  try {
    // A select's options say little about a failure and run to hundreds of lines.
    const tree = (await page.locator('body').ariaSnapshot({ timeout: 5000 }))
      .split('\n')
      .filter((line) => !/^\s*- option /.test(line))
      .join('\n');
    lines.push(tree.length > SNAPSHOT_CHARS ? `${tree.slice(0, SNAPSHOT_CHARS)}\n…` : tree);
  } catch (error) {
    lines.push(`(no accessibility tree: ${String(error).split('\n')[0]})`);
  }
  try {
    mkdirSync(screenshotDir, { recursive: true });
    const path = join(screenshotDir, `${name}.png`);
    await page.screenshot({ path, timeout: 5000 });
    lines.push(`screenshot: ${path}`);
  } catch {
    // A tab that cannot be drawn any more has printed what it could.
  }
  console.log(lines.join('\n'));
}
