import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { closeDb, createDb } from './client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function terminate(pid: number): Promise<void> {
  await database.db.$client.query('SELECT pg_terminate_backend($1)', [pid]);
}

describe('createDb', () => {
  // Without a listener, pg's 'error' on a lent-out client is an uncaught exception: the whole
  // platform would exit (vitest reports it as an unhandled error and fails the run).
  it('survives a connection that the server ends while it is checked out', async () => {
    const db = createDb(database.url, { max: 2 });
    try {
      const client = await db.$client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Not events.once: it would listen for 'error' itself and hide what this test is about.
      const ended = new Promise((resolve) => client.once('end', resolve));
      await terminate(rows[0]!.pid);
      await ended;
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);
      // The pool replaces it: the next query works.
      const next = await db.$client.query<{ one: number }>('SELECT 1 AS one');
      expect(next.rows[0]!.one).toBe(1);
    } finally {
      await closeDb(db);
    }
  });
});
