import type { WebhookEventData, WebhookIdentity } from '@headless/contract';
import { defineTransform, fromWire } from '../../core/transforms';
import type { WebhookEvent } from './event-types';
import { reject } from './webhook-error';

/** The one date of an event; entities and bodies keep their wire types. */
export const webhookEventTransform = defineTransform({ dates: ['eventTime'] });

type Json = Record<string, unknown>;

/**
 * The three JSON-text layers of a delivery (contract webhooks.ts): the `data` claim holds the
 * envelope, whose `data` holds the event and whose `identity` holds the caller. The SDK imports
 * contract types only (design.md), so the shapes are checked here by hand.
 */
export function parseEnvelope(claims: Json): WebhookEvent {
  const envelope = jsonText(claims.data, 'the data claim');
  const eventType = str(envelope, 'eventType', 'the envelope');
  const instanceId = str(envelope, 'instanceId', 'the envelope');
  const event = eventData(jsonText(envelope.data, 'the envelope data'));
  const identity = identityOf(jsonText(envelope.identity, 'the envelope identity'));
  const wire = {
    eventType,
    instanceId,
    eventId: event.id,
    entityFqdn: event.entityFqdn,
    slug: event.slug,
    entityId: event.entityId,
    eventTime: event.eventTime,
    identity,
    ...payloadOf(event),
  };
  if (Number.isNaN(Date.parse(wire.eventTime))) {
    reject('MALFORMED_ENVELOPE', `The event's eventTime "${wire.eventTime}" is not a date.`);
  }
  return fromWire(webhookEventTransform, wire) as unknown as WebhookEvent;
}

function eventData(value: Json): WebhookEventData {
  for (const key of ['id', 'entityFqdn', 'slug', 'entityId', 'eventTime']) {
    str(value, key, 'the event data');
  }
  return value as WebhookEventData;
}

function identityOf(value: Json): WebhookIdentity {
  str(value, 'identityType', 'the identity');
  return value as WebhookIdentity;
}

/** Exactly one of the four shapes carries the entity or the action's body. */
function payloadOf(event: WebhookEventData) {
  if (event.createdEvent) {
    return { kind: 'created', entity: jsonText(event.createdEvent.entityAsJson, 'entityAsJson') };
  }
  if (event.updatedEvent) {
    const text = event.updatedEvent.currentEntityAsJson;
    return { kind: 'updated', entity: jsonText(text, 'currentEntityAsJson') };
  }
  if (event.deletedEvent) {
    const text = event.deletedEvent.deletedEntityAsJson;
    if (text === undefined) return { kind: 'deleted' };
    return { kind: 'deleted', entity: jsonText(text, 'deletedEntityAsJson') };
  }
  if (event.actionEvent) {
    return { kind: 'action', body: jsonText(event.actionEvent.bodyAsJson, 'bodyAsJson') };
  }
  return reject(
    'MALFORMED_ENVELOPE',
    'The event has none of createdEvent, updatedEvent, deletedEvent or actionEvent.',
  );
}

function jsonText(value: unknown, where: string): Json {
  if (typeof value !== 'string') reject('MALFORMED_ENVELOPE', `${where} is not JSON text.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (cause) {
    reject('MALFORMED_ENVELOPE', `${where} is not valid JSON.`, cause);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    reject('MALFORMED_ENVELOPE', `${where} is not a JSON object.`);
  }
  return parsed as Json;
}

function str(value: Json, key: string, where: string): string {
  const field = value[key];
  if (typeof field !== 'string' || field === '') {
    reject('MALFORMED_ENVELOPE', `${where} has no ${key} string.`);
  }
  return field;
}
