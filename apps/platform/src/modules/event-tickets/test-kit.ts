import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app';
import { madeBeforeAll } from '../../../test/harness';
export { codeOf, violationsOf } from '../../../test/harness';
import { ownerAndVisitorClient } from '../../../test/callers';
import { seededEventId } from '../events/test-client';

export const JAZZ = seededEventId('summer-jazz-night');
export const WORKSHOP = seededEventId('online-photography-workshop');
export const DRAFT = seededEventId('autumn-market');

export const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
export const buyerForm = (b = BUYER) => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: b.firstName },
      { inputName: 'lastName', value: b.lastName },
      { inputName: 'email', value: b.email },
    ],
  },
});

export type Client = Awaited<ReturnType<typeof ownerAndVisitorClient>>;
type Call = Client['asVisitor'];

/** Calls of the tickets module as the owner or a visitor of the demo site. */
export async function ticketsKit(t: TestApp) {
  const c = await ownerAndVisitorClient(t);

  /** A fresh definition on the jazz night (owner, v3), so every test has its own capacity. */
  async function newDefinition(overrides: Record<string, unknown> = {}, eventId = JAZZ) {
    const res = await c.asOwner('POST', '/events/v3/ticket-definitions', {
      ticketDefinition: {
        eventId,
        name: `T${Math.random().toString(36).slice(2, 8)}`,
        pricingMethod: { fixedPrice: { value: '10.00', currency: 'USD' } },
        initialLimit: 10,
        ...overrides,
      },
      fields: ['SALES_DETAILS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ticketDefinition.id as string;
  }

  const reserve = (
    defId: string,
    quantity = 1,
    call: Call = c.asVisitor,
    extra = {},
    eventId = JAZZ,
  ) =>
    call('POST', '/events/v1/checkout/reservations', {
      eventId,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity }],
      ...extra,
    });

  async function reservationId(
    defId: string,
    quantity = 1,
    call: Call = c.asVisitor,
    extra = {},
    eventId = JAZZ,
  ) {
    const res = await reserve(defId, quantity, call, extra, eventId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  }

  const checkout = (
    reservation: string,
    extra: Record<string, unknown> = {},
    call: Call = c.asVisitor,
  ) =>
    call('POST', '/events/v1/checkout', {
      eventId: JAZZ,
      reservationId: reservation,
      guests: [buyerForm()],
      ...extra,
    });

  /** A placed order (checked out) of `quantity` tickets; returns its order number. */
  async function order(
    defId: string,
    quantity = 1,
    extra: Record<string, unknown> = {},
    call: Call = c.asVisitor,
  ) {
    const res = await checkout(await reservationId(defId, quantity, call), extra, call);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order.orderNumber as string;
  }

  /** PATCH the checkout of a placed order (its buyer or guests), on the jazz night. */
  const updateCheckout = (
    orderNumber: string,
    changes: Record<string, unknown>,
    call: Call = c.asVisitor,
  ) => call('PATCH', `/events/v1/checkout/${orderNumber}`, { eventId: JAZZ, ...changes });

  return { ...c, newDefinition, reserve, reservationId, checkout, order, updateCheckout };
}

/** `ticketsKit` for a whole test file, made in its `beforeAll` (see `madeBeforeAll`). */
export const useTicketsKit = (t: TestApp) => madeBeforeAll(() => ticketsKit(t));
