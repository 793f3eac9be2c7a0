// The Totals Calculator through the official SDK (`totalsCalculator`): totals of lines held in no
// cart, priced as a cart holding them is estimated (one engine), and its errors' shapes.
import { describe, expect, it } from 'vitest';
import { line, productNamed } from '../kit/catalog';
import { visitorClient } from '../kit/clients';

describe('the totals calculator', () => {
  it('prices catalog and custom lines with the coupon, as the cart estimate does', async () => {
    const client = visitorClient();
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const teeLine = line(tee._id, 2, { Size: 'M', Color: 'Black' });
    const {
      priceSummary,
      calculatedLineItems = [],
      appliedDiscounts = [],
      currency,
    } = await client.totalsCalculator.calculateTotals({
      couponCode: 'SAVE10',
      lineItems: [
        { _id: 'tees', price: '0', ...teeLine },
        { _id: 'wrap', price: '2.50', quantity: 1, productName: 'Gift wrap' },
      ],
    });
    expect(currency).toBe('USD');
    expect(calculatedLineItems.map((l) => l.lineItemId)).toEqual(['tees', 'wrap']);
    expect(appliedDiscounts[0]?.coupon?.code).toBe('SAVE10');

    // The same tees in the visitor's cart, with the same coupon, estimate to the same money.
    await client.currentCart.addToCurrentCart({ lineItems: [teeLine] });
    await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    const estimate = await client.currentCart.estimateCurrentCartTotals({});
    const teesOnly = await client.totalsCalculator.calculateTotals({
      couponCode: 'SAVE10',
      lineItems: [{ _id: 'tees', price: '0', ...teeLine }],
    });
    expect(teesOnly.priceSummary).toEqual(estimate.priceSummary);
    expect(Number(priceSummary?.subtotal?.amount)).toBe(
      Number(estimate.priceSummary?.subtotal?.amount) + 2.5,
    );
    await client.currentCart.deleteCurrentCart();
  });

  it('answers an unknown product as the cart does, and names an invalid field', async () => {
    const client = visitorClient();
    const unknown = await client.totalsCalculator
      .calculateTotals({
        lineItems: [{ _id: 'x', price: '1', ...line('00000000-0000-4000-8000-000000000000', 1) }],
      })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
      requestId: expect.any(String),
    });
    const invalid = await client.totalsCalculator
      .calculateTotals({ lineItems: [{ _id: 'x', price: 'ten', quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      details: {
        validationError: {
          fieldViolations: [expect.objectContaining({ field: 'options.lineItems.0.price' })],
        },
      },
    });
  });
});
