// The element layer's public API: the wrapper every tag uses and the registry of tags.

export { type DefineElementOptions, defineElement, type PropKind } from './define-element';
export {
  COMMON_ATTRIBUTES,
  ELEMENTS,
  type ElementAttributeInfo,
  type ElementEventInfo,
  type ElementInfo,
  elementInfo,
  WRAPPER_ATTRIBUTES,
  WRAPPER_EVENTS,
} from './registry';
export type { ElementStatus } from './element-status';
