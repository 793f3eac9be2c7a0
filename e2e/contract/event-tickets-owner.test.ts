// Events checkout for the owner, through the real SDK against the real platform, on an event of this
// file's own: the box office (POS), the owner's order edits and the sales summary (docs/protocol.md
// §2.6).
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@headless/sdk';
import { thrownBy } from './clients';
import {
  buy,
  codeOf,
  createKeyAndEvent,
  eventId,
  form,
  newDefinition,
  newTicketedEvent,
  owner,
  reserve,
  visitor,
} from './event-tickets-kit';

beforeAll(createKeyAndEvent);

describe('the box office (POS checkout)', () => {
  it('sells a reservation as cash to confirm or as a card authorization, owner only', async () => {
    const defId = await newDefinition('P Seats', {
      pricingMethod: { fixedPrice: { value: '20.00', currency: 'USD' } },
      feeType: 'NO_FEE',
    });
    const api = owner().eventOrders;
    const cash = await api.posCheckout({
      eventId,
      reservationId: await reserve(owner(), defId, 2),
    });
    expect(cash.order).toMatchObject({
      status: 'OFFLINE_PENDING',
      channel: 'POS',
      ticketsQuantity: 2,
      totalPrice: { amount: '40.00', currency: 'USD' },
      fullName: 'Walk-in Guest',
      availableActions: ['ARCHIVE', 'CONFIRM'],
    });
    expect(cash.expires).toBeInstanceOf(Date);
    const [confirmed] = (await api.confirmOrder(eventId, [cash.order.orderNumber])).orders;
    expect(confirmed?.status).toBe('PAID');
    const card = await api.posCheckout({
      eventId,
      reservationId: await reserve(owner(), defId),
      paymentDetailsId: 'card-reader-1',
    });
    expect(card.order).toMatchObject({ status: 'AUTHORIZED', channel: 'POS' });
    expect(card.order.availableActions).toEqual(['ARCHIVE', 'CAPTURE', 'VOID']);
    const def = await owner().ticketDefinitionsV2.getTicketDefinition(defId, {
      fields: ['SALES_DETAILS'],
    });
    expect(def.salesDetails).toMatchObject({ soldCount: 3, reservedCount: 0 });
    const buyer = visitor();
    const forbidden = await thrownBy(() =>
      buyer.eventOrders.posCheckout({ eventId, reservationId: 'whatever' }),
    );
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
    const id = await reserve(buyer, defId);
    await api.posCheckout({ eventId, reservationId: id });
    const twice = await thrownBy(() => api.posCheckout({ eventId, reservationId: id }));
    expect(codeOf(twice)).toBe('RESERVATION_ALREADY_USED');
  });
});

describe('the owner edits orders', () => {
  it('updates the buyer, the form and the archive flag of one order', async () => {
    const defId = await newDefinition('O Seats');
    const orderNumber = await buy(visitor(), defId);
    const api = owner().eventOrders;
    const { order } = await api.updateOrder(eventId, orderNumber, {
      fields: { firstName: 'Grace B.' },
      archived: true,
    });
    expect(order).toMatchObject({
      firstName: 'Grace B.',
      lastName: 'Hopper',
      archived: true,
      availableActions: ['UNARCHIVE'],
    });
    const archived = await api.listOrders({ eventId: [eventId], tag: ['ARCHIVED'] });
    expect(archived.orders.map((o) => o.orderNumber)).toContain(orderNumber);
    const formed = await api.updateOrder(eventId, orderNumber, {
      checkoutForm: form('Grace', 'Hopper', 'gh@example.com').form,
      archived: false,
    });
    expect(formed.order.archived).toBe(false);
    const read = await api.getOrder(eventId, orderNumber, { fieldset: ['FORM'] });
    expect(read.checkoutForm?.inputValues).toContainEqual({
      inputName: 'email',
      value: 'gh@example.com',
    });
    const missing = await thrownBy(() =>
      api.updateOrder(eventId, orderNumber, { checkoutForm: { inputValues: [] } }),
    );
    expect(missing).toBeInstanceOf(ValidationError);
    expect((missing as ValidationError).message).toContain('checkoutForm.email');
    const unknown = await thrownBy(() => api.updateOrder(eventId, 'NOPE-0000', { archived: true }));
    expect(codeOf(unknown)).toBe('ORDER_NOT_FOUND');
    const byVisitor = await thrownBy(() =>
      visitor().eventOrders.updateOrder(eventId, orderNumber, { archived: true }),
    );
    expect(codeOf(byVisitor)).toBe('FORBIDDEN');
  });

  it('archives and unarchives several orders at once, all or none', async () => {
    const defId = await newDefinition('B Seats');
    const buyer = visitor();
    const numbers = [await buy(buyer, defId), await buy(buyer, defId)];
    const api = owner().eventOrders;
    const bulk = await api.bulkUpdateOrders(eventId, numbers, { archived: true });
    expect(bulk.orders.map((o) => [o.orderNumber, o.archived])).toEqual(
      [...numbers].sort().map((n) => [n, true]),
    );
    const archived = await api.listOrders({ orderNumber: numbers, tag: ['ARCHIVED'] });
    expect(archived.total).toBe(2);
    const partial = await thrownBy(() =>
      api.bulkUpdateOrders(eventId, [...numbers, 'NOPE-0000'], { archived: false }),
    );
    expect(codeOf(partial)).toBe('ORDER_NOT_FOUND');
    expect((await api.listOrders({ orderNumber: numbers, tag: ['ARCHIVED'] })).total).toBe(2);
    await api.bulkUpdateOrders(eventId, numbers, { archived: false });
    expect((await api.listOrders({ orderNumber: numbers, tag: ['NON_ARCHIVED'] })).total).toBe(2);
    const otherEvent = await newTicketedEvent('Contract Other');
    const elsewhere = await thrownBy(() =>
      api.bulkUpdateOrders(otherEvent, numbers, { archived: true }),
    );
    expect(codeOf(elsewhere)).toBe('ORDER_NOT_FOUND');
  });
});

describe('the sales summary of one event', () => {
  it('counts settled orders only, with the fees added at checkout taken off the revenue', async () => {
    const on = await newTicketedEvent('Contract Summary');
    const paidDef = await newDefinition(
      'S Paid',
      { feeType: 'FEE_ADDED_AT_CHECKOUT', limitPerCheckout: 5 },
      on,
    );
    const freeDef = await newDefinition('S Free', { pricingMethod: { free: true } }, on);
    const buyer = visitor();
    const api = owner().eventOrders;
    expect(await api.getSummary(on)).toEqual({ sales: [] });
    await buy(buyer, paidDef, undefined, on);
    const offline = await buy(buyer, paidDef, 'OFFLINE', on);
    await buy(buyer, freeDef, undefined, on);
    const before = await api.getSummary(on);
    expect(before.sales).toEqual([
      expect.objectContaining({ eventId: on, ordersCount: 1, ticketsCount: 1 }),
    ]);
    await api.confirmOrder(on, [offline]);
    const { sales } = await api.getSummary(on);
    expect(sales).toEqual([
      {
        eventId: on,
        currency: 'USD',
        ordersCount: 2,
        ticketsCount: 2,
        total: { amount: '10.25', currency: 'USD', value: '10.25' },
        revenue: { amount: '10.00', currency: 'USD', value: '10.00' },
        totalSales: { amount: '10.00', currency: 'USD', value: '10.00' },
      },
    ]);
  });
});
