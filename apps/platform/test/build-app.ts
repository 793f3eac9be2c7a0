import { randomBytes } from 'node:crypto';
import { SAMPLE_CLIENT_ID, TokenResponse } from '@headless/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { closeDb, createDb, type Db, type OwnedDb } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemoSite } from '../src/seed';
import type { App } from '../src/kernel/app-type';

export interface TestDatabase {
  url: string;
  db: OwnedDb;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the run's cluster (not migrated). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
  const db = createDb(url, { max: 4 });
  const drop = async () => {
    await closeDb(db);
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url, db, drop };
}

export interface TestApp {
  app: App;
  db: Db;
  /** The database's URL, for code that opens its own connections (the CLI). */
  url: string;
  close(): Promise<void>;
}

/**
 * The whole app in process on a fresh database: migrated, demo site seeded, logger silent.
 * `options` go to buildApp (allowed hosts, the local tools' token, a logger…).
 */
export async function buildTestApp(options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await migrate(database.db.$client);
  await seedDemoSite(database.db);
  const app = await buildApp({ logger: { level: 'silent' }, ...options, db: database.db });
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { app, db: database.db, url: database.url, close };
}

/** The token pair a visitor of the client's site gets. */
export async function visitorTokens(app: App, clientId = SAMPLE_CLIENT_ID): Promise<TokenResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId, grantType: 'anonymous' },
  });
  if (res.statusCode !== 200)
    throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return TokenResponse.parse(res.json());
}

/** A visitor access token (raw, as the SDK sends it in `Authorization`). */
export async function visitorToken(app: App, clientId = SAMPLE_CLIENT_ID): Promise<string> {
  return (await visitorTokens(app, clientId)).access_token;
}
