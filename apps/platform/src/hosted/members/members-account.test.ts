import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { ownerCaller, serviceCaller } from '../../../test/callers';
import { expectAppError, useTestApp } from '../../../test/harness';
import { bookingsServices } from '../../db/schema/bookings';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { sites } from '../../db/schema/core';
import { eventsOrders } from '../../db/schema/event-tickets';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { createServiceFixture } from '../../modules/availability/fixtures';
import { createBooking } from '../../modules/booking-records/create';
import { useIdentityKit } from '../../modules/identity/test-kit';
import { oauthKit } from '../../modules/oauth/pkce-test-kit';
import { placedOrder } from '../../modules/orders/test-kit';
import { createOfflineOrder } from '../../modules/plan-orders/owner/offline-order';
import { makeEvent, makeReservation } from '../events/events-test-helpers';
import { siteContainerOf } from '../landmarks-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
beforeAll(async () => {
  await t.db.update(sites).set({ premium: true }).where(eq(sites.id, DEMO_SITE_ID));
});

const SESSION = '/_api/redirects-api/v1/redirect-session';

/** A logged-in member: member tokens through prompt=none and the code grant. */
async function memberWithToken() {
  const o = oauthKit(t);
  const m = await k.member();
  const tokens = await o.memberTokens(m.sessionToken);
  return { ...m, authorization: tokens.access_token as string };
}

/** One record of each section for the member, each named with `tag` so pages can be told apart. */
async function recordsOf(memberId: string, tag: string, planName: string) {
  const s = await createServiceFixture(t.db, {
    weekly: [{ day: 'MON', start: '09:00', end: '12:00' }],
  });
  await t.db
    .update(bookingsServices)
    .set({ name: `Service ${tag}` })
    .where(eq(bookingsServices.id, s.id));
  await createBooking(t.db, {
    ...serviceCaller({ type: 'MEMBER', id: memberId }, t.app.clock.now()),
    serviceId: s.id,
    start: new Date('2027-03-15T09:00:00Z'),
    participants: 1,
    contactDetails: { firstName: tag, email: `${tag}@example.com` },
    timeZone: 'UTC',
  });
  // A store order placed through the hosted checkout, then made the member's.
  const { orderId } = await placedOrder(t);
  const [order] = await t.db
    .update(ecomOrders)
    .set({ ownerType: 'MEMBER', ownerId: memberId })
    .where(eq(ecomOrders.id, orderId))
    .returning();
  const [plan] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.name, planName));
  await createOfflineOrder(t.db, ownerCaller(new Date()), { planId: plan!.id, memberId });
  const event = await makeEvent(t.db, { priceMinor: 1500 });
  const reservationId = await makeReservation(t.db, await visitorToken(t.app), event, 1);
  await t.db.insert(eventsOrders).values({
    siteId: DEMO_SITE_ID,
    eventId: event.id,
    orderNumber: `ORD-${tag}`,
    reservationId,
    status: 'PAID',
    ownerType: 'MEMBER',
    ownerId: memberId,
    memberId,
    currency: 'USD',
    subtotalMinor: 1500,
    totalMinor: 1500,
  });
  return {
    service: `Service ${tag}`,
    order: `>#${order!.number}<`,
    plan: planName,
    event: `ORD-${tag}`,
  };
}

/** A members account session asked for with the member's token. */
const askAccount = (authorization: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: SESSION,
    payload: { membersAccount: { section: 'BOOKINGS' }, ...extra },
    headers: { authorization },
  });

/** The path of a members account session made with the member's token. */
async function accountPath(authorization: string, postFlowUrl?: string) {
  const res = await askAccount(authorization, postFlowUrl ? { callbacks: { postFlowUrl } } : {});
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().redirectSession.fullUrl).pathname;
}

async function accountPage(authorization: string) {
  const path = await accountPath(authorization);
  return async (section: string) =>
    (await t.app.inject({ method: 'GET', url: `${path}?section=${section}` })).body;
}

describe('hosted members account pages', () => {
  it("show the member's own bookings, store orders, plan orders and event orders, never another member's", async () => {
    const a = await memberWithToken();
    const b = await memberWithToken();
    const mineA = await recordsOf(a.id, `a${Date.now()}`, 'Monthly Membership');
    const mineB = await recordsOf(b.id, `b${Date.now()}`, 'Yearly Membership');
    const pageA = await accountPage(a.authorization);
    const pageB = await accountPage(b.authorization);
    const sections = [
      ['BOOKINGS', 'service'],
      ['ORDERS', 'order'],
      ['SUBSCRIPTIONS', 'plan'],
      ['EVENTS', 'event'],
    ] as const;
    // An order that starts next week is pending, as the plan order calls answer it, in words.
    const [plan] = await t.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.name, 'Monthly Membership'));
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await createOfflineOrder(t.db, ownerCaller(new Date()), {
      planId: plan!.id,
      memberId: a.id,
      startDate: nextWeek.toISOString(),
    });
    expect(await pageA('SUBSCRIPTIONS')).toMatch(
      /Monthly Membership<\/td>\s*<td[^>]*>[^<]+<\/td>\s*<td[^>]*>[^<]+<\/td>\s*<td[^>]*>Pending<\/td>/,
    );
    for (const [section, key] of sections) {
      const [bodyA, bodyB] = [await pageA(section), await pageB(section)];
      expect(siteContainerOf(bodyA), `${section} of A`).toContain(mineA[key]);
      expect(bodyA, `${section} of A`).not.toContain(mineB[key]);
      expect(bodyB, `${section} of B`).toContain(mineB[key]);
      expect(bodyB, `${section} of B`).not.toContain(mineA[key]);
    }
    // Dates in the house style (docs/architecture.md): a booking's start in its zone, named.
    expect(await pageA('BOOKINGS')).toMatch(/<td[^>]*>Mon, Mar 15, 2027, 9:00 AM UTC<\/td>/);
    expect(await pageA('ACCOUNT_INFO')).toMatch(
      /Member since<\/dt>\s*<dd>[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}<\/dd>/,
    );
  });

  it('answers a section the account does not have with a page that says so and offers the sections it has', async () => {
    const a = await memberWithToken();
    const back = 'http://127.0.0.1:3999/members';
    const path = await accountPath(a.authorization, back);
    const res = await t.app.inject({ method: 'GET', url: `${path}?section=WISHLIST` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const shown = siteContainerOf(res.body);
    expect(shown).toContain('This account has no section “WISHLIST”');
    expect(shown).toContain(`href="${path}?section=ACCOUNT_INFO"`);
    expect(shown).toContain(`href="${back}"`);
    expect(shown).not.toContain('aria-current');
  });

  it("a logout ends the member's account links, and only theirs", async () => {
    const [a, b] = [await memberWithToken(), await memberWithToken()];
    const [pathA, pathB] = [await accountPath(a.authorization), await accountPath(b.authorization)];
    const logout = await t.app.inject({
      method: 'POST',
      url: SESSION,
      payload: { logout: {} },
      headers: { authorization: a.authorization },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const afterA = await t.app.inject({ method: 'GET', url: pathA });
    expect(afterA.statusCode).toBe(404);
    expect(afterA.body).toContain('This account link is unknown or has expired.');
    expect((await t.app.inject({ method: 'GET', url: pathB })).statusCode).toBe(200);
  });

  it('are not opened for preferences.maintainIdentity false: that is a new visitor, who has no account', async () => {
    const a = await memberWithToken();
    const refused = await askAccount(a.authorization, { preferences: { maintainIdentity: false } });
    const envelope = expectAppError(refused, 403, 'MEMBER_ONLY');
    expect(envelope.message).toContain('maintainIdentity');
    expect(envelope.message).toContain('leave maintainIdentity out');
    // Keeping the identity, said or left out (the default), opens the member's own page.
    const kept = await askAccount(a.authorization, { preferences: { maintainIdentity: true } });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
