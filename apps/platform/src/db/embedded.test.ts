import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const silent = { info: () => undefined, debug: () => undefined, error: () => undefined };

describe('startEmbeddedPostgres', () => {
  it('reuses the PostgreSQL already serving the cluster and creates the database in it', async () => {
    const adminUrl = inject('pgAdminUrl');
    const runningPort = new URL(adminUrl).port;
    const database = `reuse_${Date.now()}`;
    // A different port on purpose: the running server's own port (from postmaster.pid) must win.
    const server = await startEmbeddedPostgres({
      dataDir: inject('pgDataDir'),
      port: 1,
      database,
      log: silent,
    });
    expect(server.owned).toBe(false);
    // Through the cluster's Unix socket, on the running server's port.
    const url = new URL(server.url);
    expect(url.port).toBe(runningPort);
    expect(decodeURIComponent(url.hostname)).toBe(join(inject('pgDataDir'), 'pg'));
    await server.stop(); // not ours: must leave it running

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT current_database() AS db, inet_client_addr() AS address',
    );
    expect(rows[0].db).toBe(database);
    expect(rows[0].address).toBeNull(); // a Unix socket has no client address

    await client.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE ${database}`);
    await admin.end();
  });
});
