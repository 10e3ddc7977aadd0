// The console page's preload links follow its address as the console's router reads it: an area's
// path in any letter case links that area's screen code, any other path the router's.
import { expect, it } from 'vitest';
import { withConsoleRoutePreloads } from '../../demo/server/page-preload';

const PAGE =
  '<html><head><title>Console</title></head><body><bo-console></bo-console><script type="module" src="/dist/elements/bo-console.js"></script></body></html>';
const ROUTES = {
  '/task': ['elements/chunks/task-screen.js'],
  '/sys/user': ['elements/chunks/sys-user-screen.js'],
  '*': ['elements/chunks/router.js'],
};

const linked = (path: string) =>
  [...withConsoleRoutePreloads(PAGE, ROUTES, path).matchAll(/modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1],
  );

it("an area's path links its screen code, in any letter case and with a trailing slash", () => {
  expect(linked('/task')).toEqual(['/dist/elements/chunks/task-screen.js']);
  expect(linked('/Task')).toEqual(['/dist/elements/chunks/task-screen.js']);
  expect(linked('/SYS/User/')).toEqual(['/dist/elements/chunks/sys-user-screen.js']);
});

it("any other path links the router's code", () => {
  expect(linked('/Task/extra')).toEqual(['/dist/elements/chunks/router.js']);
  expect(linked('/sessions/signin')).toEqual(['/dist/elements/chunks/router.js']);
});
