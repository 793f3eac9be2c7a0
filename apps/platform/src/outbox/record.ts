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
import { identityOf, type Caller } from '../kernel/caller';

/**
 * Whom a recorded event names. A request's change gives its `caller`, and the recorder names them
 * (`identityOf`); work the clock drives has no caller and names no one (neither field). `identity`
 * is for the few events that name someone other than the caller: a cart's owner, a checkout's
 * buyer, the app a triggered test event names.
 */
export interface RecordedBy {
  caller?: Caller;
  identity?: WebhookIdentity;
}

export interface OutboxEvent extends RecordedBy {
  siteId: string;
  /** A catalog event type (packages/contract/src/webhooks.ts); its entity fqdn is derived. */
  eventType: WebhookEventType;
  entityId: string;
  /** The entity in its wire shape for created/updated/deleted; the action's body otherwise. */
  payload: Record<string, unknown>;
}

/**
 * The one writer of the outbox (`domain_events`). Call it in the transaction of the change it
 * describes: both commit or neither does, and the webhook dispatcher delivers what committed.
 */
export async function recordOutboxEvent(tx: Db, event: OutboxEvent): Promise<void> {
  await tx.insert(domainEvents).values(outboxRow(event));
}

/** One event of an entity, as its module tells it: the slug, where, by whom, the entity. */
export interface EntityEvent<F extends WebhookEntityFqdn> extends RecordedBy {
  siteId: string;
  slug: WebhookSlug<F>;
  entityId: string;
  /** The entity in its wire shape. */
  wire: object;
  /** An action's fields beside the entity (`cycleNumber`, …). */
  extra?: Record<string, unknown>;
}

/**
 * The recorder of one catalog entity's events, each named as the catalog names it
 * (`<fqdn>_<slug>`). Created, updated and deleted carry the entity itself; every other slug (an
 * action) carries its body, `{<key>: entity, ...extra}`.
 */
export function entityEventRecorder<F extends WebhookEntityFqdn>(entity: F, key: string) {
  return (tx: Db, { slug, wire, extra, ...event }: EntityEvent<F>): Promise<void> => {
    const plain = slug === 'created' || slug === 'updated' || slug === 'deleted';
    return recordOutboxEvent(tx, {
      siteId: event.siteId,
      eventType: webhookEventType(entity, slug),
      entityId: event.entityId,
      payload: plain ? { ...wire } : { [key]: wire, ...extra },
      caller: event.caller,
      identity: event.identity,
    });
  };
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
    identity: (event.caller ? identityOf(event.caller) : event.identity) ?? null,
  };
}
