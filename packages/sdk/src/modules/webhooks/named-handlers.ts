import type { WebhookEventType, WebhookHandler } from './event-types';

type On = <T extends WebhookEventType>(eventType: T, handler: WebhookHandler<T>) => () => void;
type Named<T extends WebhookEventType> = (handler: WebhookHandler<T>) => () => void;

/** Shortcuts for the events storefronts react to most; `on` covers the whole catalog. */
export interface NamedHandlers {
  onBookingCreated: Named<'wix.bookings.v2.booking_created'>;
  onBookingConfirmed: Named<'wix.bookings.v2.booking_confirmed'>;
  onBookingCanceled: Named<'wix.bookings.v2.booking_canceled'>;
  onCartUpdated: Named<'wix.ecom.v1.cart_updated'>;
  onCheckoutCompleted: Named<'wix.ecom.v1.checkout_completed'>;
  onOrderCreated: Named<'wix.ecom.v1.order_created'>;
  /** The store order's payment status became PAID (other payment status changes are skipped). */
  onOrderPaid: Named<'wix.ecom.v1.order_payment_status_updated'>;
  onEventOrderPaid: Named<'wix.events.ticketing.v1.order_paid'>;
  onPlanOrderStarted: Named<'wix.pricing_plans.v2.order_started'>;
  onPlanOrderPurchased: Named<'wix.pricing_plans.v2.order_purchased'>;
  onPlanOrderCanceled: Named<'wix.pricing_plans.v2.order_canceled'>;
}

export function namedHandlers(on: On): NamedHandlers {
  const named =
    <T extends WebhookEventType>(eventType: T): Named<T> =>
    (handler) =>
      on(eventType, handler);
  return {
    onBookingCreated: named('wix.bookings.v2.booking_created'),
    onBookingConfirmed: named('wix.bookings.v2.booking_confirmed'),
    onBookingCanceled: named('wix.bookings.v2.booking_canceled'),
    onCartUpdated: named('wix.ecom.v1.cart_updated'),
    onCheckoutCompleted: named('wix.ecom.v1.checkout_completed'),
    onOrderCreated: named('wix.ecom.v1.order_created'),
    onOrderPaid: (handler) =>
      on('wix.ecom.v1.order_payment_status_updated', (event) =>
        event.body.order?.paymentStatus === 'PAID' ? handler(event) : undefined,
      ),
    onEventOrderPaid: named('wix.events.ticketing.v1.order_paid'),
    onPlanOrderStarted: named('wix.pricing_plans.v2.order_started'),
    onPlanOrderPurchased: named('wix.pricing_plans.v2.order_purchased'),
    onPlanOrderCanceled: named('wix.pricing_plans.v2.order_canceled'),
  };
}
