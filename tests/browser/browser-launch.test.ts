// The test browser's launch flags: Playwright's own disabled features stay off, and a new
// context's window no longer loads the omnibox popup's WebUI pages. One Chromium, started as the
// harness starts it, but as a server: its command line shows Playwright's switches beside ours.
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ARGS, CHROMIUM_PATH } from './support/harness';

let server: BrowserServer;
let browser: Browser;

beforeAll(async () => {
  server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  browser = await chromium.connect(server.wsEndpoint());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the test browser', () => {
  it('keeps every feature Playwright turns off, since only the last --disable-features counts', () => {
    const prefix = '--disable-features=';
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith(prefix))
      .map((arg) => arg.slice(prefix.length).split(','));
    // Playwright's list, then ours.
    expect(lists).toHaveLength(2);
    const [theirs, ours] = lists;
    expect(theirs?.length).toBeGreaterThan(0);
    expect(ours).toEqual(expect.arrayContaining(theirs ?? []));
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
