// Types of the Griffel ahead-of-time rollup plugins (scripts/griffel-aot.mjs).
import type { Plugin } from 'rollup';

export function griffelAheadOfTime(options: { include: (id: string) => boolean }): Plugin;
export function griffelWithoutRehydration(): Plugin;
