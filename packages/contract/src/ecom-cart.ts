import { z } from 'zod';
import { Timestamp, WeightUnit } from './common';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import {
  BuyerInfo,
  CatalogLineInput,
  CustomLineItemInput,
  CustomLineItemWire,
  EcomAddress,
  LineItem,
  MerchantDiscountInput,
  MerchantDiscountWire,
  MultiCurrencyPrice,
  SelectedShippingOption,
} from './ecom-line-items';

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
  /**
   * The lines before discounts. Every real cart answer carries it though the SDK's Cart type does
   * not declare it: the real answers are the truth (docs/protocol.md §3.4, "Our decisions").
   */
  subtotal: MultiCurrencyPrice,
  appliedDiscounts: z.array(CartAppliedDiscount),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  merchantDiscounts: z.array(MerchantDiscountWire).optional(),
  customLineItems: z.array(CustomLineItemWire).optional(),
  contactInfo: z.object({ address: EcomAddress.optional() }).optional(),
  selectedShippingOption: SelectedShippingOption.optional(),
});
export type Cart = z.infer<typeof Cart>;

export const AddToCartRequest = z.object({
  lineItems: z.array(CatalogLineInput).max(300).default([]),
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
