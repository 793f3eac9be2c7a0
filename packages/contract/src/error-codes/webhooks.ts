/** The owner's webhook subscriptions and deliveries. */
export const WebhookErrorCode = {
  subscriptionNotFound: 'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
  deliveryNotFound: 'WEBHOOK_DELIVERY_NOT_FOUND',
} as const;
