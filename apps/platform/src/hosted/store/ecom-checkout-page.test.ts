import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { ecomCoupons } from '../../db/schema/ecom-pricing';
import {
  addToCart,
  GOOD_FORM,
  hostedSession,
  setPremium,
  submit,
} from '../../modules/checkout/test-helpers';
import { backLinkOf } from '../callback-test-kit';
import { headingsOf, listItemsOf, siteContainerOf, textContentOf } from '../landmarks-test-kit';
import { useEcomCheckout } from './ecom-checkout-test-kit';

const { t, MUG, TEE, getCart } = useEcomCheckout();

/** A coupon of the demo site, written as the owner's tools would. */
const addCoupon = (coupon: Omit<typeof ecomCoupons.$inferInsert, 'siteId'>) =>
  t.db.insert(ecomCoupons).values({ siteId: DEMO_SITE_ID, ...coupon });

describe('the hosted ecom checkout page', () => {
  beforeAll(() => setPremium(t.db, true));

  it('shows items, totals, address fields, shipping options, coupon and payment choice', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG, undefined, 2);
    await addToCart(t.app, token, TEE, { options: { Size: 'M', Color: 'Black' } });
    const { sessionId } = await hostedSession(t.app, token);
    const res = await t.app.inject({ method: 'GET', url: `/hosted/ecom-checkout/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // As apps' tests read the real page: in the container, each line's name then its price.
    const inside = siteContainerOf(res.body) ?? '';
    expect(headingsOf(inside)).toEqual(['h1 Checkout', 'h2 Order summary']);
    expect(listItemsOf(inside, 'Items')).toEqual([
      'Ceramic Coffee Mug $28.00 Quantity: 2',
      'Classic Cotton T-Shirt $25.00 Size: M Color: Black Quantity: 1',
    ]);
    // The name's element directly followed by the price's, no whitespace between: an app's test
    // finds the line by the text `Classic Cotton T-Shirt$25.00` (getByText reads textContent).
    expect(listItemsOf(inside, 'Items', textContentOf)).toEqual([
      expect.stringMatching(/^Ceramic Coffee Mug\$28\.00 /),
      expect.stringMatching(/^Classic Cotton T-Shirt\$25\.00 /),
    ]);
    for (const name of ['email', 'firstName', 'addressLine1', 'city', 'postalCode', 'country'])
      expect(res.body).toContain(`name="${name}"`);
    expect(res.body).toMatch(/name="shippingOption" value="standard"/);
    expect(res.body).toContain('value="apply-coupon"');
    expect(res.body).toMatch(/name="paymentOutcome"\s+value="pay"\s+checked/);
    expect(res.body).toMatch(/name="paymentOutcome"\s+value="decline"\s+\/>/);
    expect(backLinkOf(res.body)).toBe(
      'http://localhost:3000/store?callbackType=CHECKOUT&status=CANCELED',
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/hosted/ecom-checkout/nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers "Update totals" with a redirect to the page (POST-redirect-GET), the form saved', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, TEE, { options: { Size: 'M', Color: 'Black' } });
    const { sessionId } = await hostedSession(t.app, token);
    const page = `/hosted/ecom-checkout/${sessionId}`;
    const res = await submit(t.app, sessionId, { ...GOOD_FORM, action: 'update' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(page);
    const after = await t.app.inject({ method: 'GET', url: page });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('value="ada@example.com"');
    expect(after.body).toContain('value="5 Main St"');
    // A form that needs fixing is still answered in place, with its messages.
    const bad = await submit(t.app, sessionId, {
      ...GOOD_FORM,
      email: 'nope',
      action: 'place-order',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('explains missing address fields and a bad email, and orders nothing', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
    const res = await submit(t.app, sessionId, {
      ...GOOD_FORM,
      email: 'nope',
      city: '',
      country: 'USA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter an email address like name@example.com.');
    expect(res.body).toContain('Enter the city.');
    expect(res.body).toContain('Enter the two-letter country code');
    expect(res.body).toMatch(/id="city"[^>]*aria-invalid="true"/);
    expect(await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id))).toEqual([]);
  });

  it('applies a valid coupon (re-priced), refuses an unknown one, and removes it', async () => {
    await addCoupon({
      code: 'CK10',
      name: 'Ten off',
      discountType: 'PERCENTAGE',
      value: '10',
    });
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG, undefined, 2);
    const { sessionId } = await hostedSession(t.app, token);
    const bad = await submit(t.app, sessionId, { couponCode: 'NOPE', action: 'apply-coupon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The coupon NOPE is not valid for this order.');
    const good = await submit(t.app, sessionId, { couponCode: 'ck10', action: 'apply-coupon' });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('Coupon CK10 applied.');
    expect(good.body).toContain('Discount');
    expect(good.body).toContain('value="remove-coupon"');
    const removed = await submit(t.app, sessionId, { action: 'remove-coupon' });
    expect(removed.body).toContain('Coupon removed.');
    expect(removed.body).not.toContain('value="remove-coupon"');
  });

  it('counts coupon uses and refuses an order whose coupon stopped applying', async () => {
    await addCoupon({
      code: 'ONCE',
      name: 'One use',
      discountType: 'FIXED_AMOUNT',
      value: '1',
      usageLimit: 1,
    });
    const sessions = [];
    for (let i = 0; i < 2; i++) {
      const token = await visitorToken(t.app);
      await addToCart(t.app, token, MUG);
      const s = await hostedSession(t.app, token);
      const applied = await submit(t.app, s.sessionId, {
        couponCode: 'ONCE',
        action: 'apply-coupon',
      });
      expect(applied.body).toContain('Coupon ONCE applied.');
      sessions.push({ ...s, token });
    }
    expect((await submit(t.app, sessions[0]!.sessionId)).statusCode).toBe(303);
    const refused = await submit(t.app, sessions[1]!.sessionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('The coupon ONCE no longer applies');
    expect(refused.body).toContain(`href="/hosted/ecom-checkout/${sessions[1]!.sessionId}"`);
    expect((await getCart(sessions[1]!.token)).statusCode).toBe(200);
    const [coupon] = await t.db.select().from(ecomCoupons).where(eq(ecomCoupons.code, 'ONCE'));
    expect(coupon?.usedCount).toBe(1);
    const [order] = await t.db
      .select()
      .from(ecomOrders)
      .where(eq(ecomOrders.checkoutId, sessions[0]!.checkoutId));
    expect(order?.totals.discount).toBe(100);
    const removed = await submit(t.app, sessions[1]!.sessionId, { action: 'remove-coupon' });
    expect(removed.body).toContain('Coupon removed.');
    expect((await submit(t.app, sessions[1]!.sessionId)).statusCode).toBe(303);
  });
});
