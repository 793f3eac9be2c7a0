import { ListOrdersResponse, OrderResponse, SummaryResponse } from '@headless/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../../test/outbox-events';
import { payEventOrder } from '../index';
import { JAZZ, useTicketsKit, violationsOf } from '../test-kit';
import { ownerCaller } from '../../../../test/callers';

const t = useTestApp();
const k = useTicketsKit(t);
let defId: string;
beforeAll(async () => {
  defId = await k.newDefinition({ initialLimit: 100, limitPerCheckout: 10 });
});

const orderUrl = (n: string) => `/events/v1/events/${JAZZ}/orders/${n}`;
const list = async (query: string, call = k.asOwner) => {
  const res = await call('GET', `/events/v1/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ListOrdersResponse.parse(res.json());
};
const statusOf = async (n: string) => (await k.asOwner('GET', orderUrl(n))).json().order.status;
const ORDER = 'wix.events.ticketing.v1.order';
/** The ticket order's `order_updated` rows, oldest first (entity id = the order number). */
const updatesOf = async (n: string) =>
  (await outboxOf(t.db, ORDER, n)).filter((e) => e.eventType === `${ORDER}_updated`);
/** Its newest `order_updated`, which must be the owner's and carry the order as it now is. */
async function lastUpdate(n: string) {
  const last = (await updatesOf(n)).at(-1);
  expect(last).toMatchObject({ aggregateId: n, identity: ownerIdentity });
  expect(last!.payload).toMatchObject({ orderNumber: n, eventId: JAZZ });
  return last!.payload as Record<string, unknown>;
}

describe('orders: reads', () => {
  it('lists with filters, facets, search, sort and paging; visitors see only their own', async () => {
    const a = await k.order(defId, 1);
    const b = await k.order(defId, 2, { options: { paymentMethod: 'OFFLINE' } });
    const mine = await list(
      `eventId=${JAZZ}&orderNumber=${a}&orderNumber=${b}&facet=status&sort=created:asc&fieldset=DETAILS`,
    );
    expect(mine.orders.map((o) => o.orderNumber)).toEqual([a, b]);
    expect(mine.facets.status?.counts).toEqual({ PENDING: 1, OFFLINE_PENDING: 1 });
    expect(mine.orders[0]?.email).toBe('ada@example.com');
    expect(
      (await list(`status=OFFLINE_PENDING&orderNumber=${a}&orderNumber=${b}`)).orders.map(
        (o) => o.orderNumber,
      ),
    ).toEqual([b]);
    expect((await list(`searchPhrase=${a}`)).total).toBe(1);
    expect((await list('searchPhrase=lovelace&limit=1')).orders).toHaveLength(1);
    expect((await list('tag=CONFIRMED&tag=ARCHIVED')).total).toBe(0);
    const visitorView = await list('limit=400', k.asVisitor);
    expect(visitorView.orders.every((o) => o.eventId === JAZZ)).toBe(true);
    const { visitorToken } = await import('../../../../test/build-app');
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/events/v1/orders',
      headers: { authorization: await visitorToken(t.app) },
    });
    expect(stranger.json().total).toBe(0);
    const badSort = await k.asOwner('GET', '/events/v1/orders?sort=colour');
    expect(violationsOf(badSort)).toEqual(['sort:VALIDATION']);
  });

  it('gets an order with the asked field sets; others cannot see it', async () => {
    const n = await k.order(defId, 2);
    const basic = OrderResponse.parse((await k.asVisitor('GET', orderUrl(n))).json()).order;
    expect(basic.tickets).toBeUndefined();
    const full = await k.asVisitor(
      'GET',
      `${orderUrl(n)}?fieldset=TICKETS&fieldset=INVOICE&orderNumber=${n}&eventId=${JAZZ}`,
    );
    expect(full.json().order.tickets).toHaveLength(2);
    expect(full.json().order.invoice.total.amount).toBe('20.00');
    const missing = await k.asOwner('GET', orderUrl('ZZZZ-ZZZZ'));
    expectAppError(missing, 404, 'ORDER_NOT_FOUND');
  });

  it('summarises settled sales per currency (owner only)', async () => {
    const def = await k.newDefinition();
    const n = await k.order(def, 3, { options: { paymentMethod: 'OFFLINE' } });
    const before = SummaryResponse.parse(
      (await k.asOwner('GET', `/events/v1/orders/summary?eventId=${JAZZ}`)).json(),
    );
    const confirmed = await k.asOwner('POST', `/events/v1/events/${JAZZ}/orders/confirm`, {
      orderNumber: [n],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = SummaryResponse.parse(
      (await k.asOwner('GET', `/events/v1/orders/summary?eventId=${JAZZ}`)).json(),
    );
    const count = (s: SummaryResponse) => s.sales[0]?.ticketsCount ?? 0;
    expect(count(after) - count(before)).toBe(3);
    expect((await k.asVisitor('GET', '/events/v1/orders/summary')).statusCode).toBe(403);
  });

  it.each(['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE'])(
    "counts a PAID order's revenue as its invoice does (%s)",
    async (feeType) => {
      const cents = (m?: { amount: string }) => Math.round(Number(m?.amount ?? 0) * 100);
      const revenue = async () => {
        const res = await k.asOwner('GET', `/events/v1/orders/summary?eventId=${JAZZ}`);
        return cents(SummaryResponse.parse(res.json()).sales[0]?.revenue);
      };
      const n = await k.order(await k.newDefinition({ feeType }), 2);
      const before = await revenue();
      await payEventOrder(t.db, ownerCaller(t.app.clock.now()), n);
      const order = (await k.asOwner('GET', `${orderUrl(n)}?fieldset=INVOICE`)).json().order;
      expect(order.status).toBe('PAID');
      if (feeType === 'FEE_INCLUDED') expect(order.invoice.revenue.amount).toBe('19.50');
      expect((await revenue()) - before).toBe(cents(order.invoice.revenue));
    },
  );
});

describe('orders: changes', () => {
  it('updates buyer fields, checkout form and archive; bulk archives; visitors may not', async () => {
    const [a, b] = [await k.order(defId), await k.order(defId)];
    const res = await k.asOwner('PATCH', orderUrl(a), {
      fields: { firstName: 'Augusta' },
      archived: true,
    });
    expect(res.json().order).toMatchObject({
      firstName: 'Augusta',
      archived: true,
      availableActions: ['UNARCHIVE'],
    });
    expect(await lastUpdate(a)).toMatchObject({ firstName: 'Augusta', archived: true });
    const [seenA, seenB] = [(await updatesOf(a)).length, (await updatesOf(b)).length];
    const badForm = await k.asOwner('PATCH', orderUrl(a), {
      checkoutForm: { inputValues: [{ inputName: 'email', value: 'x' }] },
    });
    expect(violationsOf(badForm)).toContain('checkoutForm.email:VALIDATION');
    const bulk = await k.asOwner('PATCH', `/events/v1/events/${JAZZ}/orders`, {
      orderNumber: [a, b],
      fields: { archived: false },
    });
    expect(bulk.json().orders.map((o: { archived: boolean }) => o.archived)).toEqual([
      false,
      false,
    ]);
    // The bulk update records one order_updated per order it names.
    const counts = [(await updatesOf(a)).length, (await updatesOf(b)).length];
    expect(counts).toEqual([seenA + 1, seenB + 1]);
    expect(await lastUpdate(a)).toMatchObject({ archived: false, firstName: 'Augusta' });
    expect(await lastUpdate(b)).toMatchObject({ archived: false });
    expect((await k.asVisitor('PATCH', orderUrl(a), { archived: true })).statusCode).toBe(403);
    expect((await updatesOf(a)).length).toBe(seenA + 1);
  });

  it('confirms OFFLINE_PENDING → PAID only', async () => {
    const offline = await k.order(defId, 1, { options: { paymentMethod: 'OFFLINE' } });
    const pending = await k.order(defId);
    const ok = await k.asOwner('POST', `/events/v1/events/${JAZZ}/orders/confirm`, {
      orderNumber: [offline],
    });
    expect(ok.json().orders[0]).toMatchObject({ status: 'PAID', confirmed: true });
    // The transition records paid, then updated, both with the order as it now is.
    const slugs = (await outboxOf(t.db, ORDER, offline)).map((e) =>
      e.eventType.slice(ORDER.length),
    );
    expect(slugs.slice(-2)).toEqual(['_paid', '_updated']);
    expect(await lastUpdate(offline)).toMatchObject({ status: 'PAID', confirmed: true });
    const seen = (await updatesOf(pending)).length;
    const refused = await k.asOwner('POST', `/events/v1/events/${JAZZ}/orders/confirm`, {
      orderNumber: [pending],
    });
    expectAppError(refused, 400, 'INVALID_ORDER_STATUS_TRANSITION');
    expect(await statusOf(pending)).toBe('PENDING');
    expect((await updatesOf(pending)).length).toBe(seen);
  });

  it('captures AUTHORIZED → PAID and voids AUTHORIZED → VOIDED, naming each failure', async () => {
    const action = (n: string, kind: string) =>
      k.asOwner('POST', `/events/v1/events/orders/${n}/${kind}`, { orderNumber: n });
    const auth = { options: { paymentMethod: 'AUTHORIZE' } };
    const [a, b] = [await k.order(defId, 1, auth), await k.order(defId, 2, auth)];
    expect((await action(a, 'capture')).json().order.status).toBe('PAID');
    expectAppError(await action(a, 'capture'), 400, 'NOT_SUPPORTED');
    expect((await action(b, 'void')).json().order).toMatchObject({ status: 'VOIDED' });
    expectAppError(await action(b, 'capture'), 400, 'NOT_SUPPORTED');
    expectAppError(await action('NONE-NONE', 'void'), 404, 'NOT_FOUND');
    const offline = await k.order(defId, 1, { options: { paymentMethod: 'OFFLINE' } });
    expectAppError(await action(offline, 'capture'), 400, 'OFFLINE');
    const pos = await k.asOwner('POST', '/events/v1/pos-checkout', {
      eventId: JAZZ,
      reservationId: await k.reservationId(defId, 1, k.asOwner),
      paymentDetailsId: 'card',
    });
    expectAppError(
      await action(pos.json().order.orderNumber, 'capture'),
      400,
      'REQUIRES_CARD_READER',
    );
    const old = await k.order(defId, 1, auth);
    const clock = vi
      .spyOn(t.app.clock, 'now')
      .mockReturnValue(new Date(Date.now() + 8 * 86_400_000));
    expectAppError(await action(old, 'capture'), 400, 'EXPIRED');
    clock.mockRestore();
  });
});

describe('tickets at the door', () => {
  it('checks tickets in and out at the door; released orders cannot be', async () => {
    const n = await k.order(defId, 2);
    const url = `/events/v1/events/${JAZZ}/tickets`;
    const numbers = [`${n}-1`, `${n}-2`];
    const seen = (await updatesOf(n)).length;
    const res = await k.asOwner('POST', `${url}/check-in`, { ticketNumber: numbers });
    expect(res.json().tickets.every((tk: { checkIn?: unknown }) => tk.checkIn)).toBe(true);
    // Two tickets of one order checked in: one order_updated, the order fully checked in.
    expect((await updatesOf(n)).length).toBe(seen + 1);
    expect(await lastUpdate(n)).toMatchObject({ fullyCheckedIn: true });
    expect((await k.asOwner('GET', orderUrl(n))).json().order.fullyCheckedIn).toBe(true);
    expect((await list(`tag=FULLY_CHECKED_IN&orderNumber=${n}`)).total).toBe(1);
    expect((await list(`tag=NOT_FULLY_CHECKED_IN&orderNumber=${n}`)).total).toBe(0);
    expect((await list(`eventCreatorId=${JAZZ}&orderNumber=${n}`)).total).toBe(0);
    const one = await k.asVisitor('GET', `${url}/${n}-1`);
    expect(one.json().ticket).toMatchObject({
      ticketNumber: `${n}-1`,
      guestFullName: 'Ada Lovelace',
    });
    const undo = await k.asOwner('POST', `${url}/delete-check-in`, { ticketNumber: [`${n}-1`] });
    expect(undo.json().tickets[0].checkIn).toBeUndefined();
    expect(await lastUpdate(n)).toMatchObject({ fullyCheckedIn: false });
    const mixed = await k.asOwner('POST', `${url}/check-in`, { ticketNumber: [`${n}-1`, 'X-1'] });
    expectAppError(mixed, 404, 'TICKET_NUMBER_NOT_FOUND');
    expect((await updatesOf(n)).length).toBe(seen + 2);
    const voided = await k.order(defId, 1, { options: { paymentMethod: 'AUTHORIZE' } });
    await k.asOwner('POST', `/events/v1/events/orders/${voided}/void`, {});
    expectAppError(
      await k.asOwner('POST', `${url}/check-in`, { ticketNumber: [`${voided}-1`] }),
      400,
      'TICKET_NOT_VALID',
    );
    const listed = await k.asOwner('GET', `/events/v1/tickets?eventId=${JAZZ}&limit=2`);
    expect(listed.json()).toMatchObject({ limit: 2, offset: 0 });
    expect(listed.json().tickets).toHaveLength(2);
  });

  it('checks in, undoes and reads tickets on the documented paths, the event in body or query', async () => {
    const n = await k.order(defId, 2);
    const checked = await k.asOwner('POST', '/events/v1/tickets/check-in', {
      eventId: JAZZ,
      ticketNumber: [`${n}-1`, `${n}-2`],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().tickets.every((tk: { checkIn?: unknown }) => tk.checkIn)).toBe(true);
    const undo = await k.asOwner(
      'DELETE',
      `/events/v1/tickets/check-in?eventId=${JAZZ}&ticketNumber=${n}-1&ticketNumber=${n}-2`,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().tickets.map((tk: { checkIn?: unknown }) => tk.checkIn)).toEqual([
      undefined,
      undefined,
    ]);
    const one = await k.asVisitor('GET', `/events/v1/tickets/${n}-1?eventId=${JAZZ}`);
    expect([one.statusCode, one.json().ticket?.ticketNumber]).toEqual([200, `${n}-1`]);
    const noEvent = await k.asVisitor('GET', `/events/v1/tickets/${n}-2`);
    expect(noEvent.json().ticket.ticketNumber).toBe(`${n}-2`);
    const otherEvent = await k.asVisitor('GET', `/events/v1/tickets/${n}-1?eventId=${defId}`);
    expectAppError(otherEvent, 404, 'TICKET_NUMBER_NOT_FOUND');
    const visitor = await k.asVisitor('POST', '/events/v1/tickets/check-in', {
      eventId: JAZZ,
      ticketNumber: [`${n}-1`],
    });
    expect(visitor.statusCode).toBe(403);
    const noId = await k.asOwner('POST', '/events/v1/tickets/check-in', {
      ticketNumber: [`${n}-1`],
    });
    expect(noId.json().details.validationError.fieldViolations[0].field).toBe('eventId');
  });
});
