// <bo-console>: the whole console (routes, guards, session pages, layouts, customizer) with a navigate(path) method for hosts.
// The early part is this module's only static imports: on a signed-in deep link it asks for the
// area's first page and starts its screen's code as soon as it evaluates, and it gives the host
// the colour mode the console opens in, so no frame is painted in the other theme. The element's
// code is awaited here, so it downloads and evaluates meanwhile.
import { consoleFirstScreen } from '../../console/early/first-screen';
import { setOpeningColorMode } from '../../console/early/stored-layout';
import { startEarly } from '../early-start';

const host = globalThis.document?.querySelector('bo-console');
if (host) setOpeningColorMode(host);
const firstScreen = host ? consoleFirstScreen(host) : null;
if (firstScreen) startEarly('bo-console', firstScreen, firstScreen.start);

const { ConsoleElement, navigateConsole, defineElement } = await import('../console-element');

export const BoConsole = defineElement('bo-console', ConsoleElement, {
  props: {
    routing: 'string',
    basePath: 'string',
    initialPath: 'string',
    customizer: 'boolean',
    chunkTimeout: 'number',
  },
});

if (!Object.hasOwn(BoConsole.prototype, 'navigate')) {
  Object.defineProperty(BoConsole.prototype, 'navigate', {
    configurable: true,
    value(this: HTMLElement, path: string): void {
      navigateConsole(this, path);
    },
  });
}
