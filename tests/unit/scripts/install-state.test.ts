// The install mark: an install counts only once it finished, and only for the lockfile it installed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clearInstallMark, installNeed, markInstalled } from '../../../scripts/install-state.mjs';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'install-state-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('asks for an install when node_modules is missing', () => {
  expect(installNeed(root)).toBe('missing');
});

it('counts an install only once it has finished', () => {
  // npm ran (its own record is there) but never reached the end.
  mkdirSync(join(root, 'node_modules'));
  writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
  expect(installNeed(root)).toBe('unfinished');
  markInstalled(root);
  expect(installNeed(root)).toBeNull();
});

it('an install started again and cut short counts as unfinished', () => {
  mkdirSync(join(root, 'node_modules'));
  markInstalled(root);
  clearInstallMark(root);
  expect(installNeed(root)).toBe('unfinished');
});

it('a changed lockfile asks for an install, the same bytes rewritten do not', () => {
  mkdirSync(join(root, 'node_modules'));
  markInstalled(root);
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  expect(installNeed(root)).toBeNull();
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
  expect(installNeed(root)).toBe('lockfile changed');
});
