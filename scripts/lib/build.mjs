import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { contractDir, repoRoot, sdkDir, storefrontDir } from './paths.mjs';
import { nextBin } from './commands.mjs';

const SKIPPED = new Set(['node_modules', '.next', 'test-results', 'coverage', 'dist']);
/** Everything the storefront's build output depends on besides its own folder. */
const EXTRA_SOURCES = [
  join(sdkDir, 'src'),
  join(sdkDir, 'package.json'),
  join(contractDir, 'src'),
  join(repoRoot, 'package-lock.json'),
  join(repoRoot, 'tsconfig.base.json'),
];

async function mtimeOrZero(path) {
  return stat(path).then(
    (s) => s.mtimeMs,
    () => 0,
  );
}

/** The newest modification time of a file or of any file below a folder. */
async function newestMtime(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the production build must be (re)made, or undefined when it is up to date. */
export async function storefrontBuildStaleness() {
  const built = await mtimeOrZero(join(storefrontDir, '.next', 'BUILD_ID'));
  if (built === 0) return 'no production build yet';
  const sources = await Promise.all([storefrontDir, ...EXTRA_SOURCES].map(newestMtime));
  return Math.max(...sources) > built ? 'sources changed since the last build' : undefined;
}

/**
 * `next build`; a stop signal meanwhile stops the build too, and then this process.
 * @returns {Promise<void>}
 */
function runBuild() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(), 'build'], {
      cwd: storefrontDir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const relay = (signal) => child.kill(signal);
    for (const signal of signals) process.on(signal, relay);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const signal of signals) process.off(signal, relay);
      if (code === 0) return resolve();
      if (signal) return reject(new DOMException(`next build stopped by ${signal}`, 'AbortError'));
      reject(new Error(`next build exited with code ${code}`));
    });
  });
}

/**
 * Builds the storefront in production mode when its build is missing or older than its sources.
 * @param {(line: string) => void} [log]
 * @returns {Promise<boolean>} whether it built
 */
export async function buildStorefrontIfNeeded(log = console.log) {
  const reason = await storefrontBuildStaleness();
  if (!reason) {
    log('Storefront build is up to date.');
    return false;
  }
  log(`Building the storefront (${reason})…`);
  await runBuild();
  return true;
}
