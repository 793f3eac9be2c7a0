import { z } from 'zod';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import { Timestamp } from './common';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorQuery } from './paging';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/**
 * Order fulfillments (`/ecom/v1/fulfillments`), back-in-stock notification requests
 * (`/back-in-stock-service/v1/back-in-stock-notification-requests`) and the checkout settings
 * (`/ecom/v1/checkout-settings`): the smallest calls that cause their domain events.
 */

export const TrackingInfo = z.object({
  trackingNumber: z.string().trim().min(1).max(100),
  shippingProvider: z.string().trim().min(1).max(100),
  trackingLink: z.url().max(MAX_URL_LENGTH).optional(),
});

export const FulfillmentLineItem = z.object({
  id: z.string().max(MAX_ID_LENGTH).min(1),
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY),
});

export const CreateFulfillmentRequest = z.object({
  fulfillment: z.object({
    lineItems: z.array(FulfillmentLineItem).min(1).max(300),
    trackingInfo: TrackingInfo.optional(),
  }),
});
export type CreateFulfillmentRequest = z.infer<typeof CreateFulfillmentRequest>;

export const Fulfillment = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  lineItems: z.array(FulfillmentLineItem).max(MAX_LIST_ITEMS),
  trackingInfo: TrackingInfo.optional(),
});
export type Fulfillment = z.infer<typeof Fulfillment>;

export const OrderWithFulfillments = z.object({
  orderId: z.string().max(MAX_ID_LENGTH),
  fulfillments: z.array(Fulfillment),
});
export type OrderWithFulfillments = z.infer<typeof OrderWithFulfillments>;

export const FulfillmentsResponse = z.object({ orderWithFulfillments: OrderWithFulfillments });
export type FulfillmentsResponse = z.infer<typeof FulfillmentsResponse>;

export const FulfillmentOrderParams = z.object({ orderId: z.string().max(MAX_ID_LENGTH) });
export const FulfillmentIdParams = z.object({
  fulfillmentId: z.string().max(MAX_ID_LENGTH),
  orderId: z.string().max(MAX_ID_LENGTH),
});

export const BackInStockCatalogReference = z.object({
  appId: z.string().max(MAX_ID_LENGTH).min(1),
  catalogItemId: z.string().max(MAX_ID_LENGTH).min(1),
  options: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
});

export const CreateBackInStockRequest = z.object({
  request: z.object({
    catalogReference: BackInStockCatalogReference,
    email: z.email().max(MAX_EMAIL_LENGTH),
    itemUrl: z.url().max(MAX_URL_LENGTH).optional(),
  }),
});
export type CreateBackInStockRequest = z.infer<typeof CreateBackInStockRequest>;

export const BackInStockRequest = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  catalogReference: BackInStockCatalogReference,
  email: z.string().max(MAX_EMAIL_LENGTH),
  itemUrl: z.string().max(MAX_URL_LENGTH).optional(),
  /** The real platform's statuses; this one sets RECEIVED and NOTIFICATION_SENT (mail is sent at once). */
  status: z.enum(['RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT', 'FAILED']),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type BackInStockRequest = z.infer<typeof BackInStockRequest>;

export const BackInStockResponse = z.object({ request: BackInStockRequest });
export type BackInStockResponse = z.infer<typeof BackInStockResponse>;

export const BackInStockIdParams = z.object({ id: z.string().max(MAX_ID_LENGTH) });

const Policy = z.object({
  title: z.string().max(200).optional(),
  message: z.string().max(50_000).optional(),
  enabled: z.boolean().optional(),
});

/** The checkout's policies; the other settings the real platform has are not emulated. */
export const CheckoutPolicies = z.object({
  termsAndConditions: Policy.optional(),
  privacyPolicy: Policy.optional(),
  returnPolicy: Policy.optional(),
  digitalItemPolicy: Policy.optional(),
  contactUs: Policy.optional(),
  customPolicy: Policy.optional(),
});

export const CheckoutSettings = z.object({
  checkoutPolicies: CheckoutPolicies,
  updatedDate: Timestamp.optional(),
});
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

export const UpdateCheckoutSettingsRequest = z.object({
  checkoutSettings: z.object({ checkoutPolicies: CheckoutPolicies }),
});
export type UpdateCheckoutSettingsRequest = z.infer<typeof UpdateCheckoutSettingsRequest>;

export const CheckoutSettingsResponse = z.object({ checkoutSettings: CheckoutSettings });
export type CheckoutSettingsResponse = z.infer<typeof CheckoutSettingsResponse>;

/** Checkout templates (`/ecom/v1/checkout-templates`): a prepared checkout the owner shares. */
export const CheckoutTemplateLine = z.object({
  catalogReference: BackInStockCatalogReference,
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY),
});

export const CheckoutTemplateCustomization = z.object({
  lockGiftCard: z.boolean().optional(),
  lockCouponCode: z.boolean().optional(),
});

export const CheckoutTemplateStatus = z.enum(['ACTIVE', 'INACTIVE']);

export const CreateCheckoutTemplateRequest = z.object({
  checkoutTemplate: z.object({
    lineItems: z.array(CheckoutTemplateLine).min(1).max(300),
    customization: CheckoutTemplateCustomization.optional(),
    status: CheckoutTemplateStatus.optional(),
  }),
});
export type CreateCheckoutTemplateRequest = z.infer<typeof CreateCheckoutTemplateRequest>;

export const UpdateCheckoutTemplateRequest = z.object({
  checkoutTemplate: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    lineItems: z.array(CheckoutTemplateLine).min(1).max(300).optional(),
    customization: CheckoutTemplateCustomization.optional(),
    status: CheckoutTemplateStatus.optional(),
  }),
});
export type UpdateCheckoutTemplateRequest = z.infer<typeof UpdateCheckoutTemplateRequest>;

export const CheckoutTemplate = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  status: CheckoutTemplateStatus,
  lineItems: z.array(CheckoutTemplateLine).max(MAX_LIST_ITEMS),
  customization: CheckoutTemplateCustomization,
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type CheckoutTemplate = z.infer<typeof CheckoutTemplate>;

export const CheckoutTemplateResponse = z.object({ checkoutTemplate: CheckoutTemplate });
export type CheckoutTemplateResponse = z.infer<typeof CheckoutTemplateResponse>;

/** POST /ecom/v1/checkout-templates/query {query} (cursor paging) → the site's templates. */
export const QueryCheckoutTemplatesRequest = z.object({ query: CursorQuery.optional() });
export type QueryCheckoutTemplatesRequest = z.infer<typeof QueryCheckoutTemplatesRequest>;
export const QueryCheckoutTemplatesResponse = z.object({
  checkoutTemplates: z.array(CheckoutTemplate).max(MAX_LIST_ITEMS),
  pagingMetadata: CursorPagingMetadata,
});
export type QueryCheckoutTemplatesResponse = z.infer<typeof QueryCheckoutTemplatesResponse>;

export const CheckoutTemplateIdParams = z.object({
  checkoutTemplateId: z.string().max(MAX_ID_LENGTH),
});

/**
 * Create Checkout From Template: the new checkout, and on a premium site (payments) the hosted
 * checkout page that completes it.
 */
export const CreateCheckoutFromTemplateResponse = z.object({
  checkoutId: z.string().max(MAX_ID_LENGTH),
  checkoutUrl: z.string().max(MAX_URL_LENGTH).optional(),
});
export type CreateCheckoutFromTemplateResponse = z.infer<typeof CreateCheckoutFromTemplateResponse>;
