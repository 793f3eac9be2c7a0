// Events checkout for the contract tests: clients, an event of the test file's own (so counts are
// exact and seeded capacity is left alone), its ticket definitions, reservations and orders.
import { expect } from 'vitest';
import { createClient } from '@headless/sdk';
import type { ApplicationError } from '@headless/sdk';
import { orders, ticketDefinitionsV2, wixEvents } from '@headless/sdk/events';
import type { TicketDefinitionInput } from '@headless/contract';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { fileOwner } from './owner-key';
import { DAY } from './time';

export const modules = { wixEvents, eventOrders: orders, ticketDefinitionsV2 };
export const retry = { maxRetries: 0 };
export const visitor = () =>
  createClient({ clientId: SAMPLE_CLIENT_ID, apiBaseUrl: platformUrl, modules, retry });

const file = fileOwner(modules);
export const owner = file.owner;

/** A published ticketed event of this file only. */
export async function newTicketedEvent(title: string): Promise<string> {
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

export let eventId = '';
/** Creates the owner API key and this file's event: each file's `beforeAll`. */
export async function createKeyAndEvent() {
  await file.createOwnerKey();
  eventId = await newTicketedEvent('Contract Tickets');
}

export async function newDefinition(
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

export const form = (firstName: string, lastName: string, email: string) => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: firstName },
      { inputName: 'lastName', value: lastName },
      { inputName: 'email', value: email },
    ],
  },
});
export const grace = form('Grace', 'Hopper', 'grace@example.com');

/** A visitor or the owner: both reserve and check out. */
export type Client = Pick<ReturnType<typeof visitor>, 'eventOrders'>;
export const reserve = async (
  client: Client,
  ticketDefinitionId: string,
  quantity = 1,
  on = eventId,
) =>
  (
    await client.eventOrders.createReservation({
      eventId: on,
      ticketQuantities: [{ ticketDefinitionId, quantity }],
    })
  ).id;

/** A visitor's order of one ticket; `paymentMethod` is the emulator's option (docs/interfaces.md). */
export async function buy(client: Client, defId: string, paymentMethod?: string, on = eventId) {
  const reservationId = await reserve(client, defId, 1, on);
  const placed = await client.eventOrders.checkout({
    eventId: on,
    reservationId,
    guests: [grace],
    ...(paymentMethod ? { options: { paymentMethod } } : {}),
  });
  return placed.order.orderNumber;
}

export const codeOf = (error: unknown) => (error as ApplicationError).code;
