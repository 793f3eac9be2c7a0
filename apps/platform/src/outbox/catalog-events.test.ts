import { CartResponse, describeWebhookEvent } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { bookAt, serviceWithSchedule } from '../modules/bookings/booked-fixtures';
import { MUG, cartClient } from '../modules/ecom/cart-test-kit';
import { newEvent } from '../modules/events/test-client';
import { newPlan } from '../modules/pricing-plans/test-kit';
import { outboxOf } from './test-kit';

/** One representative event per area: catalog name, entity fqdn and id, payload and caller. */
const t = useTestApp();
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db);
});

const asOwner = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });

/** The entity's one event of this type, checked against the catalog. */
async function theEvent(entityId: string, eventType: string) {
  const rows = (await outboxOf(t.db, [entityId])).filter((r) => r.eventType === eventType);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row!.entityFqdn).toBe(describeWebhookEvent(eventType)?.entityFqdn);
  expect(row!.entityId).toBe(entityId);
  return row!;
}

const OWNER = { identityType: 'WIX_USER' };

describe('the outbox names every area’s events as the webhook catalog does', () => {
  it('bookings: a service created, updated and deleted by the owner carries the service', async () => {
    const res = await asOwner('POST', '/bookings/v2/services', {
      service: { type: 'APPOINTMENT', name: 'Outbox Massage' },
    });
    const { id, revision } = res.json().service;
    const fqdn = 'wix.bookings.services.v2.service';
    const created = await theEvent(id, `${fqdn}_created`);
    expect(created.payload).toMatchObject({ id, name: 'Outbox Massage' });
    expect(created.identity).toMatchObject(OWNER);
    await asOwner('PATCH', `/bookings/v2/services/${id}`, {
      service: { name: 'Outbox Massage II', revision },
    });
    expect((await theEvent(id, `${fqdn}_updated`)).payload).toMatchObject({
      name: 'Outbox Massage II',
    });
    expect((await asOwner('DELETE', `/bookings/v2/services/${id}`)).statusCode).toBe(200);
    expect((await theEvent(id, `${fqdn}_deleted`)).payload).toMatchObject({ id });
  });

  it('bookings: a booking canceled by the owner carries {booking} and names the owner', async () => {
    const bookingId = await bookAt(t.db, (await serviceWithSchedule(t.db)).id, '10');
    const res = await asOwner('POST', `/bookings/v2/bookings/${bookingId}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    const row = await theEvent(bookingId, 'wix.bookings.v2.booking_canceled');
    expect(row.payload).toMatchObject({ booking: { id: bookingId, status: 'CANCELED' } });
    expect(row.identity).toMatchObject(OWNER);
  });

  it('eCommerce: a visitor’s new cart carries the cart and names the visitor', async () => {
    const visitor = cartClient(t, { authorization: await visitorToken(t.app) });
    const { cart } = CartResponse.parse((await visitor.add(MUG)).json());
    const row = await theEvent(cart.id, 'wix.ecom.v1.cart_created');
    expect(row.payload).toMatchObject({ id: cart.id });
    expect(row.identity).toMatchObject({
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: cart.buyerInfo?.visitorId,
    });
  });

  it('events: an event created by the owner carries the event', async () => {
    const res = await asOwner('POST', '/events/v3/events', { event: newEvent(), draft: true });
    const { id } = res.json().event;
    const row = await theEvent(id, 'wix.events.v1.event_created');
    expect(row.payload).toMatchObject({ id, title: 'Harbour Lights Concert' });
    expect(row.identity).toMatchObject(OWNER);
  });

  it('pricing plans: a plan created by the owner carries the plan', async () => {
    const res = await asOwner('POST', '/pricing-plans/v2/plans', { plan: newPlan() });
    const { id } = res.json().plan;
    const row = await theEvent(id, 'wix.pricing_plans.v2.plan_created');
    expect(row.payload).toMatchObject({ id });
    expect(row.identity).toMatchObject(OWNER);
  });
});
