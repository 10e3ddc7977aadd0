// Single-file components as modules, and the elements' tag types for templates.
/// <reference types="vite/client" />
import 'backoffice-elements/elements';
