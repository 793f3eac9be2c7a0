import type {
  Booking,
  BookingPolicy,
  Cart,
  Checkout,
  Event,
  EventGuest,
  EventOrder,
  Order,
  OrderPaymentStatus,
  Plan,
  PlanOrder,
  Service,
  StaffMember,
  WEBHOOK_ENTITIES,
  WebhookEntityFqdn,
  WebhookEventType,
  WebhookIdentity,
} from '@headless/contract';

import type { WebhookDelivery } from './delivery-headers';

export type { WebhookEntityFqdn, WebhookEventType, WebhookIdentity };

type JsonObject = Record<string, unknown>;

/** The wire type of each entity the contract describes; the others arrive as plain JSON. */
interface KnownEntities {
  'wix.bookings.services.v2.service': Service;
  'wix.bookings.staff.v1.staff_member': StaffMember;
  'wix.bookings.v1.booking_policy': BookingPolicy;
  'wix.bookings.v2.booking': Booking;
  'wix.ecom.v1.cart': Cart;
  'wix.ecom.v1.checkout': Checkout;
  'wix.ecom.v1.order': Order;
  'wix.events.v1.event': Event;
  'wix.events.ticketing.v1.order': EventOrder;
  'wix.events.guests.v1.guest': EventGuest;
  'wix.pricing_plans.v2.plan': Plan;
  'wix.pricing_plans.v2.order': PlanOrder;
}

export type EntityOf<F extends WebhookEntityFqdn> = F extends keyof KnownEntities
  ? KnownEntities[F]
  : JsonObject;

/** The entity fqdn and slug an event type is made of. */
export type FqdnOf<T extends WebhookEventType> = {
  [F in WebhookEntityFqdn]: T extends `${F}_${(typeof WEBHOOK_ENTITIES)[F][number]}` ? F : never;
}[WebhookEntityFqdn];
export type SlugOf<T extends WebhookEventType> = T extends `${FqdnOf<T>}_${infer S}` ? S : never;

/**
 * Action bodies, where the platform's are known: the entity under its short name, like the real
 * platform's action events. Every other action body is plain JSON.
 */
interface KnownBodies {
  'wix.ecom.v1.order_payment_status_updated': {
    order: Order;
    previousPaymentStatus?: OrderPaymentStatus;
  };
  'wix.ecom.v1.order_approved': { order: Order };
  'wix.ecom.v1.order_canceled': { order: Order };
  'wix.ecom.v1.checkout_completed': { checkout: Checkout };
  'wix.events.ticketing.v1.order_paid': Partial<Pick<EventOrder, 'eventId' | 'orderNumber'>>;
}

type BodyOf<T extends WebhookEventType> = T extends keyof KnownBodies
  ? KnownBodies[T] & JsonObject
  : FqdnOf<T> extends 'wix.bookings.v2.booking'
    ? { booking: Booking } & JsonObject
    : FqdnOf<T> extends 'wix.pricing_plans.v2.order'
      ? { order: PlanOrder } & JsonObject
      : JsonObject;

interface WebhookEventBase<T extends WebhookEventType> {
  eventType: T;
  /** The site (app instance) the event happened on. */
  instanceId: string;
  /** Stable across retries of one event: deduplicate on it, delivery is at least once. */
  eventId: string;
  entityFqdn: FqdnOf<T>;
  slug: SlugOf<T>;
  entityId: string;
  eventTime: Date;
  /** Who caused it. */
  identity: WebhookIdentity;
  /** Which delivery brought it, when `process` was given the request headers. */
  delivery?: WebhookDelivery;
}

/** One delivered event, its entity (created/updated/deleted) or body (actions) in wire types. */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = T extends unknown
  ? WebhookEventBase<T> &
      (SlugOf<T> extends 'created' | 'updated'
        ? { kind: SlugOf<T>; entity: EntityOf<FqdnOf<T>> }
        : SlugOf<T> extends 'deleted'
          ? { kind: 'deleted'; entity?: EntityOf<FqdnOf<T>> }
          : { kind: 'action'; body: BodyOf<T> })
  : never;

export type WebhookHandler<T extends WebhookEventType = WebhookEventType> = (
  event: WebhookEvent<T>,
) => unknown;
