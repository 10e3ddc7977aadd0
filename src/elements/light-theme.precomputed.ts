// The light theme's tokens as a `:host` rule that reads the host's `--bo-*` tokens, the default look of every element. Evaluated at build time (scripts/rollup/precomputed-modules.mjs), so Fluent's palette code never ships.
import { webLightTheme } from '@fluentui/react-components';
import { themedHostRule } from './themed-host-rule';

export const LIGHT_THEME_HOST_RULE: string = themedHostRule(webLightTheme, 'light');
