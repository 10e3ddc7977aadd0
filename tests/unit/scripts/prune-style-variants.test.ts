// Pruning never-rendered variants from Fluent's precompiled styles, on Fluent's own Button styles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { UNUSED_STYLE_SLOTS } from '../../../scripts/fluent-variants.mjs';
import { pruneStyleModule } from '../../../scripts/prune-style-variants.mjs';

const require = createRequire(import.meta.url);
const BUTTON_STYLES = '@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js';
const installed = (path: string) => {
  const [scope, name, ...rest] = path.split('/');
  const root = dirname(require.resolve(`${scope}/${name}/package.json`));
  return readFileSync(join(root, ...rest), 'utf8');
};
const parse = (code: string) => parseAst(code);

type ClassMap = Record<string, Record<string, string | string[] | null>>;

/** One hook's slots and CSS rules, read from its `__styles(map, css)` call (plain literals). */
function hookOf(code: string, hook: string) {
  for (const statement of parse(code).body) {
    if (statement.type !== 'VariableDeclaration') continue;
    const declarator = statement.declarations[0]!;
    if (declarator.id.type !== 'Identifier' || declarator.id.name !== hook) continue;
    if (declarator.init?.type !== 'CallExpression') break;
    const [map, css] = declarator.init.arguments.map((node) => {
      const { start, end } = node as unknown as { start: number; end: number };
      return new Function(`return (${code.slice(start, end)});`)();
    }) as [ClassMap, Record<string, unknown[]>];
    const rules = Object.values(css)
      .flat()
      .map((rule) => (Array.isArray(rule) ? rule[0] : rule) as string);
    return { slots: Object.keys(map), map, rules };
  }
  throw new Error(`no hook ${hook}`);
}

describe('pruneStyleModule', () => {
  const original = installed(BUTTON_STYLES);
  const pruned = pruneStyleModule(original, UNUSED_STYLE_SLOTS[BUTTON_STYLES]!, parse);

  it('drops the listed slots and keeps the others', () => {
    const before = hookOf(original, 'useRootStyles');
    const after = hookOf(pruned, 'useRootStyles');
    expect(before.slots).toContain('large');
    expect(after.slots).not.toContain('large');
    expect(after.slots).not.toContain('circular');
    expect(after.slots).toEqual(
      before.slots.filter(
        (slot) => !['outline', 'large', 'largeWithIcon', 'circular', 'square'].includes(slot),
      ),
    );
    expect(after.map.primary).toEqual(before.map.primary);
  });

  it('drops a rule only no kept slot names, and keeps every rule a kept slot names', () => {
    const before = hookOf(original, 'useRootStyles');
    const after = hookOf(pruned, 'useRootStyles');
    const classesOf = (map: ClassMap) =>
      new Set(Object.values(map).flatMap((slot) => Object.values(slot).flat()));
    const kept = classesOf(after.map);
    for (const rule of after.rules) {
      expect(
        [...rule.matchAll(/\.([fr][a-z0-9]{4,8})(?![\w-])/g)].some(([, name]) => kept.has(name!)),
      ).toBe(true);
    }
    const needed = before.rules.filter((rule) =>
      [...kept].some((name) => rule.includes(`.${name}`)),
    );
    expect(after.rules).toEqual(needed);
    expect(after.rules.length).toBeLessThan(before.rules.length);
  });

  it('leaves the module valid JavaScript and the other hooks whole', () => {
    expect(() => parse(pruned)).not.toThrow();
    expect(hookOf(pruned, 'useRootDisabledStyles').map.base).toEqual(
      hookOf(original, 'useRootDisabledStyles').map.base,
    );
  });

  it('refuses a slot or hook the module does not have (Fluent renamed it)', () => {
    expect(() => pruneStyleModule(original, { useRootStyles: ['huge'] }, parse)).toThrow(
      /no slot huge/,
    );
    expect(() => pruneStyleModule(original, { useNothing: ['large'] }, parse)).toThrow(
      /no style hook useNothing/,
    );
  });
});
