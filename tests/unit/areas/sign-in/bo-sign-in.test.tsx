// <bo-sign-in> against the real reference server: email sign-in, the phone wizard, the signed-in panel, sign-out.
import { act } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { phoneLoginStore, resetPhoneLogin } from '../../../../src/core/auth/phone-login';
import { sessionStore } from '../../../../src/core/auth/session';
import '../../../../src/elements/tags/bo-sign-in';
import {
  button,
  click,
  flush,
  labelled,
  mountView,
  textOf,
  typeInto,
  waitUntil,
} from '../../elements/support/mount';
import { referenceServerForFile } from '../../support/reference-server';

referenceServerForFile({ signedIn: false, scale: 20 });

beforeEach(() => {
  sessionStore.getState().logout();
  localStorage.clear();
  resetPhoneLogin();
  phoneLoginStore.setState({ authorized: false, user: null, phone: '' });
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

async function mountSignIn(): Promise<ShadowRoot> {
  const host = document.createElement('bo-sign-in');
  await act(async () => {
    document.body.append(host);
  });
  await flush();
  return host.shadowRoot!;
}

/** What a user reads: text outside aria-hidden parts (Fluent tabs repeat their label hidden, for layout). */
function readText(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The signed-in panel's facts, term -> value. */
function facts(root: ShadowRoot): Record<string, string> {
  const terms = [...root.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [readText(term), readText(term.nextElementSibling!)]),
  );
}

/** A tab's label (Fluent also renders it a second time, invisible, to reserve the bold width). */
function tabLabel(tab: Element): string {
  return textOf(tab.querySelector('.fui-Tab__content') ?? tab);
}

function tab(root: ShadowRoot, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (candidate) => tabLabel(candidate) === name,
  );
  if (!found) throw new Error(`no tab named "${name}"`);
  return found;
}

/** Counts one document event for the rest of the test. */
function countOnDocument(name: string): { count(): number } {
  let count = 0;
  document.addEventListener(name, () => {
    count += 1;
  });
  return { count: () => count };
}

async function signInWithEmail(root: ShadowRoot, email: string, password: string): Promise<void> {
  await typeInto(labelled(root, 'Email'), email);
  await typeInto(labelled(root, 'Password'), password);
  await click(button(root, 'Sign in'));
}

const signedIn = (root: ShadowRoot) => () => textOf(root).includes('Sign out');
const phoneStatusShown = (root: ShadowRoot) => () =>
  ['Active', 'Not active'].includes(facts(root)['Phone sign-in'] ?? '');

async function sendCodeTo(root: ShadowRoot, phone: string): Promise<void> {
  await click(tab(root, 'Phone'));
  await typeInto(labelled(root, 'Phone'), phone);
  await click(button(root, 'Send code'));
  await waitUntil(() => textOf(root).includes('We sent a code to'));
}

it('signed out, it offers email and phone sign-in as tabs, email first, and no admin gate', async () => {
  const root = await mountSignIn();
  const tabs = [...root.querySelectorAll('[role="tab"]')];
  expect(tabs.map(tabLabel)).toEqual(['Email', 'Phone']);
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  expect(labelled(root, 'Email').type).toBe('email');
  expect(labelled(root, 'Password').type).toBe('password');
  expect(button(root, 'Sign in').type).toBe('submit');
  expect(textOf(root)).not.toContain('Sign in with an administrator account');
});

it('a wrong password shows the server message inline and keeps the typed email', async () => {
  const root = await mountSignIn();
  await signInWithEmail(root, 'admin@example.com', 'not-the-password');
  await waitUntil(() => textOf(root).includes('The email or password is incorrect'));
  expect(labelled(root, 'Email').value).toBe('admin@example.com');
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('signing in shows the name, email and roles of the user and tells the page once', async () => {
  const signedInEvents = countOnDocument('bo-signed-in');
  const root = await mountSignIn();
  await signInWithEmail(root, 'admin@example.com', 'admin-password');
  await waitUntil(signedIn(root));
  await waitUntil(phoneStatusShown(root));
  const text = textOf(root);
  expect(root.querySelector('h2')?.textContent).toBe('Signed in');
  expect(text).toContain('Ada Admin');
  expect(text).toContain('admin@example.com');
  expect(facts(root)).toEqual({
    Roles: 'ADMIN',
    'Phone sign-in': 'Not active',
    'Data last fetched': expect.any(String),
  });
  expect(signedInEvents.count()).toBe(1);
});

it('any user may sign in: a guest sees the signed-in panel, not Access Denied', async () => {
  const root = await mountSignIn();
  await signInWithEmail(root, 'guest@example.com', 'guest-password');
  await waitUntil(signedIn(root));
  expect(textOf(root)).toContain('Gus Guest');
  expect(facts(root).Roles).toBe('GUEST');
  expect(textOf(root)).not.toContain('Access Denied!');
});

it('signing in here opens every admin element on the page, and Sign out closes them all', async () => {
  const signedOutEvents = countOnDocument('bo-signed-out');
  const root = await mountSignIn();
  const other = await mountView(() => <p>Admin area</p>, { requiresAdmin: true });
  expect(textOf(other.root)).not.toContain('Admin area');
  await signInWithEmail(root, 'admin@example.com', 'admin-password');
  await waitUntil(signedIn(root));
  expect(textOf(other.root)).toContain('Admin area');
  await click(button(root, 'Sign out'));
  await waitUntil(() => !sessionStore.getState().isAuthenticated);
  await flush();
  expect(labelled(root, 'Email').type).toBe('email');
  expect(labelled(other.root, 'Email').type).toBe('email');
  expect(localStorage.getItem('auth_user')).toBeNull();
  expect(signedOutEvents.count()).toBe(1);
});

it('a sign-out in another element brings back the sign-in tabs', async () => {
  const root = await mountSignIn();
  await signInWithEmail(root, 'editor@example.com', 'editor-password');
  await waitUntil(signedIn(root));
  await act(async () => sessionStore.getState().logout());
  expect(tab(root, 'Email').getAttribute('aria-selected')).toBe('true');
});

it('the phone step checks the number before sending it', async () => {
  const root = await mountSignIn();
  await click(tab(root, 'Phone'));
  await typeInto(labelled(root, 'Phone'), '5550000002');
  await click(button(root, 'Send code'));
  expect(textOf(root)).toContain('Use + followed by 7 to 15 digits.');
  expect(phoneLoginStore.getState().step).toBe('phone');
});

it('a phone without two-factor signs in with the code and remembers the phone', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+1 555 000 0002');
  expect(textOf(root)).toContain('We sent a code to +15550000002.');
  expect(button(root, 'Resend code in 60 s').getAttribute('aria-disabled')).toBe('true');
  expect(localStorage.getItem('auth_phone')).toBe('+15550000002');
  await typeInto(labelled(root, 'Code'), '12345');
  await click(button(root, 'Verify'));
  await waitUntil(signedIn(root));
  await waitUntil(phoneStatusShown(root));
  expect(textOf(root)).toContain('Ada Admin');
  expect(facts(root)['Phone sign-in']).toBe('Active');
});

it('the remembered phone fills the phone field', async () => {
  phoneLoginStore.setState({ phone: '+15550000003' });
  const root = await mountSignIn();
  await click(tab(root, 'Phone'));
  expect(labelled(root, 'Phone').value).toBe('+15550000003');
});

it('a wrong code shows the server answer and stays on the code step with the code kept', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+15550000003');
  await typeInto(labelled(root, 'Code'), '99999');
  await click(button(root, 'Verify'));
  await waitUntil(() => phoneLoginStore.getState().error !== null);
  await flush();
  expect(textOf(root.querySelector('.fui-MessageBar')!)).toBe(phoneLoginStore.getState().error);
  expect(labelled(root, 'Code').value).toBe('99999');
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('once the countdown is over, Resend code asks the server again', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+15550000004');
  await act(async () => phoneLoginStore.setState({ ttlSec: 0 }));
  const resend = button(root, 'Resend code');
  expect(resend.getAttribute('aria-disabled')).toBeNull();
  await click(resend);
  // The server still holds the first code and answers with the seconds left before a new one.
  await waitUntil(() => phoneLoginStore.getState().ttlSec > 0);
  await flush();
  expect(textOf(root)).toMatch(/Resend code in \d+ s/);
});

it('Change phone goes back to the phone step with the number kept', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+15550000004');
  await click(button(root, 'Change phone'));
  expect(labelled(root, 'Phone').value).toBe('+15550000004');
});

it('a two-factor phone asks for the account password after the code', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+15550000001');
  await typeInto(labelled(root, 'Code'), '12345');
  await click(button(root, 'Verify'));
  await waitUntil(() => textOf(root).includes('This account also asks for its password.'));
  expect(sessionStore.getState().isAuthenticated).toBe(false);
  await typeInto(labelled(root, 'Password'), 'sa-password');
  await click(button(root, 'Sign in'));
  await waitUntil(signedIn(root));
  expect(textOf(root)).toContain('Sam Super');
  expect(facts(root).Roles).toBe('SA');
});

it('Sign out also ends the phone session on the server', async () => {
  const root = await mountSignIn();
  await sendCodeTo(root, '+15550000002');
  await typeInto(labelled(root, 'Code'), '12345');
  await click(button(root, 'Verify'));
  await waitUntil(phoneStatusShown(root));
  expect(facts(root)['Phone sign-in']).toBe('Active');
  await click(button(root, 'Sign out'));
  await waitUntil(() => !sessionStore.getState().isAuthenticated);
  await flush();
  expect(phoneLoginStore.getState()).toMatchObject({
    authorized: false,
    step: 'phone',
    error: null,
  });
  await signInWithEmail(root, 'admin@example.com', 'admin-password');
  await waitUntil(phoneStatusShown(root));
  expect(facts(root)['Phone sign-in']).toBe('Not active');
});
