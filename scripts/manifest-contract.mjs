// The public surface in the Custom Elements Manifest (tags, attributes, properties, methods, events, CSS
// custom properties and parts) against the accepted copy in tests/contract/custom-elements.json.
// A removal or a changed type breaks hosts, so it fails `npm test` until it is accepted on
// purpose; additions are reported. `npm run manifest:accept` writes the current manifest there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ kind: string, name: string, privacy?: string, readonly?: boolean, type?: { text: string },
 *   parameters?: readonly { name: string, type?: { text: string }, description?: string }[],
 *   return?: { type?: { text: string } } }} ManifestMember
 * @typedef {{ kind: string, name: string, tagName?: string, customElement?: boolean,
 *   attributes?: readonly { name: string, type?: { text: string } }[], members?: readonly ManifestMember[],
 *   events?: readonly { name: string, type?: { text: string } }[], cssProperties?: readonly { name: string }[],
 *   cssParts?: readonly { name: string }[] }} ManifestElement
 * @typedef {{ schemaVersion: string,
 *   modules: readonly { kind: string, path: string, declarations?: readonly ManifestElement[] }[] }} CustomElementsManifest
 * @typedef {{ removed: string[], changed: string[], added: string[] }} ManifestDifferences
 */

export const ACCEPTED_MANIFEST = join(
  fileURLToPath(new URL('..', import.meta.url)),
  'tests',
  'contract',
  'custom-elements.json',
);

/**
 * "<tag> <kind> <name>" -> the type a host relies on ('' where there is none).
 * @param {CustomElementsManifest} manifest
 * @returns {Map<string, string>}
 */
export function publicSurface(manifest) {
  const surface = new Map();
  const declarations = manifest.modules.flatMap((mod) => mod.declarations ?? []);
  for (const element of declarations.filter((d) => d.customElement && d.tagName)) {
    const tag = element.tagName;
    surface.set(`<${tag}>`, '');
    for (const a of element.attributes ?? [])
      surface.set(`<${tag}> attribute ${a.name}`, a.type?.text ?? '');
    for (const m of element.members ?? []) {
      if (m.kind === 'field' && m.privacy !== 'private') {
        surface.set(
          `<${tag}> property ${m.name}`,
          `${m.readonly ? 'readonly ' : ''}${m.type?.text ?? ''}`,
        );
      }
      if (m.kind === 'method' && m.privacy !== 'private') {
        const parameters = (m.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? ''}`);
        surface.set(
          `<${tag}> method ${m.name}`,
          `(${parameters.join(', ')}) => ${m.return?.type?.text ?? 'void'}`,
        );
      }
    }
    for (const e of element.events ?? [])
      surface.set(`<${tag}> event ${e.name}`, e.type?.text ?? '');
    for (const p of element.cssProperties ?? []) surface.set(`<${tag}> css-property ${p.name}`, '');
    for (const p of element.cssParts ?? []) surface.set(`<${tag}> css-part ${p.name}`, '');
  }
  return surface;
}

/**
 * What `current` removed, changed and added relative to `accepted`, as readable lines.
 * @param {CustomElementsManifest} accepted
 * @param {CustomElementsManifest} current
 * @returns {ManifestDifferences}
 */
export function compareManifests(accepted, current) {
  const before = publicSurface(accepted);
  const after = publicSurface(current);
  const removed = [];
  const changed = [];
  const added = [];
  for (const [key, type] of before) {
    if (!after.has(key)) removed.push(key);
    else if (after.get(key) !== type) changed.push(`${key}: ${type} -> ${after.get(key)}`);
  }
  for (const key of after.keys()) if (!before.has(key)) added.push(key);
  return { removed, changed, added };
}

/** @param {ManifestDifferences} differences */
export function describeDifferences({ removed, changed, added }) {
  return [
    ...removed.map((line) => `removed  ${line}`),
    ...changed.map((line) => `changed  ${line}`),
    ...added.map((line) => `added    ${line}`),
  ].join('\n');
}

async function main() {
  const { buildManifest } = await import('./cem.mjs');
  const current = buildManifest();
  const accepted = JSON.parse(readFileSync(ACCEPTED_MANIFEST, 'utf8'));
  const differences = compareManifests(accepted, current);
  const text = describeDifferences(differences);
  if (process.argv.includes('--accept')) {
    writeFileSync(ACCEPTED_MANIFEST, `${JSON.stringify(current, null, 2)}\n`);
    console.log(text ? `accepted:\n${text}` : 'no public changes; copy refreshed');
    return;
  }
  console.log(text || 'the manifest matches the accepted copy');
  if (differences.removed.length + differences.changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
