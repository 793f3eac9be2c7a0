import type {
  CartV2 as CartV2Wire,
  CartV2Summary,
  CatalogReference,
  EcomAddress,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { CartV2Wire, CartV2Summary };

export const cartV2Transform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/**
 * A Cart V2 cart as the SDK returns it: every field the platform sends (lines with their
 * `quantityInfo` and `pricing`, the cart's `subtotal`, `coupons`, `deliveryInfo`…), dates as `Date`.
 */
export type CartV2 = Transformed<CartV2Wire, typeof cartV2Transform>;

/** Estimate and calculate answer the cart and its summary (totals, discounts, tax, delivery). */
export interface CartV2WithSummary {
  cart: CartV2;
  summary: CartV2Summary;
}

export interface CatalogItemInput {
  catalogReference: CatalogReference;
  /** 1 by default. */
  quantity?: number;
}

export interface CustomItemInput {
  name: { original: string };
  quantityInfo?: { requestedQuantity: number };
  pricing: { price: { amount: string } };
  attributes?: { itemType?: { preset: string } };
}

/** What create and add-line-items take. */
export interface LineItemsInput {
  catalogItems?: CatalogItemInput[];
  customItems?: CustomItemInput[];
}

export interface CouponInput {
  code: string;
}

export interface DeliveryMethodInput {
  code: string;
  appId?: string;
}

export interface GiftCardInput {
  code: string;
  redeemAmount?: { amount?: string };
}

/** The cart fields a caller sets; the rest are the platform's. */
export interface CartV2Input {
  id?: string;
  revision?: string;
  note?: string;
  deliveryInfo?: { address?: EcomAddress; weightUnit?: 'KG' | 'LB' };
}

export interface CreateCartV2Options extends LineItemsInput {
  cart?: CartV2Input;
  coupons?: CouponInput[];
  deliveryMethod?: DeliveryMethodInput;
  giftCards?: GiftCardInput[];
}

export interface LineItemV2Update {
  lineItemId: string;
  quantity?: { newQuantity: number };
}

export interface UpdateLineItemsV2Options {
  lineItems?: LineItemV2Update[];
}

export interface EstimateCartV2Options {
  refreshCart?: boolean;
  validationConfig?: string;
  calculateDelivery?: boolean;
  calculateAdditionalFees?: boolean;
  calculateTax?: boolean;
  calculateGiftCards?: boolean;
}

export interface CalculateCartV2Options {
  refreshCart?: boolean;
}

export interface GetCheckoutUrlOptions {
  currencyCode?: string;
}
