// Puts the `part` names (parts.ts) on the Fluent components that render the styleable surfaces, through Fluent's custom style hooks.

import type { FluentProviderCustomStyleHooks } from '@fluentui/react-components';
import type { ThemePart } from './parts';

/**
 * Fluent components drop props they do not know, `part` among them, so a screen cannot pass
 * it. Every Fluent component calls the provider's custom style hook with its state after its
 * own styles, and the state's slots are the props its nodes render with: naming the part
 * there reaches every table, dialog, drawer and primary button of every screen, portalled
 * layers included (they mount inside the element's shadow root, where `::part()` sees them).
 */
interface ComponentState {
  /** The props the component's root node renders with. */
  root?: Record<string, unknown>;
  appearance?: unknown;
  isHeaderRow?: unknown;
}

function stateOf(state: unknown): ComponentState | null {
  return typeof state === 'object' && state !== null ? state : null;
}

/** A node may ask for another part name (or none, with "") through `data-bo-part`. */
function namePart(state: unknown, part: ThemePart | undefined): void {
  const root = stateOf(state)?.root;
  if (!root) return;
  const asked = root['data-bo-part'];
  const name = typeof asked === 'string' ? asked : part;
  if (name) root.part = name;
}

export const PART_STYLE_HOOKS: FluentProviderCustomStyleHooks = {
  useTableStyles_unstable: (state) => namePart(state, 'table'),
  useTableRowStyles_unstable: (state) =>
    namePart(state, stateOf(state)?.isHeaderRow === true ? undefined : 'row'),
  useTableCellStyles_unstable: (state) => namePart(state, 'cell'),
  useDialogSurfaceStyles_unstable: (state) => namePart(state, 'dialog'),
  useOverlayDrawerSurfaceStyles_unstable: (state) => namePart(state, 'drawer'),
  useButtonStyles_unstable: (state) =>
    namePart(state, stateOf(state)?.appearance === 'primary' ? 'button-primary' : undefined),
};
