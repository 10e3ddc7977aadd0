// Types of the manifest guard (scripts/manifest-contract.mjs).

interface ManifestMember {
  kind: string;
  name: string;
  privacy?: string;
  readonly?: boolean;
  type?: { text: string };
  parameters?: readonly { name: string; type?: { text: string }; description?: string }[];
  return?: { type?: { text: string } };
}
interface ManifestElement {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: readonly { name: string; type?: { text: string } }[];
  members?: readonly ManifestMember[];
  events?: readonly { name: string; type?: { text: string } }[];
  cssProperties?: readonly { name: string }[];
  cssParts?: readonly { name: string }[];
}
export interface CustomElementsManifest {
  schemaVersion: string;
  modules: readonly { kind: string; path: string; declarations?: readonly ManifestElement[] }[];
}
export interface ManifestDifferences {
  removed: string[];
  changed: string[];
  added: string[];
}

export const ACCEPTED_MANIFEST: string;
export function publicSurface(manifest: CustomElementsManifest): Map<string, string>;
export function compareManifests(
  accepted: CustomElementsManifest,
  current: CustomElementsManifest,
): ManifestDifferences;
export function describeDifferences(differences: ManifestDifferences): string;
