// The light theme's tokens as a `:host` rule, the default look of every element. Evaluated at build time (scripts/precomputed-modules.mjs), so Fluent's palette code never ships.
import { createCSSRuleFromTheme, webLightTheme } from '@fluentui/react-components';

export const LIGHT_THEME_HOST_RULE: string = createCSSRuleFromTheme(':host', webLightTheme);
