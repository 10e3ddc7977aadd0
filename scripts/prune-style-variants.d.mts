// Types of the style-variant pruning (scripts/prune-style-variants.mjs).
import type { Program } from 'estree';
import type { Plugin } from 'rollup';

export function pruneStyleModule(
  code: string,
  unused: Readonly<Record<string, readonly string[]>>,
  parse: (code: string) => Program,
): string;
export function pruneStyleVariants(
  unused: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>,
): Plugin;
