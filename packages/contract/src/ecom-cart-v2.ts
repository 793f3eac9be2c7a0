/**
 * Cart V2 (docs/protocol.md §2.4a): the same carts as Cart V1 in the shape the Cart V2 API
 * answers, `/ecom/v2/carts/{cartId}` and `/ecom/v2/carts/current`. Money is `ConvertedMoney`
 * (no formatted strings); the cart carries its `subtotal`, as the real platform's answers do.
 */
import { z } from 'zod';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import { Timestamp, WeightUnit } from './common';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';
import {
  CatalogReference,
  DescriptionLine,
  EcomAddress,
  ItemTypePreset,
  TranslatableString,
} from './ecom-line-items';

const Money = z.string().max(MAX_TEXT_LENGTH);
export const ConvertedMoney = z.object({ amount: Money, convertedAmount: Money });
export type ConvertedMoney = z.infer<typeof ConvertedMoney>;
const Id = z.string().max(MAX_ID_LENGTH);

export const CartV2ItemStatus = z.enum([
  'IN_STOCK',
  'PARTIALLY_IN_STOCK',
  'OUT_OF_STOCK',
  'REMOVED_FROM_CATALOG',
]);

export const CartV2LineItem = z.object({
  id: Id,
  name: TranslatableString,
  quantityInfo: z.object({
    requestedQuantity: z.number().int(),
    confirmedQuantity: z.number().int(),
    availableQuantity: z.number().int().optional(),
    fixedQuantity: z.boolean(),
  }),
  pricing: z.object({
    unitPrice: ConvertedMoney,
    totalPrice: ConvertedMoney,
    priceUndetermined: z.boolean(),
    breakdown: z.object({ fullPrice: ConvertedMoney, salePrice: ConvertedMoney }),
  }),
  source: z
    .object({ catalogReference: CatalogReference, rootCatalogItemId: Id.optional() })
    .optional(),
  attributes: z.object({
    descriptionLines: z.array(DescriptionLine).max(MAX_LIST_ITEMS),
    image: z
      .string()
      .max(MAX_TOKEN_LENGTH * 64)
      .optional(),
    url: z.string().max(MAX_TEXT_LENGTH).optional(),
    itemType: z.object({ preset: ItemTypePreset }),
    physicalProperties: z
      .object({
        weight: z.number().optional(),
        sku: z.string().max(MAX_TEXT_LENGTH).optional(),
        shippable: z.boolean(),
      })
      .optional(),
    membersOnly: z.boolean(),
  }),
  taxConfig: z.object({ taxableAddress: z.object({ addressType: z.literal('SHIPPING') }) }),
  paymentConfig: z.object({
    savePaymentMethod: z.boolean(),
    paymentOption: z.literal('FULL_PAYMENT_ONLINE'),
  }),
  status: CartV2ItemStatus,
  customLineItem: z.boolean(),
});
export type CartV2LineItem = z.infer<typeof CartV2LineItem>;

const CustomerIds = z.object({
  visitorId: Id.optional(),
  memberId: Id.optional(),
  userId: Id.optional(),
  appId: Id.optional(),
});

export const DeliveryMethod = z.object({
  code: z.string().max(MAX_TOKEN_LENGTH),
  appId: Id.optional(),
  title: TranslatableString.optional(),
  pickup: z.boolean(),
});

export const CartV2 = z.object({
  id: Id,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  revision: z.string().max(MAX_ID_LENGTH),
  lineItems: z.array(CartV2LineItem).max(MAX_LIST_ITEMS * 6),
  subtotal: ConvertedMoney,
  note: z.string().max(MAX_TEXT_LENGTH).optional(),
  coupons: z.array(z.object({ id: Id, code: z.string().max(MAX_TOKEN_LENGTH) })),
  source: z.object({ channelType: z.literal('WEB'), createdBy: CustomerIds }),
  businessInfo: z.object({ languageCode: z.string().max(10), currencyCode: z.string().max(10) }),
  customerInfo: CustomerIds,
  deliveryInfo: z.object({
    address: EcomAddress.optional(),
    method: DeliveryMethod.optional(),
    weightUnit: WeightUnit,
  }),
  taxInfo: z.object({ pricesIncludeTax: z.boolean() }),
  paymentInfo: z.object({ giftCards: z.array(z.never()), currencyCode: z.string().max(10) }),
  orderPlaced: z.boolean(),
  /** The order placed from the cart; absent until then. */
  orderId: Id.optional(),
  currentCart: z.boolean(),
  demo: z.boolean(),
});
export type CartV2 = z.infer<typeof CartV2>;

export const CartV2Response = z.object({ cart: CartV2 });
export type CartV2Response = z.infer<typeof CartV2Response>;

// ── requests ────────────────────────────────────────────────────────────────────────────────

export const CatalogItemInput = z.object({
  catalogReference: CatalogReference,
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY).default(1),
});

export const CustomItemInput = z.object({
  name: z.object({ original: z.string().min(1).max(200) }),
  quantityInfo: z
    .object({ requestedQuantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY) })
    .optional(),
  pricing: z.object({
    price: z.object({
      amount: z
        .string()
        .max(MAX_TEXT_LENGTH)
        .regex(/^\d+(\.\d+)?$/, 'must be a decimal amount'),
    }),
  }),
  attributes: z.object({ itemType: z.object({ preset: ItemTypePreset }).optional() }).optional(),
});

export const CouponInput = z.object({ code: z.string().min(1).max(50) });
export const DeliveryMethodInput = z.object({
  code: z.string().min(1).max(100),
  appId: Id.optional(),
});
export const GiftCardInput = z.object({
  code: z.string().min(8).max(20),
  redeemAmount: z.object({ amount: Money.optional() }).partial().optional(),
});

/** What create and add take: at least one catalog or custom item where the call needs one. */
const Items = {
  catalogItems: z.array(CatalogItemInput).max(300).optional(),
  customItems: z.array(CustomItemInput).max(300).optional(),
};

/** The cart fields a caller sets on create and update; the rest are the platform's. */
const CartInput = z
  .object({
    id: Id.optional(),
    revision: z.string().max(MAX_ID_LENGTH).optional(),
    note: z.string().max(1000).optional(),
    deliveryInfo: z
      .object({ address: EcomAddress.optional(), weightUnit: WeightUnit.optional() })
      .optional(),
  })
  .passthrough();

export const CreateCartV2Request = z.object({
  cart: CartInput.optional(),
  ...Items,
  coupons: z.array(CouponInput).max(1).optional(),
  deliveryMethod: DeliveryMethodInput.optional(),
  giftCards: z.array(GiftCardInput).max(5).optional(),
});
export type CreateCartV2Request = z.input<typeof CreateCartV2Request>;

export const UpdateCartV2Request = z.object({ cart: CartInput.optional() });
export const AddLineItemsV2Request = z.object(Items);
export const RemoveLineItemsV2Request = z.object({
  lineItemIds: z.array(z.string().min(1).max(MAX_ID_LENGTH)).min(1).max(300),
});
export const UpdateLineItemsV2Request = z.object({
  lineItems: z
    .array(
      z.object({
        lineItemId: z.string().min(1).max(MAX_ID_LENGTH),
        quantity: z
          .object({ newQuantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY) })
          .optional(),
      }),
    )
    .max(300)
    .optional(),
});
export const AddCouponV2Request = z.object({ coupon: CouponInput });
export const RemoveCouponV2Request = z.object({ couponId: z.string().min(1).max(MAX_ID_LENGTH) });
export const SetDeliveryMethodV2Request = z.object({ deliveryMethod: DeliveryMethodInput });
export const AddGiftCardV2Request = z.object({ giftCard: GiftCardInput });
export const RemoveGiftCardV2Request = z.object({
  giftCardId: z.string().min(1).max(MAX_ID_LENGTH),
});
export const EstimateCartV2Request = z.object({
  refreshCart: z.boolean().optional(),
  validationConfig: z.string().max(100).optional(),
  calculateDelivery: z.boolean().default(true),
  calculateAdditionalFees: z.boolean().optional(),
  calculateTax: z.boolean().default(true),
  calculateGiftCards: z.boolean().optional(),
});
export const CalculateCartV2Request = z.object({ refreshCart: z.boolean().optional() });
export const GetCheckoutUrlV2Request = z.object({
  currencyCode: z.string().max(10).optional(),
});
export const GetCheckoutUrlV2Response = z.object({ checkoutUrl: z.string().max(MAX_TEXT_LENGTH) });

// ── placing the order ───────────────────────────────────────────────────────────────────────

const Guid = z.string().uuid();
export const PlaceOrderV2Request = z.object({
  priceVerificationToken: z.string().max(3000).optional(),
  savePaymentMethod: z.boolean().optional(),
  delayCapture: z.boolean().optional(),
});
export const PlaceOrderV2Response = z.object({
  orderId: Id,
  paymentGatewayOrderId: z.string().max(50).optional(),
  completed: z.boolean(),
});
export type PlaceOrderV2Response = z.infer<typeof PlaceOrderV2Response>;
export const MarkCartAsCompletedV2Request = z.object({ orderId: Guid.optional() });

/** Upsells (none: the catalog offers none) and line item forms (none: no catalog item has one). */
export const GetUpsellOptionsV2Response = z.object({
  itemsUpsells: z.array(z.never()).max(0),
});
export const UpdateFormSubmissionsV2Request = z.object({
  formSubmissions: z
    .array(z.object({ id: Guid.optional(), formSubmissionId: Guid.optional() }))
    .min(1)
    .max(1000),
});

// ── the summary estimate and calculate answer ───────────────────────────────────────────────

const LineAmount = z.object({ lineItemId: Id, amountOff: ConvertedMoney });

export const CartV2Summary = z.object({
  cartId: Id,
  cartRevision: z.string().max(MAX_ID_LENGTH),
  lineItems: z.array(
    z.object({
      lineItemId: Id,
      quantity: z.number().int(),
      unitPrice: ConvertedMoney,
      totalPrice: ConvertedMoney,
    }),
  ),
  discounts: z.array(
    z.object({
      name: TranslatableString,
      source: z.object({
        sourceType: z.enum(['AUTOMATIC_RULE', 'COUPON']),
        couponCode: z.string().max(MAX_TOKEN_LENGTH).optional(),
      }),
      scope: z.enum(['CART', 'LINE_ITEMS']),
      total: ConvertedMoney,
      lineItemDiscounts: z.array(LineAmount).optional(),
    }),
  ),
  deliverySummary: z.object({ method: DeliveryMethod.optional(), price: ConvertedMoney }),
  taxSummary: z.object({
    pricesIncludeTax: z.boolean(),
    lineItemTaxes: z.array(
      z.object({ lineItemId: Id, tax: ConvertedMoney, rate: z.string().max(20) }),
    ),
    deliveryTax: ConvertedMoney,
  }),
  priceSummary: z.object({
    subtotal: ConvertedMoney,
    discount: ConvertedMoney,
    delivery: ConvertedMoney,
    additionalFees: ConvertedMoney,
    tax: ConvertedMoney,
    total: ConvertedMoney,
  }),
  paymentSummary: z.object({
    giftCards: z.array(z.never()),
    requiresPaymentAfterGiftCard: z.boolean(),
    totalAfterGiftCards: ConvertedMoney,
    payNow: ConvertedMoney,
    payLater: ConvertedMoney,
  }),
  calculationErrors: z.record(z.string().max(100), z.unknown()),
});
export type CartV2Summary = z.infer<typeof CartV2Summary>;

export const CartV2SummaryResponse = z.object({ cart: CartV2, summary: CartV2Summary });
export type CartV2SummaryResponse = z.infer<typeof CartV2SummaryResponse>;
export type GetCheckoutUrlV2Response = z.infer<typeof GetCheckoutUrlV2Response>;
