import type { Checkout as CheckoutWire } from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { CheckoutWire };

export const checkoutTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'lineItems.image.urlExpirationDate'],
  geocodes: ['billingInfo.address.geocode', 'shippingInfo.shippingDestination.address.geocode'],
});

/** A checkout (docs/protocol.md §3.4) with its declared dates as `Date`. */
export type Checkout = Transformed<CheckoutWire, typeof checkoutTransform>;
