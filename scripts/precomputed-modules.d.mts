// Types of the build-time evaluation of *.precomputed.ts modules (scripts/precomputed-modules.mjs).
import type { Plugin } from 'rollup';

export const PRECOMPUTED: RegExp;
export function evaluateModule(file: string): Promise<Record<string, unknown>>;
export function precomputedModules(): Plugin;
