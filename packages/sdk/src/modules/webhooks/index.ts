export { webhooks, createWebhooks } from './webhooks';
export type { ProcessedWebhook, ProcessOptions, WebhookOptions, WebhooksApi } from './webhooks';
export type { NamedHandlers } from './named-handlers';
export type { WebhookDelivery, WebhookHeaders } from './delivery-headers';
export { WebhookVerificationError } from './webhook-error';
export type { WebhookRejection } from './webhook-error';
export { DEFAULT_TOLERANCE_SECONDS } from './check-times';
export { webhookEventTransform } from './parse-envelope';
export type {
  EntityOf,
  WebhookEntityFqdn,
  WebhookEvent,
  WebhookEventType,
  WebhookHandler,
  WebhookIdentity,
} from './event-types';
