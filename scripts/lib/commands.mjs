import { createRequire } from 'node:module';
import { join } from 'node:path';
import { platformDir, storefrontDir } from './paths.mjs';

const requireFrom = (dir) => createRequire(join(dir, 'package.json'));

/** Next's CLI entry, run with this Node directly: one process, so signals reach the server. */
export function nextBin() {
  return requireFrom(storefrontDir).resolve('next/dist/bin/next');
}

function tsxCli() {
  return requireFrom(platformDir).resolve('tsx/cli');
}

/**
 * The platform as `node --import tsx src/server.ts` rather than through npm and the tsx CLI:
 * a single process receives the stop signal and shuts PostgreSQL down itself.
 * Dev mode uses `tsx watch`, which relays the signal to the server and waits for it.
 */
export function platformCommand({ dev = false } = {}) {
  const args = dev ? [tsxCli(), 'watch', 'src/server.ts'] : ['--import', 'tsx', 'src/server.ts'];
  return { command: process.execPath, args, cwd: platformDir };
}

/**
 * What `npm run platform -- <args>` runs, without npm: the CLI's launcher (its cached bundle).
 * @param {string[]} args
 */
export function platformCliCommand(args) {
  return { command: process.execPath, args: ['src/cli/launch.mjs', ...args], cwd: platformDir };
}

/**
 * `next start` (or `next dev`) on this port and address: always an explicit `-H`, since Next's
 * own default is every network interface.
 * @param {{ dev?: boolean, port: number, host: string }} options
 */
export function storefrontCommand({ dev = false, port, host }) {
  const args = [nextBin(), dev ? 'dev' : 'start', '-p', String(port), '-H', host];
  return { command: process.execPath, args, cwd: storefrontDir };
}
