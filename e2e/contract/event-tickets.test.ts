// Events checkout beyond the happy path, through the real SDK against the real platform, on an event
// of this file's own (so counts are exact and seeded capacity is left alone): checkout options,
// the available-tickets query, cancelling a reservation, updating a checkout, the box office (POS),
// and the owner's order edits (docs/protocol.md §2.6).
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, ValidationError } from '@headless/sdk';
import type { ApplicationError } from '@headless/sdk';
import { orders, ticketDefinitionsV2, wixEvents } from '@headless/sdk/events';
import type { TicketDefinitionInput } from '@headless/contract';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { thrownBy } from './clients';

const DAY = 86_400_000;
const modules = { wixEvents, eventOrders: orders, ticketDefinitionsV2 };
const retry = { maxRetries: 0 };
const visitor = () =>
  createClient({ clientId: SAMPLE_CLIENT_ID, apiBaseUrl: platformUrl, modules, retry });

let apiKey = '';
const owner = () =>
  createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules,
    retry,
  });

/** A published ticketed event of this file only. */
async function newTicketedEvent(title: string): Promise<string> {
  const event = await owner().wixEvents.createEvent(
    {
      title: `${title} ${Math.random().toString(36).slice(2, 7)}`,
      location: { type: 'VENUE', name: 'Box Office Hall', address: { city: 'Boston' } },
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 20 * DAY),
        endDate: new Date(Date.now() + 20 * DAY + 7_200_000),
        timeZoneId: 'America/New_York',
      },
      registration: { initialType: 'TICKETING' },
    },
    { fields: ['REGISTRATION'] },
  );
  expect(event.registration?.type).toBe('TICKETING');
  return event.id;
}

let eventId = '';
beforeAll(async () => {
  const printed = await platformCli('apikeys', 'create');
  apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
  eventId = await newTicketedEvent('Contract Tickets');
});

async function newDefinition(
  name: string,
  extra: Partial<TicketDefinitionInput> = {},
  onEvent = eventId,
): Promise<string> {
  const def = await owner().ticketDefinitionsV2.createTicketDefinition({
    eventId: onEvent,
    name,
    pricingMethod: { fixedPrice: { value: '10.00', currency: 'USD' } },
    initialLimit: 10,
    limitPerCheckout: 5,
    ...extra,
  });
  return def.id;
}

const form = (firstName: string, lastName: string, email: string) => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: firstName },
      { inputName: 'lastName', value: lastName },
      { inputName: 'email', value: email },
    ],
  },
});
const grace = form('Grace', 'Hopper', 'grace@example.com');

/** A visitor or the owner: both reserve and check out. */
type Client = Pick<ReturnType<typeof visitor>, 'eventOrders'>;
const reserve = async (client: Client, ticketDefinitionId: string, quantity = 1, on = eventId) =>
  (
    await client.eventOrders.createReservation({
      eventId: on,
      ticketQuantities: [{ ticketDefinitionId, quantity }],
    })
  ).id;

/** A visitor's order of one ticket; `paymentMethod` is the emulator's option (docs/interfaces.md). */
async function buy(client: Client, defId: string, paymentMethod?: string, on = eventId) {
  const reservationId = await reserve(client, defId, 1, on);
  const placed = await client.eventOrders.checkout({
    eventId: on,
    reservationId,
    guests: [grace],
    ...(paymentMethod ? { options: { paymentMethod } } : {}),
  });
  return placed.order.orderNumber;
}

const codeOf = (error: unknown) => (error as ApplicationError).code;

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
    await platformCli('sites', 'premium', 'on');
    try {
      expect(await client.eventOrders.getCheckoutOptions()).toMatchObject({
        paidTicketsAvailable: true,
        premiumServices: true,
        paymentMethodConfigured: true,
      });
    } finally {
      await platformCli('sites', 'premium', 'off');
    }
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
