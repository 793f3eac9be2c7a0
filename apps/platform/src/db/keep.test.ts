import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { KEEP_FILE } from './keep';
import { isRunning, readPostmasterPid } from './postmaster';

const run = promisify(execFile);
const platformDir = fileURLToPath(new URL('../../', import.meta.url));
const silent = { info: () => undefined, debug: () => undefined, error: () => undefined };
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'keep-test-'));
  folders.push(dir);
  return dir;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** `npm run platform -- <args>` without npm (the launcher), on this data folder: its stdout. */
async function cli(dataDir: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_CLI_KEEP_PG_SECONDS: '60',
  };
  delete env.DATABASE_URL;
  delete env.PLATFORM_EMBEDDED_PG_PORT; // the socket, as a newcomer's npm start has it
  const { stdout } = await run(process.execPath, ['src/cli/launch.mjs', ...args], {
    cwd: platformDir,
    env,
  });
  return stdout;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the PostgreSQL the CLI keeps running', () => {
  it(
    'outlives the command, serves the next one, and a platform takes it over',
    { timeout: 120_000 },
    async () => {
      const dataDir = await newDataDir();
      const pgDir = join(dataDir, 'pg');
      expect(await cli(dataDir, 'seed')).toContain('Seeded');
      const first = await readPostmasterPid(pgDir);
      expect(first && (await isRunning(first.pid))).toBe(true);

      expect(await cli(dataDir, 'sites', 'list')).toContain('Demo site');
      expect((await readPostmasterPid(pgDir))?.pid).toBe(first?.pid);

      // The platform's way in: no keepSeconds. It owns the server from now on and stops it.
      const platform = await startEmbeddedPostgres({ dataDir, database: 'platform', log: silent });
      expect(platform.owned).toBe(true);
      expect(await exists(join(dataDir, KEEP_FILE))).toBe(false);
      await platform.stop();
      expect(await isRunning(first!.pid)).toBe(false);
    },
  );

  it('is stopped once unused for the keep time', async () => {
    const dataDir = await newDataDir();
    // The keep time runs from the cluster's start, so it must outlast creating the database on a
    // loaded machine (a second did not always); the check below waits for the stop either way.
    const options = { dataDir, database: 'app', log: silent, fast: true, keepSeconds: 3 };
    const kept = await startEmbeddedPostgres(options);
    expect(kept.owned).toBe(false); // left to the watcher
    const { pid } = (await readPostmasterPid(join(dataDir, 'pg')))!;
    await eventually(
      async () => !(await isRunning(pid)) && !(await exists(join(dataDir, KEEP_FILE))),
    );
  });
});
