// How console paths compare, as the router matches them: whole segments, letter case aside. The
// console's first screen reads it before any UI code has arrived, so it imports nothing.

/** A path as the router compares it: no trailing slash, any letter case. */
const folded = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/** Whether `pathname` is `path` itself (a trailing slash allowed), letter case aside: a route's match. */
export function isSamePath(pathname: string, path: string): boolean {
  return folded(pathname) === folded(path);
}

/** Whether `pathname` is `path` or below it, letter case aside (the router's NavLink rule). */
export function isActivePath(pathname: string, path: string): boolean {
  const here = folded(pathname);
  const to = folded(path);
  // The root is active only at the root.
  return here === to || (to !== '' && here.startsWith(`${to}/`));
}
