/** eCommerce line items, addresses and discounts (docs/protocol.md §2.4, §3.4). */
import { z } from 'zod';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import { Address, PageUrlV2, Timestamp, WireImage } from './common';
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';

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

/** A catalog item to buy, in a request that adds lines (Add To Cart, Create/Add To Checkout). */
export const CatalogLineInput = z.object({
  catalogReference: CatalogReference,
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY).default(1),
});

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
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY).default(1),
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
