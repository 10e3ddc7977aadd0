// Fault injection for the browser tests: broken replies served with page.route, the ways a list
// element writes, the elements and the console they are tried on (one line each), and the host
// pages that load them with the client's time-out set through the page-wide config.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { API_TIMEOUT_MS } from '../../../src/core/constants';

export interface Fault {
  name: string;
  /** The bo-error the host must receive (message aside). */
  detail: { kind: 'HTTP_ERROR' | 'PARSING_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' } & {
    status?: number;
    code?: string;
    retryable: boolean;
    retryAfter?: number;
  };
  /** What the user reads. */
  message: RegExp;
  /** Ends the session: the element asks to sign in again instead of offering Retry. */
  endsSession?: boolean;
  /** The client's time-out while this fault is injected, where the page default would be too long. */
  clientTimeoutMs?: number;
  serve(route: Route): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  contentType: 'application/json',
  headers,
  body: JSON.stringify(body),
});

/** Replies held until the test lets go (the client's own time-out must end the call), per tab. */
const held = new Map<Page, Route[]>();
/**
 * The client's time-out while the time-out fault is injected, instead of the 10 s default, so
 * that fault's tests do not wait 10 s. Only then: every other fault is served through Playwright's
 * routing, which on a loaded machine can take longer than this to answer (a 500 was once reported
 * as a time-out), so the pages keep the default otherwise.
 */
export const TEST_TIMEOUT_MS = 1_500;
/** The client's time-out the test pages keep otherwise: the product's default. */
export const PAGE_TIMEOUT_MS = API_TIMEOUT_MS;

export const FAULTS: readonly Fault[] = [
  {
    name: '500',
    detail: { kind: 'HTTP_ERROR', status: 500, code: 'INTERNAL', retryable: true },
    message: /Injected server failure/,
    serve: (route) =>
      route.fulfill(json(500, { error: { code: 'INTERNAL', message: 'Injected server failure' } })),
  },
  {
    name: '503 with an HTML body',
    detail: { kind: 'HTTP_ERROR', status: 503, retryable: true },
    message: /503/,
    serve: (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Down for upkeep</h1>' }),
  },
  {
    name: 'malformed JSON',
    detail: { kind: 'PARSING_ERROR', retryable: false },
    message: /could not be read/,
    serve: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ite' }),
  },
  {
    name: 'empty body',
    detail: { kind: 'PARSING_ERROR', retryable: false },
    message: /could not be read/,
    serve: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
  },
  {
    name: 'dropped connection',
    detail: { kind: 'FETCH_ERROR', retryable: true },
    message: /could not be reached/,
    serve: (route) => route.abort('connectionreset'),
  },
  {
    name: 'time-out',
    detail: { kind: 'TIMEOUT_ERROR', retryable: true },
    clientTimeoutMs: TEST_TIMEOUT_MS,
    message: /did not answer in time/,
    serve: async (route) => {
      const page = route.request().frame().page();
      held.set(page, [...(held.get(page) ?? []), route]);
    },
  },
  {
    name: '429 with Retry-After',
    detail: {
      kind: 'HTTP_ERROR',
      status: 429,
      code: 'RATE_LIMITED',
      retryable: true,
      retryAfter: 1,
    },
    // The wait the server asked for, in the user's words (not the server's).
    message: /Too many requests — try again in 1 s/,
    serve: (route) =>
      route.fulfill(
        json(
          429,
          { error: { code: 'RATE_LIMITED', message: 'Too many requests, try again in 1 s' } },
          { 'retry-after': '1' },
        ),
      ),
  },
  {
    name: '401 storm with a refused refresh',
    detail: { kind: 'HTTP_ERROR', status: 401, code: 'UNAUTHORIZED', retryable: false },
    message: /Sign in/,
    endsSession: true,
    serve: (route) =>
      route.fulfill(json(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } })),
  },
];

/** Lets go of the replies the time-out fault held back in this tab. */
export async function releaseHeld(page: Page): Promise<void> {
  const routes = held.get(page) ?? [];
  held.delete(page);
  for (const route of routes) await route.abort().catch(() => undefined);
}

/** A user action that writes, tried under each fault. */
export interface MutationProbe {
  method: 'POST' | 'PATCH';
  path: RegExp;
  /** Brings the element to just before the write (a dialog filled in, say). */
  prepare(element: Locator, attempt: number): Promise<void>;
  fire(element: Locator): Promise<void>;
  /** The user's input is still there after the failure. */
  expectKept(element: Locator, attempt: number): Promise<void>;
  /** The write went through (after the fault is gone). */
  expectDone(element: Locator): Promise<void>;
  /** What must stay reachable after the failure: the open dialog, or the row acted on. */
  reachable(element: Locator): Locator;
  /** The user typed something (a dialog's fields), which a failure must not lose. */
  typed: boolean;
}

const dialogOf = (element: Locator) => element.getByRole('dialog');
/** A field of the open dialog by its label; a required field's label ends in Fluent's asterisk. */
const dialogField = (element: Locator, label: string) =>
  dialogOf(element).getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

async function expectFieldsKept(
  element: Locator,
  fields: readonly (readonly [label: string, value: (attempt: number) => string])[],
  attempt: number,
): Promise<void> {
  for (const [label, value] of fields) {
    const kept = await dialogField(element, label).inputValue();
    if (kept !== value(attempt)) throw new Error(`${label} was lost`);
  }
}

/** A create dialog: opened by a button, fields filled, a submit button. */
export function formDialog(options: {
  open: string;
  submit: string;
  path: RegExp;
  fields: readonly (readonly [label: string, value: (attempt: number) => string])[];
  check?: RegExp;
}): MutationProbe {
  return {
    method: 'POST',
    path: options.path,
    async prepare(element, attempt) {
      await element.getByRole('button', { name: options.open }).click();
      for (const [label, value] of options.fields) {
        await dialogField(element, label).fill(value(attempt));
      }
      if (options.check)
        await dialogOf(element).getByRole('checkbox', { name: options.check }).check();
    },
    fire: (element) => dialogOf(element).getByRole('button', { name: options.submit }).click(),
    expectKept: (element, attempt) => expectFieldsKept(element, options.fields, attempt),
    expectDone: (element) => dialogOf(element).waitFor({ state: 'detached' }),
    reachable: dialogOf,
    typed: true,
  };
}

const firstRow = (element: Locator) => element.locator('tbody tr[data-row-index]').first();

/**
 * The first row's actions menu once its chunk is in: the stand-in shown before has the same name
 * but opens nothing.
 */
const firstRowMenu = (element: Locator) =>
  element
    .locator('tbody tr[data-row-index]')
    .first()
    .locator('button[aria-haspopup="menu"][aria-label^="Actions for"]');

/** The kit's edit dialog of the first row (row menu, Edit), one field changed, Save. */
export function kitEdit(path: RegExp, label: string): MutationProbe {
  const fields = [[label, (n: number) => `Fault-proof edit ${n}`]] as const;
  return {
    method: 'PATCH',
    path,
    async prepare(element, attempt) {
      await firstRowMenu(element).click();
      await element.getByRole('menuitem', { name: 'Edit' }).click();
      await dialogField(element, label).fill(fields[0][1](attempt));
    },
    fire: (element) => dialogOf(element).getByRole('button', { name: 'Save' }).click(),
    expectKept: (element, attempt) => expectFieldsKept(element, fields, attempt),
    expectDone: (element) => dialogOf(element).waitFor({ state: 'detached' }),
    reachable: dialogOf,
    typed: true,
  };
}

/** The first action of the first row's menu (a moderation move): nothing typed to keep. */
export function rowMenuAction(path: RegExp): MutationProbe {
  return {
    method: 'PATCH',
    path,
    prepare: async () => undefined,
    async fire(element) {
      await firstRowMenu(element).click();
      await element.getByRole('menuitem').first().click();
    },
    expectKept: async () => undefined,
    expectDone: async () => undefined,
    reachable: firstRow,
    typed: false,
  };
}

/** The first switch of the first row (an optimistic toggle with rollback). */
export function rowSwitch(path: RegExp): MutationProbe {
  let before: string | null = null;
  const toggle = (element: Locator) =>
    element.locator('tbody tr[data-row-index]').first().getByRole('switch').first();
  return {
    method: 'PATCH',
    path,
    async prepare(element) {
      before = String(await toggle(element).isChecked());
    },
    fire: (element) => toggle(element).click(),
    async expectKept(element) {
      const now = String(await toggle(element).isChecked());
      if (now !== before) throw new Error(`the switch stayed at ${now} after the failure`);
    },
    async expectDone(element) {
      const now = String(await toggle(element).isChecked());
      if (now === before) throw new Error('the switch did not change');
    },
    reachable: firstRow,
    typed: false,
  };
}

export interface FaultTarget {
  /** The element whose shadow root holds the screen. */
  tag: string;
  /** Where the test loads it (a host page the test serves). */
  path: string;
  /** The markup of the element on that page. */
  markup: string;
  /** Script loading the element. */
  script: string;
  /** Path of its list request. */
  list: string;
  mutation: MutationProbe;
}

const element = (tag: string, list: string, mutation: MutationProbe): FaultTarget => ({
  tag,
  path: `/fault-host/${tag}.html`,
  markup: `<${tag}></${tag}>`,
  script: `/dist/elements/${tag}.js`,
  list,
  mutation,
});

const newTask = formDialog({
  open: 'New task',
  submit: 'Create task',
  path: /^\/api\/v1\/tasks$/,
  fields: [['Title', (n) => `Fault-proof task ${n}`]],
});

/** The list elements and the console under test: one line each. */
export const FAULT_TARGETS: readonly FaultTarget[] = [
  element('bo-task-list', '/api/v1/tasks', newTask),
  element('bo-channel-table', '/api/v1/channels', rowSwitch(/^\/api\/v1\/channels\/[^/]+$/)),
  element(
    'bo-sys-user-manager',
    '/api/v1/sys/users',
    formDialog({
      open: 'New user',
      submit: 'Create user',
      path: /^\/api\/v1\/sys\/users$/,
      fields: [
        ['Name', (n) => `Fault Proof ${n}`],
        ['Email', (n) => `fault.proof.${n}@example.com`],
        ['Password', () => 'fault-proof-1'],
      ],
      check: /^Editor/,
    }),
  ),
  element('bo-source-list', '/api/v1/sources', kitEdit(/^\/api\/v1\/sources\/[^/]+$/, 'Title')),
  element('bo-user-list', '/api/v1/users', kitEdit(/^\/api\/v1\/users\/[^/]+$/, 'Name')),
  element('bo-buyer-list', '/api/v1/buyers', kitEdit(/^\/api\/v1\/buyers\/[^/]+$/, 'Name')),
  element('bo-order-list', '/api/v1/orders', kitEdit(/^\/api\/v1\/orders\/[^/]+$/, 'Note')),
  element('bo-link-list', '/api/v1/links', kitEdit(/^\/api\/v1\/links\/[^/]+$/, 'Title')),
  element('bo-message-list', '/api/v1/messages', rowMenuAction(/^\/api\/v1\/messages\/[^/]+$/)),
  element(
    'bo-category-list',
    '/api/v1/categories',
    kitEdit(/^\/api\/v1\/categories\/[^/]+$/, 'Name'),
  ),
  {
    tag: 'bo-console',
    path: '/task',
    markup: '<bo-console routing="browser"></bo-console>',
    script: '/dist/elements/bo-console.js',
    list: '/api/v1/tasks',
    mutation: newTask,
  },
];

/**
 * Serves each target's page on the stack's origin: the element alone (the console at its task
 * route), with the client's time-out set through the page-wide config the elements share, before
 * they load (the lane shortens it for the time-out fault through the same config).
 */
export async function serveHostPages(context: BrowserContext, baseUrl: string): Promise<void> {
  for (const target of FAULT_TARGETS) {
    await context.route(`${baseUrl}${target.path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Faults: ${target.tag}</title>
<script type="module">import { configure } from '/dist/core/index.js';
configure({ timeoutMs: ${PAGE_TIMEOUT_MS} });</script>
<script type="module" src="${target.script}"></script></head>
<body><main>${target.markup}</main></body></html>`,
      }),
    );
  }
}
