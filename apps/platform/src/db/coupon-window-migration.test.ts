import { DEMO_SITE_ID } from '@headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { seedDemoSite } from '../seed';
import { loadMigrations, migrate } from './migrate';

const MIGRATION = '0032_ecom_coupons_window_check';

/** 0032: a coupon's start precedes its expiration, in the database, not only in the CLI. */
describe('migration 0032_ecom_coupons_window_check', () => {
  let database: TestDatabase;
  const insertCoupon = (code: string, from: string | null, to: string | null) =>
    database.db.$client.query(
      `INSERT INTO ecom_coupons (site_id, code, name, discount_type, value, active_from, active_to)
       VALUES ($1, $2, $2, 'PERCENTAGE', 10, $3, $4)`,
      [DEMO_SITE_ID, code, from, to],
    );
  const codesLike = async (pattern: string) =>
    (
      await database.db.$client.query<{ code: string }>(
        'SELECT code FROM ecom_coupons WHERE code LIKE $1 ORDER BY code',
        [pattern],
      )
    ).rows.map((r) => r.code);

  beforeAll(async () => {
    database = await createTestDatabase();
    const all = await loadMigrations();
    // A developer's database from before 0032, holding coupons typed both ways round.
    await migrate(
      database.db.$client,
      all.filter((m) => m.name !== MIGRATION),
    );
    await seedDemoSite(database.db);
    await insertCoupon('OLD_INVERTED', '2026-03-02T00:00:00Z', '2026-03-01T00:00:00Z');
    await insertCoupon('OLD_EMPTY', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z');
    await insertCoupon('OLD_FINE', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z');
    await migrate(database.db.$client, all);
  });
  afterAll(() => database.drop());

  it('applies over coupons stored the wrong way round, dropping only those (they never applied)', async () => {
    expect(await codesLike('OLD_%')).toEqual(['OLD_FINE']);
  });

  it('refuses a coupon whose start is not before its expiration, written past the CLI', async () => {
    const checked = /violates check constraint "ecom_coupons_window_check"/;
    await expect(
      insertCoupon('NEW_INVERTED', '2026-05-02T00:00:00Z', '2026-05-01T00:00:00Z'),
    ).rejects.toThrow(checked);
    await expect(
      insertCoupon('NEW_EMPTY', '2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z'),
    ).rejects.toThrow(checked);
    const update = database.db.$client.query(
      `UPDATE ecom_coupons SET active_to = active_from - interval '1 day' WHERE code = 'OLD_FINE'`,
    );
    await expect(update).rejects.toThrow(checked);
  });

  it('still takes a window open at either end, or a right one', async () => {
    await insertCoupon('OPEN_NO_END', '2026-05-01T00:00:00Z', null);
    await insertCoupon('OPEN_NO_START', null, '2026-05-01T00:00:00Z');
    await insertCoupon('OPEN_RIGHT', '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(await codesLike('OPEN_%')).toEqual(['OPEN_NO_END', 'OPEN_NO_START', 'OPEN_RIGHT']);
  });
});
