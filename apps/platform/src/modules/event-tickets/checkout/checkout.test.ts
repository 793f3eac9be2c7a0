import { CheckoutResponse, GetInvoiceResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { declineEventOrder, payEventOrder } from '../index';
import { BUYER, buyerForm, JAZZ, useTicketsKit } from '../test-kit';
import { ownerCaller } from '../../../../test/callers';

const t = useTestApp();
const k = useTicketsKit(t);

async function soldOf(defId: string) {
  const res = await k.asOwner('GET', `/events/v3/ticket-definitions/${defId}?fields=SALES_DETAILS`);
  return res.json().ticketDefinition.salesDetails as { soldCount: number; reservedCount: number };
}

async function eventsOf(orderNumber: string) {
  return (await outboxOf(t.db, [orderNumber]))
    .filter((r) => r.entityFqdn === 'wix.events.ticketing.v1.order')
    .map((r) => r.eventType);
}

describe('checkout', () => {
  it('makes a FREE order with tickets and guests from a free reservation, recording events', async () => {
    const defId = await k.newDefinition({ pricingMethod: { free: true } });
    const id = await k.reservationId(defId, 2);
    const res = await k.checkout(id, { marketingConsent: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = CheckoutResponse.parse(res.json());
    expect(body.order).toMatchObject({
      status: 'FREE',
      confirmed: true,
      ticketsQuantity: 2,
      totalPrice: { amount: '0.00', currency: 'USD' },
      firstName: 'Ada',
      email: 'ada@example.com',
      marketingConsent: true,
      availableActions: ['ARCHIVE'],
    });
    expect(body.order.tickets?.map((tk) => tk.ticketNumber)).toEqual([
      `${body.order.orderNumber}-1`,
      `${body.order.orderNumber}-2`,
    ]);
    expect(body.order.guests?.[0]).toMatchObject({
      guestType: 'BUYER',
      attendanceStatus: 'ATTENDING',
    });
    expect(body.orderPageUrl).toContain(`/order/${body.order.orderNumber}`);
    expect(await soldOf(defId)).toEqual(
      expect.objectContaining({ soldCount: 2, reservedCount: 0 }),
    );
    // A free order is confirmed as it is created: one created event, with the order itself.
    expect(await eventsOf(body.order.orderNumber)).toEqual([
      'wix.events.ticketing.v1.order_created',
    ]);
    const [created] = await outboxOf(t.db, [body.order.orderNumber]);
    expect(created?.payload).toMatchObject({ orderNumber: body.order.orderNumber, status: 'FREE' });
    expect(created?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
    const guests = await outboxOf(
      t.db,
      body.order.guests!.map((g) => g.id),
    );
    expect(guests.map((g) => g.eventType)).toContain('wix.events.guests.v1.guest_created');
  });

  it('makes a PENDING order for paid tickets with fees on top; pay → PAID, decline → seats back', async () => {
    const defId = await k.newDefinition({ feeType: 'FEE_ADDED_AT_CHECKOUT' });
    const paid = CheckoutResponse.parse((await k.checkout(await k.reservationId(defId, 2))).json());
    expect(paid.order).toMatchObject({ status: 'PENDING', totalPrice: { amount: '20.50' } });
    expect(paid.order.invoice).toMatchObject({
      subTotal: { amount: '20.00' },
      grandTotal: { amount: '20.50' },
      revenue: { amount: '20.00' },
    });
    expect(
      (await payEventOrder(t.db, ownerCaller(t.app.clock.now()), paid.order.orderNumber)).status,
    ).toBe('PAID');
    expect(await eventsOf(paid.order.orderNumber)).toContain('wix.events.ticketing.v1.order_paid');

    const other = await k.order(defId, 3);
    expect((await soldOf(defId)).soldCount).toBe(5);
    expect((await declineEventOrder(t.db, ownerCaller(t.app.clock.now()), other)).status).toBe(
      'DECLINED',
    );
    expect((await soldOf(defId)).soldCount).toBe(2);
    await expect(payEventOrder(t.db, ownerCaller(t.app.clock.now()), other)).rejects.toMatchObject({
      code: 'INVALID_ORDER_STATUS_TRANSITION',
    });
  });

  it('prices a coupon in the invoice and the order; a coupon that fails is reported', async () => {
    const defId = await k.newDefinition();
    const id = await k.reservationId(defId, 3);
    const invoice = (code: string) =>
      k.asVisitor('POST', `/events/v1/checkout/invoices/${id}`, {
        eventId: JAZZ,
        withDiscount: { couponCode: code },
      });
    const good = GetInvoiceResponse.parse((await invoice('SAVE10')).json());
    expect(good.invoice).toMatchObject({
      subTotal: { amount: '30.00' },
      discount: { amount: '3.00' },
      total: { amount: '27.00' },
    });
    const expired = GetInvoiceResponse.parse((await invoice('SPRING20')).json());
    expect(expired.discountErrors?.error).toEqual([{ code: 'COUPON_EXPIRED' }]);
    const bad = await k.checkout(id, { discount: { couponCode: 'NOPE' } });
    expectAppError(bad, 400, 'COUPON_DOES_NOT_EXIST');
    const res = await k.checkout(id, { discount: { couponCode: 'save10' } });
    expect(res.json().order.totalPrice.amount).toBe('27.00');
  });

  it('takes the buyer from `buyer` when no guest form is sent, and a member buys as themselves', async () => {
    const defId = await k.newDefinition({ pricingMethod: { free: true } });
    const res = await k.checkout(await k.reservationId(defId), {
      guests: undefined,
      buyer: BUYER,
      memberId: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.memberId).toBeUndefined();
    expect(res.json().order.checkoutForm.inputValues).toHaveLength(3);
  });

  it('sells at the box office: POS with a card is AUTHORIZED, without one OFFLINE_PENDING', async () => {
    const defId = await k.newDefinition();
    const card = await k.asOwner('POST', '/events/v1/pos-checkout', {
      eventId: JAZZ,
      reservationId: await k.reservationId(defId, 1, k.asOwner),
      paymentDetailsId: 'pd-1',
    });
    expect(card.json().order).toMatchObject({
      status: 'AUTHORIZED',
      channel: 'POS',
      availableActions: ['ARCHIVE', 'CAPTURE', 'VOID'],
    });
    const cash = await k.asOwner('POST', '/events/v1/pos-checkout', {
      eventId: JAZZ,
      reservationId: await k.reservationId(defId, 1, k.asOwner),
    });
    expect(cash.json().order).toMatchObject({
      status: 'OFFLINE_PENDING',
      availableActions: ['ARCHIVE', 'CONFIRM'],
    });
    const visitor = await k.asVisitor('POST', '/events/v1/pos-checkout', {
      eventId: JAZZ,
      reservationId: await k.reservationId(defId),
    });
    expectAppError(visitor, 403, 'FORBIDDEN');
  });

  it('updates the checkout of an unsettled order, checking the form again', async () => {
    const n = await k.order(await k.newDefinition());
    const fixed = await k.updateCheckout(n, { buyer: { ...BUYER, email: 'ada@lovelace.org' } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().order).toMatchObject({ email: 'ada@lovelace.org', status: 'PENDING' });
    const bad = await k.updateCheckout(n, { guests: [{ form: { inputValues: [] } }] });
    expect(bad.statusCode).toBe(400);
    await payEventOrder(t.db, ownerCaller(t.app.clock.now()), n);
    expectAppError(await k.updateCheckout(n, { buyer: BUYER }), 400, 'ORDER_NOT_UPDATABLE');
  });

  it('updates every guest given, in order, and refuses more guests than tickets, changing nothing', async () => {
    const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const ALAN = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' };
    const KATE = { firstName: 'Kate', lastName: 'Johnson', email: 'kate@example.com' };
    const n = await k.order(await k.newDefinition(), 2, {
      guests: [buyerForm(), buyerForm(GRACE)],
    });
    const names = async () => {
      const order = (
        await k.asVisitor(
          'GET',
          `/events/v1/events/${JAZZ}/orders/${n}?fieldset=TICKETS&fieldset=DETAILS&fieldset=FORM`,
        )
      ).json().order;
      return {
        tickets: order.tickets.map((tk: { guestFullName: string }) => tk.guestFullName),
        // In the order entered: the buyer, then each ticket's guest.
        guests: order.guests.map((g: { guestDetails: { email: string } }) => g.guestDetails.email),
        email: order.email,
        form: order.checkoutForm.inputValues,
      };
    };
    const res = await k.updateCheckout(n, { guests: [buyerForm(KATE), buyerForm(ALAN)] });
    expect(res.statusCode, res.body).toBe(200);
    const updated = await names();
    expect(updated).toMatchObject({
      tickets: ['Kate Johnson', 'Alan Turing'],
      guests: ['kate@example.com', 'alan@example.com'],
      email: 'kate@example.com',
    });

    const tooMany = await k.updateCheckout(n, {
      guests: [buyerForm(), buyerForm(GRACE), buyerForm(ALAN)],
    });
    expectValidationError(tooMany, ['guests:MAX_SIZE']);
    const badSecond = await k.updateCheckout(n, {
      guests: [buyerForm(), { form: { inputValues: [] } }],
    });
    expect(badSecond.statusCode).toBe(400);
    expect(await names()).toEqual(updated);

    const buyerOnly = await k.updateCheckout(n, { buyer: GRACE });
    expect(buyerOnly.statusCode, buyerOnly.body).toBe(200);
    expect(await names()).toEqual({
      tickets: ['Grace Hopper', 'Alan Turing'],
      guests: ['grace@example.com', 'alan@example.com'],
      email: 'grace@example.com',
      form: buyerForm(GRACE).form.inputValues,
    });
  });

  it("gives a ticket that was the buyer's its own guest when a later guest form is added", async () => {
    const n = await k.order(await k.newDefinition(), 2);
    const res = await k.updateCheckout(n, {
      guests: [
        buyerForm(),
        buyerForm({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (
      await k.asVisitor(
        'GET',
        `/events/v1/events/${JAZZ}/orders/${n}?fieldset=TICKETS&fieldset=DETAILS`,
      )
    ).json().order;
    expect(order.tickets.map((tk: { guestFullName: string }) => tk.guestFullName)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(order.guests).toHaveLength(2);
  });

  it("keeps other visitors' reservations to themselves", async () => {
    const defId = await k.newDefinition();
    const id = await k.reservationId(defId);
    const { visitorToken } = await import('../../../../test/build-app');
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: { authorization: await visitorToken(t.app) },
      payload: { eventId: JAZZ, reservationId: id, buyer: BUYER },
    });
    expectAppError(stranger, 404, 'RESERVATION_NOT_FOUND');
  });
});
