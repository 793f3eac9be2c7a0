import { AppId, DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/core';
import { storesVariants } from '../../db/schema/stores';
import { seedId } from '../../seed/seed-helpers';

export const product = (key: string, siteId = DEMO_SITE_ID) => seedId(siteId, `product:${key}`);
export const CART = '/ecom/v1/carts/current';
export const CALLBACKS = {
  postFlowUrl: 'http://localhost:3000/store',
  thankYouPageUrl: 'http://localhost:3000/store?done=1',
  cartPageUrl: 'http://localhost:3000/store#cart',
};
export const ADDRESS = {
  country: 'US',
  subdivision: 'NY',
  city: 'New York',
  postalCode: '10001',
  addressLine1: '5 Main St',
};
/** A complete hosted-page form that places a paid order. */
export const GOOD_FORM = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '5 Main St',
  city: 'New York',
  subdivision: 'NY',
  postalCode: '10001',
  country: 'US',
  paymentOutcome: 'pay',
  action: 'place-order',
};

export async function addToCart(
  app: App,
  token: string,
  catalogItemId: string,
  options?: object,
  quantity = 1,
) {
  const res = await app.inject({
    method: 'POST',
    url: `${CART}/add-to-cart`,
    headers: { authorization: token },
    payload: {
      lineItems: [
        {
          catalogReference: { appId: AppId.ecom, catalogItemId, ...(options ? { options } : {}) },
          quantity,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cart;
}

export function createCheckout(app: App, token: string, payload: object = { channelType: 'WEB' }) {
  return app.inject({
    method: 'POST',
    url: `${CART}/create-checkout`,
    headers: { authorization: token },
    payload,
  });
}

export async function checkoutId(app: App, token: string, payload?: object): Promise<string> {
  const res = await createCheckout(app, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().checkoutId;
}

export function redirectSession(app: App, token: string, id: string, callbacks = CALLBACKS) {
  return app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: token },
    payload: { ecomCheckout: { checkoutId: id }, callbacks },
  });
}

/** The hosted page's session id for a new checkout of the visitor's cart. */
export async function hostedSession(app: App, token: string, callbacks = CALLBACKS) {
  const id = await checkoutId(app, token);
  const res = await redirectSession(app, token, id, callbacks);
  expect(res.statusCode, res.body).toBe(200);
  return { checkoutId: id, sessionId: res.json().redirectSession.id as string };
}

export function submit(app: App, sessionId: string, form: Record<string, string> = GOOD_FORM) {
  return app.inject({
    method: 'POST',
    url: `/hosted/ecom-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function setPremium(db: Db, premium: boolean, siteId = DEMO_SITE_ID) {
  await db.update(sites).set({ premium }).where(eq(sites.id, siteId));
}

/** A variant's tracked stock: set it, read it back. */
export async function setStock(db: Db, variantId: string, quantity: number) {
  await db.update(storesVariants).set({ quantity }).where(eq(storesVariants.id, variantId));
}
export async function stockOf(db: Db, variantId: string): Promise<number | null | undefined> {
  const [variant] = await db.select().from(storesVariants).where(eq(storesVariants.id, variantId));
  return variant?.quantity;
}
