// @vitest-environment node
// Element entries with an early part keep the shape that lets the bundle split as for static imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { awaitedImports } from '../../../scripts/rollup/awaited-imports.mjs';

const TAGS = join(import.meta.dirname, '../../../src/elements/tags');

/** A tag entry's static imports and the imports its top level awaits. */
function entryImports(name: string) {
  const { code } = transformSync(readFileSync(join(TAGS, name), 'utf8'), { loader: 'ts' });
  const body = parseAst(code).body;
  const statics = body.flatMap((node) =>
    node.type === 'ImportDeclaration' ? [String(node.source.value)] : [],
  );
  return { statics, awaited: body.flatMap(awaitedImports) };
}

const EARLY_ONLY = /(^|\/)early(\/|-start$)/;

describe('element entries with an early part', () => {
  const early = readdirSync(TAGS)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, ...entryImports(name) }))
    .filter((entry) => entry.awaited.length > 0);

  it('exist for the tags that ask for their first page before the UI loads', () => {
    expect(early.map((entry) => entry.name).sort()).toEqual(['bo-console.ts', 'bo-task-list.ts']);
  });

  // Awaiting several modules would make each a split point of its own and cut shared code into
  // many small chunks; one awaited module splits as a static import does.
  it.each(early)('$name imports only its early part and awaits one module', (entry) => {
    expect(entry.statics.length).toBeGreaterThan(0);
    for (const source of entry.statics) expect(source).toMatch(EARLY_ONLY);
    expect(entry.awaited).toHaveLength(1);
    expect(entry.awaited[0]).toMatch(/^\.\.\/[a-z-]+-element$/);
  });
});
