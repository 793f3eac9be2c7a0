import type { Service } from '@headless/contract';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { entityEventRecorder } from '../../../outbox/record';
import { liveServices, loadServices } from '../load';

export const SERVICE_FQDN = 'wix.bookings.services.v2.service';

const recordEvent = entityEventRecorder(SERVICE_FQDN, 'service');

/** A service's event with the service itself (its wire shape), in the changing transaction. */
export function recordServiceEvent(
  tx: Db,
  caller: Caller,
  slug: 'created' | 'updated' | 'deleted',
  service: Service,
): Promise<void> {
  const { siteId } = caller;
  return recordEvent(tx, { siteId, slug, entityId: service.id, wire: service, caller });
}

/** The live services with these ids, as the wire shows them now (in the caller's transaction). */
export const liveServicesById = (tx: Db, siteId: string, ids: string[]) =>
  ids.length ? loadServices(tx, and(liveServices(siteId), inArray(s.id, ids))!) : [];

/** Records `updated` for each of these services as it now is. */
export async function recordServicesUpdated(tx: Db, caller: Caller, ids: string[]): Promise<void> {
  for (const service of await liveServicesById(tx, caller.siteId, ids))
    await recordServiceEvent(tx, caller, 'updated', service);
}
