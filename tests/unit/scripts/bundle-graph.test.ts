import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticClosure, staticImports } from '../../../scripts/bundle-graph.mjs';

/** An element entry as the build renders one: its early chunk, then its UI awaited at the top level. */
const ENTRY = [
  'import "./early-A.js";',
  'const { t: textBook, T: Screen, d: define } = await import("./element-B.js");',
  'const [kit] = await Promise.all([import("./kit-C.js")]);',
  'const element = define("bo-x", Screen, { title: textBook, kit });',
  'export const open = () => import("./lazy.js");',
  'export { element as BoX };',
].join('\n');

describe('staticImports', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts what a top level awaits as loaded with the file, not imports inside functions', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-graph-'));
    const write = (name: string, code: string) => writeFileSync(join(dir, name), code);
    write('entry.js', ENTRY);
    write('early-A.js', 'export const b = 1;');
    write('element-B.js', 'import "./shared.js";\nexport const t = 1, T = 2, d = () => 3;');
    write('kit-C.js', 'export {};');
    write('shared.js', 'export {};');
    write('lazy.js', 'export {};');
    const names = (files: string[]) => files.map((file) => file.slice(dir.length + 1)).sort();
    expect(names(staticImports(join(dir, 'entry.js')))).toEqual([
      'early-A.js',
      'element-B.js',
      'kit-C.js',
    ]);
    expect(names(staticClosure([join(dir, 'entry.js')]))).toEqual([
      'early-A.js',
      'element-B.js',
      'entry.js',
      'kit-C.js',
      'shared.js',
    ]);
  });
});
