// The console's path rule, as its router matches: whole segments, letter case aside.
import { expect, it } from 'vitest';
import { isActivePath, isSamePath } from '../../../src/console/path-match';
import { opensOnSignIn } from '../../../src/console/sessions/first-session-page';

it('a path is the same in any letter case, a trailing slash allowed', () => {
  expect(isSamePath('/Task', '/task')).toBe(true);
  expect(isSamePath('/SYS/user/', '/sys/user')).toBe(true);
  expect(isSamePath('/charts/Apex-Chart/BAR', '/charts/apex-chart/bar')).toBe(true);
  expect(isSamePath('/task/extra', '/task')).toBe(false);
  expect(isSamePath('/tasks', '/task')).toBe(false);
});

it('a path is active at itself and below it, by whole segments in any letter case', () => {
  expect(isActivePath('/Charts/EChart', '/charts')).toBe(true);
  expect(isActivePath('/CHANNEL', '/channel')).toBe(true);
  expect(isActivePath('/channels', '/channel')).toBe(false);
  expect(isActivePath('/', '/')).toBe(true);
  expect(isActivePath('/task', '/')).toBe(false);
});

it('the sign-in page opens before the router in any letter case', () => {
  window.history.replaceState(null, '', '/Sessions/SignIn/?redirect=%2Ftask');
  expect(opensOnSignIn('browser', null)).toBe(true);
  window.history.replaceState(null, '', '/sessions/signup');
  expect(opensOnSignIn('browser', null)).toBe(false);
  window.history.replaceState(null, '', '/');
});
