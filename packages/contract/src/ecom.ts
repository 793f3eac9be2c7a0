import { z } from 'zod';
import { PageUrlV2, Timestamp, WeightUnit, WireImage } from './common';

/** eCommerce current cart (protocol.md §2.4, §3.4). */
export const ItemTypePreset = z.enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']);
export type ItemTypePreset = z.infer<typeof ItemTypePreset>;

export const ItemAvailabilityStatus = z.enum([
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
]);
export type ItemAvailabilityStatus = z.infer<typeof ItemAvailabilityStatus>;

/** Ecom money: decimal strings, converted and formatted (protocol.md §9.12). */
export const MultiCurrencyPrice = z.object({
  amount: z.string(),
  convertedAmount: z.string(),
  formattedAmount: z.string(),
  formattedConvertedAmount: z.string(),
});
export type MultiCurrencyPrice = z.infer<typeof MultiCurrencyPrice>;

export const CatalogReference = z.object({
  appId: z.string().min(1),
  catalogItemId: z.string().min(1),
  options: z
    .object({
      variantId: z.string().optional(),
      options: z.record(z.string(), z.string()).optional(),
      customTextFields: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type CatalogReference = z.infer<typeof CatalogReference>;

export const TranslatableString = z.object({ original: z.string(), translated: z.string() });

export const DescriptionLine = z.object({
  name: TranslatableString,
  plainText: TranslatableString.optional(),
  colorInfo: TranslatableString.extend({ code: z.string() }).optional(),
});
export type DescriptionLine = z.infer<typeof DescriptionLine>;

export const LineItem = z.object({
  id: z.string(),
  quantity: z.number().int(),
  catalogReference: CatalogReference,
  productName: TranslatableString,
  url: PageUrlV2.optional(),
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  priceBeforeDiscounts: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  descriptionLines: z.array(DescriptionLine),
  image: WireImage.optional(),
  availability: z.object({
    status: ItemAvailabilityStatus,
    quantityAvailable: z.number().int().optional(),
  }),
  physicalProperties: z
    .object({ weight: z.number().optional(), sku: z.string().optional(), shippable: z.boolean() })
    .optional(),
  itemType: z.object({ preset: ItemTypePreset }),
  paymentOption: z.enum(['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'DEPOSIT_ONLINE']),
  rootCatalogItemId: z.string(),
  priceUndetermined: z.boolean(),
  fixedQuantity: z.boolean(),
});
export type LineItem = z.infer<typeof LineItem>;

export const BuyerInfo = z.object({
  visitorId: z.string().optional(),
  memberId: z.string().optional(),
  userId: z.string().optional(),
});

export const Cart = z.object({
  id: z.string(),
  lineItems: z.array(LineItem),
  buyerNote: z.string().optional(),
  buyerInfo: BuyerInfo,
  currency: z.string(),
  conversionCurrency: z.string(),
  buyerLanguage: z.string(),
  siteLanguage: z.string(),
  taxIncludedInPrices: z.boolean(),
  weightUnit: WeightUnit,
  /** Not in the current typings, but storefronts read it (protocol.md §3.4). */
  subtotal: MultiCurrencyPrice,
  appliedDiscounts: z.array(z.unknown()),
  createdDate: Timestamp,
  updatedDate: Timestamp,
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
    .min(1)
    .max(300),
  businessLocationId: z.string().optional(),
});
export type AddToCartRequest = z.input<typeof AddToCartRequest>;

/** PATCH /ecom/v1/carts/current: only the buyer note is supported so far. */
export const UpdateCartRequest = z.object({
  cartInfo: z.object({ buyerNote: z.string().max(1000).optional() }).optional(),
});
export type UpdateCartRequest = z.infer<typeof UpdateCartRequest>;

export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

export const EmptyResponse = z.object({});
