// Types of the icon-module rewrite (scripts/fluent-icon-atoms.mjs).
import type { Plugin } from 'rollup';
export function iconAtoms(packageDir: string): Map<string, string>;
export function withIconAtoms(code: string, atoms: ReadonlyMap<string, string>): string | null;
export function fluentIconAtoms(options?: { include?: (id: string) => boolean }): Plugin;
