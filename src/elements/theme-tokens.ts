// The public theming tokens: the `--bo-*` custom properties a host page may set on an element or any ancestor. Data only (read by the manifest generator and the README), no imports.

export interface ThemeTokenInfo {
  /** The custom property, `--bo-…`. */
  name: `--bo-${string}`;
  /** What it styles, for the manifest and the README. */
  description: string;
  /** CSS syntax of its value. */
  syntax: '<color>' | '<length>' | '<number>' | '<string>' | '<shadow>' | '<font-weight>';
  /** The look while it is unset: Fluent's light value (the dark theme's differs for colours). */
  default: string;
}

/** Said of tokens whose unset value follows another token before it falls back to Fluent's. */
const FOLLOWS = (token: string, fluent: string) => `follows --bo-${token} when set, else ${fluent}`;

export const THEME_TOKENS: readonly ThemeTokenInfo[] = [
  // Brand colour and its shades.
  {
    name: '--bo-color-brand',
    syntax: '<color>',
    default: '#0f6cbd',
    description:
      'Brand colour: primary buttons, selected and checked controls. Its shades below follow it unless set.',
  },
  {
    name: '--bo-color-brand-hover',
    syntax: '<color>',
    default: FOLLOWS('color-brand', '#115ea3'),
    description: 'Brand background under the pointer.',
  },
  {
    name: '--bo-color-brand-pressed',
    syntax: '<color>',
    default: FOLLOWS('color-brand', '#0c3b5e'),
    description: 'Brand background while pressed.',
  },
  {
    name: '--bo-color-brand-selected',
    syntax: '<color>',
    default: FOLLOWS('color-brand', '#0f548c'),
    description: 'Brand background of a selected control.',
  },
  {
    name: '--bo-color-brand-foreground',
    syntax: '<color>',
    default: FOLLOWS('color-brand', '#0f6cbd'),
    description: 'Brand-coloured text and icons: links, selected tabs, checked boxes.',
  },
  {
    name: '--bo-color-brand-subtle',
    syntax: '<color>',
    default: FOLLOWS('color-brand', '#ebf3fc'),
    description: 'Light brand tint: selected table rows, the bulk action bar.',
  },
  {
    name: '--bo-color-brand-stroke',
    syntax: '<color>',
    default: FOLLOWS('color-brand-foreground', '#0f6cbd'),
    description: 'Brand borders: focused and checked controls.',
  },
  {
    name: '--bo-color-on-brand',
    syntax: '<color>',
    default: '#ffffff',
    description: 'Text and icons on brand backgrounds.',
  },
  // Neutral backgrounds and foregrounds.
  {
    name: '--bo-color-background',
    syntax: '<color>',
    default: '#ffffff',
    description: 'Main surface: the element, tables, dialogs, drawers, inputs.',
  },
  {
    name: '--bo-color-background-alt',
    syntax: '<color>',
    default: FOLLOWS('color-background', '#fafafa'),
    description: 'Secondary surfaces: panels and bars set off from the main surface.',
  },
  {
    name: '--bo-color-background-hover',
    syntax: '<color>',
    default: FOLLOWS('color-background', '#f5f5f5'),
    description: 'Rows, menu items and quiet buttons under the pointer.',
  },
  {
    name: '--bo-color-background-pressed',
    syntax: '<color>',
    default: FOLLOWS('color-background', '#e0e0e0'),
    description: 'Rows, menu items and quiet buttons while pressed.',
  },
  {
    name: '--bo-color-foreground',
    syntax: '<color>',
    default: '#242424',
    description: 'Main text colour.',
  },
  {
    name: '--bo-color-foreground-muted',
    syntax: '<color>',
    default: FOLLOWS('color-foreground', '#424242'),
    description: 'Secondary text: hints, counts, column headers, icons.',
  },
  {
    name: '--bo-color-border',
    syntax: '<color>',
    default: '#d1d1d1',
    description: 'Borders of controls; table row separators are a lighter mix of it.',
  },
  {
    name: '--bo-color-border-strong',
    syntax: '<color>',
    default: '#616161',
    description: 'Accessible borders: the underline of inputs, checkbox and radio outlines.',
  },
  {
    name: '--bo-color-overlay',
    syntax: '<color>',
    default: 'rgba(0, 0, 0, 0.4)',
    description: 'The backdrop behind dialogs and drawers.',
  },
  // Shape.
  {
    name: '--bo-radius-small',
    syntax: '<length>',
    default: FOLLOWS('radius', '2px'),
    description: 'Corner radius of small things: badges, checkboxes.',
  },
  {
    name: '--bo-radius',
    syntax: '<length>',
    default: '4px',
    description:
      'Corner radius of buttons, inputs, menus and bars; the small and large radii follow it unless set.',
  },
  {
    name: '--bo-radius-large',
    syntax: '<length>',
    default: FOLLOWS('radius', '6px (dialogs 8px)'),
    description: 'Corner radius of cards and dialogs.',
  },
  // Type.
  {
    name: '--bo-font-family',
    syntax: '<string>',
    default: "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif",
    description: 'Font of all text.',
  },
  {
    name: '--bo-font-family-mono',
    syntax: '<string>',
    default: "Consolas, 'Courier New', Courier, monospace",
    description: 'Font of codes and identifiers.',
  },
  {
    name: '--bo-font-size-small',
    syntax: '<length>',
    default: FOLLOWS('font-size', '12px'),
    description: 'Captions, badges, hints.',
  },
  {
    name: '--bo-font-size',
    syntax: '<length>',
    default: '14px',
    description:
      'Body text, controls and table cells; the other sizes (and every line height) scale with it unless set.',
  },
  {
    name: '--bo-font-size-large',
    syntax: '<length>',
    default: FOLLOWS('font-size', '16px'),
    description: 'Emphasised text; dialog and drawer titles are a step above it.',
  },
  {
    name: '--bo-font-size-title',
    syntax: '<length>',
    default: FOLLOWS('font-size', '24px'),
    description: 'The title in the header of a list.',
  },
  {
    name: '--bo-font-weight-strong',
    syntax: '<font-weight>',
    default: '600',
    description: 'Headings, column headers, button labels.',
  },
  // Density.
  {
    name: '--bo-density',
    syntax: '<number>',
    default: '1',
    description:
      'Spacing factor: 0.75 is compact, 1.25 roomy. Scales every gap and padding, and the table row height unless that is set.',
  },
  // Focus ring.
  {
    name: '--bo-focus-ring-color',
    syntax: '<color>',
    default: '#000000',
    description: 'The keyboard focus ring (dark theme: #ffffff).',
  },
  {
    name: '--bo-focus-ring-inner-color',
    syntax: '<color>',
    default: '#ffffff',
    description: 'The thin line inside the focus ring that sets it off from brand backgrounds.',
  },
  // Table.
  {
    name: '--bo-table-row-height',
    syntax: '<length>',
    default: '44px',
    description: 'Height of the body rows of list tables.',
  },
  {
    name: '--bo-table-header-background',
    syntax: '<color>',
    default: 'transparent',
    description: 'Background of the header row of list tables.',
  },
  // Elevation.
  {
    name: '--bo-shadow-overlay',
    syntax: '<shadow>',
    default: '0 0 8px rgba(0,0,0,0.12), 0 32px 64px rgba(0,0,0,0.14)',
    description: 'Shadow of dialogs and drawers.',
  },
];
