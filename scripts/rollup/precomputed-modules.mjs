// Rollup plugin: modules named *.precomputed.ts are evaluated once at build time and shipped as
// the data they export. They hold values derived from big libraries (e.g. a theme's CSS rule
// from Fluent's colour palettes): tests and type checks run the real code, the bundle carries
// only the result. Their exports must be JSON-serializable.
import { build } from 'esbuild';

export const PRECOMPUTED = /\.precomputed\.ts$/;

/** The module's exports, computed in Node from a self-contained bundle of it. */
export async function evaluateModule(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** @returns {import('rollup').Plugin} */
export function precomputedModules() {
  return {
    name: 'precomputed-modules',
    async load(id) {
      if (!PRECOMPUTED.test(id)) return null;
      const values = await evaluateModule(id);
      const lines = Object.entries(values).map(([name, value]) => {
        const json = JSON.stringify(value);
        if (json === undefined) throw new Error(`${id}: export ${name} is not JSON data`);
        return name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`;
      });
      return { code: lines.join('\n'), moduleSideEffects: false };
    },
  };
}
