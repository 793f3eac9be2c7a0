import type { ServiceFieldsInput } from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  bookingsCategories,
  bookingsPolicies,
  bookingsStaff,
  type ServiceDetails,
} from '../../../db/schema/bookings';
import { invalid } from '../../../kernel/errors';
import { resolveLocations } from './locations-input';
import { paymentValues } from './payment-input';
import type { ServiceRow } from '../to-wire';
import { idsNotOnSite, isOnSite } from '../site-records';
import type { ServiceValues } from './service-values';

export type FieldsInput = Partial<z.infer<typeof ServiceFieldsInput>>;

/** The fields stored as they are sent, each in its own column. */
export const PLAIN_FIELDS = [
  'type',
  'name',
  'description',
  'tagLine',
  'sortOrder',
  'defaultCapacity',
  'hidden',
] as const;

/** Turns the wire fields a caller sent into column values, checking every reference on the site. */
export async function serviceValues(
  db: Db,
  siteId: string,
  input: FieldsInput,
  base?: ServiceRow,
  prefix = 'service.',
): Promise<ServiceValues> {
  const details: ServiceDetails = { ...(base?.details ?? {}) };
  const v: ServiceValues = {};
  for (const key of PLAIN_FIELDS)
    if (input[key] !== undefined) Object.assign(v, { [key]: input[key] });
  if (input.media) details.media = input.media;
  if (input.category) v.categoryId = await categoryId(db, siteId, input.category.id);
  else if (base?.categoryId) await categoryKept(db, siteId, base.categoryId, prefix);
  if (input.payment)
    Object.assign(v, paymentValues(input.payment, details, base?.currency, prefix));
  if (input.onlineBooking) {
    if (input.onlineBooking.enabled !== undefined)
      v.onlineBookingEnabled = input.onlineBooking.enabled;
    if (input.onlineBooking.requireManualApproval !== undefined)
      details.requireManualApproval = input.onlineBooking.requireManualApproval;
  }
  if (input.locations)
    details.locations = await resolveLocations(db, siteId, input.locations, `${prefix}locations`);
  if (input.schedule) Object.assign(v, scheduleValues(input.schedule));
  if (input.bookingPolicy) v.policyId = await policyId(db, siteId, input.bookingPolicy.id);
  if (input.staffMemberIds)
    details.staffMemberIds = await staffIds(db, siteId, input.staffMemberIds);
  v.details = details;
  return v;
}

async function categoryId(db: Db, siteId: string, id: string): Promise<string> {
  if (!(await isOnSite(db, bookingsCategories, siteId, id)))
    throw invalid('CATEGORY_NOT_FOUND', `Category ${id} not found`, { categoryId: id });
  return id;
}

/**
 * An update of a service whose category was deleted must give it another (Categories V2 Delete
 * Category: Update Service fails unless `service.category.id` names an existing category).
 */
async function categoryKept(db: Db, siteId: string, id: string, prefix: string): Promise<void> {
  if (!(await isOnSite(db, bookingsCategories, siteId, id)))
    throw invalid(
      'CATEGORY_NOT_FOUND',
      `The service's category ${id} was deleted: name an existing one in ${prefix}category.id`,
      { categoryId: id },
    );
}

async function policyId(db: Db, siteId: string, id: string): Promise<string> {
  if (!(await isOnSite(db, bookingsPolicies, siteId, id)))
    throw invalid('BOOKING_POLICY_NOT_FOUND', `Booking policy ${id} not found`, {
      bookingPolicyId: id,
    });
  return id;
}

async function staffIds(db: Db, siteId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const missing = await idsNotOnSite(db, bookingsStaff, siteId, unique);
  if (missing.length)
    throw invalid('STAFF_MEMBER_NOT_FOUND', `Unknown staff members: ${missing.join(', ')}`, {
      missing,
    });
  return unique;
}

function scheduleValues(schedule: NonNullable<FieldsInput['schedule']>): ServiceValues {
  const v: ServiceValues = {};
  if (schedule.firstSessionStart) v.firstSessionStart = new Date(schedule.firstSessionStart);
  if (schedule.lastSessionEnd) v.lastSessionEnd = new Date(schedule.lastSessionEnd);
  const c = schedule.availabilityConstraints;
  const minutes = c?.durations?.[0]?.minutes ?? c?.sessionDurations?.[0];
  if (minutes !== undefined) v.durationMinutes = minutes;
  if (c?.timeBetweenSessions !== undefined) v.bufferMinutes = c.timeBetweenSessions;
  return v;
}
