import { z } from 'zod';

/**
 * Webhooks: the platform's domain events as the real platform delivers them. A delivery is an
 * HTTP POST whose whole body is an RS256 JWT; its payload is `{data, iat, exp}` where `data` is
 * JSON text of the envelope below, whose own `data` and `identity` are JSON text again.
 *
 * Every event type is `<entityFqdn>_<slug>`; the catalog says which exist. `domain_events`
 * stores the event type, the entity fqdn (aggregate_type) and the entity id (aggregate_id).
 */
export const WEBHOOK_ENTITIES = {
  // An app's installation on a site: `created` on its first install, `updated` when it is
  // uninstalled (status UNINSTALLED) or installed again, as the real platform tells it.
  'wix.app.installations.v1.app_installation': ['created', 'updated', 'deleted'],
  'wix.bookings.services.v2.service': ['created', 'updated', 'deleted'],
  'wix.bookings.categories.v2.category': ['created', 'updated', 'deleted'],
  'wix.bookings.staff.v1.staff_member': [
    'created',
    'updated',
    'deleted',
    'connected_to_user',
    'disconnected_from_user',
    'fully_created',
  ],
  'wix.bookings.v1.booking_policy': ['created', 'updated', 'deleted', 'default_booking_policy_set'],
  'wix.bookings.v2.booking': [
    'created',
    'canceled',
    'confirmed',
    'declined',
    'rescheduled',
    'updated',
    'number_of_participants_updated',
  ],
  'wix.ecom.discounts.v1.discount_rule': ['created', 'updated', 'deleted'],
  'wix.ecom.subscription_contracts.v1.subscription_contract': ['created', 'updated', 'deleted'],
  'wix.ecom.v1.back_in_stock_notification_request': ['created', 'updated', 'deleted'],
  'wix.ecom.v1.abandoned_checkout': ['recovered'],
  'wix.ecom.v1.cart': ['created', 'updated', 'deleted'],
  'wix.ecom.v2.cart': ['created', 'updated', 'deleted'],
  'wix.ecom.v1.checkout': ['created', 'updated', 'completed'],
  'wix.ecom.v1.checkout_settings': ['updated'],
  'wix.ecom.v1.checkout_template': ['created', 'updated', 'deleted', 'used'],
  'wix.ecom.v1.order_fulfillments': ['fulfillments_updated'],
  'wix.ecom.v1.order': [
    'created',
    'updated',
    'approved',
    'payment_status_updated',
    'canceled',
    'imported',
  ],
  'wix.stores.catalog.v3.product': ['created', 'updated', 'deleted'],
  'wix.stores.catalog.v3.inventory_item': ['created', 'updated', 'deleted'],
  'wix.stores.catalog.v3.brand': ['created', 'updated', 'deleted'],
  'wix.stores.catalog.v3.ribbon': ['created', 'updated', 'deleted'],
  'wix.stores.catalog.v3.customization': ['created', 'updated', 'deleted'],
  'wix.stores.catalog.v3.info_section': ['created', 'updated', 'deleted'],
  'wix.events.v1.event': [
    'created',
    'updated',
    'deleted',
    'published',
    'started',
    'ended',
    'canceled',
    'cloned',
    'reminder',
  ],
  'wix.events.ticketing.v1.order': ['created', 'updated', 'deleted', 'paid'],
  'wix.events.guests.v1.guest': ['created', 'updated', 'deleted'],
  'wix.events.v1.rsvp': ['created', 'updated', 'deleted'],
  'wix.events.v1.staff': ['created', 'updated', 'deleted'],
  'wix.events.v1.policy': ['created', 'updated', 'deleted'],
  'wix.events.v1.shipping': ['created', 'updated', 'deleted'],
  'wix.pricing_plans.v2.plan': ['created', 'updated', 'archived', 'buyer_can_cancel_updated'],
  /** Plans V3's own event: a plan deleted (v2 has no delete), named as Plans V3's `onPlanDeleted`. */
  'wix.pricing_plans.v3.plan': ['deleted'],
  'wix.pricing_plans.v2.order': [
    'created',
    'updated',
    'purchased',
    'started',
    'paused',
    'resumed',
    'canceled',
    'ended',
    'auto_renew_canceled',
    'cycle_started',
    'end_date_postponed',
    'start_date_changed',
    'marked_as_paid',
  ],
} as const satisfies Record<string, readonly string[]>;

type Entities = typeof WEBHOOK_ENTITIES;
export type WebhookEntityFqdn = keyof Entities;
export type WebhookSlug<F extends WebhookEntityFqdn> = Entities[F][number];
export type WebhookEventType = {
  [F in WebhookEntityFqdn]: `${F}_${WebhookSlug<F>}`;
}[WebhookEntityFqdn];

export function webhookEventType<F extends WebhookEntityFqdn>(
  fqdn: F,
  slug: WebhookSlug<F>,
): WebhookEventType {
  return `${fqdn}_${slug}` as WebhookEventType;
}

/** Every event type the platform can deliver, in catalog order. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = Object.entries(
  WEBHOOK_ENTITIES,
).flatMap(([fqdn, slugs]) => slugs.map((slug) => `${fqdn}_${slug}` as WebhookEventType));

/** How the entity travels: the standard created/updated/deleted shapes, or an action body. */
export type WebhookEventKind = 'created' | 'updated' | 'deleted' | 'action';

export interface WebhookEventDescription {
  eventType: WebhookEventType;
  entityFqdn: WebhookEntityFqdn;
  slug: string;
  kind: WebhookEventKind;
}

/** The catalog entry of an event type, or undefined when the platform has no such event. */
export function describeWebhookEvent(eventType: string): WebhookEventDescription | undefined {
  for (const [fqdn, slugs] of Object.entries(WEBHOOK_ENTITIES)) {
    if (!eventType.startsWith(`${fqdn}_`)) continue;
    const slug = eventType.slice(fqdn.length + 1);
    if (!(slugs as readonly string[]).includes(slug)) continue;
    const kind = slug === 'created' || slug === 'updated' || slug === 'deleted' ? slug : 'action';
    return {
      eventType: eventType as WebhookEventType,
      entityFqdn: fqdn as WebhookEntityFqdn,
      slug,
      kind,
    };
  }
  return undefined;
}

/** Who caused the event (the `identity` JSON text of the envelope). */
export const WebhookIdentity = z.looseObject({
  identityType: z.enum(['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP', 'UNKNOWN']),
  anonymousVisitorId: z.string().optional(),
  memberId: z.string().optional(),
  wixUserId: z.string().optional(),
  appId: z.string().optional(),
});
export type WebhookIdentity = z.infer<typeof WebhookIdentity>;

/** The event itself (the `data` JSON text of the envelope); entities are JSON text too. */
export const WebhookEventData = z.looseObject({
  id: z.string(),
  entityFqdn: z.string(),
  slug: z.string(),
  entityId: z.string(),
  eventTime: z.string(),
  triggeredByAnonymizeRequest: z.boolean().optional(),
  createdEvent: z.looseObject({ entityAsJson: z.string() }).optional(),
  updatedEvent: z.looseObject({ currentEntityAsJson: z.string() }).optional(),
  deletedEvent: z.looseObject({ deletedEntityAsJson: z.string().optional() }).optional(),
  actionEvent: z.looseObject({ bodyAsJson: z.string() }).optional(),
});
export type WebhookEventData = z.infer<typeof WebhookEventData>;

/** The JSON text inside the JWT's `data` claim. */
export const WebhookEnvelope = z.looseObject({
  eventType: z.string(),
  instanceId: z.string(),
  data: z.string(),
  identity: z.string(),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelope>;

/** The JWT's claims. */
export const WebhookJwtPayload = z.looseObject({
  data: z.string(),
  iat: z.number(),
  exp: z.number().optional(),
});
export type WebhookJwtPayload = z.infer<typeof WebhookJwtPayload>;
