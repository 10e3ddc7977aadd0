// Types of the manifest and typings writer (scripts/cem.mjs), for tests.
import type { CustomElementsManifest } from './manifest-contract.mjs';

export function buildManifest(): CustomElementsManifest;
export function writeManifest(dist: string): string;
export function writeTypings(dist: string): string;
export function elementTypings(manifest: CustomElementsManifest, withSourceTypes?: boolean): string;
export function writeDeclarations(dist: string): string;
