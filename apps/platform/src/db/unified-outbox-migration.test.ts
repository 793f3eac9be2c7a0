import { DEMO_SITE_ID } from '@headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-app';
import { bookAt, serviceWithSchedule } from '../modules/bookings/booked-fixtures';
import { outboxOf } from '../outbox/test-kit';
import { seedDemoSite } from '../seed';
import { loadMigrations, migrate } from './migrate';

/** 0017: the bookings outbox and the old event names become the catalog's, nothing lost. */
describe('migration 0017_unified_outbox', () => {
  let database: TestDatabase;
  let bookingId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const all = await loadMigrations();
    // Every other migration first (today's seed needs the later columns), then 0017 last.
    const name = '0017_unified_outbox';
    await migrate(
      database.db.$client,
      all.filter((m) => m.name !== name),
    );
    await seedDemoSite(database.db);
    bookingId = await bookAt(database.db, (await serviceWithSchedule(database.db)).id, '09');
    await database.db.$client.query(
      `INSERT INTO bookings_outbox (site_id, booking_id, event_type, payload, created_at, published_at)
       VALUES ($1, $2, 'booking_created', '{"booking":{"id":"b"}}', '2026-01-01', '2026-01-02'),
              ($1, $2, 'booking_confirmed', '{"booking":{"id":"b"}}', '2026-01-01', NULL),
              ($1, $2, 'number_of_participants_updated', '{"booking":{"id":"b"}}', '2026-01-01', NULL)`,
      [DEMO_SITE_ID, bookingId],
    );
    await database.db.$client.query(
      `INSERT INTO domain_events (site_id, aggregate_type, aggregate_id, event_type, payload)
       VALUES ($1, 'cart', 'old-cart', 'ecom/cart_created', '{"cart":{"id":"old-cart"}}'),
              ($1, 'order', 'old-order', 'ecom/order_placed', '{"order":{"id":"old-order"}}'),
              ($1, 'order', 'old-order', 'ecom/order_paid', '{"order":{"id":"old-order"}}'),
              ($1, 'event', 'old-event', 'events/event_started', '{}'),
              ($1, 'pricing-plan', 'old-plan', 'pricing-plans/plan_created', '{"plan":{"id":"old-plan"}}'),
              ($1, 'plan-order', 'old-po', 'pricing-plans/order_started', '{"order":{"id":"old-po"}}')`,
      [DEMO_SITE_ID],
    );
    await migrate(database.db.$client, all);
  });
  afterAll(() => database.drop());

  it('moves the bookings outbox into domain_events with catalog names, times kept', async () => {
    const rows = await database.db.$client.query(
      `SELECT event_type, aggregate_type, payload, published_at FROM domain_events
       WHERE aggregate_id = $1 AND created_at = '2026-01-01' ORDER BY id`,
      [bookingId],
    );
    expect(rows.rows.map((r) => [r.event_type, r.aggregate_type])).toEqual([
      ['wix.bookings.v2.booking_created', 'wix.bookings.v2.booking'],
      ['wix.bookings.v2.booking_confirmed', 'wix.bookings.v2.booking'],
      ['wix.bookings.v2.booking_number_of_participants_updated', 'wix.bookings.v2.booking'],
    ]);
    // Created carries the booking itself; the actions keep their {booking} body.
    expect(rows.rows.map((r) => r.payload)).toEqual([
      { id: 'b' },
      { booking: { id: 'b' } },
      { booking: { id: 'b' } },
    ]);
    expect(rows.rows[0].published_at).toBeInstanceOf(Date);
    const table = await database.db.$client.query(
      `SELECT to_regclass('public.bookings_outbox') AS t`,
    );
    expect(table.rows[0].t).toBeNull();
  });

  it('renames the old events and unwraps the entity of created/updated ones', async () => {
    const ids = ['old-cart', 'old-order', 'old-event', 'old-plan', 'old-po'];
    const rows = await outboxOf(database.db, ids);
    expect(rows.map((r) => [r.eventType, r.entityFqdn, r.payload])).toEqual([
      ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart', { id: 'old-cart' }],
      ['wix.ecom.v1.order_created', 'wix.ecom.v1.order', { id: 'old-order' }],
      ['wix.ecom.v1.order_approved', 'wix.ecom.v1.order', { order: { id: 'old-order' } }],
      ['wix.events.v1.event_started', 'wix.events.v1.event', {}],
      ['wix.pricing_plans.v2.plan_created', 'wix.pricing_plans.v2.plan', { id: 'old-plan' }],
      [
        'wix.pricing_plans.v2.order_started',
        'wix.pricing_plans.v2.order',
        { order: { id: 'old-po' } },
      ],
    ]);
  });

  it('keeps the clock notifications once per event under their new names', async () => {
    const again = database.db.$client.query(
      `INSERT INTO domain_events (site_id, aggregate_type, aggregate_id, event_type)
       VALUES ($1, 'wix.events.v1.event', 'old-event', 'wix.events.v1.event_started')`,
      [DEMO_SITE_ID],
    );
    await expect(again).rejects.toThrow(/domain_events_event_clock_once_idx/);
  });
});
