import { z } from 'zod';
import { Timestamp, WeightUnit } from './common';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';
import { EcomAddress, MultiCurrencyPrice, SelectedShippingOption } from './ecom-line-items';
import { Cart } from './ecom-cart';

/** How a region's tax is worked out (the platform's tax regions keep the same kinds). */
export const TaxRateType = z.enum([
  'NO_TAX_COLLECTED',
  'MANUAL_RATE',
  'AUTO_RATE',
  'FALLBACK_RATE',
]);
export type TaxRateType = z.infer<typeof TaxRateType>;

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
      rateType: TaxRateType,
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
