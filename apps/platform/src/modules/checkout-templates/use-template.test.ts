import { AppId, CheckoutTemplateResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { ecomCarts } from '../../db/schema/ecom';
import { useCallers } from '../../owned/test-kit';
import { CART, product, setPremium, submit } from '../checkout/test-helpers';

const BASE = '/ecom/v1/checkout-templates';
const MUG = product('ceramic-coffee-mug');
const t = useTestApp();
const { asOwner: call, asVisitor } = useCallers(t);

async function template(status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') {
  const res = await call('POST', BASE, {
    checkoutTemplate: {
      lineItems: [
        { catalogReference: { appId: AppId.storesCatalog, catalogItemId: MUG }, quantity: 3 },
      ],
      status,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return CheckoutTemplateResponse.parse(res.json()).checkoutTemplate;
}

describe('create checkout from template', () => {
  it('makes a checkout of the template lines, leaves the current cart, and places its order', async () => {
    await setPremium(t.db, true);
    const add = await call('POST', `${CART}/add-to-cart`, {
      lineItems: [{ catalogReference: { appId: AppId.ecom, catalogItemId: MUG } }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const used = await template();
    const res = await call('POST', `${BASE}/${used.id}/create-checkout-from-template`);
    expect(res.statusCode, res.body).toBe(200);
    const { checkoutId, checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/\/hosted\/ecom-checkout\/[0-9a-f-]{36}$/);

    const [usedEvent] = await outboxOf(t.db, 'wix.ecom.v1.checkout_template', used.id).then((es) =>
      es.filter((e) => e.eventType === 'wix.ecom.v1.checkout_template_used'),
    );
    expect(usedEvent).toMatchObject({
      aggregateId: used.id,
      payload: { checkoutTemplate: used, checkoutId },
      identity: ownerIdentity,
    });
    const [created] = await outboxOf(t.db, 'wix.ecom.v1.checkout', checkoutId);
    expect(created).toMatchObject({
      eventType: 'wix.ecom.v1.checkout_created',
      identity: ownerIdentity,
      payload: { id: checkoutId, lineItems: [{ quantity: 3 }] },
    });
    const current = await call('GET', CART);
    expect(current.json().cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1]);

    const placed = await submit(t.app, checkoutUrl.split('/').pop());
    expect(placed.statusCode, placed.body).toBeLessThan(400);
    const [order] = await t.db
      .select()
      .from(ecomOrders)
      .where(eq(ecomOrders.checkoutId, checkoutId));
    expect(order).toBeDefined();
    const after = await call('GET', CART);
    expect(after.json().cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
    const templateCarts = await t.db
      .select()
      .from(ecomCarts)
      .where(and(eq(ecomCarts.ownerType, 'APP')));
    expect(templateCarts).toEqual([]);
  });

  it('refuses an inactive or unknown template and visitors, recording nothing', async () => {
    const inactive = await template('INACTIVE');
    const res = await call('POST', `${BASE}/${inactive.id}/create-checkout`);
    expect([res.statusCode, res.json().details.applicationError.code]).toEqual([
      400,
      'CHECKOUT_TEMPLATE_INACTIVE',
    ]);
    const unknown = await call(
      'POST',
      `${BASE}/00000000-0000-4000-8000-000000000000/create-checkout`,
    );
    expect(unknown.statusCode).toBe(404);
    const visitor = await asVisitor('POST', `${BASE}/${inactive.id}/create-checkout`);
    expect(visitor.statusCode).toBe(403);
    const events = await outboxOf(t.db, 'wix.ecom.v1.checkout_template', inactive.id);
    expect(events.map((e) => e.eventType)).toEqual(['wix.ecom.v1.checkout_template_created']);
  });

  it('gives no checkout URL on a site that cannot take payments; the checkout is still made', async () => {
    await setPremium(t.db, false);
    const used = await template();
    const res = await call('POST', `${BASE}/${used.id}/create-checkout`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkoutUrl).toBeUndefined();
    const read = await call('GET', `/ecom/v1/checkouts/${res.json().checkoutId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().checkout.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([
      3,
    ]);
  });
});
