// <bo-console>: the whole console (routes, guards, session pages, layouts, customizer) with a navigate(path) method for hosts.
import { ConsoleApp } from '../../console/console-app';
import { navigateConsole } from '../../console/console-navigator';
import { defineElement } from '../define-element';

export const BoConsole = defineElement('bo-console', ConsoleApp, {
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
