import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app';
import { caller, type Caller } from '../../../test/callers';
import { ownerHeaders } from '../../../test/owner';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/core';
import { identityKit } from '../identity/test-kit';
import { memberToken, newPlan } from '../pricing-plans/test-kit';

export const SESSION_PATH = '/redirect-session/v1/redirect-session';
/** The owner's plan orders (list, get, and the actions under an order's id). */
export const OWNER_ORDERS = '/pricing-plans/v2/orders';
/** The owner's offline order for a member. */
export const OFFLINE_ORDERS = '/pricing-plans/v2/checkout/orders/offline';
export const CALLBACKS = {
  postFlowUrl: 'http://localhost:3000/subscriptions',
  thankYouPageUrl: 'http://localhost:3000/subscriptions/thanks',
};

export const setPremium = (db: Db, premium: boolean) =>
  db.update(sites).set({ premium }).where(eq(sites.id, DEMO_SITE_ID));

export const createSession = (
  app: App,
  authorization: string,
  planId: unknown,
  callbacks = CALLBACKS,
) =>
  app.inject({
    method: 'POST',
    url: SESSION_PATH,
    headers: { authorization },
    payload: { paidPlansCheckout: { planId }, callbacks },
  });

/** The hosted checkout path of a new session (which must succeed). */
export async function checkoutPath(app: App, authorization: string, planId: string) {
  const res = await createSession(app, authorization, planId);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().redirectSession.fullUrl).pathname;
}

export const submit = (app: App, path: string, paymentOutcome = 'pay') =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `paymentOutcome=${paymentOutcome}`,
  });

/** The order id the hosted page appended to the thank-you URL. */
export function orderIdOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(303);
  const id = new URL(String(res.headers.location)).searchParams.get('orderId');
  expect(id).toBeTruthy();
  return id!;
}

/** Buys the plan as the token's member through a session and the hosted page. */
export async function buy(app: App, authorization: string, planId: string): Promise<string> {
  return orderIdOf(await submit(app, await checkoutPath(app, authorization, planId)));
}

/**
 * The owner's calls and a member's token on the demo site made premium: where the owner's order
 * tests start. A `registered` member has a member row of its own, for tests that name the member
 * by id; otherwise the token names a random id.
 */
export async function premiumOwnerAndMember(t: TestApp, { registered = false } = {}) {
  await setPremium(t.db, true);
  const owner = caller(t.app, await ownerHeaders(t.db));
  const memberId = registered ? (await (await identityKit(t)).member()).id : randomUUID();
  const token = await memberToken(t.db, memberId);
  return { owner, memberId, token };
}

/** A plan of four weekly $10 cycles with no free trial: cycle n starts n-1 weeks after the purchase. */
export async function createWeeklyPlan(owner: Caller, overrides: Record<string, unknown> = {}) {
  const plan = newPlan({
    ...overrides,
    pricing: {
      subscription: { cycleDuration: { count: 1, unit: 'WEEK' }, cycleCount: 4 },
      price: { value: '10', currency: 'USD' },
    },
  });
  const created = await owner('POST', '/pricing-plans/v2/plans', { plan });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().plan.id as string;
}
