import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { planOrders } from '../../db/schema/pricing-plans';
import { freshEmail, useIdentityKit } from '../../modules/identity/test-kit';
import { checkoutPath, setPremium, submit } from '../../modules/plan-orders/test-kit';
import { memberToken, planId } from '../../modules/pricing-plans/test-kit';
import { DEMO_MEMBER } from '../../seed/members';
import { backLinkOf, storedCallback } from '../callback-test-kit';

// A plans checkout made with visitor tokens: the hosted page asks the buyer to log in or sign up
// on the hosted login, then buys as that member and returns to the session's callbacks.
const t = useTestApp();
const k = useIdentityKit(t);
beforeAll(async () => {
  await setPremium(t.db, true);
});

const PAID = planId('monthly-membership');
const FREE = planId('community');

const form = (path: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const get = (path: string) => t.app.inject({ method: 'GET', url: path });

/** The path a 303 leads to, checked to stay on the platform (relative) where it should. */
function nextPath(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(303);
  const location = String(res.headers.location);
  expect(location.startsWith('/'), location).toBe(true);
  return location;
}

const ordersOf = (plan: string) =>
  t.db.select().from(planOrders).where(eq(planOrders.planId, plan));

async function visitorCheckout(plan: string) {
  return checkoutPath(t.app, await visitorToken(t.app), plan);
}

describe('the hosted plans checkout of a visitor', () => {
  it('shows the plan and asks to log in or sign up; paying before that buys nothing', async () => {
    const path = await visitorCheckout(PAID);
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    for (const text of ['Monthly Membership', '$49.00', 'Log in to continue', 'Sign up'])
      expect(page.body, text).toContain(text);
    expect(page.body).not.toContain('Buy plan');
    const early = await submit(t.app, path, 'pay');
    expect(early.statusCode).toBe(403);
    expect(early.body).toContain('Log in to continue');
    expect(await ordersOf(PAID)).toEqual([]);
  });

  it('logs in on the hosted login, comes back as the member and buys; the order is theirs', async () => {
    const path = await visitorCheckout(PAID);
    const login = nextPath(await form(`${path}/login`, { mode: 'login' }));
    expect(login).toMatch(/^\/hosted\/login\/[0-9a-f-]{36}$/);
    const loginPage = await get(login);
    expect(loginPage.statusCode).toBe(200);
    // Leaving the login goes back to the checkout, not away from the purchase.
    expect(backLinkOf(loginPage.body)).toBe(path);
    const wrong = await form(login, { email: DEMO_MEMBER.email, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const done = await form(login, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(nextPath(done)).toBe(path);
    expect(await storedCallback(t.db, 'identity', login.split('/').at(-1)!)).toEqual([
      'AUTHORIZE',
      'SUCCESS',
    ]);
    const page = await get(path);
    expect(page.body).toContain(`Buying as <strong>${DEMO_MEMBER.email}</strong>`);
    expect(page.body).toContain('Buy plan · $49.00');
    const paid = await submit(t.app, path, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/subscriptions/thanks');
    expect(back.searchParams.get('planId')).toBe(PAID);
    const [order] = await ordersOf(PAID);
    expect(order).toMatchObject({ memberId: DEMO_MEMBER.id, id: back.searchParams.get('orderId') });
  });

  it('signs up with the code from the outbox and buys a free plan as the new member', async () => {
    const path = await visitorCheckout(FREE);
    const login = nextPath(await form(`${path}/login`, { mode: 'register' }));
    expect(login).toMatch(/\?mode=register$/);
    const email = freshEmail('plans');
    const reg = await form(login, { action: 'register', email, password: 'good-pass' });
    expect(reg.body).toContain('Verify your email');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(reg.body)![1]!;
    const code = (await k.lastMail(email))!.code!;
    expect(nextPath(await form(login, { action: 'verify', stateToken, email, code }))).toBe(path);
    const bought = await submit(t.app, path);
    expect(bought.statusCode).toBe(303);
    const orders = await ordersOf(FREE);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.memberId).not.toBe(DEMO_MEMBER.id);
  });

  it('still holds the purchase limit for the member who logs in', async () => {
    const member = await memberToken(t.db, DEMO_MEMBER.id);
    expect((await submit(t.app, await checkoutPath(t.app, member, FREE))).statusCode).toBe(303);
    const path = await visitorCheckout(FREE);
    const login = nextPath(await form(`${path}/login`, {}));
    await form(login, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const over = await submit(t.app, path);
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('This plan can be bought once per member');
  });

  it('answers 404 for the login step of an unknown session and refuses an unknown mode', async () => {
    const unknown = await form(
      '/hosted/plans-checkout/00000000-0000-4000-8000-000000000000/login',
      {
        mode: 'login',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const path = await visitorCheckout(PAID);
    const bad = await form(`${path}/login`, { mode: 'admin' });
    expect(bad.statusCode).toBe(400);
  });
});
