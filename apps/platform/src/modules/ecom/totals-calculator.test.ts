import {
  AppId,
  CalculateTotalsResponse,
  EstimateTotalsResponse,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { ecomCoupons } from '../../db/schema/ecom-pricing';
import { BOOK, cartClient, MUG, product, TEE, teeOptions } from './cart-test-kit';

const t = useTestApp();
const NY = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };

async function calculator(clientId?: string) {
  const headers = { authorization: await visitorToken(t.app, clientId) };
  const post = (payload: object, url = '/ecom/v1/calculate-totals') =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const calculate = async (payload: object, url?: string) => {
    const res = await post(payload, url);
    expect(res.statusCode, res.body).toBe(200);
    return CalculateTotalsResponse.parse(res.json());
  };
  return { headers, post, calculate };
}

const stores = (catalogItemId: string, options?: object) => ({
  appId: AppId.ecom,
  catalogItemId,
  ...(options ? { options } : {}),
});
const amounts = (e: { priceSummary: CalculateTotalsResponse['priceSummary'] }) =>
  Object.fromEntries(
    (['subtotal', 'discount', 'shipping', 'tax', 'total'] as const).map((k) => [
      k,
      e.priceSummary[k].amount,
    ]),
  );

describe('the totals calculator', () => {
  it('prices catalog lines as a cart holding them is estimated: one engine', async () => {
    const { headers, calculate } = await calculator();
    const cart = cartClient(t, headers);
    expect((await cart.add(TEE, 2, teeOptions)).statusCode).toBe(200);
    expect((await cart.add(BOOK, 1)).statusCode).toBe(200);
    await cart.call('PATCH', '', { couponCode: 'SAVE10' });
    const where = { shippingAddress: NY, selectedShippingOption: { code: 'express' } };
    const estimate = EstimateTotalsResponse.parse(
      (await cart.call('POST', '/estimate-totals', where)).json(),
    );

    const totals = await calculate({
      ...where,
      couponCode: 'SAVE10',
      lineItems: [
        // The sent price is the reference's required field; the catalog's price wins.
        { id: 'book', quantity: 1, price: '1.00', catalogReference: stores(BOOK) },
        { id: 'tees', quantity: 2, price: '1.00', catalogReference: stores(TEE, teeOptions) },
      ],
    });
    expect(amounts(totals)).toEqual(amounts(estimate));
    expect(totals.appliedDiscounts.map((d) => d.discountType).sort()).toEqual(
      estimate.appliedDiscounts.map((d) => d.discountType).sort(),
    );
    expect(totals.calculatedLineItems.map((l) => [l.lineItemId, l.paymentOption])).toEqual([
      ['book', 'FULL_PAYMENT_ONLINE'],
      ['tees', 'FULL_PAYMENT_ONLINE'],
    ]);
    expect(totals.calculatedLineItems[1]?.pricesBreakdown.price.amount).toBe('25');
    expect(totals).toMatchObject({
      currency: 'USD',
      conversionCurrency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrice: false,
      additionalFees: [],
      totalAfterGiftCard: totals.priceSummary.total,
      shippingInfo: { selectedCarrierServiceOption: { code: 'express' } },
    });
  });

  it('prices a line of no Stores catalog as sent, and writes no cart', async () => {
    const { headers, calculate } = await calculator();
    const totals = await calculate(
      {
        lineItems: [
          { id: 'gift-wrap', quantity: 3, price: '2.50', productName: 'Gift wrap' },
          {
            id: 'class',
            quantity: 1,
            price: '40',
            catalogReference: { appId: AppId.bookings, catalogItemId: 'any-booking' },
          },
        ],
        calculationId: 'my-checkout-1',
      },
      '/_api/totals-calculator/v1/calculate-totals',
    );
    // Nothing to ship: no shipping; the fallback 10 % tax on 47.50.
    expect(amounts(totals)).toEqual({
      subtotal: '47.5',
      discount: '0',
      shipping: '0',
      tax: '4.75',
      total: '52.25',
    });
    const current = await t.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers });
    expectAppError(current, 404, 'OWNED_CART_NOT_FOUND');
  });

  it('ships a sent line that says it is shippable, and only that one', async () => {
    const { calculate } = await calculator();
    const sent = (physicalProperties: object) => ({
      lineItems: [
        {
          id: 'box',
          quantity: 1,
          price: '10',
          itemType: { preset: 'PHYSICAL' },
          physicalProperties,
        },
      ],
    });
    const shipped = await calculate(sent({ shippable: true, weight: 1 }));
    expect(shipped.priceSummary.shipping.amount).toBe('5.99');
    const kept = await calculate(sent({ shippable: false }));
    expect(kept.priceSummary.shipping.amount).toBe('0');
  });

  it('takes the coupon by id, and reports an unknown coupon or gift card', async () => {
    const { calculate } = await calculator();
    const [save10] = await t.db
      .select({ id: ecomCoupons.id })
      .from(ecomCoupons)
      .where(and(eq(ecomCoupons.code, 'SAVE10')));
    const lineItems = [{ id: 'm', quantity: 2, price: '0', catalogReference: stores(MUG) }];
    const byId = await calculate({ lineItems, couponId: save10?.id });
    expect(byId.appliedDiscounts[0]?.coupon?.code).toBe('SAVE10');

    const unknown = await calculate({
      lineItems,
      couponId: '00000000-0000-4000-8000-000000000000',
      giftCardCode: 'GIFT-1234',
    });
    expect(unknown.appliedDiscounts).toEqual([]);
    expect(unknown.calculationErrors).toMatchObject({
      couponCalculationError: { code: 'COUPON_NOT_FOUND' },
      giftCardCalculationError: { code: 'INVALID_GIFT_CARD_CODE' },
    });
    const code = await calculate({ lineItems, couponCode: 'NOPE' });
    expect(code.calculationErrors.couponCalculationError?.code).toBe('COUPON_NOT_FOUND');
  });

  it('names the fields of an invalid request', async () => {
    const { post } = await calculator();
    expectValidationError(await post({ lineItems: [{ quantity: 0 }] }), [
      'lineItems.0.id:REQUIRED_FIELD',
      'lineItems.0.price:REQUIRED_FIELD',
      'lineItems.0.quantity:MIN',
    ]);
    const line = { quantity: 1, price: '1' };
    expectValidationError(
      await post({
        lineItems: [
          { id: 'a', ...line },
          { id: 'a', ...line },
        ],
        couponId: 'x',
        couponCode: 'SAVE10',
      }),
      ['couponCode:VALIDATION', 'lineItems.1.id:VALIDATION'],
    );
    expectValidationError(await post({ lineItems: [{ id: 'a', quantity: 1, price: '1.005' }] }), [
      'lineItems.0.price:VALIDATION',
    ]);
    expectValidationError(await post({ lineItems: [], shippingAddress: { city: 'Nowhere' } }), [
      'shippingAddress.country:REQUIRED_FIELD',
    ]);
  });

  it('answers an unknown catalog item or reference as the cart does', async () => {
    const { post } = await calculator();
    const missing = await post({
      lineItems: [{ id: 'a', ...{ quantity: 1, price: '1' }, catalogReference: stores('nope') }],
    });
    expectAppError(missing, 404, 'PRODUCT_NOT_FOUND');
    const badOption = await post({
      lineItems: [
        {
          id: 'a',
          quantity: 1,
          price: '1',
          catalogReference: stores(TEE, { options: { Size: 'XXL', Color: 'Black' } }),
        },
      ],
    });
    expectValidationError(badOption, [
      'lineItems.0.catalogReference.options.options.Size:INVALID_ENUM_VALUE',
    ]);
  });

  it('on a Catalog V3 site, takes a line by its variant id only, as its cart does', async () => {
    const { post } = await calculator(V3_CLIENT_ID);
    const hoodie = product('fleece-hoodie', V3_SITE_ID);
    const res = await post({
      lineItems: [
        { id: 'h', quantity: 1, price: '1', catalogReference: stores(hoodie, teeOptions) },
      ],
    });
    expectValidationError(res, ['lineItems.0.catalogReference.options.variantId:REQUIRED_FIELD']);
  });
});
