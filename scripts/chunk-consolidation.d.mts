// Types of the list pages' chunk consolidation (scripts/chunk-consolidation.mjs).

import type { GetModuleInfo, OutputAsset, OutputChunk, Plugin } from 'rollup';

/** What the plan reads of a natural output chunk. */
export interface NaturalChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
  code: string;
}

export interface ConsolidationPlan {
  /** Module id -> the chunk alias it is written into. */
  moduleChunk: Map<string, string>;
  /** Merged chunk alias -> the natural chunks it takes in. */
  merged: Record<string, string[]>;
  /** Chunk alias -> the module a chunk kept whole was the facade of, in the natural split. */
  facades: Map<string, string>;
}

export const LIST_TAGS: readonly string[];
export const LIST_AREAS: readonly string[];
export function planConsolidation(
  chunks: readonly NaturalChunk[],
  options?: { pinned?: (fileName: string) => boolean },
): ConsolidationPlan;
export function pinnedChunks(
  moduleChunk: Map<string, string>,
  importersOf?: Map<string, readonly string[]>,
): (id: string, api?: { getModuleInfo: GetModuleInfo }) => string;
export function settleStrays(
  output: readonly (OutputChunk | OutputAsset)[],
  moduleChunk: Map<string, string>,
  importersOf: Map<string, readonly string[]>,
): number;
export function dropStrayChunk(): Plugin;
