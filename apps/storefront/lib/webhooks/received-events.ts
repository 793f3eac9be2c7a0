import 'server-only';
import type { WebhookEvent } from '@headless/sdk/webhooks';
import { isDetectionVisitor } from './detection-visitors';

/** What the /webhooks page shows of one event: plain JSON, so it crosses to the browser as is. */
export interface ReceivedEvent {
  eventId: string;
  eventType: string;
  entityId: string;
  /** ISO time the platform says the event happened. */
  eventTime: string;
  /** ISO time this storefront received it. */
  receivedAt: string;
  /** Who caused it, in words: "Visitor 1a2b3c4d", "Member …", "Site owner", "App …". */
  who: string;
  /** Caused by the storefront's own app detection (its probe cart), not by a visitor. */
  byDetection: boolean;
}

export const MAX_RECEIVED_EVENTS = 50;

/**
 * Process memory is fine here: the page is a demo of what arrives now, a restart losing the list
 * costs nothing, and the platform keeps the durable delivery log. A real app writes to its own
 * database instead. One list per process, kept on globalThis because Next bundles each route
 * separately and a module-level list would exist once per bundle.
 */
const store = globalThis as typeof globalThis & { __receivedWebhookEvents?: ReceivedEvent[] };

export function latestEvents(): ReceivedEvent[] {
  return [...(store.__receivedWebhookEvents ?? [])];
}

/** Newest first; a retried delivery (same event id) replaces nothing and is not listed twice. */
export function rememberEvent(event: WebhookEvent, receivedAt = new Date()): boolean {
  const list = store.__receivedWebhookEvents ?? [];
  if (list.some((known) => known.eventId === event.eventId)) return false;
  store.__receivedWebhookEvents = [toReceived(event, receivedAt), ...list].slice(
    0,
    MAX_RECEIVED_EVENTS,
  );
  return true;
}

export function forgetEvents(): void {
  store.__receivedWebhookEvents = [];
}

function toReceived(event: WebhookEvent, receivedAt: Date): ReceivedEvent {
  return {
    eventId: event.eventId,
    eventType: event.eventType,
    entityId: event.entityId,
    eventTime: event.eventTime.toISOString(),
    receivedAt: receivedAt.toISOString(),
    who: whoOf(event.identity),
    byDetection: isDetectionVisitor(event.identity),
  };
}

export function whoOf(identity: WebhookEvent['identity']): string {
  const short = (id: string | undefined) => (id ? ` ${id.slice(0, 8)}` : '');
  switch (identity.identityType) {
    case 'ANONYMOUS_VISITOR':
      return `Visitor${short(identity.anonymousVisitorId)}`;
    case 'MEMBER':
      return `Member${short(identity.memberId)}`;
    case 'WIX_USER':
      return 'Site owner';
    case 'APP':
      return `App${short(identity.appId)}`;
    case 'UNKNOWN':
    default:
      return 'Unknown';
  }
}
