// Types of scripts/install-state.mjs: whether node_modules holds a finished install of the lockfile.
export type InstallNeed = 'missing' | 'unfinished' | 'lockfile changed';
export function installNeed(root: string): InstallNeed | null;
export function clearInstallMark(root: string): void;
export function markInstalled(root: string): void;
