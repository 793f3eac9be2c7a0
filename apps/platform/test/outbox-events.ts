import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { domainEvents } from '../src/db/schema/ecom-pricing';
import { DEMO_OWNER_ID } from '../src/seed/core';

/** The outbox rows recorded for one entity, oldest first, as the dispatcher will read them. */
export async function outboxOf(db: Db, entityFqdn: string, entityId: string) {
  return db
    .select({
      siteId: domainEvents.siteId,
      eventType: domainEvents.eventType,
      aggregateType: domainEvents.aggregateType,
      aggregateId: domainEvents.aggregateId,
      payload: domainEvents.payload,
      identity: domainEvents.identity,
    })
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregateType, entityFqdn), eq(domainEvents.aggregateId, entityId)))
    .orderBy(asc(domainEvents.id));
}

/** The identity an API-key caller (the demo site's owner) is recorded with. */
export const ownerIdentity = { identityType: 'WIX_USER', wixUserId: DEMO_OWNER_ID };
