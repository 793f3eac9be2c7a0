import { randomUUID } from 'node:crypto';
import {
  describeWebhookEvent,
  type TriggerWebhookEventResponse,
  type WebhookEventType,
  type WebhookIdentity,
} from '@headless/contract';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';
import { outboxRow } from '../outbox/record';

export interface TriggerInput {
  eventType: WebhookEventType;
  entityId?: string;
  payload: Record<string, unknown>;
  /** The app that emits it (the caller's client or key). */
  appId: string;
}

/**
 * The id of the entity the payload carries, as the platform's own events do: the entity under its
 * name (`{"booking":{"id":"b1"}}` for a wix.bookings.v2.booking event), or the payload itself.
 */
export function entityIdIn(eventType: WebhookEventType, payload: Record<string, unknown>) {
  const name = describeWebhookEvent(eventType)?.entityFqdn.split('.').pop() ?? '';
  const named = payload[name];
  const candidates = [named && typeof named === 'object' ? (named as { id?: unknown }).id : 0];
  candidates.push(payload.id);
  const id = candidates.find((c): c is string => typeof c === 'string' && c.length > 0);
  return id && id.length <= 200 ? id : undefined;
}

/** Records an outbox event as if the platform had caused it; the dispatcher delivers it. */
export async function triggerEvent(
  db: Db,
  siteId: string,
  input: TriggerInput,
): Promise<TriggerWebhookEventResponse> {
  const entityId = input.entityId ?? entityIdIn(input.eventType, input.payload) ?? randomUUID();
  const identity: WebhookIdentity = { identityType: 'APP', appId: input.appId };
  const [row] = await db
    .insert(domainEvents)
    .values(
      outboxRow({ siteId, eventType: input.eventType, entityId, payload: input.payload, identity }),
    )
    .returning({ eventUuid: domainEvents.eventUuid, id: domainEvents.id });
  return { eventId: row!.eventUuid, eventType: input.eventType, entityId };
}
