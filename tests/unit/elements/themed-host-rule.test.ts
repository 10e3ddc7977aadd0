// The theme's `:host` rule reads the host's --bo-* tokens and, while they are unset, gives back Fluent's own values.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Theme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from '../../../src/elements/theme-tokens';
import { themedHostRule, themeSources } from '../../../src/elements/themed-host-rule';
import { THEME_PARTS } from '../../../src/ui/parts';

/** The rule's declarations, property -> value. */
function declarations(rule: string): Map<string, string> {
  const body = /^:host\{(.*)\}$/s.exec(rule)?.[1] ?? '';
  return new Map(
    body.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon), declaration.slice(colon + 1)];
    }),
  );
}

/** Tokens the elements' own styles read, not the theme rule. */
const READ_BY_STYLES = ['--bo-table-row-height', '--bo-table-header-background'];

describe.each([
  ['light', webLightTheme],
  ['dark', webDarkTheme],
] as const)('the %s theme', (mode, theme: Theme) => {
  const rule = themedHostRule(theme, mode);
  const values = declarations(rule);

  it("falls back to Fluent's value for every token", () => {
    for (const [name, value] of Object.entries(theme)) {
      const declared = values.get(`--${name}`);
      expect(declared, name).toBeDefined();
      if (declared !== String(value)) expect(declared?.endsWith(`, ${value})`), name).toBe(true);
    }
  });

  it('reads every documented token but those the table styles read', () => {
    for (const token of THEME_TOKENS) {
      if (READ_BY_STYLES.includes(token.name)) continue;
      expect(rule, token.name).toContain(`var(${token.name}`);
    }
  });

  it('reads no --bo-* token that is not documented', () => {
    const documented = new Set(THEME_TOKENS.map((token) => token.name));
    const read = new Set([...rule.matchAll(/var\((--bo-[a-z-]+)/g)].map((match) => match[1]));
    expect([...read].filter((name) => !documented.has(name as `--bo-${string}`))).toEqual([]);
  });

  it('scales the brand shades from --bo-color-brand alone', () => {
    expect(themeSources(theme, mode).tokens.colorBrandBackgroundHover).toContain(
      'var(--bo-color-brand)',
    );
  });
});

it('the README documents every token and every part', () => {
  const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
  for (const token of THEME_TOKENS) expect(readme, token.name).toContain(`\`${token.name}\``);
  for (const part of THEME_PARTS) expect(readme, part.name).toContain(`\`${part.name}\``);
});
