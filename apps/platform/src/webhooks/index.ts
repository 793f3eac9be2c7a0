/** Webhooks (issue 7): what the rest of the platform (server, CLI, inspector) uses. */
export { createDispatcher, type Dispatcher } from './dispatcher';
export { readWebhookSettings, DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './settings';
export { listDeliveries, getDelivery } from './deliveries';
export { replayDelivery } from './replay';
export { triggerEvent } from './trigger';
export { awaitDeliveries, type DeliveryOutcome } from './await-deliveries';
export { createSubscription, listSubscriptions, deleteSubscription } from './subscriptions';
export { webhookSigningKey } from './signing-key';
export { default as webhookRoutes, PUBLIC_KEY_PATH } from './routes';
