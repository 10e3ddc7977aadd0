// What a module awaits at its top level: `await import('./x')` or `await Promise.all([import(...)])`
// outside any function. An element entry with an early part (src/elements/tags/bo-task-list.ts)
// awaits its UI that way, so those imports load with the entry, as static ones do. The chunk
// grouping and the size bench count them as part of a page's first load.

/** Function bodies: an import inside one is lazy, even under an await. */
const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

/** Visits `node` and the nodes under it outside function bodies; `visit` returns true to stop descending. */
function visitOutsideFunctions(node, visit) {
  if (!node || typeof node.type !== 'string' || FUNCTION.test(node.type) || visit(node)) return;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object') visitOutsideFunctions(child, visit);
    }
  }
}

/**
 * Sources of the imports a top-level statement awaits.
 * @param {import('estree').Node} statement
 * @returns {string[]}
 */
export function awaitedImports(statement) {
  const found = [];
  visitOutsideFunctions(statement, (node) => {
    if (node.type !== 'AwaitExpression') return false;
    visitOutsideFunctions(node.argument, (inner) => {
      if (inner.type === 'ImportExpression' && inner.source.type === 'Literal') {
        found.push(inner.source.value);
      }
      return false;
    });
    return true;
  });
  return found;
}
