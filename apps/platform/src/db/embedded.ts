import { join } from 'node:path';
import pg from 'pg';
import { createCluster, PG_PASSWORD, PG_USER } from './cluster';
import type { EmbeddedOptions, Log } from './embedded-options';
export type { EmbeddedOptions, Log } from './embedded-options';
import { clearDir, isInitialised, prepareDataDir } from './data-dir';
import { adoptKept, keepAfterExit, keptPid, renewKeep } from './keep';
import { chooseListen, type Listen } from './listen';
import {
  inspectPostmaster,
  readPostmasterPid,
  stopPostmaster,
  waitForExit,
  type PostmasterInfo,
} from './postmaster';

export interface RunningPostgres {
  url: string;
  /** Whether this process started the server (and so stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

/**
 * Through the Unix socket in `socketDir` when there is one, else TCP on loopback. The socket's
 * folder is the URL's host, percent-encoded: pg reads a host starting with `/` as a socket folder,
 * and the URL stays one that `new URL` parses.
 */
export function connectionUrl(port: number, database: string, socketDir?: string): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://${PG_USER}:${PG_PASSWORD}@${host}:${port}/${encodeURIComponent(database)}`;
}

/** Starts the embedded cluster, or reuses the one another platform or CLI process already runs. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningPostgres> {
  const pgDir = join(options.dataDir, 'pg');
  const running = await reuseOrClearStale(pgDir, options);
  const server = running ?? (await startOwn(pgDir, options));
  await ensureDatabase(connectionUrl(server.port, 'postgres', server.socketDir), options.database);
  return { url: connectionUrl(server.port, options.database, server.socketDir), ...server };
}

interface Server {
  port: number;
  socketDir: string | undefined;
  owned: boolean;
  stop(): Promise<void>;
}

async function reuseOrClearStale(
  pgDir: string,
  options: EmbeddedOptions,
): Promise<Server | undefined> {
  const found = await inspectPostmaster(pgDir);
  if (found.state === 'none') return undefined;
  if ((await keptPid(options.dataDir)) === found.info.pid) return takeKept(found.info, options);
  if (found.orphaned) {
    // Left behind by a killed run: nobody would ever stop it, so replace it with one we own.
    options.log.info(`stopping orphaned PostgreSQL (pid ${found.info.pid})`);
    await stopPostmaster(found.info.pid);
    return undefined;
  }
  options.log.info(`reusing the running PostgreSQL (pid ${found.info.pid})`);
  return reused(found.info);
}

/** Someone else's server: this process uses it and leaves it running. */
const reused = ({ port, socketDir }: PostmasterInfo): Server => ({
  port,
  socketDir,
  owned: false,
  stop: async () => undefined,
});

/**
 * A server the CLI keeps running: the CLI renews its time and uses it, anything else (the
 * platform) takes it over. One its watcher is stopping is waited for, then started anew.
 */
async function takeKept(
  info: PostmasterInfo,
  options: EmbeddedOptions,
): Promise<Server | undefined> {
  const { dataDir, keepSeconds, log } = options;
  if (keepSeconds && (await renewKeep(dataDir))) {
    log.info(`reusing the PostgreSQL the CLI keeps running (pid ${info.pid})`);
    return keptWhileUsed(info, dataDir, keepSeconds);
  }
  if (!keepSeconds && (await adoptKept(dataDir))) {
    log.info(`taking over the PostgreSQL the CLI kept running (pid ${info.pid})`);
    return ownServer(info, log);
  }
  await waitForExit(info.pid);
  return undefined;
}

const dataDirLog = (log: Log) => ({
  warn: (msg: string) => (log.warn ? log.warn(msg) : log.info(msg)),
});

async function startOwn(pgDir: string, options: EmbeddedOptions): Promise<Server> {
  await prepareDataDir(options.dataDir, pgDir, dataDirLog(options.log));
  const listen = await chooseListen(options.dataDir, pgDir, options.port);
  const recent: string[] = []; // the server's last words, for the error message if it fails
  const cluster = await createCluster(pgDir, options, listen, (line) => {
    options.log.debug(line);
    recent.push(line);
    if (recent.length > 5) recent.shift();
  });
  if (!(await isInitialised(pgDir))) {
    options.log.info(`initialising PostgreSQL cluster in ${pgDir}`);
    await clearDir(pgDir);
    await cluster.initialise();
    // The postgres user may have just been created.
    await prepareDataDir(options.dataDir, pgDir, dataDirLog(options.log));
  }
  try {
    await cluster.start();
  } catch {
    // Another process may have started the same cluster a moment earlier: use it.
    const other = await inspectPostmaster(pgDir);
    if (other.state === 'running') return reused(other.info);
    const why = recent.filter((l) => /FATAL|ERROR|could not/.test(l)).join('\n');
    throw new Error(`PostgreSQL failed to start in ${pgDir} ${describeListen(listen)}\n${why}`);
  }
  const info = await readPostmasterPid(pgDir);
  if (!info) throw new Error(`PostgreSQL started but ${pgDir}/postmaster.pid is missing`);
  options.log.info(`PostgreSQL started ${describeListen(listen)} (pid ${info.pid})`);
  if (!options.keepSeconds) return ownServer(info, options.log);
  await keepAfterExit(options.dataDir, info.pid, options.keepSeconds);
  return keptWhileUsed(info, options.dataDir, options.keepSeconds);
}

/**
 * A kept server this process uses: the keep time is renewed while the command runs (a command
 * longer than the keep time must not lose its server to the watcher) and once more when it ends,
 * so the time counts from the end of the last use.
 */
function keptWhileUsed(info: PostmasterInfo, dataDir: string, keepSeconds: number): Server {
  const renew = () => void renewKeep(dataDir);
  const heartbeat = setInterval(renew, (keepSeconds * 1000) / 3);
  heartbeat.unref(); // the command's own work decides when the process ends
  return {
    ...reused(info),
    stop: async () => {
      clearInterval(heartbeat);
      await renewKeep(dataDir);
    },
  };
}

const describeListen = (listen: Listen) =>
  listen.tcp ? `on 127.0.0.1:${listen.port}` : `on its Unix socket in ${listen.socketDir}`;

/** This process stops the server when it stops, or when it dies. */
function ownServer(info: PostmasterInfo, log: Log): Server {
  // A crash must not leave the server behind; a clean stop removes this first.
  const onExit = () => {
    try {
      process.kill(info.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await stopPostmaster(info.pid);
    log.info('PostgreSQL stopped');
  };
  return { port: info.port, socketDir: info.socketDir, owned: true, stop };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error) => {
      // Two processes may create it at once: "already exists" (or its unique index) is fine.
      if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    });
  } finally {
    await client.end();
  }
}
