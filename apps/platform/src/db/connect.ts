import type { Env } from '../env';
import { startEmbeddedPostgres, type Log } from './embedded';

export const APP_DATABASE = 'platform';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded PostgreSQL when this process started it; otherwise does nothing. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set, else the embedded cluster (shared by the server and the CLI). */
export async function connectDatabase(env: Env, log: Log): Promise<DatabaseServer> {
  if (env.databaseUrl) return { url: env.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres({
    dataDir: env.dataDir,
    port: env.embeddedPgPort,
    database: APP_DATABASE,
    log,
  });
}
