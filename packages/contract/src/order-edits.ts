import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { AddressWithContact } from './checkout';
import { TrackingInfo } from './ecom-owner-extras';
import { Filter } from './paging';

/**
 * The owner's edits of an order (`PATCH /ecom/v1/orders/{order.id}`) and of a fulfillment
 * (`PATCH /ecom/v1/fulfillments/{fulfillment.id}/orders/{orderId}`).
 */

export const OrderAttributionSource = z.enum(['UNSPECIFIED', 'FACEBOOK_ADS']);

/** `extendedFields`: per app namespace, that app's fields. */
export const OrderExtendedFields = z.object({
  namespaces: z.record(z.string().max(MAX_NAME_LENGTH), z.record(z.string(), z.unknown())),
});

/**
 * Update Order: only the fields the REST reference lists may change; any other field of the
 * order is a 400 naming it (FIELD_NOT_ALLOWED), never silently dropped. `null` removes a value.
 */
export const UpdateEcomOrderRequest = z.object({
  order: z.strictObject({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    buyerInfo: z.strictObject({ email: z.email().max(254).optional() }).optional(),
    buyerLanguage: z.string().max(MAX_NAME_LENGTH).nullable().optional(),
    weightUnit: z.enum(['KG', 'LB']).optional(),
    billingInfo: AddressWithContact.optional(),
    archived: z.boolean().nullable().optional(),
    attributionSource: OrderAttributionSource.optional(),
    seenByAHuman: z.boolean().nullable().optional(),
    recipientInfo: AddressWithContact.nullable().optional(),
    shippingInfo: z
      .strictObject({
        logistics: z
          .strictObject({ shippingDestination: AddressWithContact.optional() })
          .optional(),
      })
      .optional(),
    extendedFields: OrderExtendedFields.nullable().optional(),
  }),
});
export type UpdateEcomOrderRequest = z.infer<typeof UpdateEcomOrderRequest>;
export type OrderPatch = UpdateEcomOrderRequest['order'];

/** Update Fulfillment: its tracking info; line items and quantities are not changed this way. */
export const UpdateFulfillmentRequest = z.object({
  fulfillment: z.strictObject({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    trackingInfo: TrackingInfo.nullable().optional(),
  }),
});
export type UpdateFulfillmentRequest = z.infer<typeof UpdateFulfillmentRequest>;

/**
 * Aggregate Orders (`POST /ecom/v1/orders/aggregate`): a filter over the orders and named
 * aggregations, each `{"$count": [fields…]}` or `{"$sum": field}`.
 */
export const AggregateOrdersRequest = z.object({
  filter: Filter.nullable().optional(),
  aggregation: z.record(z.string().max(MAX_NAME_LENGTH), z.record(z.string(), z.unknown())),
  hierarchySeparatorOverride: z.string().min(1).max(100).nullable().optional(),
});
export type AggregateOrdersRequest = z.infer<typeof AggregateOrdersRequest>;

export const AggregateOrdersResponse = z.object({
  aggregates: z.record(
    z.string().max(MAX_TEXT_LENGTH),
    z.union([z.number(), z.record(z.string(), z.number())]),
  ),
});
