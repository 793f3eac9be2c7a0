import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectionUrl, startEmbeddedPostgres } from '../src/db/embedded';
import { isFree } from '../src/db/listen';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL (database `postgres`); each test app makes its own database. */
    pgAdminUrl: string;
    /** The run's cluster folder (its parent, as PLATFORM_DATA_DIR would be). */
    pgDataDir: string;
  }
}

const FIRST_PORT = Number(process.env.TEST_PG_PORT || 5611);
const LAST_PORT = FIRST_PORT + 99;

async function freePort(from: number): Promise<number> {
  for (let port = from; port <= LAST_PORT; port++) if (await isFree(port)) return port;
  throw new Error(`no free port for the test PostgreSQL in ${from}-${LAST_PORT}`);
}

/** Another run (another engineer, another workspace) may take a port between the check and the start. */
async function startOnFreePort(dataDir: string) {
  let from = FIRST_PORT;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(from);
    try {
      const pg = await startEmbeddedPostgres({
        dataDir,
        port,
        database: 'postgres',
        log: quiet,
        fast: true,
      });
      return { pg, port };
    } catch (error) {
      if (attempt >= 5) throw error;
      from = port + 1;
    }
  }
}

const quiet = {
  info: () => undefined,
  debug: () => undefined,
  error: () => undefined,
};

/** ONE embedded cluster for the whole run, in a temporary folder removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-test-pg-'));
  const { pg, port } = await startOnFreePort(dataDir);
  project.provide('pgAdminUrl', connectionUrl(port, 'postgres'));
  project.provide('pgDataDir', dataDir);
  return async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
