import { reject } from './webhook-error';

/** A delivery's request headers: a Fetch `Headers`, or a plain record (Node's `req.headers`). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Which delivery this is (the platform's `x-webhook-delivery-id` and `x-webhook-attempt`): log
 * it, and tell a retry (same delivery id, a higher attempt) from a new event. The event id stays
 * the key to deduplicate the event itself on.
 */
export interface WebhookDelivery {
  id: string;
  /** 1 for the first try; absent when the header is missing or not a positive whole number. */
  attempt?: number;
}

function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return (Array.isArray(value) ? value[0] : value) ?? undefined;
  }
  return undefined;
}

/** The body is the token itself, sent as text/plain; anything else is not a delivery. */
export function checkContentType(headers: WebhookHeaders): void {
  const type = headerOf(headers, 'content-type');
  if (type === undefined) return;
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media !== 'text/plain')
    reject(
      'UNSUPPORTED_CONTENT_TYPE',
      `A delivery is sent as text/plain (the raw token), not "${type}".`,
    );
}

export function deliveryOf(headers: WebhookHeaders): WebhookDelivery | undefined {
  const id = headerOf(headers, 'x-webhook-delivery-id')?.trim();
  if (!id) return undefined;
  const raw = headerOf(headers, 'x-webhook-attempt')?.trim() ?? '';
  const attempt = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
  return attempt === undefined ? { id } : { id, attempt };
}
