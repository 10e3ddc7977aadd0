// The host page of the own-back-end tests: elements given the published ra-data-json-server (and a host's auth provider) against a real json-server, on the reference stack's origin.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { FileStack } from './file-stack';
import { seedAuthBeforeLoad } from './harness';
import { HOST_MEDIA_TOKEN, type JsonServerStack } from './json-server-stack';

/** The reference server again, as another API base (routed in open()). */
export const SECOND_BASE = '/second/api/v1';

export interface PageOptions {
  /** The page's own reference session before it loads. */
  signedIn?: boolean;
  /** Methods added to the published provider object (JS source), as a host adds extras. */
  dataExtras?: string;
  /** Methods added to the host's auth provider (JS source). */
  authExtras?: string;
  /** The provider goes to the whole page through configure({ dataProvider }), as README's first example. */
  pageWide?: boolean;
  /** The tab's sessionStorage before the page loads (the host's auth provider reads it). */
  tabStorage?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Runs on the context before the page loads (init scripts, a fake clock). */
  beforeLoad?: (context: BrowserContext) => Promise<void>;
}

/**
 * A host page on the reference stack's origin: the elements given (markup), the ones marked
 * `data-json` get ra-data-json-server against the json-server before their script loads.
 */
function hostPage(
  json: JsonServerStack,
  body: string,
  modules: string[],
  options: PageOptions,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Own back end</title></head>
<body style="margin:0;padding:8px">
${body}
<script type="module">
  import jsonServerProvider from '/test/ra-data-json-server.js';
  const published = jsonServerProvider(${JSON.stringify(json.url)});
  // json-server stores what it is sent: the fields the reference API fills on create (times, a
  // new task's status) are the host's to add, the way react-admin apps decorate a provider.
  const now = () => new Date().toISOString();
  const jsonUrl = ${JSON.stringify(json.url)};
  const hostToken = ${JSON.stringify(HOST_MEDIA_TOKEN)};
  const dataProvider = {
    ...published,
    create: (resource, params) =>
      published.create(resource, {
        ...params,
        data: { ...(resource === 'tasks' ? { status: 'open' } : {}), created_at: now(), updated_at: now(), ...params.data },
      }),
    ${options.dataExtras ?? ''}
  };
  for (const element of document.querySelectorAll('[data-json]')) element.dataProvider = dataProvider;
  ${options.pageWide ? "(await import('/dist/core/index.js')).configure({ dataProvider });" : ''}
  // A react-admin auth provider of the host's: any password but 'wrong' signs in as Ada; what
  // canAccess allows is the page's \`window.__allowed\`, else the tab's stored list (every action
  // when neither is set).
  const signedIn = () => sessionStorage.getItem('host-user') !== null;
  window.__logins = [];
  const authProvider = {
    login: async (params) => {
      window.__logins.push(params);
      if (params.password === 'wrong') throw new Error('Wrong password');
      sessionStorage.setItem('host-user', params.username);
    },
    logout: async () => sessionStorage.removeItem('host-user'),
    checkAuth: async () => (signedIn() ? undefined : Promise.reject(new Error('signed out'))),
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'staff-1', fullName: 'Ada Admin', email: 'ada@json.example' }),
    getPermissions: async () => 'ADMIN',
    canAccess: async ({ resource, action }) => {
      const allowed = window.__allowed ?? sessionStorage.getItem('allowed')?.split(' ');
      return !allowed || allowed.includes(resource + ':' + action);
    },
    ${options.authExtras ?? ''}
  };
  for (const element of document.querySelectorAll('[data-auth]')) element.authProvider = authProvider;
  window.__boEvents = [];
  for (const type of ['bo-change', 'bo-error']) {
    document.addEventListener(type, (event) => window.__boEvents.push({ type, detail: event.detail }));
  }
  ${modules.map((module) => `await import('/dist/elements/${module}.js');`).join('\n  ')}
</script>
</body></html>`;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Requests the page sent to the json-server. */
  jsonRequests: Request[];
}

/** Opens host pages on `files`' stack against `json`, with ra-data-json-server bundled as `providerModule`. */
export function hostPageOpener(
  files: FileStack,
  json: () => JsonServerStack,
  providerModule: () => string,
) {
  return async function open(
    body: string,
    modules: string[],
    options: PageOptions = {},
  ): Promise<Opened> {
    const context = await files.browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    // Chromium asks before a page calls another loopback port (Local Network Access): granted, as
    // a user would for their own back end.
    await context.grantPermissions(['local-network-access']);
    if (options.signedIn) await seedAuthBeforeLoad(context, files.admin);
    if (options.tabStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, options.tabStorage);
    }
    await options.beforeLoad?.(context);
    // The reference server under a second base: an API base of its own for an element.
    let closing = false;
    context.on('close', () => {
      closing = true;
    });
    await context.route(`**${SECOND_BASE}/**`, async (route) => {
      const url = route.request().url().replace(SECOND_BASE, '/api/v1');
      try {
        await route.fulfill({ response: await route.fetch({ url }) });
      } catch (error) {
        // The test closed its context while this request was on its way: nobody waits for the
        // answer any more, and Playwright has disposed of it.
        if (closing || /disposed|closed/i.test(String(error))) return;
        throw error;
      }
    });
    const page = await context.newPage();
    const jsonRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(json().url)) jsonRequests.push(request);
    });
    await page.route('**/test/ra-data-json-server.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: providerModule() }),
    );
    await page.route('**/test/own-back-end.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage(json(), body, modules, options) }),
    );
    await page.goto(new URL('/test/own-back-end.html', files.stack.baseUrl).href);
    return { context, page, jsonRequests };
  };
}
