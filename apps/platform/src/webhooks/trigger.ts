import { randomUUID } from 'node:crypto';
import type {
  TriggerWebhookEventResponse,
  WebhookEventType,
  WebhookIdentity,
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

/** Records an outbox event as if the platform had caused it; the dispatcher delivers it. */
export async function triggerEvent(
  db: Db,
  siteId: string,
  input: TriggerInput,
): Promise<TriggerWebhookEventResponse> {
  const entityId = input.entityId ?? randomUUID();
  const identity: WebhookIdentity = { identityType: 'APP', appId: input.appId };
  const [row] = await db
    .insert(domainEvents)
    .values(
      outboxRow({ siteId, eventType: input.eventType, entityId, payload: input.payload, identity }),
    )
    .returning({ eventUuid: domainEvents.eventUuid, id: domainEvents.id });
  return { eventId: row!.eventUuid, eventType: input.eventType, entityId };
}
