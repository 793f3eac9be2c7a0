// `npm test`'s official-SDK step: the platform's official JavaScript SDK, installed from npm into
// e2e/official-sdk (outside the workspaces, so the root `npm ci` stays lean; reused while its
// lockfile is unchanged), type-checked against its own typings and run against a local platform,
// then again through the platform's real hostnames (e2e/official-sdk/real-hostnames).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const suiteDir = join(repoRoot, 'e2e/official-sdk');
const stampFile = join(suiteDir, 'node_modules/.installed-lock');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @returns {Promise<void>} */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, OFFICIAL_SDK_WRITE_DOC: '1' };
    const child = spawn(command, args, { cwd: suiteDir, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(suiteDir, 'package-lock.json')))
    .digest('hex');

async function installIfNeeded() {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
    console.log('official SDK: installed packages are current');
    return;
  }
  console.log('official SDK: installing its packages from npm (e2e/official-sdk)');
  await run(npm, ['ci', '--no-audit', '--no-fund', '--workspaces=false']);
  writeFileSync(stampFile, wanted);
}

async function main() {
  await installIfNeeded();
  await run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', '.']);
  const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
  await run(process.execPath, [vitest, 'run']);
  // The same flows and an app in Chromium, by the platform's real hostnames (its own platform).
  await run(process.execPath, [vitest, 'run', '--config', 'real-hostnames/vitest.config.ts']);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
