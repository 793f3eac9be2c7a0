import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { describeCatalog } from '../../test/catalog-shape';
import { checkedLists, drizzleEnums } from '../../test/enum-checks';
import { migrate } from './migrate';
import * as schema from './schema';

/** What the Drizzle schema does not say, on purpose; each entry matches lines of catalog-shape. */
const SQL_ONLY: { match: RegExp; reason: string }[] = [
  {
    match: /^constraint \S+ CHECK /,
    reason:
      'value rules live in SQL only, once; the text enums that type the same columns are held to ' +
      'their CHECK lists by the test below',
  },
  {
    match: /^index CREATE INDEX bookings_bookings_occupancy_idx /,
    reason: 'INCLUDE (participants) makes it index-only for availability; Drizzle has no INCLUDE',
  },
  {
    match: /^function (currency_exponent|minor_to_major)\(/,
    reason: 'money as decimal in SQL queries (query-spec sorting and filtering by price)',
  },
  {
    match: /^function events_reserve(_counts)?\(/,
    reason:
      'the ticket reservation and its does-it-fit rule, atomic in one call (reserve.ts, 0031)',
  },
  {
    match: /^(function platform_cache_notify\(|trigger \w+_cache_notify on )/,
    reason: 'NOTIFY that lets every instance drop its cached rows (0011_cart_cache.sql)',
  },
  {
    match: /^(function domain_events?_\w+\(|trigger domain_events_\w+ on domain_events)/,
    reason: 'the outbox: skip events nobody subscribed to, NOTIFY the publisher (0027, 0028)',
  },
  {
    match:
      /^(function stores_collections_all_products\(|trigger sites_all_products_collection on )/,
    reason: 'every site has the "All Products" collection from its creation (0063)',
  },
];

/**
 * The migrations are the database's truth; the Drizzle schema types the queries. This builds one
 * database from each and compares what PostgreSQL says about the two (test/catalog-shape.ts), so
 * a column, type, default, key or index written in one and not the other fails here.
 */
describe('the Drizzle schema and the migrations', () => {
  let migrated: TestDatabase;
  let fromSchema: TestDatabase;
  beforeAll(async () => {
    [migrated, fromSchema] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await migrate(migrated.db.$client);
    // The DDL drizzle-kit would write for an empty database: the schema, as drizzle-kit reads it.
    const ddl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    for (const statement of ddl) await fromSchema.db.$client.query(statement);
  });
  afterAll(() => Promise.all([migrated?.drop(), fromSchema?.drop()]));

  it('describe the same database, but for the SQL-only objects listed with their reason', async () => {
    const [real, drizzle] = await Promise.all([
      describeCatalog(migrated.db.$client),
      describeCatalog(fromSchema.db.$client),
    ]);
    const explained = (line: string) => SQL_ONLY.some((o) => o.match.test(line));
    const onlyInMigrations = real.filter((l) => !drizzle.includes(l) && !explained(l));
    const onlyInSchema = drizzle.filter((l) => !real.includes(l));
    // Both lists in one object, so a failure prints every difference at once.
    expect({ onlyInMigrations, onlyInSchema }).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
  });

  it('list no SQL-only object that no longer exists', async () => {
    const real = await describeCatalog(migrated.db.$client);
    const stale = SQL_ONLY.filter((o) => !real.some((l) => o.match.test(l)));
    expect(stale.map((o) => String(o.match))).toEqual([]);
  });

  it('type each text enum with exactly the values its CHECK allows', async () => {
    const checked = await checkedLists(migrated.db.$client);
    const sorted = (values?: string[]) => String(values && [...values].sort());
    const differing = [...drizzleEnums(schema)]
      .filter(([column, values]) => sorted(checked.get(column)) !== sorted(values))
      .map(([column, values]) => ({ column, drizzle: values, check: checked.get(column) }));
    expect(differing).toEqual([]);
  });
});
