import { describe, expect, it } from 'vitest';
import {
  findThemeRules,
  pruneRule,
  pruneThemeTokens,
  pruneUnusedThemeTokens,
} from '../../../scripts/rollup/prune-theme-tokens.mjs';
import { themedHostRule } from '../../../src/elements/themed-host-rule';
import { webLightTheme } from '@fluentui/react-components';

const RULE =
  ':host{--_bo-brand-fg:var(--bo-color-brand);--colorA:#111;--_bo-colorB:var(--_bo-brand-fg);--colorB:var(--_bo-colorB, #222);--colorC:#333;--shadowD:0 0 2px red}';

describe('theme token pruning', () => {
  it('finds a theme rule as the whole string literal it is', () => {
    const code = `const a="x";const r="${RULE}";const b='y';`;
    const [rule] = findThemeRules(code);
    expect(rule?.text).toBe(RULE);
  });

  it('drops unused tokens with their helpers, keeps the shared helpers', () => {
    expect(pruneRule(RULE, new Set(['colorB', 'shadowD']))).toBe(
      ':host{--_bo-brand-fg:var(--bo-color-brand);--colorA:#111;--colorC:#333}',
    );
  });

  it('keeps a token any chunk names: in var(), as a --name, or bare', () => {
    const theme = `export const L="${RULE}";`;
    const [pruned, ...rest] = pruneThemeTokens([
      theme,
      'a{color:var(--colorA)}',
      'getPropertyValue("--colorC")',
      'token(node,"shadowD")',
    ]);
    expect(pruned).toBe(
      'export const L=":host{--_bo-brand-fg:var(--bo-color-brand);--colorA:#111;--colorC:#333;--shadowD:0 0 2px red}";',
    );
    expect(rest).toEqual([
      'a{color:var(--colorA)}',
      'getPropertyValue("--colorC")',
      'token(node,"shadowD")',
    ]);
  });

  it('prunes both themes, each in its own chunk, by what any chunk names', () => {
    const light = themedHostRule(webLightTheme, 'light');
    const [lightOut, darkOut] = pruneThemeTokens([
      `export const L="${light}";`,
      `export const D="${light.replace('#', '#0')}";`,
      'x{color:var(--colorNeutralForeground1);background:var(--colorBrandBackground)}',
    ]);
    for (const out of [lightOut, darkOut]) {
      expect(out).toContain('--colorNeutralForeground1:');
      expect(out).toContain('--colorBrandBackground:');
      expect(out).not.toContain('--colorPaletteBerryBackground1:');
      expect(out).not.toContain('--_bo-colorBrandForeground2:');
      // The shared helpers the kept tokens read stay.
      expect(out).toContain('--_bo-brand-fg:');
    }
  });

  it('prunes while rendering, before hashing, by the rendered code of every chunk', () => {
    const plugin = pruneUnusedThemeTokens() as unknown as {
      renderStart(): void;
      renderChunk(...args: unknown[]): { code: string } | null;
    };
    const chunks = {
      'theme.js': { modules: { theme: { code: `export const L="${RULE}";` } } },
      'screen.js': { modules: { a: { code: 'a{color:var(--colorA)}' }, b: { code: null } } },
      'chart.js': { modules: { c: { code: 'token(node,"colorC")' } } },
    };
    plugin.renderStart();
    expect(plugin.renderChunk('a{}', {}, {}, { chunks })).toBeNull();
    expect(plugin.renderChunk(`const L="${RULE}";`, {}, {}, { chunks })?.code).toBe(
      'const L=":host{--_bo-brand-fg:var(--bo-color-brand);--colorA:#111;--colorC:#333}";',
    );
  });

  it('leaves code without a theme rule alone', () => {
    expect(pruneThemeTokens(['a', 'b'])).toEqual(['a', 'b']);
  });
});
