import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents as e } from '../db/schema/ecom-pricing';

/** The outbox rows of these entities, oldest first (tests only). */
export function outboxOf(db: Db, entityIds: string[]) {
  return db
    .select({
      eventType: e.eventType,
      entityFqdn: e.aggregateType,
      entityId: e.aggregateId,
      payload: e.payload,
      identity: e.identity,
    })
    .from(e)
    .where(inArray(e.aggregateId, entityIds))
    .orderBy(asc(e.id));
}

/** The event types of one entity's outbox rows, oldest first. */
export async function outboxTypes(db: Db, entityId: string): Promise<string[]> {
  return (await outboxOf(db, [entityId])).map((r) => r.eventType);
}
