import { pino } from 'pino';
import { buildApp } from './app';
import { closeDb, createDb, type OwnedDb } from './db/client';
import { connectDatabase, type DatabaseServer } from './db/connect';
import { migrate } from './db/migrate';
import { readEnv } from './env';
import { inspectorUrl, isLoopbackAddress } from './plugins/local-tools';
import { seedIfEmpty } from './seed';
import { createDispatcher, type Dispatcher } from './webhooks';
import type { App } from './kernel/app-type';
import { systemClock } from './kernel/clock';

/**
 * Boot order (design.md): env → database → migrate → seed if empty → listen → the webhook
 * dispatcher (after listen, so a failed start never sends anything).
 */
async function main(): Promise<void> {
  const env = readEnv();
  const log = pino({ level: env.logLevel });
  let database: DatabaseServer | undefined;
  let db: OwnedDb | undefined;
  let app: App | undefined;
  let dispatcher: Dispatcher | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    await dispatcher
      ?.stop()
      .catch((err: unknown) => log.error({ err }, 'stopping the webhook dispatcher failed'));
    await app?.close().catch((err: unknown) => log.error({ err }, 'closing the server failed'));
    if (db)
      await closeDb(db).catch((err: unknown) => log.error({ err }, 'closing the pool failed'));
    await database
      ?.stop()
      .catch((err: unknown) => log.error({ err }, 'stopping PostgreSQL failed'));
    process.exit(0);
  };
  // `on`, not `once`: under tsx a Ctrl-C arrives twice (terminal + relay), and a second signal
  // without a listener would kill the process before PostgreSQL is stopped.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    database = await connectDatabase(env, log);
    db = createDb(database.url);
    const applied = await migrate(db.$client);
    if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`);
    // One clock for the instance: the seed, the app and the webhook dispatcher read the same one.
    const clock = systemClock();
    if (await seedIfEmpty(db, clock.now())) log.info('seeded the demo site');
    app = await buildApp({
      db,
      clock,
      logger: { level: env.logLevel },
      allowedHosts: env.allowedHosts,
      publicOrigin: {
        publicUrl: env.publicUrl,
        trustedProxies: env.trustedProxies,
        // `npm start` gives its TLS front the same secret (http/own-front.ts).
        frontToken: env.toolsToken,
      },
      localTools: { token: env.toolsToken, requireTokenForPages: !isLoopbackAddress(env.host) },
      retiredApis: env.retiredApis,
    });
    const address = await app.listen({ host: env.host, port: env.port });
    log.info(`platform listening on ${address}`);
    log.info(`inspector: ${inspectorUrl(env.host, env.port, app.toolsToken)}`);
    if (env.webhooks.enabled) {
      const settings = env.webhooks;
      dispatcher = createDispatcher({ db, databaseUrl: database.url, settings, log, clock });
      dispatcher.start();
    }
  } catch (err) {
    log.error({ err }, 'platform failed to start');
    stopping = true;
    await dispatcher?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    if (db) await closeDb(db).catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
