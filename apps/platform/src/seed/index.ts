import { DEMO_SITE_ID } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/core';
import { systemClock } from '../kernel/clock';
import { seedBookingSchedules } from './booking-schedules';
import { seedBookings } from './bookings';
import { seedCore } from './core';
import { seedEcom } from './ecom';
import { seedEvents } from './events';
import { seedMembers } from './members';
import { seedPricingPlans } from './pricing-plans';
import { seedStores } from './stores';
import { seedV3Site } from './v3-site';

/** Any constant shared by all instances (it spells "hdls-seed"). */
const SEED_LOCK_KEY = 0x68646c737365656n;

/** The demo data is laid out around `now`: creation times just before it, events after it. */
async function seedAll(db: Db, now: Date): Promise<void> {
  const siteId = await seedCore(db);
  await seedBookings(db, siteId, now);
  await seedBookingSchedules(db, siteId);
  await seedStores(db, siteId, now);
  await seedEcom(db, siteId, now);
  await seedEvents(db, siteId, now);
  await seedPricingPlans(db, siteId, now);
  await seedMembers(db, siteId);
  await seedV3Site(db, now);
}

/**
 * One transaction, so a failed seed leaves nothing half-made behind, under an advisory lock, so
 * instances starting together on an empty database seed it once.
 */
function withSeedLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY.toString()}::bigint)`);
    return work(tx);
  });
}

export async function seedDemoSite(db: Db, now = systemClock().now()): Promise<void> {
  await withSeedLock(db, (tx) => seedAll(tx, now));
}

/** Seeds when the database has no site at all; true when it did. */
export function seedIfEmpty(db: Db, now = systemClock().now()): Promise<boolean> {
  return withSeedLock(db, async (tx) => {
    if (!(await isEmpty(tx))) return false;
    await seedAll(tx, now);
    return true;
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length === 0;
}

export async function hasDemoSite(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, DEMO_SITE_ID));
  return rows.length > 0;
}
