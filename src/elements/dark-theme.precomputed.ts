// The dark theme's tokens as a `:host` rule that reads the host's `--bo-*` tokens: a chunk of its own that only theme="dark" elements load. Evaluated at build time (scripts/rollup/precomputed-modules.mjs).
import { webDarkTheme } from '@fluentui/react-components';
import { themedHostRule } from './themed-host-rule';

export const DARK_THEME_HOST_RULE: string = themedHostRule(webDarkTheme, 'dark');
