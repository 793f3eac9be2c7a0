import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { loadMigrations, migrate } from './migrate';

describe('migrate', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const applied = async () =>
    (
      await database.db.$client.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      )
    ).rows.map((r) => r.name);

  it('applies every file in order once, even when two instances start at the same time', async () => {
    const names = (await loadMigrations()).map((m) => m.name);
    expect(names[0]).toBe('0001_core');
    const [a, b] = await Promise.all([migrate(database.db.$client), migrate(database.db.$client)]);
    // One run applied everything, the other waited on the lock and found nothing to do.
    expect([a, b].sort((x, y) => x.length - y.length)).toEqual([[], names]);
    expect(await applied()).toEqual(names);
  });

  it('is idempotent', async () => {
    expect(await migrate(database.db.$client)).toEqual([]);
    const tables = await database.db.$client.query(
      `SELECT to_regclass('public.refresh_tokens') AS t`,
    );
    expect(tables.rows[0].t).toBe('refresh_tokens');
  });

  it('rolls back a failing migration completely', async () => {
    const broken = [
      ...(await loadMigrations()),
      { name: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT 1/0;' },
    ];
    await expect(migrate(database.db.$client, broken)).rejects.toThrow(/division by zero/);
    const table = await database.db.$client.query(`SELECT to_regclass('public.half_done') AS t`);
    expect(table.rows[0].t).toBeNull();
    expect(await applied()).not.toContain('9999_broken');
  });
});
