import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';

/** A port held by another process for the test's length (what a second checkout would meet). */
function holdPort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** `npm start` as its script, with the given variables; resolves with its exit and output. */
function start(env) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts/start.mjs')],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error?.code ?? 0, output: stdout + stderr }),
    );
  });
}

let held;
let free;
let dataDir;
beforeAll(async () => {
  held = await holdPort();
  // A port nothing listens on: taken and released at once.
  const probe = await holdPort();
  free = probe.address().port;
  await new Promise((resolve) => probe.close(resolve));
  dataDir = await mkdtemp(join(tmpdir(), 'start-test-'));
});
afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start with a port already taken', () => {
  it.each([
    ['platform', 'PLATFORM_PORT'],
    ['storefront', 'STOREFRONT_PORT'],
  ])('stops before building when the %s port is taken, naming %s', async (name, variable) => {
    const port = held.address().port;
    const other = variable === 'PLATFORM_PORT' ? 'STOREFRONT_PORT' : 'PLATFORM_PORT';
    const result = await start({
      [variable]: String(port),
      [other]: String(free),
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_API_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Port ${port} is already in use, so the ${name} cannot start there.`,
    );
    expect(result.output).toContain(`set ${variable} to another port`);
    // Nothing was built or started first.
    expect(result.output).not.toMatch(/Building the storefront|build is up to date|\[platform\]/);
  });
});
