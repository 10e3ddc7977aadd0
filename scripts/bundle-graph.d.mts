// Types of the bundle measurements (scripts/bundle-graph.mjs) the tests use.
export function staticImports(file: string): string[];
export function staticClosure(files: string[]): string[];
