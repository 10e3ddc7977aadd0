// What <bo-console>'s entry awaits behind its early part, as one module: the bundle then splits the
// console's code as it does for a static import (awaiting each module apart would make each one a
// split point of its own, shared code cut into many small files).
export { ConsoleApp } from '../console/console-app';
export { navigateConsole } from '../console/console-navigator';
export { defineElement } from './define-element';
