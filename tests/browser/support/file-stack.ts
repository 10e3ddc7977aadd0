// What every browser test file starts with: one reference server, one Chromium and one admin
// sign-in for the whole file, closed after it; tabs on that stack; reading the server as that admin.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  launchBrowser,
  loginThroughApi,
  seedAuthBeforeLoad,
  signInThroughApi,
  type Stack,
  type StackOptions,
  type StoredAuth,
  startStack,
} from './harness';
import { reportFailedTab, watchForReport } from './failure-report';

/** The seeded demo accounts; each signs in with `<name>-password`. */
export type DemoAccount = 'admin' | 'editor' | 'sa';

export interface TabOptions {
  /** The viewport; without either, Playwright's default. */
  width?: number;
  height?: number;
  /** Signed in through the API as this account before the first load (the tab is left on the
   * stack's origin). */
  as?: DemoAccount;
  /** Tokens seeded before the tab's first document, without a prior navigation (a cold load). */
  seed?: StoredAuth;
  /** Further options of the tab's context (downloads, clipboard permissions). */
  context?: BrowserContextOptions;
}

export interface FileStack {
  stack: Stack;
  browser: Browser;
  /** The seeded admin's tokens, for API calls and for seeding a signed-in tab. */
  admin: StoredAuth;
  /** An absolute URL on the stack. */
  url(path: string): string;
  /** A tab in a context of its own; one opened in a test (or beforeEach) closes after that test,
   * one opened in beforeAll lasts the file. */
  tab(options?: TabOptions): Promise<Page>;
}

export interface FileStackOptions extends StackOptions {
  /** Other work the file needs before its first test, done beside the start (a build). */
  alongside?: () => Promise<unknown>;
}

/** Registers the file's hooks; the fields are there once beforeAll has run. */
export function stackPerFile(options: FileStackOptions = {}): FileStack {
  const { alongside, ...stackOptions } = options;
  let inTest = false;
  const testTabs: Page[] = [];
  const file = {
    url: (path: string) => new URL(path, file.stack.baseUrl).href,
    async tab(tab: TabOptions = {}): Promise<Page> {
      const sized = tab.width !== undefined || tab.height !== undefined;
      const context = await file.browser.newContext({
        ...(sized ? { viewport: { width: tab.width ?? 1280, height: tab.height ?? 900 } } : {}),
        ...tab.context,
      });
      if (tab.seed) await seedAuthBeforeLoad(context, tab.seed);
      const page = await context.newPage();
      watchForReport(page);
      if (inTest) testTabs.push(page);
      if (tab.as) {
        const { as } = tab;
        await signInThroughApi(page, file.stack.baseUrl, `${as}@example.com`, `${as}-password`);
      }
      return page;
    },
  } as FileStack;
  beforeAll(async () => {
    const [stack, browser] = await Promise.all([
      startStack(stackOptions),
      launchBrowser(),
      alongside?.(),
    ]);
    const admin = await loginThroughApi(stack.baseUrl, 'admin@example.com', 'admin-password');
    Object.assign(file, { stack, browser, admin });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async ({ task }) => {
    inTest = false;
    if (task.result?.state === 'fail') {
      for (const [index, page] of testTabs.entries()) await reportFailedTab(page, task.name, index);
    }
    await Promise.all(testTabs.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await file.browser?.close();
    await file.stack?.close();
  });
  return file;
}

export interface ApiCall {
  method?: string;
  body?: unknown;
}

/** Calls /api/v1<path> from Node as the file's admin: what another user or tab does meanwhile. */
export async function adminApi<T>(
  file: FileStack,
  path: string,
  call: ApiCall = {},
): Promise<{ status: number; json: T }> {
  const response = await fetch(new URL(`/api/v1${path}`, file.stack.baseUrl), {
    method: call.method ?? 'GET',
    headers: {
      authorization: `Bearer ${file.admin.accessToken}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/** GET /api/v1<path> as the file's admin; any answer but 200 fails the test. */
export async function adminGet<T>(file: FileStack, path: string): Promise<T> {
  const { status, json } = await adminApi<T>(file, path);
  expect(status, path).toBe(200);
  return json;
}
