import {
  describeWebhookEvent,
  type WebhookEnvelope,
  type WebhookEventData,
  type WebhookEventKind,
} from '@headless/contract';
import { signRs256 } from './jwt';
import type { WebhookSigningKey } from './signing-key';

/** The outbox row as the dispatcher reads it (domain_events). */
export interface OutboxEventRow {
  siteId: string;
  eventUuid: string;
  eventType: string;
  aggregateType: string;
  aggregateId: string;
  payload: unknown;
  identity: unknown;
  createdAt: Date;
}

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** The catalog kind, or 'action' for a type the catalog lacks (rows older than the catalog). */
export function kindOf(eventType: string): {
  kind: WebhookEventKind;
  slug: string;
  known: boolean;
} {
  const described = describeWebhookEvent(eventType);
  if (described) return { kind: described.kind, slug: described.slug, known: true };
  const slug = eventType.split(/[_/]/).at(-1) ?? eventType;
  return { kind: 'action', slug, known: false };
}

/** WebhookEventData: the entity travels as JSON text in the part its kind names. */
export function eventData(row: OutboxEventRow): WebhookEventData {
  const { kind, slug } = kindOf(row.eventType);
  const json = JSON.stringify(row.payload ?? {});
  const body =
    kind === 'created'
      ? { createdEvent: { entityAsJson: json } }
      : kind === 'updated'
        ? { updatedEvent: { currentEntityAsJson: json } }
        : kind === 'deleted'
          ? { deletedEvent: { deletedEntityAsJson: json } }
          : { actionEvent: { bodyAsJson: json } };
  return {
    id: row.eventUuid,
    entityFqdn: row.aggregateType,
    slug,
    entityId: row.aggregateId,
    eventTime: row.createdAt.toISOString(),
    ...body,
  };
}

export function envelopeOf(row: OutboxEventRow): WebhookEnvelope {
  return {
    eventType: row.eventType,
    instanceId: row.siteId,
    data: JSON.stringify(eventData(row)),
    identity: JSON.stringify(row.identity ?? { identityType: 'UNKNOWN' }),
  };
}

/** The delivery body: a JWT whose `data` claim is the envelope's JSON text. */
export function signedDeliveryBody(row: OutboxEventRow, key: WebhookSigningKey, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signRs256(
    { data: JSON.stringify(envelopeOf(row)), iat, exp: iat + TOKEN_LIFETIME_SECONDS },
    key,
  );
}
