import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  firstLoadChunks,
  HINTED_FROM_BYTES,
  firstLoadCompileHints,
} from '../../../scripts/rollup/compile-hints.mjs';

describe('firstLoadChunks', () => {
  it('takes the entries and their static imports, transitively, not dynamic imports', () => {
    const chunk = (fileName: string, imports: string[], isEntry = false) => ({
      fileName,
      isEntry,
      imports,
    });
    const chunks = {
      'a.js': chunk('a.js', ['shared.js'], true),
      'b.js': chunk('b.js', ['shared.js', 'ui.js'], true),
      'shared.js': chunk('shared.js', ['runtime.js']),
      'ui.js': chunk('ui.js', []),
      'runtime.js': chunk('runtime.js', []),
      'dialog.js': chunk('dialog.js', ['runtime.js']),
    };
    expect([...firstLoadChunks(chunks)].sort()).toEqual([
      'a.js',
      'b.js',
      'runtime.js',
      'shared.js',
      'ui.js',
    ]);
  });
});

describe('firstLoadCompileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint first in what an entry loads with it, from its size on; lazy chunks go without', async () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    const write = (name: string, code: string) => writeFileSync(join(dir, name), code);
    write('entry.js', 'import { render } from "./ui.js";\nrender(() => import("./dialog.js"));');
    // Code enough for the hint: a text the bundle keeps, as long as the threshold.
    const text = 'x'.repeat(HINTED_FROM_BYTES);
    write(
      'ui.js',
      `export function render(open) { globalThis.open = open; globalThis.text = '${text}'; }`,
    );
    write('dialog.js', 'export function show() { return 1; }');
    const bundle = await rollup({ input: join(dir, 'entry.js') });
    const { output } = await bundle.generate({
      format: 'es',
      manualChunks: (id) => (id.endsWith('ui.js') ? 'ui' : undefined),
      plugins: [firstLoadCompileHints()],
    });
    await bundle.close();
    const code = Object.fromEntries(
      output.flatMap((item) => (item.type === 'chunk' ? [[item.name, item.code]] : [])),
    );
    expect(Object.keys(code).sort()).toEqual(['dialog', 'entry', 'ui']);
    // The entry is a line: it compiles in no time, and the comment would only cost bytes.
    expect(code.entry).not.toContain('allFunctionsCalledOnLoad');
    expect(code.ui?.startsWith(COMPILE_HINT)).toBe(true);
    expect(code.dialog).not.toContain('allFunctionsCalledOnLoad');
  });
});
