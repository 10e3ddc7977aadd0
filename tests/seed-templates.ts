// Where the test suites keep their dumps of the seeded database (git-ignored): every app a test
// file starts is restored from one instead of migrated and seeded again (seconds of CPU each).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path from a string: under happy-dom, `URL` is the DOM's class, which Node's fileURLToPath refuses.
export const SEED_TEMPLATES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.test-data',
  'seed-templates',
);
