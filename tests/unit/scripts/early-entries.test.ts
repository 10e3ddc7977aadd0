import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { afterEach, describe, expect, it } from 'vitest';
import { staticClosure, staticImports } from '../../../scripts/bundle-graph.mjs';
import { deferImports } from '../../../scripts/rollup/early-entries.mjs';

const EARLY = './chunks/core-A.js';
const keepEarly = (source: string) => source === EARLY;

/** An entry as Rollup renders one: the early chunk, the UI chunks, the tag's definition. */
const ENTRY = [
  `import { b as bookText } from "${EARLY}";`,
  'import { t as textBook, T as Screen } from "./chunks/screen-B.js";',
  'import define, { "x-y" as other } from "./chunks/runtime-C.js";',
  'import "./chunks/kit-D.js";',
  'const element = define("bo-x", Screen, { title: (t) => bookText(t, textBook), other });',
  'export { element as BoX };',
].join('\n');

describe('deferImports', () => {
  it('keeps the early chunk static and awaits the others at the top level, in their order', () => {
    const out = deferImports(ENTRY, keepEarly)!;
    const body = parseAst(out).body;
    expect(body.filter((node) => node.type === 'ImportDeclaration')).toHaveLength(1);
    expect(out).toContain(`import { b as bookText } from "${EARLY}";`);
    expect(out).toContain(
      'const [{ t: textBook, T: Screen }, { default: define, "x-y": other }] = await Promise.all([import("./chunks/screen-B.js"), import("./chunks/runtime-C.js"), import("./chunks/kit-D.js")]);',
    );
    // The definition still comes after the bindings it uses.
    expect(out.indexOf('await Promise.all')).toBeLessThan(out.indexOf('define("bo-x"'));
  });

  it('binds a namespace import whole', () => {
    const out = deferImports(
      `import "${EARLY}";\nimport * as ui from "./ui.js";\nui.go();`,
      keepEarly,
    )!;
    expect(out).toContain('const [ui] = await Promise.all([import("./ui.js")]);');
  });

  it('leaves an entry alone when it has no early chunk or nothing else', () => {
    expect(deferImports('import { a } from "./x.js";\na();', keepEarly)).toBeNull();
    expect(deferImports(`import "${EARLY}";\nexport const x = 1;`, keepEarly)).toBeNull();
  });
});

describe('staticImports', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts what a top level awaits as loaded with the file, not imports inside functions', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-graph-'));
    const write = (name: string, code: string) => writeFileSync(join(dir, name), code);
    write(
      'entry.js',
      deferImports(ENTRY.replaceAll('./chunks/', './'), (s) => s === './core-A.js')!,
    );
    write('core-A.js', 'export const b = 1;');
    write(
      'screen-B.js',
      'import "./shared.js";\nexport const t = 1, T = 2;\nexport const open = () => import("./lazy.js");',
    );
    write('runtime-C.js', 'export default 1;');
    write('kit-D.js', 'export {};');
    write('shared.js', 'export {};');
    write('lazy.js', 'export {};');
    const names = (files: string[]) => files.map((file) => file.slice(dir.length + 1)).sort();
    expect(names(staticImports(join(dir, 'entry.js')))).toEqual([
      'core-A.js',
      'kit-D.js',
      'runtime-C.js',
      'screen-B.js',
    ]);
    expect(names(staticClosure([join(dir, 'entry.js')]))).toEqual([
      'core-A.js',
      'entry.js',
      'kit-D.js',
      'runtime-C.js',
      'screen-B.js',
      'shared.js',
    ]);
  });
});
