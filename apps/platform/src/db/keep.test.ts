import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
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
    const options = { dataDir, database: 'app', log: silent, fast: true, keepSeconds: 2 };
    const kept = await startEmbeddedPostgres(options);
    expect(kept.owned).toBe(false); // left to the watcher
    const { pid } = (await readPostmasterPid(join(dataDir, 'pg')))!;
    await kept.stop(); // the command ends; the keep time counts from here
    await eventually(
      async () => !(await isRunning(pid)) && !(await exists(join(dataDir, KEEP_FILE))),
    );
  });

  it('stays up while a command runs longer than the keep time', { timeout: 60_000 }, async () => {
    const dataDir = await newDataDir();
    const keepSeconds = 2;
    const command = await startEmbeddedPostgres({
      dataDir,
      database: 'app',
      log: silent,
      fast: true,
      keepSeconds,
    });
    const { pid } = (await readPostmasterPid(join(dataDir, 'pg')))!;
    const client = new pg.Client({ connectionString: command.url });
    await client.connect();
    // The command's work: queries for three keep times, every one answered by the same server.
    const workUntil = Date.now() + 3 * keepSeconds * 1000;
    try {
      while (Date.now() < workUntil) {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        expect(rows[0]!.pid).toBeGreaterThan(0);
        expect(await isRunning(pid)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await client.end();
    }
    await command.stop();
    // Idle from now on: the watcher stops it one keep time after the command's end.
    await eventually(
      async () => !(await isRunning(pid)) && !(await exists(join(dataDir, KEEP_FILE))),
    );
  });
});
