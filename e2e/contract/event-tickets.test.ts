// Events checkout beyond the happy path, through the real SDK against the real platform, on an event
// of this file's own: checkout options, the available-tickets query, cancelling a reservation and
// updating a checkout (docs/protocol.md §2.6).
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@headless/sdk';
import { withPremiumSite } from '../fixtures/platform-cli';
import { thrownBy } from './clients';
import {
  buy,
  codeOf,
  createKeyAndEvent,
  eventId,
  form,
  grace,
  newDefinition,
  newTicketedEvent,
  owner,
  reserve,
  visitor,
} from './event-tickets-kit';
import { DAY } from './time';

beforeAll(createKeyAndEvent);

describe('checkout options', () => {
  it('follow the site plan: no paid tickets until the site is premium', async () => {
    const client = visitor();
    expect(await client.eventOrders.getCheckoutOptions()).toEqual({
      paidTicketsAvailable: false,
      acceptCoupons: true,
      premiumServices: false,
      paymentMethodConfigured: false,
      acceptGiftCards: false,
    });
    await withPremiumSite(async () => {
      expect(await client.eventOrders.getCheckoutOptions()).toMatchObject({
        paidTicketsAvailable: true,
        premiumServices: true,
        paymentMethodConfigured: true,
      });
    });
    expect((await client.eventOrders.getCheckoutOptions()).paidTicketsAvailable).toBe(false);
  });
});

describe('the available-tickets query', () => {
  it('offers visible tickets only, with filter, sort, paging and live reserved counts', async () => {
    const on = await newTicketedEvent('Contract Query');
    const paid = await newDefinition('Q Paid', {}, on);
    const free = await newDefinition('Q Free', { pricingMethod: { free: true } }, on);
    await newDefinition('Q Hidden', { hidden: true }, on);
    const start = new Date(Date.now() + 5 * DAY);
    await newDefinition(
      'Q Not yet',
      { salePeriod: { startDate: start.toISOString(), displayNotOnSale: false } },
      on,
    );
    const soon = await newDefinition(
      'Q Soon',
      { salePeriod: { startDate: start.toISOString() } },
      on,
    );
    const client = visitor();
    const all = await client.eventOrders.queryAvailableTickets({
      filter: { eventId: on },
      sort: 'name:desc',
    });
    expect(all.definitions.map((d) => d.name)).toEqual(['Q Soon', 'Q Paid', 'Q Free']);
    expect(all.metaData).toEqual({ count: 3, offset: 0, total: 3 });
    expect(all.definitions[0]).toMatchObject({ id: soon, saleStatus: 'SALE_SCHEDULED' });
    expect(all.definitions[0]?.salePeriod?.startDate).toEqual(start);
    expect(all.definitions[1]).toMatchObject({
      id: paid,
      free: false,
      price: { amount: '10.00', currency: 'USD' },
      saleStatus: 'SALE_STARTED',
    });
    const page = await client.eventOrders.queryAvailableTickets({
      filter: { eventId: on },
      sort: 'name:asc',
      offset: 1,
      limit: 1,
    });
    expect(page.definitions.map((d) => d.id)).toEqual([paid]);
    expect(page.metaData).toEqual({ count: 1, offset: 1, total: 3 });
    const onlyFree = await client.eventOrders.queryAvailableTickets({
      filter: { eventId: on, free: true },
    });
    expect(onlyFree.definitions.map((d) => d.id)).toEqual([free]);
    await reserve(client, paid, 3, on);
    const after = await client.eventOrders.queryAvailableTickets({ filter: { id: paid } });
    expect(after.definitions[0]?.dashboard).toMatchObject({ ticketsReserved: 3, unsold: 7 });
    const badSort = await thrownBy(() =>
      client.eventOrders.queryAvailableTickets({ sort: 'name:sideways' }),
    );
    expect(badSort).toBeInstanceOf(ValidationError);
  });
});

describe('cancelling a reservation', () => {
  it('frees its tickets at once, cannot be checked out after, and is the holder’s only', async () => {
    const defId = await newDefinition('C Seats', { initialLimit: 2, limitPerCheckout: 2 });
    const buyer = visitor();
    const id = await reserve(buyer, defId, 2);
    const full = await thrownBy(() => reserve(visitor(), defId, 1));
    expect(codeOf(full)).toBe('TICKET_SOLD_OUT');
    const stranger = await thrownBy(() => visitor().eventOrders.cancelReservation(id, eventId));
    expect(codeOf(stranger)).toBe('RESERVATION_NOT_FOUND');
    await buyer.eventOrders.cancelReservation(id, eventId);
    const def = await owner().ticketDefinitionsV2.getTicketDefinition(defId, {
      fields: ['SALES_DETAILS'],
    });
    expect(def).toMatchObject({ actualLimit: 2, salesDetails: { reservedCount: 0, soldCount: 0 } });
    const late = await thrownBy(() =>
      buyer.eventOrders.checkout({ eventId, reservationId: id, guests: [grace] }),
    );
    expect(codeOf(late)).toBe('RESERVATION_CANCELED');
    await expect(buyer.eventOrders.cancelReservation(id, eventId)).resolves.toBeUndefined();
    const other = await reserve(visitor(), defId, 2);
    expect(other).not.toBe(id);
  });

  it('refuses to cancel a reservation that was already checked out', async () => {
    const defId = await newDefinition('C Used');
    const buyer = visitor();
    const id = await reserve(buyer, defId);
    await buyer.eventOrders.checkout({ eventId, reservationId: id, guests: [grace] });
    const used = await thrownBy(() => buyer.eventOrders.cancelReservation(id, eventId));
    expect(codeOf(used)).toBe('RESERVATION_ALREADY_USED');
    const def = await owner().ticketDefinitionsV2.getTicketDefinition(defId, {
      fields: ['SALES_DETAILS'],
    });
    expect(def.salesDetails?.soldCount).toBe(1);
  });
});

describe('updating a checkout', () => {
  it('lets the buyer fix their details while the order is unpaid, and only then', async () => {
    const defId = await newDefinition('U Seats');
    const buyer = visitor();
    const orderNumber = await buy(buyer, defId);
    const { order } = await buyer.eventOrders.updateCheckout(orderNumber, {
      eventId,
      guests: [form('Ada', 'Lovelace', 'ada@example.com')],
    });
    expect(order).toMatchObject({
      orderNumber,
      status: 'PENDING',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(order.updated).toBeInstanceOf(Date);
    const read = await buyer.eventOrders.getOrder(eventId, orderNumber, {
      fieldset: ['DETAILS', 'FORM'],
    });
    expect(read).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(read.checkoutForm?.inputValues).toContainEqual({
      inputName: 'email',
      value: 'ada@example.com',
    });
    const badEmail = await thrownBy(() =>
      buyer.eventOrders.updateCheckout(orderNumber, {
        eventId,
        guests: [form('Ada', 'Lovelace', 'not-an-email')],
      }),
    );
    expect(badEmail).toBeInstanceOf(ValidationError);
    const stranger = await thrownBy(() =>
      visitor().eventOrders.updateCheckout(orderNumber, { eventId, guests: [grace] }),
    );
    expect(codeOf(stranger)).toBe('ORDER_NOT_FOUND');
    const authorized = await buy(buyer, defId, 'AUTHORIZE');
    const settled = await thrownBy(() =>
      buyer.eventOrders.updateCheckout(authorized, { eventId, guests: [grace] }),
    );
    expect(codeOf(settled)).toBe('ORDER_NOT_UPDATABLE');
  });
});
