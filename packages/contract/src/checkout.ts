import { z } from 'zod';
import { Timestamp } from './common';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorQuery } from './paging';
import {
  AppliedDiscount,
  BuyerInfo,
  EcomAddress,
  LineItem,
  MultiCurrencyPrice,
  PriceSummary,
  SelectedShippingOption,
} from './ecom';
import { CatalogLineInput, CustomLineItemInput } from './ecom-line-items';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';

/** eCommerce checkout and orders (docs/protocol.md §2.4 checkout table, §3.4, §3.7). */

export const CheckoutContactDetails = z.object({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  phone: z.string().max(50).optional(),
  company: z.string().max(100).optional(),
});
export type CheckoutContactDetails = z.infer<typeof CheckoutContactDetails>;

export const AddressWithContact = z.object({
  address: EcomAddress.optional(),
  contactDetails: CheckoutContactDetails.optional(),
});
export type AddressWithContact = z.infer<typeof AddressWithContact>;

export const ChannelType = z.enum([
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'BACKOFFICE_MERCHANT',
]);
export type ChannelType = z.infer<typeof ChannelType>;

/** POST /ecom/v1/carts/current/create-checkout. */
export const CreateCheckoutRequest = z.object({
  channelType: ChannelType.default('WEB'),
  shippingAddress: EcomAddress.optional(),
  billingAddress: EcomAddress.optional(),
  selectedShippingOption: SelectedShippingOption.optional(),
  email: z.email().max(254).optional(),
});
export type CreateCheckoutRequest = z.input<typeof CreateCheckoutRequest>;

export const CreateCheckoutResponse = z.object({ checkoutId: z.string().max(MAX_ID_LENGTH) });
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponse>;

export const Checkout = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  lineItems: z.array(LineItem).max(MAX_LIST_ITEMS),
  billingInfo: AddressWithContact,
  shippingInfo: z.object({
    shippingDestination: AddressWithContact,
    selectedCarrierServiceOption: z
      .object({
        code: z.string().max(MAX_TOKEN_LENGTH),
        title: z.string().max(MAX_NAME_LENGTH),
        cost: z.object({ price: MultiCurrencyPrice }),
      })
      .optional(),
  }),
  buyerNote: z.string().max(MAX_TEXT_LENGTH).optional(),
  buyerInfo: BuyerInfo.extend({ email: z.string().max(MAX_EMAIL_LENGTH).optional() }),
  membershipOptions: z.object({
    eligibleMemberships: z.array(z.unknown()),
    invalidMemberships: z.array(z.unknown()),
    selectedMemberships: z.object({ memberships: z.array(z.unknown()).max(MAX_LIST_ITEMS) }),
  }),
  appliedDiscounts: z.array(AppliedDiscount),
  priceSummary: PriceSummary,
  currency: z.string().max(MAX_NAME_LENGTH),
  channelType: ChannelType,
  completed: z.boolean(),
  cartId: z.string().max(MAX_ID_LENGTH).optional(),
  payNow: PriceSummary,
  payLater: PriceSummary,
});
export type Checkout = z.infer<typeof Checkout>;

export const GetCheckoutResponse = z.object({ checkout: Checkout });
export type GetCheckoutResponse = z.infer<typeof GetCheckoutResponse>;

/**
 * PATCH /ecom/v1/checkouts/{checkout.id}: what the buyer changes on their checkout. Line items,
 * gift cards and a custom checkout URL are named so the service can refuse them clearly: the
 * checkout's lines are its cart's (change the cart), and gift cards are not sold here.
 */
export const UpdateEcomCheckoutRequest = z.object({
  checkout: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    buyerInfo: z.object({ email: z.email().max(254).optional() }).optional(),
    billingInfo: AddressWithContact.optional(),
    shippingInfo: z
      .object({
        shippingDestination: AddressWithContact.optional(),
        selectedCarrierServiceOption: z
          .object({ code: z.string().max(MAX_TOKEN_LENGTH) })
          .optional(),
      })
      .optional(),
    buyerNote: z.string().max(1000).optional(),
  }),
  couponCode: z.string().max(MAX_NAME_LENGTH).nullish(),
  giftCardCode: z.string().max(MAX_NAME_LENGTH).nullish(),
  overrideCheckoutUrl: z.string().max(1000).nullish(),
  lineItems: z.array(z.unknown()).max(300).optional(),
  customLineItems: z.array(z.unknown()).max(300).optional(),
});
export type UpdateEcomCheckoutRequest = z.input<typeof UpdateEcomCheckoutRequest>;

/**
 * POST /ecom/v1/checkouts (Create Checkout): a checkout of the items given, not of a cart. The
 * headless bookings flow checks a booking out this way: a line whose catalog reference is the
 * Bookings app's id and the booking's id (docs/protocol.md §2.4). Custom lines are the owner's.
 */
export const CreateCheckoutOfItemsRequest = z.object({
  lineItems: z.array(CatalogLineInput).max(300).optional(),
  customLineItems: z.array(CustomLineItemInput).max(300).optional(),
  channelType: ChannelType,
  couponCode: z.string().max(MAX_NAME_LENGTH).nullish(),
  checkoutInfo: UpdateEcomCheckoutRequest.shape.checkout.omit({ id: true }).optional(),
});
export type CreateCheckoutOfItemsRequest = z.input<typeof CreateCheckoutOfItemsRequest>;

/** Order money: `{amount, formattedAmount}` (the ecom Order's `Price`). */
export const OrderPrice = z.object({
  amount: z.string().max(MAX_TEXT_LENGTH),
  formattedAmount: z.string().max(MAX_TEXT_LENGTH),
});
export type OrderPrice = z.infer<typeof OrderPrice>;

export const OrderPaymentStatus = z.enum([
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
]);
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;

export const OrderFulfillmentStatus = z.enum(['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED']);
export type OrderFulfillmentStatus = z.infer<typeof OrderFulfillmentStatus>;

export const OrderActivityType = z.enum(['ORDER_PLACED', 'ORDER_PAID', 'ORDER_CANCELED']);

export const OrderLineItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  productName: LineItem.shape.productName,
  catalogReference: LineItem.shape.catalogReference,
  quantity: z.number().int(),
  price: OrderPrice,
  totalPriceBeforeTax: OrderPrice,
  descriptionLines: LineItem.shape.descriptionLines,
  image: LineItem.shape.image,
  itemType: LineItem.shape.itemType,
  physicalProperties: LineItem.shape.physicalProperties,
});
export type OrderLineItem = z.infer<typeof OrderLineItem>;

export const OrderPriceSummary = z.object({
  subtotal: OrderPrice,
  shipping: OrderPrice,
  tax: OrderPrice,
  discount: OrderPrice,
  totalPrice: OrderPrice,
  total: OrderPrice,
});

export const Order = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  number: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  purchasedDate: Timestamp,
  /** None on an imported order: no checkout made it. */
  checkoutId: z.string().max(MAX_ID_LENGTH).optional(),
  lineItems: z.array(OrderLineItem).max(MAX_LIST_ITEMS),
  buyerInfo: BuyerInfo.extend({ email: z.string().max(MAX_EMAIL_LENGTH).optional() }),
  status: z.enum(['INITIALIZED', 'APPROVED', 'CANCELED']),
  paymentStatus: OrderPaymentStatus,
  fulfillmentStatus: OrderFulfillmentStatus,
  currency: z.string().max(MAX_NAME_LENGTH),
  weightUnit: z.enum(['KG', 'LB']),
  taxIncludedInPrices: z.boolean(),
  priceSummary: OrderPriceSummary,
  billingInfo: AddressWithContact,
  shippingInfo: z
    .object({
      code: z.string().max(MAX_TOKEN_LENGTH),
      title: z.string().max(MAX_NAME_LENGTH),
      logistics: z.object({ shippingDestination: AddressWithContact }),
      cost: z.object({ price: OrderPrice }),
    })
    .optional(),
  appliedDiscounts: z.array(z.unknown()),
  activities: z.array(
    z.object({
      id: z.string().max(MAX_ID_LENGTH),
      type: OrderActivityType,
      createdDate: Timestamp,
    }),
  ),
  channelInfo: z.object({ type: ChannelType }),
  /** What the owner may change with Update Order (docs/protocol.md), and an import's mark. */
  buyerLanguage: z.string().max(MAX_NAME_LENGTH).optional(),
  archived: z.boolean().optional(),
  attributionSource: z.enum(['UNSPECIFIED', 'FACEBOOK_ADS']).optional(),
  seenByAHuman: z.boolean().optional(),
  recipientInfo: AddressWithContact.optional(),
  extendedFields: z
    .object({ namespaces: z.record(z.string(), z.record(z.string(), z.unknown())) })
    .optional(),
  imported: z.boolean().optional(),
});
export type Order = z.infer<typeof Order>;

export const GetOrderResponse = z.object({ order: Order });

/** POST /ecom/v1/orders/search (the owner's): a cursor search over the site's orders. */
export const SearchOrdersRequest = z.object({ search: CursorQuery.optional() });
export type SearchOrdersRequest = z.infer<typeof SearchOrdersRequest>;
export const SearchOrdersResponse = z.object({
  orders: z.array(Order).max(MAX_LIST_ITEMS),
  metadata: CursorPagingMetadata,
});
export type SearchOrdersResponse = z.infer<typeof SearchOrdersResponse>;
export type GetOrderResponse = z.infer<typeof GetOrderResponse>;

/** Return query parameters of the hosted ecom checkout (the storefront reads them). */
export const EcomCheckoutReturn = {
  orderId: 'orderId',
  paymentStatus: 'paymentStatus',
  checkoutId: 'checkoutId',
} as const;

// ── Checkout V1's line calls and its way to the order ───────────────────────────────────────

/** POST /ecom/v1/checkouts/{id}/add-to-checkout: catalog lines and the owner's custom lines. */
export const AddToCheckoutRequest = z.object({
  lineItems: z.array(CatalogLineInput).max(100).default([]),
  customLineItems: z.array(CustomLineItemInput).max(100).optional(),
});
export type AddToCheckoutRequest = z.input<typeof AddToCheckoutRequest>;

/** GET /ecom/v1/checkouts/{id}/checkout-url (and …/wix-checkout-url). */
export const GetCheckoutUrlResponse = z.object({ checkoutUrl: z.string().max(MAX_TEXT_LENGTH) });
export type GetCheckoutUrlResponse = z.infer<typeof GetCheckoutUrlResponse>;

/** POST /ecom/v1/checkouts/{id}/create-order: the payment options are taken and not needed here. */
export const CreateOrderFromCheckoutRequest = z.object({
  savePaymentMethod: z.boolean().optional(),
  delayCapture: z.boolean().optional(),
});
export const CreateOrderFromCheckoutResponse = z.object({
  orderId: z.string().max(MAX_ID_LENGTH),
});
export type CreateOrderFromCheckoutResponse = z.infer<typeof CreateOrderFromCheckoutResponse>;

/** POST /ecom/v1/checkouts/{id}/mark-as-completed: nothing to send (its orderId is internal). */
export const MarkCheckoutAsCompletedRequest = z.object({});
