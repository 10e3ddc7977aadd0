// What <bo-console>'s entry awaits behind its early part, as one module: the bundle then splits the
// console's code as it does for a static import (awaiting each module apart would make each one a
// split point of its own, shared code cut into many small files).
export { ConsoleElement } from '../console/console-boot';
export { navigateConsole } from '../console/console-navigator';
export { defineElement } from './define-element';
