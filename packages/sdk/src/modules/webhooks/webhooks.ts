import type { ModuleConfig, SdkModule } from '../../core/module';
import { checkTimes, DEFAULT_TOLERANCE_SECONDS } from './check-times';
import {
  checkContentType,
  deliveryOf,
  type WebhookDelivery,
  type WebhookHeaders,
} from './delivery-headers';
import type { WebhookEvent, WebhookEventType, WebhookHandler } from './event-types';
import { namedHandlers, type NamedHandlers } from './named-handlers';
import { parseEnvelope } from './parse-envelope';
import { verifyRs256 } from './verify-jwt';
import { reject } from './webhook-error';

export interface WebhookOptions {
  /** The platform's public key, SPKI PEM (`-----BEGIN PUBLIC KEY-----`). */
  publicKey?: string | undefined;
  /** How old (by `iat`) a delivery may be, in seconds. Default 300. */
  toleranceSeconds?: number | undefined;
}

export interface ProcessOptions extends WebhookOptions {
  /** The clock, in epoch milliseconds; for tests and replays of recorded deliveries. */
  now?: () => number;
}

export interface ProcessedWebhook {
  /** With `delivery` set when the headers named one (also what the handlers get). */
  event: WebhookEvent;
  /** How many handlers ran; 0 means no handler was registered for this event type. */
  handled: number;
  /** The delivery id and attempt from the headers, when given. */
  delivery?: WebhookDelivery;
}

export interface WebhooksApi extends NamedHandlers {
  /**
   * Verifies a delivery (the raw request body, an RS256 JWT), parses it and runs the handlers of
   * its event type in registration order. `headers` (the request's, case-insensitive) add the
   * delivery id and attempt to the event, and a `content-type` other than text/plain is refused.
   * Throws `WebhookVerificationError` for a delivery that must be refused (answer 4xx); a
   * handler's own error propagates (answer 5xx, it is retried).
   */
  process(
    body: string,
    headers?: WebhookHeaders,
    options?: ProcessOptions,
  ): Promise<ProcessedWebhook>;
  /** Runs `handler` for every verified event of this type; returns a function that removes it. */
  on<T extends WebhookEventType>(eventType: T, handler: WebhookHandler<T>): () => void;
}

export function createWebhooks(defaults: WebhookOptions = {}): WebhooksApi {
  const handlers = new Map<string, Set<WebhookHandler>>();

  function on<T extends WebhookEventType>(eventType: T, handler: WebhookHandler<T>) {
    const set = handlers.get(eventType) ?? new Set<WebhookHandler>();
    handlers.set(eventType, set);
    const stored = handler as unknown as WebhookHandler;
    set.add(stored);
    return () => void set.delete(stored);
  }

  async function process(
    body: string,
    headers: WebhookHeaders = {},
    options: ProcessOptions = {},
  ): Promise<ProcessedWebhook> {
    checkContentType(headers);
    const publicKey = options.publicKey ?? defaults.publicKey;
    if (!publicKey) {
      reject('MISSING_PUBLIC_KEY', 'No public key: pass webhooks.publicKey to createClient.');
    }
    const tolerance =
      options.toleranceSeconds ?? defaults.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    const { claims } = await verifyRs256(body, publicKey);
    checkTimes(claims, options.now?.() ?? Date.now(), tolerance);
    const delivery = deliveryOf(headers);
    const event: WebhookEvent = { ...parseEnvelope(claims), ...(delivery && { delivery }) };
    const matching = [...(handlers.get(event.eventType) ?? [])];
    for (const handler of matching) await handler(event);
    return { event, handled: matching.length, ...(delivery && { delivery }) };
  }

  return { process, on, ...namedHandlers(on) };
}

/** `createClient({ modules: { webhooks }, webhooks: { publicKey } })`; makes no HTTP call. */
export const webhooks: SdkModule<WebhooksApi> = {
  create: (_ctx, config: ModuleConfig) => createWebhooks(config.webhooks),
};
