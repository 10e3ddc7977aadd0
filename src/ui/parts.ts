// The `::part()` names of the elements: which stable nodes a host page may style from outside the shadow root. Data only (read by the manifest generator and the README).

export interface ThemePartInfo {
  name: string;
  description: string;
}

export const THEME_PARTS = [
  { name: 'header', description: "A list's title bar: the title, the item count and the actions." },
  {
    name: 'toolbar',
    description: 'The filter bar under the header: search, filters and Reset.',
  },
  { name: 'table', description: 'The table of a list.' },
  { name: 'row', description: 'Each body row of a table (the header row is not one).' },
  { name: 'cell', description: 'Each body cell of a table.' },
  { name: 'drawer', description: "The surface of a side drawer (an item's details)." },
  { name: 'dialog', description: 'The surface of a dialog (forms, confirmations).' },
  {
    name: 'button-primary',
    description: 'Every primary button: create, save, sign in, confirm.',
  },
  {
    name: 'button-danger',
    description: 'The confirm button of a destructive action (delete, disable).',
  },
] as const satisfies readonly ThemePartInfo[];

export type ThemePart = (typeof THEME_PARTS)[number]['name'];

/** Every part: the console and the list areas render them all (drawers and dialogs when open). */
export const ALL_PARTS: readonly ThemePart[] = THEME_PARTS.map((part) => part.name);

/** What a page-level area without a list renders: its title bar and the gate's sign-in button. */
export const PAGE_PARTS: readonly ThemePart[] = ['header', 'button-primary'];
