import type {
  Order as OrderWire,
  OrderFulfillmentStatus,
  OrderPaymentStatus,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { OrderFulfillmentStatus, OrderPaymentStatus, OrderWire };

export const orderTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'purchasedDate', 'activities.createdDate'],
  geocodes: [
    'billingInfo.address.geocode',
    'shippingInfo.logistics.shippingDestination.address.geocode',
  ],
});

/** An eCommerce order with its declared dates (activities' too) as `Date`. */
export type Order = Transformed<OrderWire, typeof orderTransform>;
