// A Fluent theme as the `:host` token rule whose tokens read the host's `--bo-*` custom properties first (theme-tokens.ts), Fluent's own value when those are unset. Run at build time by the *.precomputed.ts theme modules.

import type { Theme } from '@fluentui/react-components';

export type ThemeMode = 'light' | 'dark';
type TokenName = keyof Theme;

/**
 * For each Fluent token a host may restyle: a CSS expression over `--bo-*` custom properties
 * that is invalid while the ones it reads are unset. A custom property whose value references
 * an unset variable without a fallback is itself unset at computed-value time, so
 * `var(--_bo-x, <fluent value>)` gives Fluent's value back untouched, while a derived shade
 * (a mix of `--bo-color-brand`) still follows the one token a host did set.
 */
type Sources = Partial<Record<TokenName, string>>;

const bo = (name: string) => `var(--bo-${name})`;
const or = (name: string, derived: string) => `var(--bo-${name}, ${derived})`;
const mix = (color: string, percent: number, other: string) =>
  `color-mix(in srgb, ${color} ${percent}%, ${other})`;
/** A Fluent token's resolved value, for mixes that depend on the surface they sit on. */
const fluent = (name: TokenName) => `var(--${name})`;
const scaled = (value: string, factor: string) => `calc(${value} * ${factor})`;

/** Shared steps of the colour derivations, each declared once as `--_bo-<name>`. */
type Shared = Record<string, string>;
const ref = (name: string) => `var(--_bo-${name})`;

function colourSources(mode: ThemeMode): { shared: Shared; tokens: Sources } {
  const dark = mode === 'dark';
  // Hover moves away from the surface, pressed and selected go deeper, as Fluent's ramps do.
  const away = dark ? 'white' : 'black';
  const brand = bo('color-brand');
  const background = bo('color-background');
  const foreground = bo('color-foreground');
  const surface = fluent('colorNeutralBackground1');
  const shared: Shared = {
    'brand-fg': or('color-brand-foreground', dark ? mix(brand, 65, 'white') : brand),
    'brand-subtle': or(
      'color-brand-subtle',
      dark ? mix(brand, 25, fluent('colorNeutralBackground3')) : mix(brand, 10, 'white'),
    ),
    'brand-stroke': or('color-brand-stroke', ref('brand-fg')),
    'bg-alt': or('color-background-alt', mix(background, dark ? 78 : 97, 'black')),
    'bg-hover': or('color-background-hover', mix(background, dark ? 88 : 96, away)),
    'bg-pressed': or('color-background-pressed', mix(background, dark ? 78 : 88, 'black')),
    'bg-selected': mix(background, dark ? 90 : 92, away),
    muted: or('color-foreground-muted', mix(foreground, 78, surface)),
  };
  const brandForeground = ref('brand-fg');
  const brandSubtle = ref('brand-subtle');
  const brandStroke = ref('brand-stroke');
  const backgroundAlt = ref('bg-alt');
  const backgroundHover = ref('bg-hover');
  const backgroundPressed = ref('bg-pressed');
  const backgroundSelected = ref('bg-selected');
  const muted = ref('muted');
  const border = bo('color-border');
  const borderStrong = bo('color-border-strong');
  const tokens: Sources = {
    colorBrandBackground: brand,
    colorBrandBackgroundHover: or('color-brand-hover', mix(brand, 82, away)),
    colorBrandBackgroundPressed: or('color-brand-pressed', mix(brand, 55, 'black')),
    colorBrandBackgroundSelected: or('color-brand-selected', mix(brand, 85, 'black')),
    colorBrandBackground2: brandSubtle,
    colorBrandBackground2Hover: mix(brandSubtle, 82, brand),
    colorBrandBackground2Pressed: mix(brandSubtle, 60, brand),
    colorBrandForeground1: brandForeground,
    colorBrandForeground2: mix(brandForeground, 85, away),
    colorBrandForegroundLink: brandForeground,
    colorBrandForegroundLinkHover: mix(brandForeground, 82, away),
    colorBrandForegroundLinkPressed: mix(brandForeground, 65, away),
    colorBrandForegroundLinkSelected: brandForeground,
    colorCompoundBrandForeground1: brandForeground,
    colorCompoundBrandForeground1Hover: mix(brandForeground, 85, away),
    colorCompoundBrandForeground1Pressed: mix(brandForeground, 70, away),
    colorCompoundBrandBackground: brandForeground,
    colorCompoundBrandBackgroundHover: mix(brandForeground, 85, away),
    colorCompoundBrandBackgroundPressed: mix(brandForeground, 70, away),
    colorNeutralForeground2BrandHover: brandForeground,
    colorNeutralForeground2BrandPressed: mix(brandForeground, 85, away),
    colorNeutralForeground2BrandSelected: brandForeground,
    colorNeutralForeground3BrandHover: brandForeground,
    colorNeutralForeground3BrandPressed: mix(brandForeground, 85, away),
    colorNeutralForeground3BrandSelected: brandForeground,
    colorNeutralStrokeAccessibleSelected: brandForeground,
    colorBrandStroke1: brandStroke,
    colorCompoundBrandStroke: brandStroke,
    colorCompoundBrandStrokeHover: mix(brandStroke, 85, away),
    colorCompoundBrandStrokePressed: mix(brandStroke, 70, away),
    colorNeutralForegroundOnBrand: bo('color-on-brand'),
    colorNeutralBackground1: background,
    colorNeutralBackground1Hover: backgroundHover,
    colorNeutralBackground1Pressed: backgroundPressed,
    colorNeutralBackground1Selected: backgroundSelected,
    colorSubtleBackgroundHover: backgroundHover,
    colorSubtleBackgroundPressed: backgroundPressed,
    colorSubtleBackgroundSelected: backgroundSelected,
    colorNeutralBackground2: backgroundAlt,
    colorNeutralBackground2Hover: mix(backgroundAlt, 95, away),
    colorNeutralBackground2Pressed: mix(backgroundAlt, 86, 'black'),
    colorNeutralBackground3: mix(backgroundAlt, 97, 'black'),
    colorNeutralForeground1: foreground,
    colorNeutralForeground1Hover: foreground,
    colorNeutralForeground1Pressed: foreground,
    colorNeutralForeground1Selected: foreground,
    colorNeutralForeground2Hover: foreground,
    colorNeutralForeground2Pressed: foreground,
    colorNeutralForeground2Selected: foreground,
    colorNeutralForeground2LinkHover: foreground,
    colorNeutralForeground2: muted,
    colorNeutralForeground2Link: muted,
    colorNeutralForeground3: mix(muted, 85, surface),
    colorNeutralForeground3Hover: muted,
    colorNeutralForeground3Pressed: muted,
    colorNeutralForeground3Selected: muted,
    colorNeutralForeground4: mix(muted, 75, surface),
    colorNeutralStroke1: border,
    colorNeutralStroke1Hover: mix(border, 88, away),
    colorNeutralStroke1Pressed: mix(border, 78, away),
    colorNeutralStroke1Selected: mix(border, 84, away),
    colorNeutralStroke2: mix(border, 65, surface),
    colorNeutralStroke3: mix(border, 35, surface),
    colorNeutralStrokeAccessible: borderStrong,
    colorNeutralStrokeAccessibleHover: mix(borderStrong, 88, away),
    colorNeutralStrokeAccessiblePressed: mix(borderStrong, 78, away),
    colorBackgroundOverlay: bo('color-overlay'),
    colorStrokeFocus2: bo('focus-ring-color'),
    colorStrokeFocus1: bo('focus-ring-inner-color'),
  };
  return { shared, tokens };
}

/** Fluent's type ramp: each size and line height as a multiple of the body size. */
const TYPE_RAMP: readonly [TokenName, TokenName, number, number][] = [
  ['fontSizeBase100', 'lineHeightBase100', 10, 14],
  ['fontSizeBase200', 'lineHeightBase200', 12, 16],
  ['fontSizeBase300', 'lineHeightBase300', 14, 20],
  ['fontSizeBase400', 'lineHeightBase400', 16, 22],
  ['fontSizeBase500', 'lineHeightBase500', 20, 28],
  ['fontSizeBase600', 'lineHeightBase600', 24, 32],
];
/** The ramp steps a token of its own may set. */
const SIZE_TOKENS: Partial<Record<TokenName, string>> = {
  fontSizeBase200: 'font-size-small',
  fontSizeBase300: 'font-size',
  fontSizeBase400: 'font-size-large',
  fontSizeBase600: 'font-size-title',
};

function typeSources(): Sources {
  const sources: Sources = {
    fontFamilyBase: bo('font-family'),
    fontFamilyNumeric: bo('font-family'),
    fontFamilyMonospace: bo('font-family-mono'),
    fontWeightSemibold: bo('font-weight-strong'),
  };
  const body = bo('font-size');
  for (const [size, lineHeight, px, linePx] of TYPE_RAMP) {
    const fromBody = scaled(body, `${px} / 14`);
    const own = SIZE_TOKENS[size];
    const value = own === 'font-size' ? body : own ? or(own, fromBody) : fromBody;
    sources[size] = value;
    sources[lineHeight] = scaled(value, `${linePx} / ${px}`);
  }
  return sources;
}

function shapeSources(): Sources {
  const radius = bo('radius');
  const large = or('radius-large', scaled(radius, '1.5'));
  return {
    borderRadiusSmall: or('radius-small', scaled(radius, '0.5')),
    borderRadiusMedium: radius,
    borderRadiusLarge: large,
    borderRadiusXLarge: scaled(large, '4 / 3'),
    shadow64: bo('shadow-overlay'),
  };
}

/** Every gap and padding token, scaled by `--bo-density`. */
function spacingSources(theme: Theme): Sources {
  const sources: Sources = {};
  for (const name of Object.keys(theme) as TokenName[]) {
    const value = theme[name];
    if (/^spacing(Horizontal|Vertical)/.test(name) && /px$/.test(String(value))) {
      sources[name] = scaled(String(value), bo('density'));
    }
  }
  return sources;
}

export function themeSources(theme: Theme, mode: ThemeMode): { shared: Shared; tokens: Sources } {
  const colours = colourSources(mode);
  return {
    shared: colours.shared,
    tokens: { ...colours.tokens, ...typeSources(), ...shapeSources(), ...spacingSources(theme) },
  };
}

/** A lone `var(--bo-x)` or `var(--_bo-x)` needs no helper: its own fallback slot takes Fluent's value. */
const PLAIN_VAR = /^var\((--_?bo-[a-z-]+)\)$/;

/**
 * The theme's `:host` rule. Restylable tokens read `--bo-*` with Fluent's value as the fallback
 * (a derived one through `--_bo-*` helpers); all others are Fluent's values as before.
 */
export function themedHostRule(theme: Theme, mode: ThemeMode): string {
  const { shared, tokens: sources } = themeSources(theme, mode);
  const declarations = Object.entries(shared).map(([name, value]) => `--_bo-${name}:${value}`);
  for (const name of Object.keys(theme) as TokenName[]) {
    const value = String(theme[name]);
    const source = sources[name];
    const plain = source ? PLAIN_VAR.exec(source) : null;
    if (!source) {
      declarations.push(`--${name}:${value}`);
    } else if (plain) {
      declarations.push(`--${name}:var(${plain[1]}, ${value})`);
    } else {
      declarations.push(`--_bo-${name}:${source}`, `--${name}:var(--_bo-${name}, ${value})`);
    }
  }
  return `:host{${declarations.join(';')}}`;
}
