import type {
  ParticipantNotification,
  RemovedLocationSessionsAction,
  ServiceLocation,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import type { ServiceRow } from '../to-wire';
import {
  atLocations,
  cancelFutureBookings,
  relocateFutureBookings,
} from '../../booking-records/index';

export interface RemovedLocationsAction {
  action: RemovedLocationSessionsAction;
  /** Resolved already: where MOVE_TO_LOCATION takes the bookings. */
  newLocation?: ServiceLocation | undefined;
}

/**
 * Sessions are computed from the schedule and take the service's first location, so what sits
 * at a location is the bookings: each keeps the location it was booked at. DELETE cancels the
 * future ones at removed locations, MOVE_TO_LOCATION records the new location on them, and
 * KEEP_AT_CURRENT_LOCATION (the default) leaves them as they are.
 */
export async function applyRemovedLocations(
  tx: Db,
  caller: Caller,
  row: ServiceRow,
  next: ServiceLocation[],
  action: RemovedLocationsAction | undefined,
  notification?: ParticipantNotification,
): Promise<void> {
  if (!action || action.action === 'KEEP_AT_CURRENT_LOCATION') return;
  const kept = new Set(next.flatMap((l) => (l.id ? [l.id] : [])));
  const before = row.details.locations ?? [];
  const removed = before.flatMap((l) => (l.id && !kept.has(l.id) ? [l.id] : []));
  if (!removed.length) return;
  const first = before[0]?.id;
  const at = atLocations(removed, first !== undefined && removed.includes(first));
  if (action.action === 'DELETE')
    await cancelFutureBookings(tx, caller, [row.id], notification, at);
  else
    await relocateFutureBookings(
      tx,
      caller,
      row.id,
      action.newLocation?.id ?? null,
      at,
      notification,
    );
}
