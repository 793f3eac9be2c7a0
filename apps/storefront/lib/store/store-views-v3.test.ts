import type { CartV2WithSummary } from '@headless/sdk/ecom';
import type { ProductV3 } from '@headless/sdk/stores';
import { describe, expect, it } from 'vitest';
import { toCartViewV2 } from './cart-v2-view';
import { priceFor } from './product-price';
import { toProductViewV3 } from './product-view-v3';

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const sized = (size: string, amount: string) => ({
  id: `v-${size}`,
  visible: true,
  choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size } }],
  price: { actualPrice: money(amount) },
  inventoryStatus: { inStock: true },
});
const hoodie = {
  id: 'p-h',
  name: 'Fleece Hoodie',
  media: { main: { url: 'http://img/h.png', altText: '' }, itemsInfo: { items: [] } },
  options: [
    {
      name: 'Size',
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: ['S', 'M', 'L'].map((name) => ({ name, inStock: true, visible: true })),
      },
    },
  ],
  actualPriceRange: { minValue: money('55.00'), maxValue: money('59.00') },
  compareAtPriceRange: { minValue: money('55.00'), maxValue: money('59.00') },
  inventory: { availabilityStatus: 'IN_STOCK' },
  variantsInfo: { variants: [sized('S', '55.00'), sized('M', '55.00'), sized('L', '59.00')] },
} as unknown as ProductV3;

describe('toProductViewV3', () => {
  it('shows the range before a choice and each chosen size’s own price', () => {
    const view = toProductViewV3(hoodie);
    expect(view).toMatchObject({ id: 'p-h', name: 'Fleece Hoodie', price: '$55.00 – $59.00' });
    expect(view.image).toEqual({ url: 'http://img/h.png', alt: 'Fleece Hoodie' });
    expect(view.options[0]?.choices.map((c) => c.description)).toEqual(['S', 'M', 'L']);
    expect(priceFor(view, { Size: 'L' })).toEqual({ price: '$59.00' });
    expect(priceFor(view, { Size: 'S' })).toEqual({ price: '$55.00' });
    expect(priceFor(view, {})).toEqual({ price: '$55.00 – $59.00' });
  });

  it('strikes the compare-at price through when it is higher', () => {
    const tote = {
      ...hoodie,
      options: [],
      variantsInfo: undefined,
      actualPriceRange: { minValue: money('16.20'), maxValue: money('16.20') },
      compareAtPriceRange: { minValue: money('18.00'), maxValue: money('18.00') },
      ribbon: { id: 'r', name: 'Sale' },
    } as unknown as ProductV3;
    expect(toProductViewV3(tote)).toMatchObject({
      price: '$16.20',
      fullPrice: '$18.00',
      ribbon: 'Sale',
      variants: [],
    });
  });
});

const v2 = (amount: string) => ({ amount, convertedAmount: amount });
const estimate = {
  cart: {
    id: 'c1',
    businessInfo: { currencyCode: 'USD' },
    coupons: [{ id: 'cp', code: 'SAVE10' }],
    lineItems: [
      {
        id: 'l1',
        name: { original: 'Fleece Hoodie' },
        source: { catalogReference: { appId: 'a', catalogItemId: 'p-h' } },
        attributes: {
          descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'L' } }],
          image: 'http://img/h.png',
        },
        quantityInfo: { requestedQuantity: 2 },
        pricing: { unitPrice: v2('59.00'), totalPrice: v2('118.00') },
        status: 'IN_STOCK',
      },
    ],
  },
  summary: {
    lineItems: [{ lineItemId: 'l1', totalPrice: v2('118.00') }],
    discounts: [
      {
        name: { original: 'Hoodie week' },
        source: { sourceType: 'AUTOMATIC_RULE' },
        lineItemDiscounts: [{ lineItemId: 'l1' }],
      },
      { name: { original: '' }, source: { sourceType: 'COUPON', couponCode: 'SAVE10' } },
    ],
    priceSummary: {
      subtotal: v2('118.00'),
      discount: v2('11.80'),
      delivery: v2('5.00'),
      tax: v2('9.57'),
      total: v2('120.77'),
    },
    calculationErrors: { taxCalculationError: { message: 'No tax region' } },
  },
} as unknown as CartV2WithSummary;

describe('toCartViewV2', () => {
  it('reads Cart V2’s estimate as the same cart view as Cart V1’s', () => {
    const view = toCartViewV2(estimate);
    expect(view.lines).toEqual([
      {
        id: 'l1',
        productId: 'p-h',
        name: 'Fleece Hoodie',
        details: 'Size: L',
        image: 'http://img/h.png',
        price: '$59.00',
        lineTotal: '$118.00',
        quantity: 2,
        available: true,
        discounts: ['Hoodie week'],
      },
    ]);
    expect(view).toMatchObject({
      itemCount: 2,
      couponCode: 'SAVE10',
      discounts: ['Hoodie week', 'Coupon SAVE10'],
      totals: {
        subtotal: '$118.00',
        shipping: '$5.00',
        tax: '$9.57',
        discount: '−$11.80',
        total: '$120.77',
      },
      notes: ['No tax region'],
    });
  });
});
