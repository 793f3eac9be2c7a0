// Events tickets, reservations, checkout and orders through the real SDK against the real
// platform: a visitor reserves and buys, the owner manages definitions and orders (docs/protocol.md
// §2.6).
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, ValidationError } from '@headless/sdk';
import type { ApplicationError } from '@headless/sdk';
import {
  eventTickets,
  events,
  orders,
  ticketDefinitions,
  ticketDefinitionsV2,
} from '@headless/sdk/events';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { thrownBy } from './clients';
import { fileOwner } from './owner-key';

const modules = {
  events,
  eventOrders: orders,
  ticketDefinitions,
  ticketDefinitionsV2,
  eventTickets,
};
const retry = { maxRetries: 0 };
const visitor = () =>
  createClient({ clientId: SAMPLE_CLIENT_ID, apiBaseUrl: platformUrl, modules, retry });

const { createOwnerKey, owner } = fileOwner(modules);
let eventId = '';
beforeAll(async () => {
  await createOwnerKey();
  const { items } = await visitor().events.queryEvents().eq('slug', 'summer-jazz-night').find();
  eventId = items[0]?.id ?? '';
  expect(eventId).not.toBe('');
});

const guest = {
  form: {
    inputValues: [
      { inputName: 'firstName', value: 'Grace' },
      { inputName: 'lastName', value: 'Hopper' },
      { inputName: 'email', value: 'grace@example.com' },
    ],
  },
};

async function newDefinition(price = '12.50', limitPerCheckout = 4) {
  const def = await owner().ticketDefinitionsV2.createTicketDefinition(
    {
      eventId,
      name: `Contract ${Math.random().toString(36).slice(2, 7)}`,
      pricingMethod: { fixedPrice: { value: price, currency: 'USD' } },
      initialLimit: 20,
      limitPerCheckout,
    },
    { fields: ['SALES_DETAILS'] },
  );
  expect(def.createdDate).toBeInstanceOf(Date);
  return def.id;
}

describe('a visitor buys tickets', () => {
  it('lists what is on offer, reserves, prices the invoice and checks out', async () => {
    const client = visitor();
    const defId = await newDefinition();
    const offer = await client.eventOrders.listAvailableTickets({ eventId, limit: 50 });
    expect(offer.definitions.find((d) => d.id === defId)?.saleStatus).toBe('SALE_STARTED');
    const reservation = await client.eventOrders.createReservation({
      eventId,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity: 2 }],
    });
    expect(reservation.expires).toBeInstanceOf(Date);
    expect(reservation.expires.getTime()).toBeGreaterThan(Date.now());
    expect(reservation.invoice.subTotal).toMatchObject({ amount: '25.00', currency: 'USD' });
    const invoice = await client.eventOrders.getInvoice(reservation.id, eventId, {
      withDiscount: { couponCode: 'SAVE10' },
    });
    expect(invoice.invoice.total.amount).toBe('22.50');
    const placed = await client.eventOrders.checkout({
      eventId,
      reservationId: reservation.id,
      guests: [guest],
    });
    expect(placed.order).toMatchObject({ status: 'PENDING', ticketsQuantity: 2 });
    expect(placed.order.created).toBeInstanceOf(Date);
    const again = await client.eventOrders.getOrder(eventId, placed.order.orderNumber, {
      fieldset: ['TICKETS'],
    });
    expect(again.tickets).toHaveLength(2);
    const mine = await client.eventOrders.listOrders({ orderNumber: [placed.order.orderNumber] });
    expect(mine.total).toBe(1);
  });

  it('gets clear errors: over the limit, a wrong form, a reservation used twice', async () => {
    const client = visitor();
    const defId = await newDefinition('5', 2);
    const over = await thrownBy(() =>
      client.eventOrders.createReservation({
        eventId,
        ticketQuantities: [{ ticketDefinitionId: defId, quantity: 3 }],
      }),
    );
    expect((over as ApplicationError).code).toBe('TICKET_LIMIT_PER_CHECKOUT_EXCEEDED');
    const { id } = await client.eventOrders.createReservation({
      eventId,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity: 1 }],
    });
    const badForm = await thrownBy(() =>
      client.eventOrders.checkout({
        eventId,
        reservationId: id,
        guests: [{ form: { inputValues: [] } }],
      }),
    );
    expect(badForm).toBeInstanceOf(ValidationError);
    await client.eventOrders.checkout({ eventId, reservationId: id, guests: [guest] });
    const twice = await thrownBy(() =>
      client.eventOrders.checkout({ eventId, reservationId: id, guests: [guest] }),
    );
    expect((twice as ApplicationError).code).toBe('RESERVATION_ALREADY_USED');
  });
});

describe('the owner manages orders', () => {
  it('confirms offline orders, captures and voids authorizations, checks in and lists guests', async () => {
    const buyer = visitor();
    const api = owner();
    const defId = await newDefinition();
    const buy = async (paymentMethod: string) => {
      const { id } = await buyer.eventOrders.createReservation({
        eventId,
        ticketQuantities: [{ ticketDefinitionId: defId, quantity: 1 }],
      });
      const res = await buyer.eventOrders.checkout({
        eventId,
        reservationId: id,
        guests: [guest],
        options: { paymentMethod },
      });
      return res.order.orderNumber;
    };
    const offline = await buy('OFFLINE');
    const [confirmed] = (await api.eventOrders.confirmOrder(eventId, [offline])).orders;
    expect(confirmed?.status).toBe('PAID');
    const authorized = await buy('AUTHORIZE');
    expect((await api.eventOrders.captureAuthorizedPayment(authorized)).order.status).toBe('PAID');
    const failed = await thrownBy(() => api.eventOrders.voidAuthorizedPayment(authorized));
    expect((failed as ApplicationError).code).toBe('NOT_SUPPORTED');
    const checkedIn = await api.eventTickets.checkInTickets(eventId, [`${offline}-1`]);
    expect(checkedIn.tickets[0]?.checkIn?.created).toBeInstanceOf(Date);
    const { guests } = await api.eventTickets.queryGuests({ filter: { orderNumber: offline } });
    expect(guests[0]).toMatchObject({ attendanceStatus: 'ATTENDING', guestType: 'BUYER' });
    const summary = await api.eventOrders.getSummary(eventId);
    expect(summary.sales[0]?.ordersCount).toBeGreaterThanOrEqual(2);
    const def = await api.ticketDefinitionsV2.getTicketDefinition(defId, {
      fields: ['SALES_DETAILS'],
    });
    expect(def.salesDetails?.soldCount).toBe(2);
    const forbidden = await thrownBy(() => buyer.eventOrders.getSummary(eventId));
    expect((forbidden as ApplicationError).code).toBe('FORBIDDEN');
  });
});
