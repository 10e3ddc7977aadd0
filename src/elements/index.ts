// The element layer's public API: the wrapper every tag uses and the registry of tags.

// Hosts that hold an ApexCharts licence give it to the chart pages (see src/core/apex-charts.ts).
export {
  type ApexChartsConstructor,
  type ApexChartsSource,
  registerApexCharts,
} from '../core/apex-charts';
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
