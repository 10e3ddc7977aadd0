// The build's fallback that hands Fluent's useTabster tabster's own shadow DOM API, run on the
// hook as installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTabsterShadowDOM } from '../../../scripts/tabster-shadow-dom.mjs';

const require = createRequire(import.meta.url);
const hookFile = join(
  dirname(require.resolve('@fluentui/react-tabster/package.json')),
  'lib/hooks/useTabster.js',
);
const installed = readFileSync(hookFile, 'utf8');

type Create = (win: object, props: { DOMAPI?: unknown }) => unknown;

/** createTabsterWithConfig of the rewritten hook, run with stand-ins for what it imports. */
function configuredCreate(code: string, createTabster: Create, shadowAPI: unknown) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^'use client';$/m, '')
    .replace(/export function/g, 'function');
  const factory = new Function(
    'createTabster',
    'getShadowDOMAPI',
    'getParent',
    `${body}\nreturn createTabsterWithConfig;`,
  );
  return factory(
    createTabster,
    () => shadowAPI,
    () => null,
  ) as (doc: { defaultView: object }) => unknown;
}

describe('withTabsterShadowDOM', () => {
  it('gives tabster its own shadow DOM API when the page set none', () => {
    const shadowAPI = { name: 'shadow' };
    const seen: unknown[] = [];
    const create = configuredCreate(
      withTabsterShadowDOM(installed),
      (_win, props) => seen.push(props.DOMAPI),
      shadowAPI,
    );
    create({ defaultView: {} });
    expect(seen).toEqual([shadowAPI]);
  });

  it('keeps an API the page set on window', () => {
    const own = { name: 'own' };
    const seen: unknown[] = [];
    const create = configuredCreate(
      withTabsterShadowDOM(installed),
      (_win, props) => seen.push(props.DOMAPI),
      { name: 'shadow' },
    );
    create({ defaultView: { __tabsterShadowDOMAPI: own } });
    expect(seen).toEqual([own]);
  });

  it('imports the fallback from the tabster the hook already imports', () => {
    expect(withTabsterShadowDOM(installed)).toContain(
      'import { createTabster, disposeTabster, getShadowDOMAPI } from "tabster";',
    );
  });

  it('fails loudly when a Fluent update changes the hook', () => {
    expect(() => withTabsterShadowDOM(installed.replace('__tabsterShadowDOMAPI', '__x'))).toThrow(
      /useTabster changed shape/,
    );
  });
});
