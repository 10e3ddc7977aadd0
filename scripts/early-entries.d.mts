// Types of the early-entries rewrite (scripts/early-entries.mjs).
import type { Plugin } from 'rollup';
export const EARLY_PART: RegExp;
export function deferImports(code: string, keep: (source: string) => boolean): string | null;
export function earlyEntriesFirst(): Plugin;
