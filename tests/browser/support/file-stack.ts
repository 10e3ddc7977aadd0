// What a browser test file starts with: one reference server, one Chromium and one admin sign-in
// for the whole file, closed after it; and reading the server as that admin.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  launchBrowser,
  loginThroughApi,
  type Stack,
  type StackOptions,
  type StoredAuth,
  startStack,
} from '../harness';

export interface FileStack {
  stack: Stack;
  browser: Browser;
  /** The seeded admin's tokens, for API calls and for seeding a signed-in tab. */
  admin: StoredAuth;
}

/** Registers the file's beforeAll / afterAll; the fields are there once beforeAll has run. */
export function stackPerFile(options: StackOptions = {}): FileStack {
  const file = {} as FileStack;
  beforeAll(async () => {
    const [stack, browser] = await Promise.all([startStack(options), launchBrowser()]);
    const admin = await loginThroughApi(stack.baseUrl, 'admin@example.com', 'admin-password');
    Object.assign(file, { stack, browser, admin });
  });
  afterAll(async () => {
    await file.browser?.close();
    await file.stack?.close();
  });
  return file;
}

/** GET /api/v1<path> as the file's admin; any answer but 200 fails the test. */
export async function adminGet<T>(file: FileStack, path: string): Promise<T> {
  const response = await fetch(new URL(`/api/v1${path}`, file.stack.baseUrl), {
    headers: { authorization: `Bearer ${file.admin.accessToken}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
