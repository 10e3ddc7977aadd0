// The console's early first screen reads the address the router will route to: browser routing under a base path, hash and memory routing; session pages and unknown paths start nothing.
import { afterEach, expect, it } from 'vitest';
import { consoleFirstScreen } from '../../../src/console/early/first-screen';

function consoleElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('bo-console');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('browser routing: the path under the base path and its query', () => {
  window.history.replaceState(null, '', '/admin/task?status=done&offset=20');
  const first = consoleFirstScreen(consoleElement({ 'base-path': 'admin/' }));
  expect(first).toMatchObject({
    area: 'tasks',
    search: 'status=done&offset=20',
    requiresAdmin: true,
  });
  window.history.replaceState(null, '', '/sys/user/');
  expect(consoleFirstScreen(consoleElement({}))?.area).toBe('sysUsers');
});

it('an area path and the base path in any letter case, as the router matches them', () => {
  window.history.replaceState(null, '', '/Task?status=done');
  expect(consoleFirstScreen(consoleElement({}))).toMatchObject({
    area: 'tasks',
    search: 'status=done',
  });
  window.history.replaceState(null, '', '/ADMIN/Sys/User/');
  expect(consoleFirstScreen(consoleElement({ 'base-path': '/admin' }))?.area).toBe('sysUsers');
  const memory = consoleElement({ routing: 'memory', 'initial-path': '/DASHBOARD' });
  expect(consoleFirstScreen(memory)?.area).toBe('dashboard');
  // Only a whole segment is the base path, as for the router.
  window.history.replaceState(null, '', '/administrator/task');
  expect(consoleFirstScreen(consoleElement({ 'base-path': '/admin' }))).toBeNull();
});

it('hash and memory routing read their own addresses', () => {
  window.history.replaceState(null, '', '/page.html#/dashboard');
  expect(consoleFirstScreen(consoleElement({ routing: 'hash' }))).toMatchObject({
    area: 'dashboard',
    search: '',
  });
  const memory = consoleElement({ routing: 'memory', 'initial-path': '/order?q=acme' });
  expect(consoleFirstScreen(memory)).toMatchObject({ area: 'orders', search: 'q=acme' });
});

it('a session page, the root and an unknown path start nothing', () => {
  for (const path of ['/sessions/signin', '/Sessions/SignIn', '/', '/nowhere', '/Task/extra']) {
    window.history.replaceState(null, '', path);
    expect(consoleFirstScreen(consoleElement({})), path).toBeNull();
  }
});
