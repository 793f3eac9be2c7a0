import { startEmbeddedPostgres, type Log } from './embedded';

export const APP_DATABASE = 'platform';

/** Where the database is: the parts of the platform's env (env.ts) that decide it. */
export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number | undefined;
}

export interface DatabaseServer {
  url: string;
  /** Stops the embedded PostgreSQL when this process started it; otherwise does nothing. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set, else the embedded cluster (shared by the server and the CLI).
 * `keepSeconds` (the CLI's): see EmbeddedOptions.
 */
export async function connectDatabase(
  env: DatabaseSettings,
  log: Log,
  keepSeconds?: number,
): Promise<DatabaseServer> {
  if (env.databaseUrl) return { url: env.databaseUrl, stop: async () => undefined };
  const asked = env.embeddedPgPort;
  return startEmbeddedPostgres({
    dataDir: env.dataDir,
    port: asked,
    database: APP_DATABASE,
    log,
    keepSeconds,
  }).catch((error: unknown) => {
    if (asked === undefined) throw error;
    const hint = `PLATFORM_EMBEDDED_PG_PORT=${asked} is set: choose another port, or unset it to use the cluster's Unix socket alone.`;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${hint}`, {
      cause: error,
    });
  });
}
