import { AppId, CartResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { outboxOf } from '../../../outbox/test-kit';
import { createSecondSite } from '../../../seed/second-site';
import {
  appError,
  BOOK,
  cartClient,
  MUG,
  product,
  TEE,
  teeOptions,
  violations,
} from '../cart-test-kit';

const t = useTestApp();

async function visitor() {
  return cartClient(t, { authorization: await visitorToken(t.app) });
}
const cartOf = (res: { json(): unknown }) => CartResponse.parse(res.json()).cart;

describe('update line items and quantities', () => {
  it('removes lines and custom lines; an unknown id changes nothing', async () => {
    const v = await visitor();
    await v.add(TEE, 2, teeOptions);
    const added = await v.call('POST', '/add-to-cart', {
      lineItems: [{ catalogReference: { appId: AppId.storesCatalog, catalogItemId: MUG } }],
      customLineItems: [{ productName: { original: 'Gift wrap' }, price: '3.50', quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = cartOf(added);
    // Two tees at $25, a mug at $14 and the custom line at $3.50.
    expect(cart.subtotal.amount).toBe('67.5');
    expect(cart.customLineItems?.[0]).toMatchObject({
      productName: { original: 'Gift wrap' },
      price: { amount: '3.5', formattedAmount: '$3.50' },
    });
    const [tee, mug] = cart.lineItems;
    const wrap = cart.customLineItems?.[0]?.id ?? '';

    const unknown = await v.call('POST', '/remove-line-items', {
      lineItemIds: [tee?.id, '0b4d5a36-0000-4000-8000-000000000000'],
    });
    expect([unknown.statusCode, appError(unknown)]).toEqual([404, 'LINE_ITEM_NOT_FOUND']);
    expect(cartOf(await v.call('GET')).lineItems).toHaveLength(2);

    const removed = cartOf(
      await v.call('POST', '/remove-line-items', { lineItemIds: [tee?.id, wrap] }),
    );
    expect(removed.lineItems.map((l) => l.id)).toEqual([mug?.id]);
    expect(removed.customLineItems).toBeUndefined();
    expect(removed.subtotal.amount).toBe('14');
  });

  it('sets quantities; 0, negative, fractional and too large are refused and change nothing', async () => {
    const v = await visitor();
    const [mug] = cartOf(await v.add(MUG, 1)).lineItems;
    const set = (quantity: number, id = mug?.id) =>
      v.call('POST', '/update-line-items-quantity', { lineItems: [{ id, quantity }] });
    const ok = await set(7);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(cartOf(ok).lineItems[0]?.quantity).toBe(7);
    for (const bad of [0, -1, 1.5, 100_001]) {
      const res = await set(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(violations(res)).toEqual(['lineItems.0.quantity']);
    }
    const missing = await set(2, 'not-a-line');
    expect([missing.statusCode, appError(missing)]).toEqual([404, 'LINE_ITEM_NOT_FOUND']);
    expect(cartOf(await v.call('GET')).lineItems[0]?.quantity).toBe(7);
  });

  it('refuses bad add-to-cart quantities', async () => {
    const v = await visitor();
    for (const bad of [0, -2, 2.5, 100_001]) expect((await v.add(MUG, bad)).statusCode).toBe(400);
    const empty = await v.call('POST', '/add-to-cart', { lineItems: [] });
    expect([empty.statusCode, appError(empty)]).toEqual([400, 'EMPTY_REQUEST']);
    const custom = await v.call('POST', '/add-to-cart', {
      customLineItems: [{ productName: { original: 'Fee' }, price: '1.005' }],
    });
    expect(violations(custom)).toEqual(['customLineItems.0.price']);
    expect((await v.call('GET')).statusCode).toBe(404);
  });
});

describe('update cart', () => {
  it('sets cart info, with or without a field mask', async () => {
    const v = await visitor();
    await v.add(MUG);
    const address = {
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      addressLine1: '1 Broadway',
      geocode: { latitude: 40.7, longitude: -74 },
    };
    const res = await v.call('PATCH', '', {
      cartInfo: {
        buyerNote: 'Ring twice',
        contactInfo: { address },
        selectedShippingOption: { code: 'express' },
        weightUnit: 'LB',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cartOf(res)).toMatchObject({
      buyerNote: 'Ring twice',
      contactInfo: { address },
      selectedShippingOption: { code: 'express' },
      weightUnit: 'LB',
    });
    // The mug weighs 0.4 kg: 0.882 lb.
    expect(cartOf(res).lineItems[0]?.physicalProperties?.weight).toBe(0.882);
    const masked = cartOf(
      await v.call('PATCH', '', {
        cartInfo: { buyerNote: 'ignored' },
        fieldMask: { paths: ['cartInfo.selectedShippingOption'] },
      }),
    );
    expect(masked.buyerNote).toBe('Ring twice');
    expect(masked.selectedShippingOption).toBeUndefined();
    const badMask = await v.call('PATCH', '', { fieldMask: 'currency' });
    expect(violations(badMask)).toEqual(['fieldMask.paths.0']);
  });

  it('adds lines and custom lines through PATCH', async () => {
    const v = await visitor();
    await v.add(MUG);
    const res = await v.call('PATCH', '', {
      lineItems: [
        {
          catalogReference: { appId: AppId.storesCatalog, catalogItemId: MUG },
          quantity: 2,
        },
      ],
      customLineItems: [
        { productName: { original: 'Engraving' }, price: '4', itemType: { preset: 'SERVICE' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartOf(res);
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([3]);
    expect(cart.customLineItems?.[0]?.itemType.preset).toBe('SERVICE');
  });

  it('refuses an address without its required fields', async () => {
    const v = await visitor();
    await v.add(MUG);
    const noCountry = await v.call('PATCH', '', {
      cartInfo: { contactInfo: { address: { city: 'Paris' } } },
    });
    expect(violations(noCountry)).toEqual(['cartInfo.contactInfo.address.country']);
    const noState = await v.call('PATCH', '', {
      cartInfo: { contactInfo: { address: { country: 'US' } } },
    });
    expect(violations(noState)).toEqual(['cartInfo.contactInfo.address.subdivision']);
    expect(cartOf(await v.call('GET')).contactInfo).toBeUndefined();
  });

  it('applies a live coupon and refuses unknown, expired and future ones', async () => {
    const v = await visitor();
    await v.add(MUG);
    for (const [code, status, error] of [
      ['NOPE', 404, 'COUPON_NOT_FOUND'],
      ['SPRING20', 400, 'COUPON_EXPIRED'],
      ['HOLIDAY15', 400, 'COUPON_NOT_ACTIVE'],
      ['WELCOME5', 400, 'COUPON_MINIMUM_SUBTOTAL_NOT_MET'],
    ] as const) {
      const res = await v.call('PATCH', '', { couponCode: code, cartInfo: { buyerNote: 'x' } });
      expect([res.statusCode, appError(res)], code).toEqual([status, error]);
    }
    expect(cartOf(await v.call('GET')).buyerNote).toBeUndefined();
    const ok = cartOf(await v.call('PATCH', '', { couponCode: 'save10' }));
    // The real cart has no couponCode field: its coupon is an applied discount, with the same
    // fields as the estimate's (the REST reference's CartDiscount).
    expect(ok).not.toHaveProperty('couponCode');
    expect(ok.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        lineItemIds: [ok.lineItems[0]?.id],
        coupon: {
          id: expect.any(String),
          code: 'SAVE10',
          name: expect.any(String),
          amount: expect.objectContaining({ amount: '1.4' }),
        },
      },
    ]);
    const removed = cartOf(await v.call('POST', '/remove-coupon', {}));
    expect(removed.appliedDiscounts).toEqual([]);
  });

  it('lets only the site owner set merchant discounts', async () => {
    const v = await visitor();
    await v.add(MUG);
    const refused = await v.call('PATCH', '', { merchantDiscounts: [{ percentage: 50 }] });
    expect([refused.statusCode, appError(refused)]).toEqual([
      403,
      'MERCHANT_DISCOUNTS_NOT_ALLOWED',
    ]);
    const owner = cartClient(t, await ownerHeaders(t.db));
    await owner.add(BOOK);
    const res = await owner.call('PATCH', '', {
      merchantDiscounts: [{ amount: { amount: '1.50' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cartOf(res).merchantDiscounts).toEqual([
      {
        amount: {
          amount: '1.5',
          convertedAmount: '1.5',
          formattedAmount: '$1.50',
          formattedConvertedAmount: '$1.50',
        },
      },
    ]);
  });
});

describe('aliases', () => {
  it('answers every call on the /_api/ecom-cart path the SDK also sends', async () => {
    const authorization = await visitorToken(t.app);
    await cartClient(t, { authorization }).add(MUG);
    const post = (path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/_api/ecom-cart/v1/carts/current/${path}`,
        headers: { authorization },
        ...(payload ? { payload } : {}),
      });
    expect((await post('estimate-totals', {})).statusCode).toBe(200);
    expect((await post('remove-coupon')).statusCode).toBe(200);
    const quantity = await post('update-line-items-quantity', {
      lineItems: [{ id: 'x', quantity: 1 }],
    });
    expect(appError(quantity)).toBe('LINE_ITEM_NOT_FOUND');
    expect(appError(await post('remove-line-items', { lineItemIds: ['x'] }))).toBe(
      'LINE_ITEM_NOT_FOUND',
    );
  });
});

describe('ownership and events', () => {
  it('keeps every call to the caller’s own cart on the caller’s site', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const [line] = cartOf(await alice.add(MUG)).lineItems;
    for (const [method, path, body] of [
      ['PATCH', '', { couponCode: 'SAVE10' }],
      ['POST', '/remove-line-items', { lineItemIds: [line?.id] }],
      ['POST', '/update-line-items-quantity', { lineItems: [{ id: line?.id, quantity: 3 }] }],
      ['POST', '/remove-coupon', {}],
      ['POST', '/estimate-totals', {}],
    ] as const) {
      const res = await bob.call(method, path, body);
      expect([res.statusCode, appError(res)], path).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    }
    await bob.add(TEE, 1, teeOptions);
    const steal = await bob.call('POST', '/remove-line-items', { lineItemIds: [line?.id] });
    expect(appError(steal)).toBe('LINE_ITEM_NOT_FOUND');
    expect(cartOf(await alice.call('GET')).lineItems).toHaveLength(1);

    const other = await createSecondSite(t.db, { withData: true });
    const carol = cartClient(t, { authorization: await visitorToken(t.app, other.clientId) });
    const [theirs] = cartOf(await carol.add(product('ceramic-coffee-mug', other.siteId))).lineItems;
    const res = await carol.call('PATCH', '', { couponCode: 'SAVE10' });
    expect(appError(res)).toBe('COUPON_NOT_FOUND'); // coupons are per site
    expect(
      appError(await alice.call('POST', '/remove-line-items', { lineItemIds: [theirs?.id] })),
    ).toBe('LINE_ITEM_NOT_FOUND');
  });

  it('records cart created, updated and deleted in the outbox, and nothing for a refused call', async () => {
    const v = await visitor();
    const cart = cartOf(await v.add(MUG));
    await v.call('PATCH', '', { cartInfo: { buyerNote: 'hi' } });
    await v.call('PATCH', '', { couponCode: 'NOPE' });
    await v.call('DELETE');
    const rows = await outboxOf(t.db, [cart.id]);
    expect(rows.map((r) => r.eventType)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ]);
    expect(rows.every((r) => r.entityFqdn === 'wix.ecom.v1.cart')).toBe(true);
    // Created/updated/deleted carry the cart itself; the visitor who called changed it.
    expect(rows[0]?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
    expect(rows[2]?.payload).toMatchObject({ id: cart.id, buyerNote: 'hi' });
    expect(rows[1]?.payload).toMatchObject({ id: cart.id, buyerNote: 'hi' });
  });
});
