import {
  CreateWebhookSubscriptionRequest,
  ListWebhookDeliveriesQuery,
  TriggerWebhookEventRequest,
  TriggerWebhookEventResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryIdParams,
  WebhookDeliveryResponse,
  WebhookPublicKeyResponse,
  WebhookSubscriptionIdParams,
  WebhookSubscriptionResponse,
  WebhookSubscriptionsResponse,
  type WebhookEventType,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../kernel/app-type';
import { notFound } from '../kernel/errors';
import { ownerScope } from '../http/require-owner';
import { listDeliveries } from './deliveries';
import { replayDelivery } from './replay';
import { webhookSigningKey } from './signing-key';
import { createSubscription, deleteSubscription, listSubscriptions } from './subscriptions';
import { triggerEvent } from './trigger';

export const WEBHOOKS = '/webhooks/v1';
export const PUBLIC_KEY_PATH = `${WEBHOOKS}/public-key`;

const site = (request: FastifyRequest) => request.caller.siteId;

/**
 * The local platform's own webhook calls (the real platform manages subscriptions in the app
 * dashboard). Everything but the public key is the site owner's.
 */
export default async function webhookRoutes(app: App): Promise<void> {
  app.get(
    PUBLIC_KEY_PATH,
    { schema: { response: { 200: WebhookPublicKeyResponse } } },
    async () => {
      const key = await webhookSigningKey(app.db);
      return { publicKey: key.publicKeyPem, kid: key.kid, algorithm: 'RS256' as const };
    },
  );
  await ownerScope(app, (owner) => {
    subscriptionRoutes(owner);
    deliveryRoutes(owner);
  });
}

function subscriptionRoutes(app: App): void {
  app.post(
    `${WEBHOOKS}/subscriptions`,
    {
      schema: {
        body: CreateWebhookSubscriptionRequest,
        response: { 200: WebhookSubscriptionResponse },
      },
    },
    async (request) => ({
      subscription: await createSubscription(app.db, site(request), request.body),
    }),
  );
  app.get(
    `${WEBHOOKS}/subscriptions`,
    { schema: { response: { 200: WebhookSubscriptionsResponse } } },
    async (request) => ({ subscriptions: await listSubscriptions(app.db, site(request)) }),
  );
  app.delete(
    `${WEBHOOKS}/subscriptions/:id`,
    { schema: { params: WebhookSubscriptionIdParams, response: { 200: z.object({}) } } },
    async (request) => {
      if (!(await deleteSubscription(app.db, site(request), request.params.id)))
        throw notFound(
          'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
          `No webhook subscription ${request.params.id}`,
        );
      return {};
    },
  );
}

function deliveryRoutes(app: App): void {
  app.get(
    `${WEBHOOKS}/deliveries`,
    {
      schema: {
        querystring: ListWebhookDeliveriesQuery,
        response: { 200: WebhookDeliveriesResponse },
      },
    },
    (request) => listDeliveries(app.db, site(request), request.query),
  );
  app.post(
    `${WEBHOOKS}/deliveries/:id/replay`,
    { schema: { params: WebhookDeliveryIdParams, response: { 200: WebhookDeliveryResponse } } },
    async (request) => {
      const delivery = await replayDelivery(app.db, site(request), Number(request.params.id));
      if (!delivery)
        throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', `No webhook delivery ${request.params.id}`);
      return { delivery };
    },
  );
  app.post(
    `${WEBHOOKS}/events/trigger`,
    {
      schema: { body: TriggerWebhookEventRequest, response: { 200: TriggerWebhookEventResponse } },
    },
    (request) =>
      triggerEvent(app.db, site(request), {
        ...request.body,
        eventType: request.body.eventType as WebhookEventType,
        appId: request.caller.clientId,
      }),
  );
}
