import type {
  Order as OrderWire,
  OrderFulfillmentStatus,
  OrderPaymentStatus,
} from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { OrderFulfillmentStatus, OrderPaymentStatus, OrderWire };

export const orderTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'purchasedDate', 'activities.createdDate'],
  geocodes: [
    'billingInfo.address.geocode',
    'shippingInfo.logistics.shippingDestination.address.geocode',
  ],
});

/** An eCommerce order with its declared dates (activities' too) as `Date`. */
export type Order = DatesAt<OrderWire, (typeof orderTransform.dates)[number]>;
