// navigate(path) on the element: finds the router of that console, or keeps the path until its router exists.

type Navigator = (path: string) => void;

const navigators = new WeakMap<HTMLElement, Navigator>();
const waiting = new WeakMap<HTMLElement, string>();

/** The console registers its router; a path a host asked for before that is followed now. */
export function registerNavigator(host: HTMLElement, navigator: Navigator): () => void {
  navigators.set(host, navigator);
  const pending = waiting.get(host);
  if (pending !== undefined) {
    waiting.delete(host);
    navigator(pending);
  }
  return () => {
    if (navigators.get(host) === navigator) navigators.delete(host);
  };
}

export function navigateConsole(host: HTMLElement, path: string): void {
  const navigator = navigators.get(host);
  if (navigator) navigator(path);
  else waiting.set(host, path);
}
