import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/ecom-pricing';

export interface DomainEvent {
  siteId: string;
  aggregateType: string;
  aggregateId: string;
  eventType: string;
  payload?: Record<string, unknown>;
}

/**
 * Records an event in the caller's transaction: the change and its event commit or roll back
 * together; a publisher later sends rows whose published_at is null.
 */
export async function recordDomainEvent(tx: Db, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({ ...event, payload: event.payload ?? {} });
}
