// *.precomputed.ts modules: what the bundle ships (evaluated at build time) is what the module computes at run time.

import { join } from 'node:path';
import { expect, it } from 'vitest';
import { evaluateModule } from '../../../scripts/rollup/precomputed-modules.mjs';
import { DARK_THEME_HOST_RULE } from '../../../src/elements/dark-theme.precomputed';
import { LIGHT_THEME_HOST_RULE } from '../../../src/elements/light-theme.precomputed';

const elements = join(process.cwd(), 'src', 'elements');
/** Two esbuild bundles of Fluent's token modules: about 1 s on a quiet machine, far more when it is shared. */
const BUNDLING_TIME_LIMIT_MS = 60_000;

it(
  'the light and dark theme rules are evaluated at build time to the same text',
  async () => {
    const light = await evaluateModule(join(elements, 'light-theme.precomputed.ts'));
    const dark = await evaluateModule(join(elements, 'dark-theme.precomputed.ts'));
    expect({ ...light }).toEqual({ LIGHT_THEME_HOST_RULE });
    expect({ ...dark }).toEqual({ DARK_THEME_HOST_RULE });
    expect(LIGHT_THEME_HOST_RULE).toMatch(/^:host\{.*;--borderRadiusNone:0;/);
    // Fluent's value stands behind the host's token.
    expect(LIGHT_THEME_HOST_RULE).toContain(
      '--colorNeutralBackground1:var(--bo-color-background, #ffffff);',
    );
    expect(DARK_THEME_HOST_RULE).toContain(
      '--colorNeutralBackground1:var(--bo-color-background, #292929);',
    );
  },
  BUNDLING_TIME_LIMIT_MS,
);
