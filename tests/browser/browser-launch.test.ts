// The test browser's launch flags: Playwright's own disabled features stay off, and a new
// context's window no longer loads the omnibox popup's WebUI pages.
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the test browser', () => {
  it('keeps every feature Playwright turns off, since only the last --disable-features counts', async () => {
    const server = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox'],
    });
    try {
      const prefix = '--disable-features=';
      const theirs = server
        .process()
        .spawnargs.find((arg) => arg.startsWith(prefix))
        ?.slice(prefix.length)
        .split(',');
      expect(theirs?.length).toBeGreaterThan(0);
      expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs ?? []));
    } finally {
      await server.close();
    }
  });

  it('opens a context without the omnibox popup pages beside its tab', async () => {
    const cdp = await browser.newBrowserCDPSession();
    const context = await browser.newContext();
    try {
      // The popup pages come with the context's window: they are there once its tab is.
      await context.newPage();
      const { targetInfos } = await cdp.send('Target.getTargets');
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('about:blank');
      expect(urls.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    } finally {
      await context.close();
      await cdp.detach();
    }
  });
});
