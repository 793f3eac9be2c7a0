import {
  BookingServiceErrorCode,
  SLUG_PATTERN,
  type LocationInput,
  type ParticipantNotification,
  type Service,
  type SetServiceLocationsRequest,
  type SlugError,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsSchedules, bookingsSessions } from '../../../db/schema/booking-records';
import { bookingsServices as s, type StoredSlug } from '../../../db/schema/bookings';
import { pricingPlans } from '../../../db/schema/pricing-plans';
import { onUniqueViolation } from '../../../db/unique-violation';
import type { Caller } from '../../../kernel/caller';
import { invalid, notFound, validationError } from '../../../kernel/errors';
import { findServiceRow, liveServices, loadService } from '../load';
import { SLUG_CONSTRAINT, SLUG_KEY, slugTaken, slugify, withFreeSlug } from './slugs-util';
import { resolveLocations } from '../writes/locations-input';
import { applyRemovedLocations } from '../writes/removed-locations';
import { recordServiceEvent } from '../writes/service-events';
import { idsNotOnSite } from '../site-records';
import type { ServiceValues } from '../writes/service-values';

/** Every settings change is a new revision of the service, recorded with its updated event. */
async function bump(db: Db, caller: Caller, id: string, values: ServiceValues): Promise<Service> {
  const { siteId } = caller;
  return db.transaction(async (tx) => {
    await tx
      .update(s)
      .set({ ...values, revision: sql`${s.revision} + 1`, updatedAt: caller.now })
      .where(and(liveServices(siteId), eq(s.id, id)));
    const service = await loadService(tx, siteId, id);
    await recordServiceEvent(tx, caller, 'updated', service);
    return service;
  });
}

/**
 * The new locations and, in the same transaction, what becomes of the future bookings at the
 * locations it removes (removed-locations.ts); MOVE_TO_LOCATION always names where they go.
 */
export async function setServiceLocations(
  db: Db,
  caller: Caller,
  serviceId: string,
  locations: LocationInput[],
  action?: SetServiceLocationsRequest['removedLocationSessionsAction'],
  notification?: ParticipantNotification,
): Promise<Service> {
  const { siteId } = caller;
  const row = await findServiceRow(db, siteId, serviceId);
  if (action?.action === 'MOVE_TO_LOCATION' && !action.moveToLocationOptions)
    throw validationError([
      {
        field: 'removedLocationSessionsAction.moveToLocationOptions',
        description: 'is required for MOVE_TO_LOCATION',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  const [newLocation] = action?.moveToLocationOptions
    ? await resolveLocations(
        db,
        siteId,
        [action.moveToLocationOptions.newLocation],
        'removedLocationSessionsAction.moveToLocationOptions.newLocation',
      )
    : [];
  const resolved = await resolveLocations(db, siteId, locations);
  return db.transaction(async (tx) => {
    const removedAction = action && { action: action.action, newLocation };
    await applyRemovedLocations(tx, caller, row, resolved, removedAction, notification);
    return bump(tx, caller, row.id, { details: { ...row.details, locations: resolved } });
  });
}

async function knownPlans(db: Db, siteId: string, ids: string[]): Promise<string[]> {
  const missing = await idsNotOnSite(db, pricingPlans, siteId, ids);
  if (missing.length)
    throw notFound('PRICING_PLAN_NOT_FOUND', `Unknown pricing plans: ${missing.join(', ')}`, {
      missing,
    });
  return ids;
}

export async function enablePricingPlans(db: Db, caller: Caller, serviceId: string, ids: string[]) {
  const row = await findServiceRow(db, caller.siteId, serviceId);
  await knownPlans(db, caller.siteId, ids);
  const pricingPlanIds = [...new Set([...row.pricingPlanIds, ...ids])];
  return { service: await bump(db, caller, row.id, { pricingPlanIds }) };
}

export async function disablePricingPlans(
  db: Db,
  caller: Caller,
  serviceId: string,
  ids: string[],
) {
  const row = await findServiceRow(db, caller.siteId, serviceId);
  const pricingPlanIds = row.pricingPlanIds.filter((id) => !ids.includes(id));
  return { service: await bump(db, caller, row.id, { pricingPlanIds }) };
}

/** The checks of validateSlug, in the protocol's error names. */
export async function slugErrors(
  db: Db,
  siteId: string,
  slug: string,
  serviceId?: string,
): Promise<SlugError[]> {
  if (!SLUG_PATTERN.test(slug)) return [BookingServiceErrorCode.slugIllegalCharacters];
  return (await slugTaken(db, siteId, slug, serviceId)) ? [BookingServiceErrorCode.slugTaken] : [];
}

export async function validateSlug(db: Db, siteId: string, serviceId?: string, slug?: string) {
  const row = serviceId ? await findServiceRow(db, siteId, serviceId) : undefined;
  const name = slug ?? (row ? slugify(row.name) : undefined);
  if (name === undefined)
    throw validationError([
      {
        field: 'slug',
        description: 'is required without a serviceId',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  const errors = await slugErrors(db, siteId, name, row?.id);
  return { valid: errors.length === 0, slug: name, errors };
}

const slugRefused = (error: SlugError, slug: string) =>
  invalid(error, `Slug "${slug}" cannot be used: ${error}`, { slug });

/** The new slug becomes the main one; the old one keeps answering (supportedSlugs). */
export async function setCustomSlug(db: Db, caller: Caller, serviceId: string, slug: string) {
  const row = await findServiceRow(db, caller.siteId, serviceId);
  const [error] = await slugErrors(db, caller.siteId, slug, row.id);
  if (error) throw slugRefused(error, slug);
  const previous: StoredSlug = {
    name: row.slug,
    custom: row.slugCustom,
    createdDate: row.slugCreatedAt.toISOString(),
  };
  const oldSlugs = [
    ...row.oldSlugs.filter((o) => o.name !== slug),
    ...(row.slug === slug ? [] : [previous]),
  ];
  // A service that took the slug since the check above makes the update violate the slug key.
  const service = await onUniqueViolation(
    SLUG_CONSTRAINT,
    () => slugRefused('SLUG_ALREADY_EXISTS', slug),
    () => bump(db, caller, row.id, { slug, slugCustom: true, slugCreatedAt: caller.now, oldSlugs }),
  );
  return { slug: service.mainSlug, service };
}

/**
 * A copy with its own id, slug and schedule; nothing the copy cannot carry, so errors is empty.
 * The schedule row (time zone, weekly hours or sessions) and the stored class/course sessions are
 * copied in the same transaction, so the clone offers the same slots; bookings stay with the source.
 */
export async function cloneService(db: Db, caller: Caller, sourceServiceId: string) {
  const { siteId } = caller;
  const row = await findServiceRow(db, siteId, sourceServiceId);
  const {
    id: _id,
    scheduleId: _s,
    createdAt: _c,
    updatedAt: _u,
    revision: _r,
    deletedAt: _d,
    ...copy
  } = row;
  const clone = await db.transaction(async (tx) => {
    const created = await withFreeSlug(tx, siteId, slugify(row.name), async (slug) => {
      const [inserted] = await tx
        .insert(s)
        .values({ ...copy, slug, slugCustom: false, slugCreatedAt: caller.now, oldSlugs: [] })
        .onConflictDoNothing({ target: SLUG_KEY })
        .returning({ id: s.id });
      return inserted;
    });
    await copySchedule(tx, siteId, row.id, created.id);
    const service = await loadService(tx, siteId, created.id);
    await recordServiceEvent(tx, caller, 'created', service);
    return service;
  });
  return { service: clone, errors: [] };
}

async function copySchedule(tx: Db, siteId: string, fromId: string, toId: string): Promise<void> {
  const [schedule] = await tx
    .select()
    .from(bookingsSchedules)
    .where(and(eq(bookingsSchedules.siteId, siteId), eq(bookingsSchedules.serviceId, fromId)));
  if (schedule)
    await tx
      .insert(bookingsSchedules)
      .values({ serviceId: toId, siteId, timeZone: schedule.timeZone, weekly: schedule.weekly });
  const sessions = await tx
    .select()
    .from(bookingsSessions)
    .where(and(eq(bookingsSessions.siteId, siteId), eq(bookingsSessions.serviceId, fromId)));
  if (sessions.length)
    await tx.insert(bookingsSessions).values(
      sessions.map((x) => ({
        siteId,
        serviceId: toId,
        startDate: x.startDate,
        endDate: x.endDate,
        capacity: x.capacity,
      })),
    );
}
