import 'server-only';
import type { WebhookEvent } from '@headless/sdk/webhooks';
import { decodeVisitorId } from '../msid';

/**
 * The visitors app detection ran as (lib/detection: each run is a fresh anonymous visitor whose
 * probe cart is created and deleted). Events those visitors caused are the storefront's own, not
 * a shopper's, and /webhooks hides them by default. Remembered by id (the token's `instance.aid`,
 * which the platform puts in the event's identity as `anonymousVisitorId`): it works the same
 * against the real platform and never guesses by time.
 *
 * Process memory, kept on globalThis (pages and route handlers are bundled apart but share the
 * process), like the received events it marks. Bounded: a run every DETECTION_CACHE_SECONDS
 * adds one id, and the feed keeps only its latest events.
 */
const MAX_REMEMBERED = 200;
const store = globalThis as typeof globalThis & { __detectionVisitorIds?: string[] };

/** Remembers the visitor of a detection run's access token; false when it names no visitor. */
export function rememberDetectionVisitor(accessToken: string): boolean {
  const id = decodeVisitorId(accessToken);
  if (!id) return false;
  const known = (store.__detectionVisitorIds ?? []).filter((k) => k !== id);
  store.__detectionVisitorIds = [id, ...known].slice(0, MAX_REMEMBERED);
  return true;
}

export function isDetectionVisitor(identity: WebhookEvent['identity']): boolean {
  return (
    identity.identityType === 'ANONYMOUS_VISITOR' &&
    !!identity.anonymousVisitorId &&
    (store.__detectionVisitorIds ?? []).includes(identity.anonymousVisitorId)
  );
}

export function forgetDetectionVisitors(): void {
  store.__detectionVisitorIds = [];
}
