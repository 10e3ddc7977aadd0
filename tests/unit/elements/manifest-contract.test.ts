// @vitest-environment node
// The Custom Elements Manifest keeps every accepted tag, attribute, property, event, CSS property and part.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { buildManifest } from '../../../scripts/cem.mjs';
import {
  ACCEPTED_MANIFEST,
  compareManifests,
  describeDifferences,
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
