import type { Checkout as CheckoutWire } from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { CheckoutWire };

export const checkoutTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'lineItems.image.urlExpirationDate'],
  geocodes: ['billingInfo.address.geocode', 'shippingInfo.shippingDestination.address.geocode'],
});

/** A checkout (docs/protocol.md §3.4) with its declared dates as `Date`. */
export type Checkout = DatesAt<CheckoutWire, (typeof checkoutTransform.dates)[number]>;
