// The bundle's precompiled styles (scripts/griffel-aot.mjs) give exactly the classes and CSS that makeStyles computes at run time.

import * as fluent from '@fluentui/react-components';
import { transform } from 'esbuild';
import { act } from 'react';
import type { TransformPluginContext } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { afterEach, expect, it } from 'vitest';
import { griffelAheadOfTime } from '../../../scripts/griffel-aot.mjs';
import { mountView } from './support/mount';

const FIXTURE = `
import { makeResetStyles, makeStyles, shorthands, tokens } from '@fluentui/react-components';
const GAP = tokens.spacingHorizontalS;
export const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: GAP,
    paddingInlineStart: \`calc(\${GAP} * 2)\`,
    marginLeft: '4px',
    ':hover': { color: tokens.colorBrandForeground1 },
    '@media (forced-colors: active)': { color: 'CanvasText' },
  },
  fade: {
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    animationName: { from: { opacity: 0, left: '0' }, to: { opacity: 1, left: '10px' } },
    animationDuration: '1s',
  },
});
export const useBase = makeResetStyles({ display: 'block', paddingLeft: '4px', ':focus': { outlineWidth: '2px' } });
`;

type Hooks = { useStyles(): Record<'root' | 'fade', string>; useBase(): string };

interface Transformed {
  code: string;
  warnings: string[];
}

async function precompile(source: string): Promise<Transformed> {
  const warnings: string[] = [];
  const context = {
    parse: parseAst,
    warn: (warning: string | { message: string }) =>
      warnings.push(typeof warning === 'string' ? warning : warning.message),
  } as unknown as TransformPluginContext;
  const plugin = griffelAheadOfTime({ include: () => true });
  const transformHook = plugin.transform as (
    this: TransformPluginContext,
    code: string,
    id: string,
  ) => { code: string } | null;
  const result = transformHook.call(context, source, '/repo/src/fixture.ts');
  return { code: result?.code ?? source, warnings };
}

/** Runs a module whose only import is @fluentui/react-components and returns its exports. */
async function evaluate(source: string): Promise<Hooks> {
  const { code } = await transform(source, { format: 'cjs', loader: 'ts' });
  const module = { exports: {} };
  const require = (id: string) => {
    if (id !== '@fluentui/react-components') throw new Error(`unexpected import ${id}`);
    return fluent;
  };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports as Hooks;
}

function Probe(props: { hooks: Hooks; onClasses(classes: string[]): void }) {
  const styles = props.hooks.useStyles();
  props.onClasses([styles.root, styles.fade, props.hooks.useBase()]);
  return null;
}

/** The classes the hooks give inside an element, and the Griffel rules its shadow root got. */
async function render(hooks: Hooks): Promise<{ classes: string[]; rules: string[] }> {
  let classes: string[] = [];
  const { root } = await mountView(() => (
    <Probe
      hooks={hooks}
      onClasses={(given) => {
        classes = given;
      }}
    />
  ));
  const rules = root.adoptedStyleSheets
    .slice(1)
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return { classes, rules: rules.sort() };
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  document.body.removeAttribute('dir');
});

it('precompiles makeStyles and makeResetStyles calls into __styles and __resetStyles', async () => {
  const { code, warnings } = await precompile(FIXTURE);
  expect(warnings).toEqual([]);
  expect(code).not.toMatch(/\bmake(Reset)?Styles\(/);
  expect(code.match(/__boAotStyles\(/g)).toHaveLength(1);
  expect(code.match(/__boAotResetStyles\(/g)).toHaveLength(1);
});

it('the precompiled styles give the same classes and CSS as makeStyles at run time', async () => {
  const atRunTime = await render(await evaluate(FIXTURE));
  const precompiled = await render(await evaluate((await precompile(FIXTURE)).code));
  expect(precompiled.classes).toEqual(atRunTime.classes);
  expect(precompiled.rules).toEqual(atRunTime.rules);
  expect(precompiled.rules.join('\n')).toContain('@keyframes');
});

it('right to left, too: the precompiled styles carry the flipped rules', async () => {
  document.body.setAttribute('dir', 'rtl');
  const atRunTime = await render(await evaluate(FIXTURE));
  const precompiled = await render(await evaluate((await precompile(FIXTURE)).code));
  expect(precompiled.classes).toEqual(atRunTime.classes);
  expect(precompiled.rules).toEqual(atRunTime.rules);
});

it('a call it cannot evaluate stays a run-time makeStyles call and is reported', async () => {
  const source = `import { makeStyles } from '@fluentui/react-components';
const width = () => '10px';
export const useStyles = makeStyles({ root: { width: width() } });`;
  const { code, warnings } = await precompile(source);
  expect(code).toBe(source);
  expect(warnings).toEqual(['makeStyles left to run time (call)']);
});
