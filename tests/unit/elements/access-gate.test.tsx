// Admin-only elements: inline sign-in when signed out, Access Denied without the admin level, the area for admins.

import { act, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { sessionStore } from '../../../src/core/auth/session';
import type { SessionUser } from '../../../src/core/auth/types';
import { configure } from '../../../src/core/config';
import { registerMessages } from '../../../src/core/i18n';
import { type ApiServer, errorReply, setPageUrl, startApiServer } from '../core/support/api-server';
import { button, click, labelled, mountView, textOf, typeInto, waitUntil } from './support/mount';

const admin: SessionUser = {
  uuid: 'u-admin',
  email: 'admin@example.com',
  name: 'Ada',
  roles: ['ADMIN'],
};
const guest: SessionUser = {
  uuid: 'u-guest',
  email: 'guest@example.com',
  name: 'Gus',
  roles: 'GUEST',
};

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer((request) => {
    const { email, password } = request.body as { email: string; password: string };
    if (email === 'slow@example.com')
      return { delayMs: 300, ...errorReply(401, 'INVALID_CREDENTIALS', 'Wrong email or password') };
    if (email === 'admin@example.com' && password === 'admin-password') {
      return { json: { access_token: 'a-1', refresh_token: 'r-1', user: admin } };
    }
    return errorReply(401, 'INVALID_CREDENTIALS', 'Wrong email or password');
  });
  setPageUrl(`${server.origin}/`);
  configure({ apiBase: server.apiBase });
});

afterAll(() => server.close());

beforeEach(() => {
  sessionStore.getState().logout();
  localStorage.clear();
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

function Area() {
  return <p>Admin area</p>;
}

async function signInAs(user: SessionUser): Promise<void> {
  await act(async () => sessionStore.getState().setTokens('access', 'refresh', user));
}

/** The sign-in form and Access Denied are chunks of their own: they appear once loaded. */
async function mountGate(options: { attributes?: Record<string, string> } = {}) {
  const mounted = await mountView(() => <Area />, { requiresAdmin: true, ...options });
  await waitUntil(() => mounted.root.querySelector('form, h2') !== null);
  return mounted;
}

it('signed out, an admin element shows the inline sign-in form', async () => {
  const { root } = await mountGate();
  expect(labelled(root, 'Email').type).toBe('email');
  expect(labelled(root, 'Password').type).toBe('password');
  expect(button(root, 'Sign in').type).toBe('submit');
  expect(textOf(root)).not.toContain('Admin area');
});

it('signed in without the admin level, the element shows Access Denied', async () => {
  await signInAs(guest);
  const { root } = await mountGate();
  expect(root.querySelector('h2')?.textContent).toBe('Access Denied!');
  expect(textOf(root)).toContain('Error!');
  expect(textOf(root)).toContain('You do not have permission to acces this page.');
  const home = [...root.querySelectorAll('a')].find((a) => textOf(a) === 'Go back to home');
  expect(home?.getAttribute('href')).toBe('/');
  expect(textOf(root)).not.toContain('Admin area');
});

it('an admin sees the area', async () => {
  await signInAs(admin);
  const { root } = await mountView(() => <Area />, { requiresAdmin: true });
  expect(textOf(root)).toContain('Admin area');
});

it('elements without requiresAdmin render for everyone', async () => {
  const { root } = await mountView(() => <Area />);
  expect(textOf(root)).toContain('Admin area');
});

it('signing in through the inline form shows the area in every element on the page', async () => {
  const first = await mountGate();
  const second = await mountGate();
  await typeInto(labelled(first.root, 'Email'), 'admin@example.com');
  await typeInto(labelled(first.root, 'Password'), 'admin-password');
  await click(button(first.root, 'Sign in'));
  await waitUntil(() => textOf(first.root).includes('Admin area'));
  expect(textOf(second.root)).toContain('Admin area');

  await act(async () => sessionStore.getState().logout());
  expect(button(first.root, 'Sign in')).toBeDefined();
  expect(button(second.root, 'Sign in')).toBeDefined();
});

it('the sign-in form shows the server refusal inline', async () => {
  const { root } = await mountGate();
  await typeInto(labelled(root, 'Email'), 'admin@example.com');
  await typeInto(labelled(root, 'Password'), 'wrong');
  await click(button(root, 'Sign in'));
  await waitUntil(() => textOf(root).includes('Wrong email or password'));
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('a refused sign-in reaches the host page as bo-error', async () => {
  const { host, root } = await mountGate();
  const errors: CustomEvent[] = [];
  document.addEventListener('bo-error', (event) => errors.push(event as CustomEvent), {
    once: true,
  });
  await typeInto(labelled(root, 'Email'), 'admin@example.com');
  await typeInto(labelled(root, 'Password'), 'wrong');
  await click(button(root, 'Sign in'));
  await waitUntil(() => errors.length === 1);
  expect(errors[0]!.target).toBe(host);
  expect(errors[0]!.detail).toEqual({
    kind: 'HTTP_ERROR',
    status: 401,
    code: 'INVALID_CREDENTIALS',
    message: 'Wrong email or password',
    retryable: false,
  });
});

it('the sign-in form asks for missing fields without calling the server', async () => {
  server.requests.length = 0;
  const { root } = await mountGate();
  await click(button(root, 'Sign in'));
  expect(textOf(root)).toContain('Enter your email.');
  expect(textOf(root)).toContain('Enter your password.');
  expect(server.requests).toHaveLength(0);
});

it('the sign-in button is busy while the server answers', async () => {
  const { root } = await mountGate();
  await typeInto(labelled(root, 'Email'), 'slow@example.com');
  await typeInto(labelled(root, 'Password'), 'whatever');
  await click(button(root, 'Sign in'));
  expect(root.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
  expect(button(root, 'Sign in').getAttribute('aria-disabled')).toBe('true');
  await waitUntil(() => textOf(root).includes('Wrong email or password'));
  expect(root.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
});

it('the lang attribute shows the texts of a registered catalog', async () => {
  registerMessages('de', { 'signIn.submit': 'Anmelden' });
  const { root } = await mountGate({ attributes: { lang: 'de' } });
  expect(button(root, 'Anmelden').type).toBe('submit');
});

/** An area with something to type in, kept in React state as every form of the areas is. */
function DraftArea() {
  const [note, setNote] = useState('');
  return (
    <label>
      Note
      <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  );
}

const noteOf = (root: ShadowRoot) => root.querySelector('input:not([type])') as HTMLInputElement;

async function typedThenEnded(reason: 'expired' | 'signed-out') {
  await signInAs(admin);
  const mounted = await mountView(() => <DraftArea />, { requiresAdmin: true });
  await typeInto(noteOf(mounted.root), 'Half-written note');
  await act(async () => sessionStore.getState().logout(reason));
  await waitUntil(() => mounted.root.querySelector('form') !== null);
  return mounted;
}

it('when the server ends the session, the area stays mounted out of sight under the sign-in form', async () => {
  const { root } = await typedThenEnded('expired');
  expect(textOf(root)).toContain('Your session ended. Sign in again to continue');
  const kept = noteOf(root);
  expect(kept.value).toBe('Half-written note');
  expect(kept.closest('[inert]')).not.toBeNull();
});

it('the same user signing in again finds what they typed', async () => {
  const { root } = await typedThenEnded('expired');
  await signInAs(admin);
  expect(noteOf(root).value).toBe('Half-written note');
  expect(noteOf(root).closest('[inert]')).toBeNull();
  expect(root.querySelector('form')).toBeNull();
});

it('another user signing in gets a fresh area, never the last one’s input', async () => {
  const { root } = await typedThenEnded('expired');
  await signInAs({ ...admin, uuid: 'u-other', email: 'other@example.com' });
  expect(noteOf(root).value).toBe('');
});

it('signing out drops the area and what was typed', async () => {
  const { root } = await typedThenEnded('signed-out');
  expect(noteOf(root)).toBeNull();
  await signInAs(admin);
  expect(noteOf(root).value).toBe('');
});
