// The notices plugin and licence gate against fixture packages in a temporary node_modules: an
// open-licensed package (with a LICENSE, a NOTICE and a licence comment), one whose licence is
// not open (the way ApexCharts declares its own), and one that is imported but tree-shaken away.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTICES_FILE, thirdPartyNotices } from '../../../scripts/rollup/third-party-notices.mjs';

let dir = '';

function writePackage(name: string, json: object, files: Record<string, string>) {
  const at = join(dir, 'node_modules', name);
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, 'package.json'), JSON.stringify({ name, main: 'index.js', ...json }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(at, file), text);
}

/** Bundles `entry` (the fixture's own code) with the plugin; resolves bare names itself. */
async function bundle(entry: string): Promise<Record<string, string>> {
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'fixture-host', version: '1.0.0' }),
  );
  writeFileSync(join(dir, 'entry.js'), entry);
  const build = await rollup({
    input: join(dir, 'entry.js'),
    plugins: [
      {
        name: 'bare-names',
        resolveId: (source) =>
          /^[a-z@]/.test(source) ? join(dir, 'node_modules', source, 'index.js') : null,
      },
      thirdPartyNotices({ cwd: dir, title: 'fixture-host' }),
    ],
  });
  try {
    const { output } = await build.generate({ format: 'es' });
    return Object.fromEntries(
      output.map((item) => [
        item.fileName,
        item.type === 'asset' ? String(item.source) : item.code,
      ]),
    );
  } finally {
    await build.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'third-party-notices-'));
  writePackage(
    'open-lib',
    { version: '2.3.4', license: 'Apache-2.0', repository: 'https://example.org/open-lib' },
    {
      'index.js': '/*! open-lib 2.3.4 | (c) 2024 Open Lib authors */\nexport const open = () => 1;',
      LICENSE: 'Apache License, Version 2.0 (fixture text)',
      NOTICE: 'Open Lib\nCopyright 2024 The Open Lib Foundation',
    },
  );
  writePackage(
    'closed-lib',
    { version: '7.0.0', license: 'SEE LICENSE IN LICENSE.md' },
    {
      'index.js': 'export const closed = () => 2;',
      'LICENSE.md': 'Free only below 2 M USD of revenue; embedding needs an OEM licence.',
    },
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('thirdPartyNotices', () => {
  it('writes every bundled package with its version, licence, licence text, NOTICE and licence comments', async () => {
    const files = await bundle('import { open } from "open-lib";\nconsole.log(open());');
    const notices = files[NOTICES_FILE];
    expect(notices).toContain('fixture-host: third-party software notices');
    expect(notices).toContain(
      'open-lib 2.3.4\nLicense: Apache-2.0\nRepository: https://example.org/open-lib',
    );
    expect(notices).toContain('Apache License, Version 2.0 (fixture text)');
    expect(notices).toContain('NOTICE:\n\nOpen Lib\nCopyright 2024 The Open Lib Foundation');
    expect(notices).toContain('/*! open-lib 2.3.4 | (c) 2024 Open Lib authors */');
    // The bundling package itself is not third-party.
    expect(notices).not.toContain('fixture-host 1.0.0');
  });

  it('gives an MIT package that ships no licence file the standard text with its author', async () => {
    writePackage(
      'quiet-lib',
      { version: '0.1.0', license: 'MIT', author: 'Quiet Co <hi@example.org>' },
      { 'index.js': 'export const quiet = 4;' },
    );
    const files = await bundle('import { quiet } from "quiet-lib";\nconsole.log(quiet);');
    expect(files[NOTICES_FILE]).toContain(
      'quiet-lib 0.1.0\nLicense: MIT\n\n(The package ships no licence file; its package.json declares MIT. The standard MIT text follows.)\n\nCopyright (c) Quiet Co\n\nPermission is hereby granted, free of charge,',
    );
  });

  it('fails the build, naming the package, when a bundled licence is not on the allow-list', async () => {
    await expect(
      bundle('import { closed } from "closed-lib";\nconsole.log(closed());'),
    ).rejects.toThrow(/Dependency "closed-lib" has a license \(SEE LICENSE IN LICENSE\.md\)/);
  });

  it('fails on a bundled package that declares no licence', async () => {
    writePackage('bare-lib', { version: '1.0.0' }, { 'index.js': 'export const bare = 3;' });
    await expect(bundle('import { bare } from "bare-lib";\nconsole.log(bare);')).rejects.toThrow(
      /Dependency "bare-lib" does not specify any license/,
    );
  });

  it('judges what the bundle holds: a closed package imported but tree-shaken away passes', async () => {
    const files = await bundle(
      'import { open } from "open-lib";\nimport { closed } from "closed-lib";\nconsole.log(open());',
    );
    expect(files[NOTICES_FILE]).toContain('open-lib 2.3.4');
    expect(files[NOTICES_FILE]).not.toContain('closed-lib');
  });
});
