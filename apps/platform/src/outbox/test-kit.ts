import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents as e } from '../db/schema/ecom-pricing';
import { renderPayload } from '../webhooks/payloads';

/** The outbox rows of these entities, oldest first, with the body each stands for (tests only). */
export async function outboxOf(db: Db, entityIds: string[]) {
  const rows = await db
    .select({
      eventType: e.eventType,
      entityFqdn: e.aggregateType,
      entityId: e.aggregateId,
      payload: e.payload,
      payloadFormat: e.payloadFormat,
      identity: e.identity,
    })
    .from(e)
    .where(inArray(e.aggregateId, entityIds))
    .orderBy(asc(e.id));
  return Promise.all(
    rows.map(async ({ payloadFormat, ...row }) => ({
      ...row,
      payload: await renderPayload(db, { payloadFormat, payload: row.payload }, new Date()),
    })),
  );
}

/** The event types of one entity's outbox rows, oldest first. */
export async function outboxTypes(db: Db, entityId: string): Promise<string[]> {
  return (await outboxOf(db, [entityId])).map((r) => r.eventType);
}
