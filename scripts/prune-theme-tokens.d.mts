// Types of the theme-token pruning (scripts/prune-theme-tokens.mjs).
import type { Plugin } from 'rollup';

export interface ThemeRule {
  start: number;
  end: number;
  text: string;
}
export function findThemeRules(code: string): ThemeRule[];
export function declaredTokens(rule: string): string[];
export function pruneRule(rule: string, unused: ReadonlySet<string>): string;
export function pruneThemeTokens(codes: readonly string[]): string[];
export function pruneUnusedThemeTokens(): Plugin;
