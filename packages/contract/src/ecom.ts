import { z } from 'zod';
import { Address, PageUrlV2, Timestamp, WeightUnit, WireImage } from './common';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';

/** eCommerce current cart (docs/protocol.md §2.4, §3.4). */
export const ItemTypePreset = z.enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']);
export type ItemTypePreset = z.infer<typeof ItemTypePreset>;

export const ItemAvailabilityStatus = z.enum([
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
]);
export type ItemAvailabilityStatus = z.infer<typeof ItemAvailabilityStatus>;

/** Ecom money: decimal strings, converted and formatted (docs/protocol.md §9.12). */
export const MultiCurrencyPrice = z.object({
  amount: z.string().max(MAX_TEXT_LENGTH),
  convertedAmount: z.string().max(MAX_TEXT_LENGTH),
  formattedAmount: z.string().max(MAX_TEXT_LENGTH),
  formattedConvertedAmount: z.string().max(MAX_TEXT_LENGTH),
});
export type MultiCurrencyPrice = z.infer<typeof MultiCurrencyPrice>;

export const CatalogReference = z.object({
  appId: z.string().max(MAX_ID_LENGTH).min(1),
  catalogItemId: z.string().max(MAX_ID_LENGTH).min(1),
  options: z
    .object({
      variantId: z.string().max(MAX_ID_LENGTH).optional(),
      options: z
        .record(z.string().max(MAX_TEXT_LENGTH), z.string().max(MAX_TEXT_LENGTH))
        .optional(),
      customTextFields: z
        .record(z.string().max(MAX_TEXT_LENGTH), z.string().max(MAX_TEXT_LENGTH))
        .optional(),
    })
    .optional(),
});
export type CatalogReference = z.infer<typeof CatalogReference>;

export const TranslatableString = z.object({
  original: z.string().max(MAX_TEXT_LENGTH),
  translated: z.string().max(MAX_TEXT_LENGTH),
});

export const DescriptionLine = z.object({
  name: TranslatableString,
  plainText: TranslatableString.optional(),
  colorInfo: TranslatableString.extend({ code: z.string().max(MAX_TOKEN_LENGTH) }).optional(),
});
export type DescriptionLine = z.infer<typeof DescriptionLine>;

export const LineItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  quantity: z.number().int(),
  catalogReference: CatalogReference,
  productName: TranslatableString,
  url: PageUrlV2.optional(),
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  priceBeforeDiscounts: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  descriptionLines: z.array(DescriptionLine),
  image: WireImage.extend({
    focalPoint: z.object({ x: z.number(), y: z.number() }).optional(),
    urlExpirationDate: Timestamp.optional(),
  }).optional(),
  availability: z.object({
    status: ItemAvailabilityStatus,
    quantityAvailable: z.number().int().optional(),
  }),
  physicalProperties: z
    .object({
      weight: z.number().optional(),
      sku: z.string().max(MAX_ID_LENGTH).optional(),
      shippable: z.boolean(),
    })
    .optional(),
  itemType: z.object({ preset: ItemTypePreset }),
  paymentOption: z.enum(['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'DEPOSIT_ONLINE']),
  rootCatalogItemId: z.string().max(MAX_ID_LENGTH),
  priceUndetermined: z.boolean(),
  fixedQuantity: z.boolean(),
  catalogOverrideFields: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  subscriptionOptionInfo: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  serviceProperties: z
    .object({ scheduledDate: Timestamp.optional(), numberOfParticipants: z.number().optional() })
    .optional(),
});
export type LineItem = z.infer<typeof LineItem>;

export const BuyerInfo = z.object({
  visitorId: z.string().max(MAX_ID_LENGTH).optional(),
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  userId: z.string().max(MAX_ID_LENGTH).optional(),
});

/** Ecom addresses use addressLine1; `country` is ISO 3166-1 alpha-2, `subdivision` e.g. "US-NY". */
export const EcomAddress = Address.extend({
  addressLine1: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type EcomAddress = z.infer<typeof EcomAddress>;

export const SelectedShippingOption = z.object({
  code: z.string().max(MAX_TOKEN_LENGTH).min(1),
  carrierId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type SelectedShippingOption = z.infer<typeof SelectedShippingOption>;

export const MerchantDiscountWire = z.object({
  amount: MultiCurrencyPrice,
  percentage: z.number().optional(),
});

/** A merchant discount as the site owner sends it: an amount off, or a percentage of the subtotal. */
export const MerchantDiscountInput = z.union([
  z.object({
    amount: z.object({
      amount: z
        .string()
        .max(MAX_TEXT_LENGTH)
        .regex(/^\d+(\.\d+)?$/),
    }),
  }),
  z.object({ percentage: z.number().gt(0).max(100) }),
]);

const CustomItemType = z.object({ preset: ItemTypePreset });

export const CustomLineItemInput = z.object({
  productName: z.object({ original: z.string().min(1).max(200) }),
  price: z
    .string()
    .max(MAX_TEXT_LENGTH)
    .regex(/^\d+(\.\d+)?$/, 'must be a decimal amount'),
  quantity: z.number().int().min(1).max(100_000).default(1),
  itemType: CustomItemType.default({ preset: 'PHYSICAL' }),
  physicalProperties: z.object({ weight: z.number().min(0).optional() }).optional(),
});

export const CustomLineItemWire = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  quantity: z.number().int(),
  productName: TranslatableString,
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  itemType: CustomItemType,
  customLineItem: z.literal(true),
});
export type CustomLineItemWire = z.infer<typeof CustomLineItemWire>;

/** A cart's applied coupon: the estimate's fields; only `code` while it no longer applies. */
export const CartAppliedDiscount = z.object({
  discountType: z.enum(['GLOBAL', 'SPECIFIC_ITEMS']).optional(),
  lineItemIds: z.array(z.string()).optional(),
  coupon: z
    .object({
      id: z.string().optional(),
      code: z.string(),
      name: z.string().optional(),
      amount: MultiCurrencyPrice.optional(),
    })
    .optional(),
});

export const Cart = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  lineItems: z.array(LineItem).max(MAX_LIST_ITEMS),
  buyerNote: z.string().max(MAX_TEXT_LENGTH).optional(),
  buyerInfo: BuyerInfo,
  currency: z.string().max(MAX_NAME_LENGTH),
  conversionCurrency: z.string().max(MAX_NAME_LENGTH),
  buyerLanguage: z.string().max(MAX_NAME_LENGTH),
  siteLanguage: z.string().max(MAX_NAME_LENGTH),
  taxIncludedInPrices: z.boolean(),
  weightUnit: WeightUnit,
  appliedDiscounts: z.array(CartAppliedDiscount),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  merchantDiscounts: z.array(MerchantDiscountWire).optional(),
  customLineItems: z.array(CustomLineItemWire).optional(),
  contactInfo: z.object({ address: EcomAddress.optional() }).optional(),
  selectedShippingOption: SelectedShippingOption.optional(),
});
export type Cart = z.infer<typeof Cart>;

export const MAX_LINE_ITEM_QUANTITY = 100_000;

export const AddToCartRequest = z.object({
  lineItems: z
    .array(
      z.object({
        catalogReference: CatalogReference,
        quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY).default(1),
      }),
    )
    .max(300)
    .default([]),
  customLineItems: z.array(CustomLineItemInput).max(300).optional(),
  businessLocationId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type AddToCartRequest = z.input<typeof AddToCartRequest>;

export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

export const EmptyResponse = z.object({});

const FieldMask = z.union([
  z.string().max(MAX_TEXT_LENGTH),
  z.object({ paths: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS) }),
]);

/** PATCH /ecom/v1/carts/current (docs/protocol.md §2.4). */
export const UpdateCartRequest = z.object({
  cartInfo: z
    .object({
      buyerNote: z.string().max(1000).optional(),
      contactInfo: z.object({ address: EcomAddress.optional() }).optional(),
      selectedShippingOption: SelectedShippingOption.optional(),
      weightUnit: WeightUnit.optional(),
    })
    .optional(),
  /** Which cartInfo fields to set; a named field that is absent is cleared. */
  fieldMask: FieldMask.optional(),
  couponCode: z.string().min(1).max(100).optional(),
  merchantDiscounts: z.array(MerchantDiscountInput).max(10).optional(),
  lineItems: AddToCartRequest.shape.lineItems.optional(),
  customLineItems: z.array(CustomLineItemInput).max(300).optional(),
});
export type UpdateCartRequest = z.input<typeof UpdateCartRequest>;

export const RemoveLineItemsRequest = z.object({
  lineItemIds: z.array(z.string().max(MAX_ID_LENGTH).min(1)).min(1).max(300),
});
export type RemoveLineItemsRequest = z.infer<typeof RemoveLineItemsRequest>;

export const UpdateLineItemsQuantityRequest = z.object({
  lineItems: z
    .array(
      z.object({
        id: z.string().max(MAX_ID_LENGTH).min(1),
        quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY),
      }),
    )
    .min(1)
    .max(300),
});
export type UpdateLineItemsQuantityRequest = z.infer<typeof UpdateLineItemsQuantityRequest>;

export const EstimateTotalsRequest = z.object({
  selectedShippingOption: SelectedShippingOption.optional(),
  shippingAddress: EcomAddress.optional(),
  billingAddress: EcomAddress.optional(),
  selectedMemberships: z
    .object({ memberships: z.array(z.unknown()).max(MAX_LIST_ITEMS).optional() })
    .optional(),
  calculateTax: z.boolean().default(true),
  calculateShipping: z.boolean().default(true),
  calculateAdditionalFees: z.boolean().optional(),
});
export type EstimateTotalsRequest = z.input<typeof EstimateTotalsRequest>;

export const PriceSummary = z.object({
  subtotal: MultiCurrencyPrice,
  shipping: MultiCurrencyPrice,
  tax: MultiCurrencyPrice,
  discount: MultiCurrencyPrice,
  total: MultiCurrencyPrice,
  additionalFees: MultiCurrencyPrice,
});
export type PriceSummary = z.infer<typeof PriceSummary>;

export const AppliedDiscount = z.object({
  discountType: z.enum(['GLOBAL', 'SPECIFIC_ITEMS']),
  lineItemIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS),
  coupon: z
    .object({
      id: z.string().max(MAX_ID_LENGTH),
      code: z.string().max(MAX_TOKEN_LENGTH),
      name: z.string().max(MAX_NAME_LENGTH),
      amount: MultiCurrencyPrice,
    })
    .optional(),
  merchantDiscount: z
    .object({ amount: MultiCurrencyPrice, percentage: z.number().optional() })
    .optional(),
  discountRule: z
    .object({
      id: z.string().max(MAX_ID_LENGTH),
      name: z.object({ original: z.string().max(MAX_TEXT_LENGTH) }),
      amount: MultiCurrencyPrice,
    })
    .optional(),
});
export type AppliedDiscount = z.infer<typeof AppliedDiscount>;

export const CarrierOption = z.object({
  code: z.string().max(MAX_TOKEN_LENGTH),
  title: z.string().max(MAX_NAME_LENGTH),
  carrierId: z.string().max(MAX_ID_LENGTH),
  logistics: z.object({
    deliveryTime: z.string().max(MAX_NAME_LENGTH).optional(),
    deliveryTimeSlot: z.object({ from: Timestamp, to: Timestamp }).optional(),
    deliveryTimeSlots: z.array(z.object({ from: Timestamp, to: Timestamp })),
    pickupDetails: z
      .object({ address: EcomAddress, pickupMethod: z.literal('STORE_PICKUP') })
      .optional(),
    instructions: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
  cost: z.object({ price: MultiCurrencyPrice, totalPriceAfterTax: MultiCurrencyPrice }),
});
export type CarrierOption = z.infer<typeof CarrierOption>;

export const CalculationError = z.object({
  code: z.string().max(MAX_TOKEN_LENGTH),
  message: z.string().max(MAX_TEXT_LENGTH),
  field: z.string().max(MAX_TEXT_LENGTH).optional(),
});

export const EstimateTotalsResponse = z.object({
  cart: Cart,
  calculatedLineItems: z.array(
    z.object({
      lineItemId: z.string().max(MAX_ID_LENGTH),
      pricesBreakdown: z.object({
        totalPriceBeforeTax: MultiCurrencyPrice,
        totalPriceAfterTax: MultiCurrencyPrice,
        totalDiscount: MultiCurrencyPrice,
        tax: MultiCurrencyPrice,
        price: MultiCurrencyPrice,
      }),
      taxRate: z.string().max(MAX_TEXT_LENGTH),
    }),
  ),
  priceSummary: PriceSummary,
  shippingInfo: z.object({
    region: z
      .object({ id: z.string().max(MAX_ID_LENGTH), name: z.string().max(MAX_NAME_LENGTH) })
      .optional(),
    selectedCarrierServiceOption: CarrierOption.optional(),
    carrierServiceOptions: z.array(
      z.object({
        carrierId: z.string().max(MAX_ID_LENGTH),
        shippingOptions: z.array(CarrierOption),
      }),
    ),
  }),
  membershipOptions: z.object({
    eligibleMemberships: z.array(z.unknown()),
    invalidMemberships: z.array(z.unknown()),
    selectedMemberships: z.array(z.unknown()),
  }),
  appliedDiscounts: z.array(AppliedDiscount),
  taxSummary: z.object({
    taxableAmount: MultiCurrencyPrice,
    totalTax: MultiCurrencyPrice,
    calculationDetails: z.object({
      rateType: z.enum(['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE']),
      region: z.string().max(MAX_TEXT_LENGTH).optional(),
      rate: z.string().max(MAX_TEXT_LENGTH),
    }),
  }),
  calculationErrors: z.object({
    generalShippingCalculationError: CalculationError.optional(),
    taxCalculationError: CalculationError.optional(),
    couponCalculationError: CalculationError.optional(),
    orderValidationErrors: z.array(CalculationError),
  }),
  currency: z.string().max(MAX_NAME_LENGTH),
  weightUnit: WeightUnit,
  payNow: PriceSummary,
  payLater: PriceSummary,
});
export type EstimateTotalsResponse = z.infer<typeof EstimateTotalsResponse>;
