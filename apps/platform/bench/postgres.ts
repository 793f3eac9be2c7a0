import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded';

export interface BenchPostgres {
  url: string;
  /** Stops the server and deletes its data directory (nothing to do for a given database). */
  stop(): Promise<void>;
}

const quiet = { info: () => undefined, debug: () => undefined, error: () => undefined };

/**
 * A throwaway PostgreSQL for one bench run, on `port`, its data in a temporary directory named
 * after the bench. `fast` trades durability for speed (see startEmbeddedPostgres); a bench whose
 * numbers include the database's own writes leaves it off.
 */
export async function benchPostgres(
  bench: string,
  port: number,
  { fast = false }: { fast?: boolean } = {},
): Promise<BenchPostgres> {
  const dir = await mkdtemp(join(tmpdir(), `bench-${bench}-pg-`));
  const pg = await startEmbeddedPostgres({
    dataDir: dir,
    port,
    database: 'bench',
    log: quiet,
    fast,
  });
  return {
    url: pg.url,
    stop: async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
