import { DEMO_SITE_ID, EstimateTotalsResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { ecomCoupons } from '../../db/schema/ecom-pricing';
import { createSecondSite } from '../../seed/second-site';
import { BOOK, cartClient, MUG, product, TEE, teeOptions, violations } from './cart-test-kit';
import { cartOwner, priceCart } from './index';

const t = useTestApp();

const NY = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };

async function visitorWithTees(quantity = 2) {
  const v = cartClient(t, { authorization: await visitorToken(t.app) });
  expect((await v.add(TEE, quantity, teeOptions)).statusCode).toBe(200);
  const estimate = async (body: object = {}) => {
    const res = await v.call('POST', '/estimate-totals', body);
    expect(res.statusCode, res.body).toBe(200);
    return EstimateTotalsResponse.parse(res.json());
  };
  return { v, estimate };
}

const amounts = (e: EstimateTotalsResponse) =>
  Object.fromEntries(
    (['subtotal', 'discount', 'shipping', 'tax', 'total'] as const).map((k) => [
      k,
      e.priceSummary[k].amount,
    ]),
  );

describe('estimate totals', () => {
  it('prices shipping and the fallback tax without an address', async () => {
    const { estimate } = await visitorWithTees();
    const e = await estimate();
    // 50.00 + 5.99 standard + 10 % fallback tax of 50.00 and 5.99 (5.00 + 0.599 → 0.60)
    expect(amounts(e)).toEqual({
      subtotal: '50',
      discount: '0',
      shipping: '5.99',
      tax: '5.6',
      total: '61.59',
    });
    expect(e.priceSummary.total.formattedAmount).toBe('$61.59');
    expect(e.taxSummary.calculationDetails).toEqual({
      rateType: 'FALLBACK_RATE',
      rate: '10',
      region: '*',
    });
    expect(e.shippingInfo.selectedCarrierServiceOption?.code).toBe('standard');
    const codes = e.shippingInfo.carrierServiceOptions.flatMap((c) =>
      c.shippingOptions.map((o) => o.code),
    );
    expect(codes).toEqual(['standard', 'express', 'pickup']);
    const express = e.shippingInfo.carrierServiceOptions.find((c) => c.carrierId === 'express');
    expect(express?.shippingOptions[0]?.logistics.deliveryTimeSlots).toHaveLength(3);
    const pickup = e.shippingInfo.carrierServiceOptions.find((c) => c.carrierId === 'pickup');
    expect(pickup?.shippingOptions[0]?.logistics.pickupDetails?.address).toMatchObject({
      city: 'New York',
      geocode: { latitude: 40.7506 },
    });
    expect(e.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: [],
    });
    expect(e).toMatchObject({ currency: 'USD', weightUnit: 'KG', payNow: e.priceSummary });
    expect(e.calculatedLineItems[0]?.pricesBreakdown.tax.amount).toBe('5');
  });

  it('applies the coupon, the selected carrier and the New York rate', async () => {
    const { v, estimate } = await visitorWithTees();
    expect((await v.call('PATCH', '', { couponCode: 'SAVE10' })).statusCode).toBe(200);
    const e = await estimate({ shippingAddress: NY, selectedShippingOption: { code: 'express' } });
    // tax 8.875 % of 45.00 (3.99375 → 3.99) and of 14.99 (1.3303625 → 1.33)
    expect(amounts(e)).toEqual({
      subtotal: '50',
      discount: '5',
      shipping: '14.99',
      tax: '5.32',
      total: '65.31',
    });
    expect(e.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'GLOBAL',
        coupon: expect.objectContaining({
          code: 'SAVE10',
          amount: expect.objectContaining({ amount: '5' }),
        }),
      }),
    ]);
    expect(e.taxSummary).toMatchObject({
      taxableAmount: { amount: '59.99' },
      calculationDetails: { rateType: 'MANUAL_RATE', rate: '8.875', region: 'US-NY' },
    });
    expect(e.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      cost: { price: { amount: '14.99' }, totalPriceAfterTax: { amount: '16.32' } },
    });
  });

  it('ships free over $100 and applies the live discount rule to its item only', async () => {
    const { v, estimate } = await visitorWithTees(4);
    await v.add(BOOK, 2);
    const e = await estimate({
      shippingAddress: { country: 'GB' },
      selectedShippingOption: { code: 'standard' },
    });
    expect(amounts(e)).toEqual({
      subtotal: '119.98',
      discount: '4',
      shipping: '0',
      tax: '0',
      total: '115.98',
    });
    expect(e.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'SPECIFIC_ITEMS',
        discountRule: expect.objectContaining({ name: { original: 'Recipe book launch price' } }),
      }),
    ]);
    expect(e.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
  });

  it('taxes a pickup where the goods are handed over', async () => {
    const { estimate } = await visitorWithTees();
    const e = await estimate({
      shippingAddress: { country: 'GB' },
      selectedShippingOption: { code: 'pickup' },
    });
    expect(e.shippingInfo.selectedCarrierServiceOption?.logistics.pickupDetails?.address.city).toBe(
      'New York',
    );
    // 8.875 % of 50.00 = 4.4375 → 4.44
    expect(amounts(e)).toEqual({
      subtotal: '50',
      discount: '0',
      shipping: '0',
      tax: '4.44',
      total: '54.44',
    });
  });

  it('reports problems as calculation errors and skips what was not asked', async () => {
    const { v, estimate } = await visitorWithTees();
    await v.call('PATCH', '', { couponCode: 'SAVE10' });
    await t.db
      .update(ecomCoupons)
      .set({ activeTo: new Date(Date.now() - 1000) })
      .where(eq(ecomCoupons.code, 'SAVE10'));
    try {
      const e = await estimate({
        selectedShippingOption: { code: 'teleport' },
        shippingAddress: { country: 'US', subdivision: 'OR' },
      });
      expect(e.calculationErrors).toMatchObject({
        couponCalculationError: { code: 'COUPON_EXPIRED' },
        generalShippingCalculationError: { code: 'SHIPPING_OPTION_NOT_AVAILABLE' },
        taxCalculationError: { code: 'AUTO_RATE_UNKNOWN' },
      });
      expect(e.priceSummary.discount.amount).toBe('0');
    } finally {
      await t.db.update(ecomCoupons).set({ activeTo: null }).where(eq(ecomCoupons.code, 'SAVE10'));
    }
    const bare = await estimate({ calculateShipping: false, calculateTax: false });
    expect(amounts(bare)).toEqual({
      subtotal: '50',
      discount: '5',
      shipping: '0',
      tax: '0',
      total: '45',
    });
    expect(bare.shippingInfo.carrierServiceOptions).toEqual([]);
  });

  it('flags lines the stock cannot fill', async () => {
    const { estimate } = await visitorWithTees(25); // 20 in stock
    const e = await estimate();
    expect(e.calculationErrors.orderValidationErrors).toEqual([
      expect.objectContaining({
        code: 'INSUFFICIENT_STOCK',
        message: 'Only 20 of Classic Cotton T-Shirt left',
      }),
    ]);
    expect(e.cart.lineItems[0]?.availability).toEqual({
      status: 'PARTIALLY_AVAILABLE',
      quantityAvailable: 20,
    });
  });

  it('refuses an address without its required fields', async () => {
    const { v } = await visitorWithTees();
    const res = await v.call('POST', '/estimate-totals', {
      shippingAddress: { city: 'Nowhere' },
      billingAddress: { country: 'CA' },
    });
    expect(res.statusCode).toBe(400);
    expect(violations(res)).toEqual(['shippingAddress.country']);
    const billing = await v.call('POST', '/estimate-totals', { billingAddress: { country: 'CA' } });
    expect(violations(billing)).toEqual(['billingAddress.subdivision']);
  });

  it('prices by the rules of the cart’s own site', async () => {
    const other = await createSecondSite(t.db, { withData: true });
    const carol = cartClient(t, { authorization: await visitorToken(t.app, other.clientId) });
    expect((await carol.add(product('ceramic-coffee-mug', other.siteId))).statusCode).toBe(200);
    const res = await carol.call('POST', '/estimate-totals', { shippingAddress: NY });
    const e = EstimateTotalsResponse.parse(res.json());
    expect(e.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
    expect(e.calculationErrors.generalShippingCalculationError?.code).toBe('NO_SHIPPING_OPTIONS');
    expect(e.appliedDiscounts).toEqual([]);
  });

  it('is the engine checkout uses: priceCart gives the same totals', async () => {
    const { v, estimate } = await visitorWithTees();
    await v.add(MUG, 3);
    const e = await estimate({ shippingAddress: NY });
    const visitorId = e.cart.buyerInfo.visitorId ?? '';
    const identity = { type: 'ANONYMOUS_VISITOR' as const, id: visitorId };
    const priced = await priceCart(t.db, cartOwner(DEMO_SITE_ID, identity), {
      shippingAddress: NY,
      now: t.app.clock.now(),
    });
    expect(priced.priceSummary).toEqual(e.priceSummary);
    expect(priced.totals.total).toBe(Math.round(Number(e.priceSummary.total.amount) * 100));
    expect(priced.computation.selected?.code).toBe('standard');
  });
});
