// Ctrl+K / Cmd+K, the global search's shortcut: the layout's search answers it; pressed while the first screen waits for the layout, it is kept for the search to take when it arrives.
import { layoutStore } from './layout-settings';

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
}

let pending = false;

/** The shortcut before the layout is here: the search opens, its field takes the cursor once it exists. */
export function keepSearchShortcut(event: KeyboardEvent): void {
  if (!isSearchShortcut(event)) return;
  event.preventDefault();
  pending = true;
  layoutStore.getState().change({ searchOpen: true });
}

/** Whether the shortcut was pressed before the search was here (asked once). */
export function takeKeptSearchShortcut(): boolean {
  const kept = pending;
  pending = false;
  return kept;
}
