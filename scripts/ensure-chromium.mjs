// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (never a
// downloaded browser build): installs the `chromium` package with apt-get when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...prefix, ...args];
    console.log(`[ensure-chromium] ${[cmd, ...rest].join(' ')}`);
    const r = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed with ${r.status}`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium still missing at ${CHROMIUM}`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
