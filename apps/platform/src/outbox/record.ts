import {
  describeWebhookEvent,
  webhookEventType,
  type WebhookEntityFqdn,
  type WebhookEventType,
  type WebhookIdentity,
  type WebhookSlug,
} from '@headless/contract';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';

export interface OutboxEvent {
  siteId: string;
  /** A catalog event type (packages/contract/src/webhooks.ts); its entity fqdn is derived. */
  eventType: WebhookEventType;
  entityId: string;
  /** The entity in its wire shape for created/updated/deleted; the action's body otherwise. */
  payload: Record<string, unknown>;
  identity?: WebhookIdentity;
}

/**
 * The one writer of the outbox (`domain_events`). Call it in the transaction of the change it
 * describes: both commit or neither does, and the webhook dispatcher delivers what committed.
 */
export async function recordOutboxEvent(tx: Db, event: OutboxEvent): Promise<void> {
  await tx.insert(domainEvents).values(outboxRow(event));
}

/** One event of an entity, named as the catalog names it (`<fqdn>_<slug>`). */
export interface EntityEvent<F extends WebhookEntityFqdn> {
  siteId: string;
  entity: F;
  slug: WebhookSlug<F>;
  entityId: string;
  /** The entity in its wire shape: the payload of created and updated. */
  record: Record<string, unknown>;
  /** An action's body (`{<entity>: …, …}`): the payload of every other slug. */
  body: Record<string, unknown>;
  identity?: WebhookIdentity;
}

/** Records an entity's event: created and updated carry the entity itself, actions their body. */
export function recordEntityEvent<F extends WebhookEntityFqdn>(
  tx: Db,
  event: EntityEvent<F>,
): Promise<void> {
  const plain = event.slug === 'created' || event.slug === 'updated';
  return recordOutboxEvent(tx, {
    siteId: event.siteId,
    eventType: webhookEventType(event.entity, event.slug),
    entityId: event.entityId,
    payload: plain ? event.record : event.body,
    identity: event.identity,
  });
}

export function outboxRow(event: OutboxEvent) {
  const described = describeWebhookEvent(event.eventType);
  if (!described) throw new Error(`${event.eventType} is not in the webhook catalog`);
  return {
    siteId: event.siteId,
    aggregateType: described.entityFqdn,
    aggregateId: event.entityId,
    eventType: event.eventType,
    payload: event.payload,
    identity: event.identity ?? null,
  };
}
