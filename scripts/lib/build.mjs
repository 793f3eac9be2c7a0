import { spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  contractDir,
  DIST_DIR_VARIABLE,
  repoRoot,
  sdkDir,
  storefrontDir,
  storefrontDistDirs,
} from './paths.mjs';
import { nextBin } from './commands.mjs';

/**
 * Not sources: every build folder (one build's output must not make another stale), what `next
 * build` rewrites for its folder (next-env.d.ts) and what the typecheck writes (*.tsbuildinfo).
 */
const SKIPPED = new Set([
  'node_modules',
  ...Object.values(storefrontDistDirs),
  'next-env.d.ts',
  'test-results',
  'coverage',
  'dist',
]);
const isSkipped = (name) => SKIPPED.has(name) || name.endsWith('.tsbuildinfo');
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
    if (isSkipped(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Why the production build in `distDir` must be (re)made, or undefined when it is up to date.
 * Each folder is judged on its own: building one does not make another up to date, or stale.
 * @param {string} [distDir] one of storefrontDistDirs
 * @param {{ appDir?: string, extraSources?: string[] }} [sources] the storefront's folder and
 *   what else it is built from (the tests use a scratch copy)
 */
export async function storefrontBuildStaleness(
  distDir = storefrontDistDirs.start,
  { appDir = storefrontDir, extraSources = EXTRA_SOURCES } = {},
) {
  const built = await mtimeOrZero(join(appDir, distDir, 'BUILD_ID'));
  if (built === 0) return 'no production build yet';
  const sources = await Promise.all([appDir, ...extraSources].map(newestMtime));
  return Math.max(...sources) > built ? 'sources changed since the last build' : undefined;
}

/**
 * `next build` into `distDir`; a stop signal meanwhile stops the build too, and then this process.
 * @param {string} distDir
 * @returns {Promise<void>}
 */
function runBuild(distDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(), 'build'], {
      cwd: storefrontDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        [DIST_DIR_VARIABLE]: distDir,
      },
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

const nextEnvFile = join(storefrontDir, 'next-env.d.ts');

/**
 * `next build` points next-env.d.ts at its own folder's route types. A build in another folder
 * than `npm start`'s puts the file back as it was, so the checkout's types stay those of the
 * developer's build.
 * @param {string} distDir
 */
async function buildKeepingNextEnv(distDir) {
  const before = await readFile(nextEnvFile, 'utf8').catch(() => undefined);
  try {
    await runBuild(distDir);
  } finally {
    if (before !== undefined && distDir !== storefrontDistDirs.start)
      await writeFile(nextEnvFile, before);
  }
}

/**
 * Builds the storefront in production mode into `distDir` when the build there is missing or
 * older than its sources.
 * @param {{ distDir?: string, log?: (line: string) => void }} [options] distDir: one of
 *   storefrontDistDirs (default: `npm start`'s)
 * @returns {Promise<boolean>} whether it built
 */
export async function buildStorefrontIfNeeded({
  distDir = storefrontDistDirs.start,
  log = console.log,
} = {}) {
  const reason = await storefrontBuildStaleness(distDir);
  if (!reason) {
    log(`Storefront build in ${distDir} is up to date.`);
    return false;
  }
  log(`Building the storefront into ${distDir} (${reason})…`);
  await buildKeepingNextEnv(distDir);
  return true;
}
