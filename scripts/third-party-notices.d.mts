// Types of the third-party notices plugin and licence gate (scripts/third-party-notices.mjs).
import type { Plugin } from 'rollup';
export const ALLOWED_LICENSES: string[];
export const NOTICES_FILE: string;
export function thirdPartyNotices(options: {
  cwd: string;
  title: string;
  allow?: string[];
  fileName?: string;
}): Plugin;
