import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import {
  AddressWithContact,
  ChannelType,
  CheckoutContactDetails,
  OrderFulfillmentStatus,
  OrderPaymentStatus,
} from './checkout';
import { CurrencyCode } from './common';
import { BuyerInfo, CatalogReference, DescriptionLine, ItemTypePreset } from './ecom-line-items';
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

const IsoDateTime = z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH);

/** A price as an import sends it: exact decimal text (`"12.50"`). */
const ImportedPrice = z.object({
  amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal string, 0 or more')
    .max(32),
});

const ImportedLine = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  productName: z.object({
    original: z.string().min(1).max(MAX_TEXT_LENGTH),
    translated: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
  catalogReference: CatalogReference,
  quantity: z.number().int().min(1).max(100_000),
  price: ImportedPrice,
  itemType: z.object({ preset: ItemTypePreset }),
  descriptionLines: z.array(DescriptionLine).max(MAX_LIST_ITEMS).optional(),
  physicalProperties: z
    .object({
      weight: z.number().optional(),
      sku: z.string().max(MAX_ID_LENGTH).optional(),
      shippable: z.boolean(),
    })
    .optional(),
});

/**
 * Import Order (`POST /ecom/v1/orders/import`): an order from another system, stored as given
 * (totals and statuses are not computed again); `id` names an imported order to overwrite.
 */
export const ImportOrderRequest = z.object({
  order: z.object({
    id: z.uuid().optional(),
    number: z
      .string()
      .max(15)
      .regex(/^\d{1,15}$/, 'must be digits')
      .optional(),
    createdDate: IsoDateTime.optional(),
    purchasedDate: IsoDateTime.optional(),
    lineItems: z.array(ImportedLine).min(1).max(300),
    buyerInfo: BuyerInfo.extend({ email: z.email().max(254).optional() }).optional(),
    status: z.enum(['INITIALIZED', 'APPROVED', 'CANCELED']),
    paymentStatus: OrderPaymentStatus,
    fulfillmentStatus: OrderFulfillmentStatus.optional(),
    currency: CurrencyCode.optional(),
    weightUnit: z.enum(['KG', 'LB']).optional(),
    priceSummary: z.object({
      subtotal: ImportedPrice.optional(),
      shipping: ImportedPrice.optional(),
      tax: ImportedPrice.optional(),
      discount: ImportedPrice.optional(),
      total: ImportedPrice.optional(),
    }),
    billingInfo: AddressWithContact.extend({ contactDetails: CheckoutContactDetails }),
    shippingInfo: z
      .object({
        title: z.string().max(MAX_NAME_LENGTH),
        code: z.string().max(MAX_NAME_LENGTH).optional(),
        logistics: z.object({ shippingDestination: AddressWithContact.optional() }).optional(),
        cost: z.object({ price: ImportedPrice }).optional(),
      })
      .optional(),
    channelInfo: z.object({ type: ChannelType }),
    buyerLanguage: z.string().max(MAX_NAME_LENGTH).optional(),
    recipientInfo: AddressWithContact.optional(),
    attributionSource: OrderAttributionSource.optional(),
    archived: z.boolean().optional(),
    seenByAHuman: z.boolean().optional(),
    extendedFields: OrderExtendedFields.optional(),
  }),
});
export type ImportOrderRequest = z.infer<typeof ImportOrderRequest>;
export type ImportedOrder = ImportOrderRequest['order'];
