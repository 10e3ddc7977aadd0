// Fault injection for the browser tests: broken replies served with page.route, the list elements
// they are tried on (one line per tag), and a host page per tag.
import type { Locator, Page, Route } from 'playwright-core';

export interface Fault {
  name: string;
  /** The bo-error the host must receive. */
  kind: 'HTTP_ERROR' | 'PARSING_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR';
  status?: number;
  /** What the user reads. */
  message: RegExp;
  /** Ends the session: the element asks to sign in again instead of offering Retry. */
  endsSession?: boolean;
  serve(route: Route): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  contentType: 'application/json',
  headers,
  body: JSON.stringify(body),
});

/** Replies held until the page goes away (the client's own time-out must end the call). */
const held: Route[] = [];
/** The client's time-out set on the test pages, instead of the 10 s default. */
export const TEST_TIMEOUT_MS = 1_500;

export const FAULTS: readonly Fault[] = [
  {
    name: '500',
    kind: 'HTTP_ERROR',
    status: 500,
    message: /Injected server failure/,
    serve: (route) =>
      route.fulfill(json(500, { error: { code: 'INTERNAL', message: 'Injected server failure' } })),
  },
  {
    name: '503 with an HTML body',
    kind: 'HTTP_ERROR',
    status: 503,
    message: /503/,
    serve: (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Down for upkeep</h1>' }),
  },
  {
    name: 'malformed JSON',
    kind: 'PARSING_ERROR',
    message: /could not be read/,
    serve: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ite' }),
  },
  {
    name: 'empty body',
    kind: 'PARSING_ERROR',
    message: /could not be read/,
    serve: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
  },
  {
    name: 'dropped connection',
    kind: 'FETCH_ERROR',
    message: /could not be reached/,
    serve: (route) => route.abort('connectionreset'),
  },
  {
    name: 'time-out',
    kind: 'TIMEOUT_ERROR',
    message: /did not answer in time/,
    serve: async (route) => {
      held.push(route);
    },
  },
  {
    name: '429 with Retry-After',
    kind: 'HTTP_ERROR',
    status: 429,
    message: /Too many requests/,
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
    kind: 'HTTP_ERROR',
    status: 401,
    message: /Sign in with an administrator account/,
    endsSession: true,
    serve: (route) =>
      route.fulfill(json(401, { error: { code: 'UNAUTHORIZED', message: 'Token expired' } })),
  },
];

/** Lets go of the replies the time-out fault held back. */
export async function releaseHeld(): Promise<void> {
  for (const route of held.splice(0)) await route.abort().catch(() => undefined);
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
}

/** A create dialog: opened by a button, fields filled, a submit button. */
export function formDialog(options: {
  open: string;
  submit: string;
  path: RegExp;
  fields: readonly [label: string, value: (attempt: number) => string][];
  check?: RegExp;
}): MutationProbe {
  const dialog = (element: Locator) => element.getByRole('dialog');
  // A required field's label ends in Fluent's asterisk.
  const field = (element: Locator, label: string) =>
    dialog(element).getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  return {
    method: 'POST',
    path: options.path,
    async prepare(element, attempt) {
      await element.getByRole('button', { name: options.open }).click();
      for (const [label, value] of options.fields) {
        await field(element, label).fill(value(attempt));
      }
      if (options.check)
        await dialog(element).getByRole('checkbox', { name: options.check }).check();
    },
    fire: (element) => dialog(element).getByRole('button', { name: options.submit }).click(),
    async expectKept(element, attempt) {
      for (const [label, value] of options.fields) {
        const kept = await field(element, label).inputValue();
        if (kept !== value(attempt)) throw new Error(`${label} was lost`);
      }
    },
    expectDone: (element) => dialog(element).waitFor({ state: 'detached' }),
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
      before = await toggle(element).getAttribute('aria-checked');
      if (before === null) before = String(await toggle(element).isChecked());
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
  };
}

export interface FaultTarget {
  tag: string;
  /** Path of its list request. */
  list: string;
  mutation: MutationProbe;
}

/** The list elements under test: one line each. */
export const FAULT_TARGETS: readonly FaultTarget[] = [
  {
    tag: 'bo-task-list',
    list: '/api/v1/tasks',
    mutation: formDialog({
      open: 'New task',
      submit: 'Create task',
      path: /^\/api\/v1\/tasks$/,
      fields: [['Title', (n) => `Fault-proof task ${n}`]],
    }),
  },
  {
    tag: 'bo-channel-table',
    list: '/api/v1/channels',
    mutation: rowSwitch(/^\/api\/v1\/channels\/[^/]+$/),
  },
  {
    tag: 'bo-sys-user-manager',
    list: '/api/v1/sys/users',
    mutation: formDialog({
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
  },
];

/**
 * A bare host page with one element, served by the test on the stack's origin. The client's
 * time-out is shortened through the page-wide config the elements share, before they load.
 */
export async function serveHostPage(page: Page, baseUrl: string, tag: string): Promise<string> {
  const url = `${baseUrl}/fault-host/${tag}.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Faults: ${tag}</title>
<script type="module">import { configure } from '/dist/core/index.js';
configure({ timeoutMs: ${TEST_TIMEOUT_MS} });</script>
<script type="module" src="/dist/elements/${tag}.js"></script></head>
<body><main><h1>Fault host</h1><${tag}></${tag}></main></body></html>`,
    }),
  );
  return url;
}
