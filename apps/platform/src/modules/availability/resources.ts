import {
  STAFF_RESOURCE_TYPE_ID,
  type AvailableResources,
  type ListAvailabilityTimeSlotsRequest,
} from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices, bookingsStaff } from '../../db/schema/bookings';
import type { EngineSlot } from './engine';

/**
 * The resources of Time Slots V2 answers: a service's staff members (its `staffMemberIds`). Their
 * capacity is the service's, so a staff member is free in a slot while it has an open place.
 */
type Asks = Pick<ListAvailabilityTimeSlotsRequest, 'includeResourceTypeIds' | 'resourceTypes'>;
type Staff = { id: string; name: string };

const LIST_LIMIT = 10;

/** Each service's staff members, in the order the service names them. */
export async function staffOfServices(db: Db, siteId: string, serviceIds: string[]) {
  const services = await db
    .select({ id: bookingsServices.id, details: bookingsServices.details })
    .from(bookingsServices)
    .where(and(eq(bookingsServices.siteId, siteId), inArray(bookingsServices.id, serviceIds)));
  const ids = [...new Set(services.flatMap((s) => s.details.staffMemberIds ?? []))];
  const staff = ids.length
    ? await db
        .select({ id: bookingsStaff.id, name: bookingsStaff.name })
        .from(bookingsStaff)
        .where(and(eq(bookingsStaff.siteId, siteId), inArray(bookingsStaff.id, ids)))
    : [];
  return new Map(
    services.map((s) => [
      s.id,
      (s.details.staffMemberIds ?? []).flatMap((id) => staff.filter((m) => m.id === id)),
    ]),
  );
}

/** The staff resource ids a caller wants free (resourceTypes of the staff type), if any. */
function wanted(asks: Asks): Set<string> | undefined {
  const ids = (asks.resourceTypes ?? [])
    .filter((t) => !t.resourceTypeId || t.resourceTypeId === STAFF_RESOURCE_TYPE_ID)
    .flatMap((t) => t.resourceIds ?? []);
  return ids.length ? new Set(ids) : undefined;
}

/** The staff free in the slot that the caller asks about. */
function freeStaff(slot: EngineSlot, staff: Staff[], asks: Asks): Staff[] {
  if (slot.remainingCapacity < 1) return [];
  const only = wanted(asks);
  return only ? staff.filter((m) => only.has(m.id)) : staff;
}

/** Slots filtered to those with a wanted resource free, when the caller names resources. */
export function withWantedResources(slots: EngineSlot[], staff: Map<string, Staff[]>, asks: Asks) {
  if (!wanted(asks)) return slots;
  return slots.filter((e) => freeStaff(e, staff.get(e.schedule.serviceId) ?? [], asks).length);
}

/**
 * `availableResources` of a slot: a list shows them only for the types asked (up to 10); a get
 * shows every type unless some are asked for.
 */
export function availableResources(
  slot: EngineSlot,
  staff: Staff[],
  asks: Asks,
  mode: 'list' | 'get',
): AvailableResources[] {
  const types = asks.includeResourceTypeIds;
  const shown = types?.length ? types.includes(STAFF_RESOURCE_TYPE_ID) : mode === 'get';
  if (!shown || !staff.length) return [];
  const free = freeStaff(slot, staff, asks);
  const limit = mode === 'list' ? LIST_LIMIT : free.length;
  return [
    {
      resourceTypeId: STAFF_RESOURCE_TYPE_ID,
      resources: free.slice(0, limit),
      hasMoreAvailableResources: free.length > limit,
    },
  ];
}
