import type { DeleteOptions, Service, ServiceInput, ServicePatch } from '@headless/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { conflict, validationError } from '../../../kernel/errors';
import { findServiceRow, liveServices, loadService } from '../load';
import { liveServicesById, recordServiceEvent } from './service-events';
import { SLUG_KEY, slugify, withFreeSlug } from '../settings/slugs-util';
import { PLAIN_FIELDS, serviceValues, type FieldsInput } from './write-input';
import { cancelFutureBookings } from '../../booking-records/index';

/**
 * Defaults of a new service the caller did not set: one hour, free, booked online. The insert and
 * its created event commit together.
 */
export async function createService(db: Db, caller: Caller, input: ServiceInput): Promise<Service> {
  const { siteId } = caller;
  const values = await serviceValues(db, siteId, input);
  return db.transaction(async (tx) => {
    const row = await withFreeSlug(tx, siteId, slugify(input.name), async (slug) => {
      const [inserted] = await tx
        .insert(s)
        .values({
          rateType: 'NO_FEE',
          durationMinutes: 60,
          ...values,
          siteId,
          type: input.type,
          name: input.name,
          slug,
        })
        .onConflictDoNothing({ target: SLUG_KEY })
        .returning({ id: s.id });
      return inserted;
    });
    const service = await loadService(tx, siteId, row.id);
    await recordServiceEvent(tx, caller, 'created', service);
    return service;
  });
}

const PATCHABLE = [
  ...PLAIN_FIELDS,
  'media',
  'category',
  'payment',
  'onlineBooking',
  'locations',
  'schedule',
  'bookingPolicy',
  'staffMemberIds',
] as const satisfies readonly (keyof FieldsInput)[];

/** The top-level fields a mask names ("payment.fixed.price" → payment); no mask means every sent field. */
export function maskedFields(
  patch: ServicePatch,
  mask: string | string[] | undefined,
  field = 'mask',
): FieldsInput {
  const paths = (Array.isArray(mask) ? mask : (mask ?? '').split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  const roots = paths.map((p) => p.split('.')[0] ?? p);
  const unknown = roots.filter((r) => !(PATCHABLE as readonly string[]).includes(r));
  if (unknown.length)
    throw validationError([
      {
        field,
        description: `names fields that cannot be updated: ${unknown.join(', ')}`,
        violatedRule: 'VALIDATION',
      },
    ]);
  const keys = roots.length ? roots : PATCHABLE.filter((k) => patch[k] !== undefined);
  return Object.fromEntries(keys.map((k) => [k, patch[k as keyof FieldsInput]]));
}

/** Optimistic concurrency: the write applies only to the revision the caller read (else 409). */
export async function updateService(
  db: Db,
  caller: Caller,
  patch: ServicePatch,
  mask?: string | string[],
  maskField?: string,
): Promise<Service> {
  const { siteId } = caller;
  const fields = maskedFields(patch, mask, maskField);
  const row = await findServiceRow(db, siteId, patch.id);
  const values = await serviceValues(db, siteId, fields, row);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(s)
      .set({ ...values, revision: sql`${s.revision} + 1`, updatedAt: caller.now })
      .where(and(liveServices(siteId), eq(s.id, row.id), eq(s.revision, Number(patch.revision))))
      .returning({ id: s.id });
    if (!updated.length) throw staleRevision(patch.id, patch.revision, row.revision);
    const service = await loadService(tx, siteId, row.id);
    await recordServiceEvent(tx, caller, 'updated', service);
    return service;
  });
}

function staleRevision(id: string, sent: string, current: number) {
  return conflict(
    'REVISION_MISMATCH',
    `Service ${id} was changed since revision ${sent}; read it again and retry`,
    { serviceId: id, revision: sent, currentRevision: String(current) },
  );
}

/**
 * Deleting marks the service DELETED: it leaves every query, and its slug is freed. Unless
 * preserveFutureSessionsWithParticipants, its future bookings are canceled in the same
 * transaction (each with its outbox event), before the service stops being live.
 */
export async function deleteServices(
  db: Db,
  caller: Caller,
  where: SQL,
  options: DeleteOptions = {},
): Promise<string[]> {
  const { siteId } = caller;
  return db.transaction(async (tx) => {
    const matched = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(liveServices(siteId), where));
    const ids = matched.map((r) => r.id);
    if (!ids.length) return [];
    // The deleted events carry each service as it was.
    const gone = await liveServicesById(tx, siteId, ids);
    if (!options.preserveFutureSessionsWithParticipants)
      await cancelFutureBookings(tx, caller, ids, options.participantNotification);
    await tx
      .update(s)
      .set({
        state: 'DELETED',
        deletedAt: caller.now,
        updatedAt: caller.now,
        revision: sql`${s.revision} + 1`,
        slug: sql`${s.slug} || '--deleted-' || ${s.id}::text`,
        oldSlugs: sql`'[]'::jsonb`,
      })
      .where(and(liveServices(siteId), inArray(s.id, ids)));
    for (const service of gone) await recordServiceEvent(tx, caller, 'deleted', service);
    return ids;
  });
}

export async function deleteService(
  db: Db,
  caller: Caller,
  id: string,
  options: DeleteOptions = {},
): Promise<void> {
  await findServiceRow(db, caller.siteId, id);
  await deleteServices(db, caller, eq(s.id, id), options);
}
