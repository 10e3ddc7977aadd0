// The dark theme's tokens as a `:host` rule: a chunk of its own that only theme="dark" elements load. Evaluated at build time (scripts/precomputed-modules.mjs).
import { createCSSRuleFromTheme, webDarkTheme } from '@fluentui/react-components';

export const DARK_THEME_HOST_RULE: string = createCSSRuleFromTheme(':host', webDarkTheme);
