// Types of the first-load compile hints (scripts/compile-hints.mjs).
import type { Plugin } from 'rollup';
export const COMPILE_HINT: string;
export function firstLoadChunks(
  chunks: Record<string, { fileName: string; isEntry: boolean; imports: string[] }>,
): Set<string>;
export function firstLoadCompileHints(): Plugin;
