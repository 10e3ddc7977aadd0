// V8 compiles a function when it is first called, on the main thread, unless the file asks for
// more: a file starting with the `//# allFunctionsCalledOnLoad` comment (V8's explicit compile
// hint, Chrome 136 and later; to other engines it is only a comment) has every function compiled
// up front, on a background thread while the file streams in. The chunks a page loads before its
// first screen run about half their functions at once (React, Fluent, the table and the store
// render the first page), so they carry the hint; lazy chunks (dialogs, the console's other
// areas) keep V8's default. Traced on a cold load of <bo-task-list>: main-thread lazy compilation
// 95 -> 17 ms. The price: the bytecode of the functions that never run (about 0.3 MB of heap on
// that page), and a larger code cache for the browser to write on the second visit (which later
// visits then read instead of compiling).
import { staticClosure } from './chunk-joins.mjs';

/** The comment V8 reads; it must come before the file's first function. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller first-load chunks (an element's entry, a badge) go without: their few functions compile
 * on the main thread in well under a millisecond, and the comment costs 13-31 bytes of brotli
 * each, bytes every first screen downloads.
 */
export const HINTED_FROM_BYTES = 8192;

/**
 * The chunks loaded with some entry: the entries and what they import statically, transitively
 * (chunk-joins.mjs' closure). `chunks` maps a file name to its rendered chunk.
 */
export function firstLoadChunks(chunks) {
  const byFile = new Map(Object.entries(chunks));
  const firstLoad = new Set();
  for (const chunk of byFile.values()) {
    if (!chunk.isEntry) continue;
    for (const fileName of staticClosure(chunk.fileName, byFile)) firstLoad.add(fileName);
  }
  return firstLoad;
}

/**
 * Output plugin, after minifying (which drops comments): the hint on first-load chunks of
 * HINTED_FROM_BYTES or more. Marked once every chunk is rendered, so the imports an entry awaits
 * at its top level (read from its code) count as loaded with it.
 */
export function firstLoadCompileHints() {
  return {
    name: 'first-load-compile-hints',
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.entries(bundle).filter(([, output]) => output.type === 'chunk'),
      );
      for (const fileName of firstLoadChunks(chunks)) {
        const chunk = chunks[fileName];
        if (!chunk || chunk.code.length < HINTED_FROM_BYTES) continue;
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
