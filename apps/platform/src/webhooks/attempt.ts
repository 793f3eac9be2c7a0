import type { Db } from '../db/client';
import type { ClaimedDelivery } from './claim';
import { kindOf, signedDeliveryBody } from './envelope';
import type { Logger } from './listener';
import { recordOutcome } from './outcome';
import { postDelivery } from './send';
import type { WebhookSettings } from './settings';
import { webhookSigningKey } from './signing-key';

/** One attempt of a claimed delivery: sign at `now` (a fresh iat), POST, record the outcome. */
export async function attemptDelivery(
  db: Db,
  delivery: ClaimedDelivery,
  settings: WebhookSettings,
  log: Logger,
  now: Date,
): Promise<void> {
  const { eventType } = delivery.event;
  if (!kindOf(eventType).known)
    log.warn({ eventType }, 'event type not in the webhook catalog; delivered as an action');
  const body = signedDeliveryBody(delivery.event, await webhookSigningKey(db), now);
  const result = await postDelivery({
    url: delivery.url,
    body,
    deliveryId: delivery.id,
    attempt: delivery.attempt,
    timeoutMs: settings.requestTimeoutMs,
  });
  await recordOutcome(db, delivery, result, settings);
}
