import type { EstimateTotalsResponse } from '@headless/sdk/ecom';
import type { Product } from '@headless/sdk/stores';
import { describe, expect, it } from 'vitest';
import { toCartView } from './cart-view';
import { defaultChoices } from './choices';
import { toProductView } from './product-view';

const money = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});

function price(value: number, discounted = value) {
  const f = (n: number) => `$${n.toFixed(2)}`;
  return {
    currency: 'USD',
    price: value,
    discountedPrice: discounted,
    formatted: { price: f(value), discountedPrice: f(discounted) },
  };
}

const tote = {
  id: 'p1',
  name: 'Canvas Tote Bag',
  visible: true,
  ribbon: 'Sale',
  priceData: price(18, 16.2),
  stock: { inStock: true },
  media: { mainMedia: { image: { url: 'http://img/tote.png', altText: '' } }, items: [] },
  productOptions: [
    {
      optionType: 'color',
      name: 'Color',
      choices: [
        { value: '#E8DCC4', description: 'Natural', inStock: false, visible: true },
        { value: '#000000', description: 'Black', inStock: true, visible: true },
        { value: '#FF0000', description: 'Red', inStock: true, visible: false },
      ],
    },
  ],
} as unknown as Product;

describe('toProductView', () => {
  it('shows the discounted price beside the full one, the image and the visible choices', () => {
    const view = toProductView(tote);
    expect(view).toMatchObject({
      id: 'p1',
      price: '$16.20',
      fullPrice: '$18.00',
      ribbon: 'Sale',
      image: { url: 'http://img/tote.png', alt: 'Canvas Tote Bag' },
      inStock: true,
    });
    expect(view.options).toEqual([
      {
        name: 'Color',
        kind: 'swatch',
        choices: [
          { description: 'Natural', value: '#E8DCC4', inStock: false },
          { description: 'Black', value: '#000000', inStock: true },
        ],
      },
    ]);
  });

  it('starts each option on its first choice in stock', () => {
    expect(defaultChoices(toProductView(tote).options)).toEqual({ Color: 'Black' });
  });
});

function estimate(overrides: Partial<EstimateTotalsResponse> = {}): EstimateTotalsResponse {
  const line = {
    id: 'l1',
    quantity: 2,
    catalogReference: { appId: 'a', catalogItemId: 'p1', options: { options: { Size: 'M' } } },
    productName: { original: 'Tee', translated: 'Tee' },
    price: money('25.00'),
    lineItemPrice: money('50.00'),
    descriptionLines: [],
    availability: { status: 'AVAILABLE' },
  };
  return {
    cart: { lineItems: [line], appliedDiscounts: [{ coupon: { code: 'SAVE10' } }] },
    priceSummary: {
      subtotal: money('50.00'),
      shipping: money('5.00'),
      tax: money('4.05'),
      discount: money('5.00'),
      total: money('54.05'),
    },
    appliedDiscounts: [],
    calculationErrors: { orderValidationErrors: [] },
    ...overrides,
  } as unknown as EstimateTotalsResponse;
}

describe('toCartView', () => {
  it('lists each line with its options and total, the coupon and the estimated totals', () => {
    const view = toCartView(estimate());
    expect(view.lines).toEqual([
      {
        id: 'l1',
        productId: 'p1',
        name: 'Tee',
        details: 'Size: M',
        price: '$25.00',
        lineTotal: '$50.00',
        quantity: 2,
        available: true,
        discounts: [],
      },
    ]);
    expect(view.itemCount).toBe(2);
    expect(view.couponCode).toBe('SAVE10');
    expect(view.totals).toEqual({
      subtotal: '$50.00',
      shipping: '$5.00',
      tax: '$4.05',
      // Money taken off, signed as on the hosted checkout (it read "$5.00").
      discount: '−$5.00',
      total: '$54.05',
    });
  });

  it('shows no discount unsigned', () => {
    const none = estimate();
    none.priceSummary.discount = money('0.00');
    expect(toCartView(none).totals.discount).toBe('$0.00');
  });

  it('names every discount: a rule on the lines it lowers and in the total, a coupon by its code', () => {
    const view = toCartView(
      estimate({
        appliedDiscounts: [
          {
            discountType: 'SPECIFIC_ITEMS',
            lineItemIds: ['l1'],
            discountRule: { id: 'r1', name: { original: 'Mug Monday' }, amount: money('2.00') },
          },
          {
            discountType: 'GLOBAL',
            lineItemIds: ['l1'],
            coupon: { id: 'c1', code: 'SAVE10', name: '10% off', amount: money('3.00') },
          },
        ],
      }),
    );
    expect(view.lines[0]?.discounts).toEqual(['Mug Monday']);
    expect(view.discounts).toEqual(['Mug Monday', 'Coupon SAVE10']);
  });

  it('names what the platform could not calculate', () => {
    const view = toCartView(
      estimate({
        calculationErrors: {
          taxCalculationError: { code: 'NO_REGION', message: 'No tax region for this address' },
          orderValidationErrors: [],
        },
      }),
    );
    expect(view.notes).toEqual(['No tax region for this address']);
  });
});
