// Area tests against the real reference server (in memory, seeded) on 127.0.0.1, signed in as the admin; plus small DOM helpers.
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../../demo/server/app';
import { signIn } from '../../../src/core/auth/sign-in';
import { sessionStore } from '../../../src/core/auth/session';
import { configure } from '../../../src/core/config';
import { SEED_TEMPLATES } from '../../seed-templates';
import { setPageUrl } from '../core/support/api-server';

export interface ReferenceServer {
  origin: string;
  app: FastifyInstance;
  /** Calls the API as the signed-in admin, outside the element (what another tab or user would do). */
  call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }>;
  close(): Promise<void>;
}

export interface ReferenceServerOptions {
  /** Sign in as the admin before the test starts (default true). */
  signedIn?: boolean;
  /** Demo-data scale (tasks and messages); the server's small default when omitted. */
  scale?: number;
}

export async function startReferenceServer(
  options: ReferenceServerOptions = {},
): Promise<ReferenceServer> {
  const seed = options.scale === undefined ? true : { scale: options.scale };
  const app = await createApp({
    inMemory: true,
    seed,
    seedTemplateDir: SEED_TEMPLATES,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  // Same origin as the API: relative paths resolve to it and no CORS is involved.
  setPageUrl(`${origin}/demo/portal.html`);
  configure({ apiBase: '/api/v1' });
  if (options.signedIn !== false) await signIn('admin@example.com', 'admin-password');

  async function call<T>(method: string, path: string, body?: unknown) {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${sessionStore.getState().accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
  }

  return {
    origin,
    app,
    call,
    close: () => app.close(),
  };
}

/**
 * Starts one reference server for the calling test file (before its tests, closed after
 * them) and returns a handle to it, usable in any later hook or test.
 */
export function referenceServerForFile(options: ReferenceServerOptions = {}): ReferenceServer {
  let started: ReferenceServer | undefined;
  const current = (): ReferenceServer => {
    if (!started) throw new Error('the reference server is not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startReferenceServer(options);
  }, 120_000);
  afterAll(() => started?.close());
  return {
    get origin() {
      return current().origin;
    },
    get app() {
      return current().app;
    },
    call: (method, path, body) => current().call(method, path, body),
    close: () => current().close(),
  };
}

/** Picks an option of a native select the way React listens for it. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The control a <label> with this exact text points at, looked up inside `scope` only. */
export function control<E extends HTMLElement>(
  root: ShadowRoot,
  scope: ParentNode,
  label: string,
): E {
  // A required field's label ends in Fluent's asterisk, which is no part of its name.
  const found = [...scope.querySelectorAll('label')].find(
    (candidate) => (candidate.textContent ?? '').replace(/\s*\*$/, '').trim() === label,
  );
  const target = found?.htmlFor ? root.getElementById(found.htmlFor) : null;
  if (!target) throw new Error(`no control labelled "${label}"`);
  return target as E;
}

/** Every event of one name the element sends, in order. */
export function recordEvents<D>(host: HTMLElement, name: string): D[] {
  const details: D[] = [];
  host.addEventListener(name, (event) => details.push((event as CustomEvent<D>).detail));
  return details;
}
