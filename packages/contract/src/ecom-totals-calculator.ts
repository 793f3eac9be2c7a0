/**
 * The Totals Calculator (`totalsCalculator.calculateTotals` of `@wix/ecom`, docs/protocol.md §2.4b):
 * totals of line items that live in no cart, priced by the engine carts and checkouts use.
 */
import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import {
  CatalogReference,
  EcomAddress,
  ItemTypePreset,
  MultiCurrencyPrice,
  SelectedShippingOption,
} from './ecom-line-items';
import { CalculationError, EstimateTotalsResponse } from './ecom-totals';

/** The reference's bounds: at most 300 lines, each id 1–100 characters. */
export const MAX_CALCULATED_LINE_ITEMS = 300;
const LINE_ID_MAX = 100;

const decimalAmount = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .regex(/^\d+(\.\d+)?$/, 'must be a decimal amount');

export const CalculateTotalsLineItem = z.object({
  id: z.string().min(1).max(LINE_ID_MAX),
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY),
  /** Required by the reference; a Wix Stores line is priced from the catalog all the same. */
  price: decimalAmount,
  catalogReference: CatalogReference.optional(),
  productName: z.string().max(200).nullish(),
  physicalProperties: z
    .object({
      weight: z.number().min(0).nullish(),
      sku: z.string().max(40).nullish(),
      shippable: z.boolean().optional(),
    })
    .optional(),
  itemType: z.object({ preset: ItemTypePreset.optional() }).optional(),
});
export type CalculateTotalsLineItem = z.infer<typeof CalculateTotalsLineItem>;

export const CalculateTotalsRequest = z
  .object({
    calculationId: z.string().min(1).max(LINE_ID_MAX).nullish(),
    lineItems: z.array(CalculateTotalsLineItem).max(MAX_CALCULATED_LINE_ITEMS).default([]),
    shippingAddress: EcomAddress.optional(),
    billingAddress: EcomAddress.optional(),
    selectedShippingOption: SelectedShippingOption.optional(),
    couponId: z.string().min(1).max(MAX_ID_LENGTH).nullish(),
    couponCode: z.string().min(1).max(MAX_TOKEN_LENGTH).nullish(),
    giftCardCode: z.string().min(1).max(MAX_TOKEN_LENGTH).nullish(),
    buyerEmail: z.email().max(254).nullish(),
    purchaseFlowId: z.guid().nullish(),
  })
  .superRefine((input, ctx) => {
    // couponId and couponCode are one `oneof`: naming both is the caller's mistake.
    if (input.couponId && input.couponCode)
      ctx.addIssue({
        code: 'custom',
        path: ['couponCode'],
        message: 'couponId and couponCode are one of: send one',
      });
    const seen = new Set<string>();
    input.lineItems.forEach((line, i) => {
      if (seen.has(line.id))
        ctx.addIssue({
          code: 'custom',
          path: ['lineItems', i, 'id'],
          message: 'must be unique among the line items',
        });
      seen.add(line.id);
    });
  });
export type CalculateTotalsRequest = z.input<typeof CalculateTotalsRequest>;

const { cart: _cart, ...estimateParts } = EstimateTotalsResponse.shape;

export const CalculateTotalsResponse = z.object({
  ...estimateParts,
  calculatedLineItems: z.array(
    EstimateTotalsResponse.shape.calculatedLineItems.element.extend({
      paymentOption: z.literal('FULL_PAYMENT_ONLINE'),
    }),
  ),
  calculationErrors: EstimateTotalsResponse.shape.calculationErrors.extend({
    giftCardCalculationError: CalculationError.optional(),
  }),
  conversionCurrency: z.string().max(MAX_TEXT_LENGTH),
  taxIncludedInPrice: z.boolean(),
  additionalFees: z.array(z.unknown()),
  payNowTotalAfterGiftCard: MultiCurrencyPrice,
  totalAfterGiftCard: MultiCurrencyPrice,
});
export type CalculateTotalsResponse = z.infer<typeof CalculateTotalsResponse>;
