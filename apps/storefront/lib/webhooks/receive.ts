import 'server-only';
import {
  WebhookVerificationError,
  type WebhookEvent,
  type WebhookHeaders,
} from '@headless/sdk/webhooks';
import { forgetDetectedApps } from '../detection';
import { readEnv, type StorefrontEnv } from '../env';
import { createWebhookClient } from '../platform/clients';
import { PublicKeyUnavailable, webhookPublicKey } from './public-key';
import { rememberEvent } from './received-events';

export interface ReceiveOutcome {
  status: 200 | 400 | 503;
  body: Record<string, unknown>;
}

type WebhookClient = ReturnType<typeof createWebhookClient>;
let client: WebhookClient | undefined;

/** One client per process, its typed handlers registered once: where an app's reactions go. */
function receiver(env: StorefrontEnv): WebhookClient {
  if (client) return client;
  client = createWebhookClient(env);
  client.webhooks.onBookingConfirmed((event) => {
    console.info(`[webhooks]${via(event)} booking ${event.entityId} confirmed`);
  });
  client.webhooks.onOrderPaid((event) => {
    console.info(`[webhooks]${via(event)} store order ${event.body.order.number} paid`);
  });
  // An app installed or uninstalled (`npm run platform -- apps …` locally): the home page's next
  // load detects the apps again. Only a delivery signed by the platform gets here.
  for (const slug of ['created', 'updated', 'deleted'] as const) {
    client.webhooks.on(`wix.app.installations.v1.app_installation_${slug}`, forgetDetectedApps);
  }
  return client;
}

/** Which delivery brought the event, for the log: a retry shows a higher attempt. */
const via = ({ delivery }: WebhookEvent) =>
  delivery ? ` delivery ${delivery.id} attempt ${delivery.attempt ?? '?'}:` : '';

/**
 * One delivery: the raw body is the signed token, the headers say which delivery it is (and a
 * body that is not text/plain is refused). 200 once recorded (a repeat of an event
 * already seen too: delivery is at least once); 400 for a delivery that must not be trusted, so
 * the platform logs why; 503 while no public key can be had, so the platform retries later.
 */
export async function receiveDelivery(
  rawBody: string,
  headers: WebhookHeaders = {},
): Promise<ReceiveOutcome> {
  const env = readEnv();
  try {
    const { event, delivery } = await processWithKeyRefresh(env, rawBody, headers);
    const fresh = rememberEvent(event);
    const body = { eventId: event.eventId, eventType: event.eventType, fresh };
    return { status: 200, body: delivery ? { ...body, delivery } : body };
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      return { status: 400, body: { code: error.code, message: error.message } };
    }
    if (error instanceof PublicKeyUnavailable) {
      return { status: 503, body: { code: 'PUBLIC_KEY_UNAVAILABLE', message: error.message } };
    }
    throw error;
  }
}

/** A fetched local key may be stale after the platform's database was recreated: try anew once. */
async function processWithKeyRefresh(env: StorefrontEnv, rawBody: string, headers: WebhookHeaders) {
  const { webhooks } = receiver(env);
  try {
    return await webhooks.process(rawBody, headers, { publicKey: await webhookPublicKey(env) });
  } catch (error) {
    const staleKey =
      error instanceof WebhookVerificationError &&
      error.code === 'INVALID_SIGNATURE' &&
      !env.webhookPublicKey;
    if (!staleKey) throw error;
    const publicKey = await webhookPublicKey(env, { refresh: true });
    return webhooks.process(rawBody, headers, { publicKey });
  }
}
