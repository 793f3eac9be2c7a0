import { z } from 'zod';
import { Timestamp } from './common';
import { describeWebhookEvent } from './webhooks';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/**
 * The local platform's own webhook management calls (`/webhooks/v1/…`). The real platform manages
 * subscriptions in the app dashboard; these exist so a developer can do it from code or the CLI.
 */
const CatalogEventType = z
  .string()
  .max(MAX_NAME_LENGTH)
  .refine((type) => describeWebhookEvent(type) !== undefined, {
    message: 'is not an event type of the webhook catalog',
  });

const WebhookUrl = z
  .string()
  .max(2048)
  .refine(isHttpUrl, { message: 'must be an http or https URL' });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const CreateWebhookSubscriptionRequest = z.strictObject({
  url: WebhookUrl,
  /** Empty or absent: every event type. */
  eventTypes: z.array(CatalogEventType).max(200).optional(),
  /** The app (OAuth client id) it belongs to; one subscription per site, app and URL. */
  appId: z.string().min(1).max(200).optional(),
});
export type CreateWebhookSubscriptionRequest = z.infer<typeof CreateWebhookSubscriptionRequest>;

export const WebhookSubscription = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  appId: z.string().max(MAX_ID_LENGTH),
  url: z.string().max(MAX_URL_LENGTH),
  eventTypes: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
  createdDate: Timestamp,
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

export const WebhookSubscriptionResponse = z.object({ subscription: WebhookSubscription });
export const WebhookSubscriptionsResponse = z.object({
  subscriptions: z.array(WebhookSubscription),
});
export const WebhookSubscriptionIdParams = z.object({ id: z.uuid() });

export const WebhookDeliveryStatus = z.enum(['PENDING', 'DELIVERED', 'FAILED']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  startedDate: Timestamp,
  durationMs: z.number().int().nullable(),
  statusCode: z.number().int().nullable(),
  error: z.string().max(MAX_TEXT_LENGTH).nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  subscriptionId: z.string().max(MAX_ID_LENGTH),
  url: z.string().max(MAX_URL_LENGTH),
  /** The envelope's event id (`data.id`), the same on every attempt. */
  eventId: z.string().max(MAX_ID_LENGTH),
  eventType: z.string().max(MAX_NAME_LENGTH),
  entityId: z.string().max(MAX_ID_LENGTH),
  status: WebhookDeliveryStatus,
  attemptCount: z.number().int(),
  nextAttemptDate: Timestamp,
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().max(MAX_TEXT_LENGTH).nullable(),
  createdDate: Timestamp,
  deliveredDate: Timestamp.nullable(),
  failedDate: Timestamp.nullable(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const ListWebhookDeliveriesQuery = z.strictObject({
  status: WebhookDeliveryStatus.optional(),
  eventType: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(MAX_TOKEN_LENGTH)
    .regex(/^\d{1,18}$/, 'must be a cursor from a previous page')
    .optional(),
});
export type ListWebhookDeliveriesQuery = z.infer<typeof ListWebhookDeliveriesQuery>;

export const WebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDelivery),
  /** Present when older deliveries follow. */
  nextCursor: z.string().max(MAX_TOKEN_LENGTH).optional(),
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookDeliveryIdParams = z.object({
  id: z
    .string()
    .max(MAX_ID_LENGTH)
    .regex(/^\d{1,18}$/, 'must be a delivery id'),
});
export const WebhookDeliveryResponse = z.object({ delivery: WebhookDelivery });

export const TriggerWebhookEventRequest = z.strictObject({
  eventType: CatalogEventType,
  /** Defaults to a new id. */
  entityId: z.string().min(1).max(200).optional(),
  /** The entity (created/updated/deleted) or the action's body. */
  payload: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()),
});
export type TriggerWebhookEventRequest = z.infer<typeof TriggerWebhookEventRequest>;

export const TriggerWebhookEventResponse = z.object({
  eventId: z.string().max(MAX_ID_LENGTH),
  eventType: z.string().max(MAX_NAME_LENGTH),
  entityId: z.string().max(MAX_ID_LENGTH),
});
export type TriggerWebhookEventResponse = z.infer<typeof TriggerWebhookEventResponse>;

export const WebhookPublicKeyResponse = z.object({
  publicKey: z.string().max(MAX_TEXT_LENGTH),
  kid: z.string().max(MAX_TEXT_LENGTH),
  algorithm: z.literal('RS256'),
});
export type WebhookPublicKeyResponse = z.infer<typeof WebhookPublicKeyResponse>;
