// @vitest-environment node
// The Custom Elements Manifest keeps every accepted tag, attribute, property, event, CSS property and part.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildManifest, elementTypings } from '../../../scripts/cem.mjs';
import {
  ACCEPTED_MANIFEST,
  compareManifests,
  describeDifferences,
  publicSurface,
} from '../../../scripts/manifest-contract.mjs';

type Manifest = Parameters<typeof compareManifests>[0];

function manifestOf(attributes: string[], events: string[], themeType = "'light' | 'dark'") {
  return {
    schemaVersion: '1.0.0',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/elements/bo-x.js',
        declarations: [
          {
            kind: 'class',
            name: 'BoX',
            tagName: 'bo-x',
            customElement: true,
            attributes: attributes.map((name) => ({
              name,
              type: { text: name === 'theme' ? themeType : 'string' },
            })),
            events: events.map((name) => ({ name, type: { text: 'CustomEvent' } })),
          },
        ],
      },
    ],
  } satisfies Manifest;
}

it('the built manifest keeps the accepted public surface (npm run manifest:accept accepts a change)', () => {
  const accepted = JSON.parse(readFileSync(ACCEPTED_MANIFEST, 'utf8')) as Manifest;
  const differences = compareManifests(accepted, buildManifest() as Manifest);
  if (differences.added.length > 0) {
    console.info(`Manifest additions (not yet accepted):\n${describeDifferences(differences)}`);
  }
  expect(
    [...differences.removed, ...differences.changed],
    'breaking manifest changes; if deliberate, run npm run manifest:accept',
  ).toEqual([]);
});

it('a removed or renamed attribute or event counts as breaking, an addition does not', () => {
  const accepted = manifestOf(['theme', 'api-base'], ['bo-error', 'bo-ready']);
  const current = manifestOf(['theme', 'api-url', 'page-size'], ['bo-error', 'bo-loaded']);
  expect(compareManifests(accepted, current)).toEqual({
    removed: ['<bo-x> attribute api-base', '<bo-x> event bo-ready'],
    changed: [],
    added: ['<bo-x> attribute api-url', '<bo-x> attribute page-size', '<bo-x> event bo-loaded'],
  });
});

it('narrowing an attribute type counts as breaking', () => {
  const accepted = manifestOf(['theme'], []);
  const current = manifestOf(['theme'], [], "'light'");
  expect(compareManifests(accepted, current).changed).toEqual([
    "<bo-x> attribute theme: 'light' | 'dark' -> 'light'",
  ]);
});

it("<bo-console>'s navigate(path) is in the manifest, its public surface and the typings", () => {
  const manifest = buildManifest() as Manifest;
  const console = manifest.modules
    .flatMap((mod) => mod.declarations ?? [])
    .find((declaration) => declaration.tagName === 'bo-console');
  expect(console?.members).toContainEqual(
    expect.objectContaining({
      kind: 'method',
      name: 'navigate',
      parameters: [expect.objectContaining({ name: 'path', type: { text: 'string' } })],
      return: { type: { text: 'void' } },
    }),
  );
  const accepted = JSON.parse(readFileSync(ACCEPTED_MANIFEST, 'utf8')) as Manifest;
  expect(publicSurface(accepted).get('<bo-console> method navigate')).toBe(
    '(path: string) => void',
  );
  const typings = elementTypings(manifest);
  const consoleType = /export interface BoConsoleElement extends HTMLElement \{[^}]*\}/.exec(
    typings,
  )?.[0];
  expect(consoleType).toContain('navigate(path: string): void;');
  // Every attribute's property is typed on every element, the read-only status included.
  expect(consoleType).toContain('readonly status: ');
  expect(consoleType).toContain("routing?: 'browser' | 'hash' | 'memory';");
});
