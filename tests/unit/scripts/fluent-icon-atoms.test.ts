// The rewrite of imports from @fluentui/react-icons' main entry into imports of each icon's own
// module, on the package as installed and on the Fluent modules that import it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconAtoms, withIconAtoms } from '../../../scripts/fluent-icon-atoms.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const MAIN_ENTRY_IMPORT = /from ['"]@fluentui\/react-icons['"]/;
const atoms = iconAtoms(packageDir('@fluentui/react-icons'));

describe('fluent icon atoms', () => {
  it('finds each icon, in every size and style, in the module named after it', () => {
    expect(atoms.get('ChevronDownRegular')).toBe('@fluentui/react-icons/svg/chevron-down');
    expect(atoms.get('ChevronDown20Filled')).toBe('@fluentui/react-icons/svg/chevron-down');
    expect(atoms.get('ArrowDownloadRegular')).toBe('@fluentui/react-icons/svg/arrow-download');
    expect(atoms.size).toBeGreaterThan(10_000);
  });

  it('splits named imports by module, keeps local names and sends helpers to ./utils', () => {
    const code = [
      "import { ChevronDownRegular, ChevronDownFilled as Down, ArrowDownloadRegular, bundleIcon } from '@fluentui/react-icons';",
      "import { Button } from '@fluentui/react-components';",
      'export const icons = [ChevronDownRegular, Down, ArrowDownloadRegular, bundleIcon, Button];',
    ].join('\n');
    expect(withIconAtoms(code, atoms)).toBe(
      [
        'import { ChevronDownRegular, ChevronDownFilled as Down } from "@fluentui/react-icons/svg/chevron-down"; ' +
          'import { ArrowDownloadRegular } from "@fluentui/react-icons/svg/arrow-download"; ' +
          'import { bundleIcon } from "@fluentui/react-icons/utils";',
        "import { Button } from '@fluentui/react-components';",
        'export const icons = [ChevronDownRegular, Down, ArrowDownloadRegular, bundleIcon, Button];',
      ].join('\n'),
    );
  });

  it('keeps the lines of what follows a statement over several lines', () => {
    const code = [
      'import {',
      '  ChevronDownRegular,',
      '  DismissRegular,',
      "} from '@fluentui/react-icons';",
      'export const line5 = [ChevronDownRegular, DismissRegular];',
    ].join('\n');
    const rewritten = withIconAtoms(code, atoms) ?? '';
    expect(rewritten.split('\n')[4]).toBe(
      'export const line5 = [ChevronDownRegular, DismissRegular];',
    );
  });

  it('leaves other modules alone and refuses what it cannot split', () => {
    expect(withIconAtoms("import { Button } from '@fluentui/react-components';", atoms)).toBeNull();
    expect(withIconAtoms("export const name = '@fluentui/react-icons/svg/x';", atoms)).toBeNull();
    expect(() =>
      withIconAtoms("import { NoSuchIconRegular } from '@fluentui/react-icons';", atoms),
    ).toThrow(/no icon module exports NoSuchIconRegular/);
    expect(() => withIconAtoms("import * as icons from '@fluentui/react-icons';", atoms)).toThrow(
      /only named imports/,
    );
  });

  it('rewrites every Fluent component module that imports the main entry', () => {
    const fluentDir = dirname(packageDir('@fluentui/react-components'));
    const importers = readdirSync(fluentDir)
      .filter((name) => name !== 'react-icons')
      .flatMap((name) => jsFiles(join(fluentDir, name, 'lib')))
      .filter((file) => MAIN_ENTRY_IMPORT.test(readFileSync(file, 'utf8')));
    expect(importers.length).toBeGreaterThan(20);
    for (const file of importers) {
      const rewritten = withIconAtoms(readFileSync(file, 'utf8'), atoms);
      expect(rewritten, file).not.toMatch(MAIN_ENTRY_IMPORT);
    }
  });
});

function jsFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}
