// Whether node_modules holds a finished install of the current lockfile. npm's own record
// (node_modules/.package-lock.json) is written as an install goes, so an install cut short (a
// killed `npm start`, a full disk) can leave it in place over missing files; and its time stamp
// says nothing after a checkout that rewrites the lockfile. So the scripts keep their own mark:
// the lockfile's hash, written only once npm has finished, removed before it starts.
// Node built-ins only: this runs right after `git clone`, before anything from npm exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = join('node_modules', '.backoffice-install');

function lockHash(root) {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * Why `root` needs an install, or null when it holds a finished one of its lockfile:
 * 'missing' (no node_modules), 'unfinished' (no mark: never finished here, or cut short),
 * 'lockfile changed' (finished for another lockfile).
 */
export function installNeed(root) {
  if (!existsSync(join(root, 'node_modules'))) return 'missing';
  const mark = join(root, MARK);
  if (!existsSync(mark)) return 'unfinished';
  return readFileSync(mark, 'utf8').trim() === lockHash(root) ? null : 'lockfile changed';
}

/** Before npm starts: from here until markInstalled, the install counts as unfinished. */
export function clearInstallMark(root) {
  rmSync(join(root, MARK), { force: true });
}

/** After npm finished: the lockfile as it is now (npm install may have rewritten it). */
export function markInstalled(root) {
  writeFileSync(join(root, MARK), `${lockHash(root)}\n`);
}
