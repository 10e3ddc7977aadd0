// The Fluent variants this product never renders, and the style slots the build drops for them
// (scripts/prune-style-variants.mjs). Fluent ships every appearance, size and shape of a
// component in its precompiled styles, whichever a page uses; a list page carried about 12 kB of
// class maps and CSS rules for large buttons, underlined inputs or severe badges.
//
// `tests/unit/scripts/fluent-variants.test.ts` reads every JSX element of these components in
// src/ (and of the components that wrap them), and every call of their style hooks, and fails
// when one can render a value listed under `never`. To use such a variant, delete its entry here: the build then keeps its slots.
//
// Fluent's own components pass these props too. What ships of them was read when this list was
// made: SearchBox renders Input with its own size and appearance (checked as a wrapper);
// CounterBadge renders Badge (a wrapper); MessageBarActions sets the buttons inside it to
// `small` through ButtonContext; no shipped component renders Button, Badge, Input, Select,
// Text, Switch or TableRow with a value listed here.

const BUTTON = '@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js';
const BADGE = '@fluentui/react-badge/lib/components/Badge/useBadgeStyles.styles.js';
const INPUT = '@fluentui/react-input/lib/components/Input/useInputStyles.styles.js';
const SELECT = '@fluentui/react-select/lib/components/Select/useSelectStyles.styles.js';
const TEXT = '@fluentui/react-text/lib/components/Text/useTextStyles.styles.js';
const TABLE_ROW = '@fluentui/react-table/lib/components/TableRow/useTableRowStyles.styles.js';
const SWITCH = '@fluentui/react-switch/lib/components/Switch/useSwitchStyles.styles.js';

/** Badge colours, for the appearance-colour pairs a badge's style is chosen by. */
const BADGE_COLORS = [
  'brand',
  'danger',
  'important',
  'informative',
  'severe',
  'subtle',
  'success',
  'warning',
];
const pairs = (appearance, colors) => colors.map((color) => `${appearance}-${color}`);
const except = (kept) => BADGE_COLORS.filter((color) => !kept.includes(color));

/** Badge pairs never rendered: status badges tint (filled for a few), roles outline, counts ghost. */
const UNRENDERED_BADGE_PAIRS = [
  ...pairs(
    'tint',
    except(['brand', 'danger', 'important', 'informative', 'subtle', 'success', 'warning']),
  ),
  ...pairs('filled', except(['brand', 'danger', 'success'])),
  ...pairs('outline', except(['brand', 'danger', 'informative', 'success'])),
  ...pairs('ghost', except(['informative'])),
];

/** An input size's slots: the size, and the size beside content before or after the text. */
const withContent = (sizes) =>
  sizes.flatMap((size) => [size, `${size}WithContentBefore`, `${size}WithContentAfter`]);

/**
 * @typedef {object} UnrenderedVariants
 * @property {string} component Fluent's component, as imported from @fluentui/react-components
 * @property {readonly string[]} [wrappers] Fluent components that render it with their own props
 * @property {Record<string, string | number>} defaults what Fluent renders when a prop is not set
 * @property {Record<string, readonly (string | number)[]>} never values no element may render;
 *   `a-b` names a pair of two props' values
 * @property {Record<string, Record<string, readonly string[]>>} slots style module -> hook -> the
 *   slots only those values select
 */

/** @type {readonly UnrenderedVariants[]} */
export const UNRENDERED_VARIANTS = [
  {
    component: 'Button',
    defaults: { appearance: 'secondary', size: 'medium', shape: 'rounded' },
    never: { appearance: ['outline'], size: ['large'], shape: ['circular', 'square'] },
    slots: {
      [BUTTON]: {
        useRootStyles: ['outline', 'large', 'largeWithIcon', 'circular', 'square'],
        useRootDisabledStyles: ['outline'],
        useRootFocusStyles: ['large', 'circular', 'square'],
        useRootIconOnlyStyles: ['large'],
        useIconStyles: ['large'],
      },
    },
  },
  {
    component: 'Badge',
    wrappers: ['CounterBadge'],
    defaults: { appearance: 'filled', color: 'brand', size: 'medium', shape: 'circular' },
    never: {
      size: ['tiny', 'extra-small', 'large', 'extra-large'],
      shape: ['square'],
      'appearance-color': UNRENDERED_BADGE_PAIRS,
    },
    slots: {
      [BADGE]: {
        useRootStyles: [
          'tiny',
          'extra-small',
          'large',
          'extra-large',
          'square',
          ...UNRENDERED_BADGE_PAIRS,
        ],
        useIconStyles: [
          'tiny',
          'extra-small',
          'large',
          'extra-large',
          'beforeTextXL',
          'afterTextXL',
        ],
      },
    },
  },
  {
    component: 'Input',
    wrappers: ['SearchBox'],
    defaults: { appearance: 'outline', size: 'medium' },
    never: {
      appearance: [
        'underline',
        'filled-darker',
        'filled-lighter',
        'filled-darker-shadow',
        'filled-lighter-shadow',
      ],
      size: ['small', 'large'],
    },
    slots: {
      [INPUT]: {
        useRootStyles: [
          ...withContent(['small', 'large']),
          'underline',
          'underlineInteractive',
          'filled',
          'filledInteractive',
          'filled-darker',
          'filled-lighter',
          'filled-darker-shadow',
          'filled-lighter-shadow',
        ],
        useInputElementStyles: withContent(['small', 'large']),
        useContentStyles: ['small', 'large'],
      },
    },
  },
  {
    component: 'Select',
    defaults: { appearance: 'outline', size: 'medium' },
    never: {
      appearance: ['underline', 'filled-darker', 'filled-lighter'],
      size: ['small', 'large'],
    },
    slots: {
      [SELECT]: {
        useSelectStyles: [
          'small',
          'large',
          'underline',
          'filled-darker',
          'filled-lighter',
          'disabledUnderline',
          'invalidUnderline',
        ],
        useIconStyles: ['small', 'large'],
      },
    },
  },
  {
    component: 'Text',
    defaults: { size: 300 },
    never: { size: [700, 800, 900, 1000] },
    slots: { [TEXT]: { useStyles: ['hero700', 'hero800', 'hero900', 'hero1000'] } },
  },
  {
    component: 'TableRow',
    defaults: { appearance: 'none' },
    never: { appearance: ['neutral'] },
    slots: { [TABLE_ROW]: { useStyles: ['neutral'] } },
  },
  {
    component: 'Switch',
    defaults: { labelPosition: 'after', size: 'medium' },
    never: { labelPosition: ['above'], size: ['small'] },
    slots: {
      [SWITCH]: {
        useRootStyles: ['vertical'],
        useIndicatorStyles: ['labelAbove', 'sizeSmall'],
        useInputStyles: ['above', 'sizeSmall'],
        useLabelStyles: ['above', 'sizeSmall'],
      },
    },
  },
];

/** Style module -> hook -> slots to drop, over every entry above. */
export const UNUSED_STYLE_SLOTS = (() => {
  /** @type {Record<string, Record<string, string[]>>} */
  const merged = {};
  for (const { slots } of UNRENDERED_VARIANTS) {
    for (const [module, hooks] of Object.entries(slots)) {
      merged[module] ??= {};
      for (const [hook, names] of Object.entries(hooks)) {
        merged[module][hook] = [...(merged[module][hook] ?? []), ...names];
      }
    }
  }
  return merged;
})();
