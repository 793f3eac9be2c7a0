import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/core';

export const SESSION_PATH = '/redirect-session/v1/redirect-session';
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
