// Browser-test stack: the reference server (in-memory, seeded, serving the built dist/ and the
// demo pages) on a free port, Debian Chromium through playwright-core, and small page helpers.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { createApp } from '../../../demo/server/app';
import type { Db } from '../../../demo/server/db/database';
import { SEED_TEMPLATES } from '../../seed-templates';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const screenshotDir = join(repoRoot, 'tests', 'screenshots');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Stack {
  baseUrl: string;
  /** The server's database, for what a test counts there (rotations of a refresh token). */
  db: Db;
  /** Moves the server's token clock forward (an access token expires without waiting). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Receives the password reset links the server would mail. */
  onPasswordResetLink?: (email: string, link: string) => void;
  /** The checkout whose dist/ and demo/ pages it serves: this one unless a bench built another. */
  staticRoot?: string;
}

/** Starts the reference server on 127.0.0.1 with a fresh seeded in-memory database. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  let offsetMs = 0;
  const app = await createApp({
    now: () => Date.now() + offsetMs,
    inMemory: true,
    seed: true,
    seedTemplateDir: SEED_TEMPLATES,
    staticRoot: options.staticRoot ?? repoRoot,
    logger: false,
    onPasswordResetLink: options.onPasswordResetLink,
    // A browser file signs in once per context; the production limit of 20 a minute is the
    // server suite's concern (tests/server/auth.test.ts), not the screens'.
    rateLimit: { login: 1000, refresh: 1000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: app.db,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    close: () => app.close(),
  };
}

/**
 * The features Playwright itself turns off (playwright-core 1.65), repeated here because Chromium
 * keeps only the last `--disable-features` switch: a list of ours alone would turn these back on.
 * tests/browser/browser-launch.test.ts fails when Playwright's list grows past this one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless full Chromium opens a window per browser context, and each window loads two
 * omnibox-popup WebUI pages, a renderer each with hundreds of modules: about 0.15 s of CPU per
 * context on this machine (20 contexts: 9.4 s against 6.2 s), competing with the page under test.
 * Nothing under test uses the omnibox.
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** What every test file's Chromium is started with, besides Playwright's own switches. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/** Headless Debian Chromium, never a downloaded browser build. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
}

/** The `localStorage.auth_user` value the session store persists. */
export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  user: { uuid: string; email: string; name: string; roles: string[] | string };
}

interface LoginReply {
  access_token: string;
  refresh_token: string;
  user: StoredAuth['user'];
}

/** Signs in through the API from Node and returns what the session store would persist. */
export async function loginThroughApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<StoredAuth> {
  const response = await fetch(new URL('/api/v1/sys/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} failed: ${response.status}`);
  const reply = (await response.json()) as LoginReply;
  return { accessToken: reply.access_token, refreshToken: reply.refresh_token, user: reply.user };
}

/**
 * Signs in through the API and stores `auth_user` in the page's localStorage on the stack's
 * origin, so the next page load starts signed in.
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<StoredAuth> {
  const auth = await loginThroughApi(baseUrl, email, password);
  if (!page.url().startsWith(baseUrl)) {
    // localStorage belongs to an origin: visit a cheap document of the stack first.
    await page.goto(new URL('/api/v1/openapi.json', baseUrl).href);
  }
  await page.evaluate((value) => localStorage.setItem('auth_user', value), JSON.stringify(auth));
  return auth;
}

/**
 * Seeds `auth_user` before the first script of the first document a new tab opens, without a
 * prior navigation (used for cold-load measurements). Later loads in the same tab keep whatever
 * the session store wrote, so a sign-out stays signed out.
 */
export async function seedAuthBeforeLoad(context: BrowserContext, auth: StoredAuth): Promise<void> {
  await context.addInitScript((value: string) => {
    if (sessionStorage.getItem('bo-test-auth-seeded')) return;
    sessionStorage.setItem('bo-test-auth-seeded', '1');
    localStorage.setItem('auth_user', value);
  }, JSON.stringify(auth));
}

/** Full-page screenshot in tests/screenshots/<name>.png (git-ignored), returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** What a page reported that a healthy bundle never causes. */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  cspViolations: string[];
  failedRequests: string[];
}

/**
 * Records uncaught errors, console errors, CSP violations (the `securitypolicyviolation` DOM
 * event, caught by an init script that CSP cannot block) and failed or 4xx/5xx requests.
 */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = {
    pageErrors: [],
    consoleErrors: [],
    cspViolations: [],
    failedRequests: [],
  };
  await page.exposeBinding('__boReportCspViolation', (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await page.addInitScript(() => {
    const target = window as unknown as { __boReportCspViolation(text: string): void };
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}`;
      target.__boReportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${where})`,
      );
    });
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}
