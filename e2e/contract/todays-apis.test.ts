// The storefront's calls on today's APIs, through the real SDK against the real platform: Time
// Slots V2 and Create Booking, Ticket Reservations, RSVP V2 (issue 29).
import { describe, expect, it } from 'vitest';
import { ApplicationError, createClient, ValidationError } from '@headless/sdk';
import { availabilityTimeSlots, bookings, eventTimeSlots, services } from '@headless/sdk/bookings';
import { orders, rsvpV2, ticketReservations, wixEvents } from '@headless/sdk/events';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { thrownBy } from './clients';
import { DAY } from './time';

const modules = {
  services,
  availabilityTimeSlots,
  eventTimeSlots,
  bookings,
  wixEvents,
  orders,
  ticketReservations,
  rsvpV2,
};
const visitor = () =>
  createClient({
    clientId: SAMPLE_CLIENT_ID,
    apiBaseUrl: platformUrl,
    modules,
    retry: { maxRetries: 0 },
  });
type Client = ReturnType<typeof visitor>;

const utcLocal = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const nextWeek = () => ({
  fromLocalDate: utcLocal(Date.now()),
  toLocalDate: utcLocal(Date.now() + 7 * DAY),
  timeZone: 'UTC',
});

async function serviceOf(client: Client, type: 'APPOINTMENT' | 'CLASS', free: boolean) {
  const { items } = await client.services.queryServices().eq('type', type).find();
  const found = items.find((s) => (s.payment?.rateType === 'NO_FEE') === free);
  if (!found) throw new Error(`the demo site has no ${free ? 'free' : 'paid'} ${type}`);
  return found;
}

async function eventTitled(client: Client, title: string) {
  const { items } = await client.wixEvents.queryEvents().limit(50).find();
  const event = items.find((e) => e.title === title);
  if (!event?.id) throw new Error(`the demo site has no ${title}`);
  return event.id;
}

describe('Time Slots V2 and Create Booking through the SDK', () => {
  it('lists an appointment’s slots as local dates, then books one CREATED at that instant', async () => {
    const client = visitor();
    const service = await serviceOf(client, 'APPOINTMENT', true);
    const page = await client.availabilityTimeSlots.listAvailabilityTimeSlots({
      serviceId: service.id,
      ...nextWeek(),
      bookable: true,
    });
    expect(page.timeZone).toBe('UTC');
    // The week's last slot: other contract tests count the spots of the first ones.
    const slot = page.timeSlots.at(-1);
    if (!slot) throw new Error('no open slot of the free appointment next week');
    expect(slot.localStartDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(slot.bookable).toBe(true);
    expect(slot.remainingCapacity).toBeGreaterThan(0);

    const { booking } = await client.bookings.createBooking({
      bookedEntity: {
        slot: { serviceId: service.id, startDate: slot.localStartDate, timezone: 'UTC' },
      },
      contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    });
    expect(booking.status).toBe('CREATED');
    expect(booking.startDate).toEqual(new Date(`${slot.localStartDate}Z`));
    expect(booking.createdDate).toBeInstanceOf(Date);
  });

  it('lists a class’s sessions as event time slots; the appointment list refuses a class', async () => {
    const client = visitor();
    const yoga = await serviceOf(client, 'CLASS', false);
    const { timeSlots } = await client.eventTimeSlots.listEventTimeSlots({
      serviceIds: [yoga.id],
      ...nextWeek(),
    });
    expect(timeSlots.length).toBeGreaterThan(0);
    expect(timeSlots.every((s) => s.serviceId === yoga.id && s.eventInfo?.eventId)).toBe(true);
    const refused = await thrownBy(() =>
      client.availabilityTimeSlots.listAvailabilityTimeSlots({ serviceId: yoga.id, ...nextWeek() }),
    );
    expect(refused).toBeInstanceOf(ApplicationError);
    expect((refused as ApplicationError).status).toBeGreaterThanOrEqual(400);
    expect((refused as ApplicationError).status).toBeLessThan(500);
  });
});

describe('Ticket Reservations and RSVP V2 through the SDK', () => {
  it('reserves, reads and cancels tickets; a negative quantity is a 400 naming the field', async () => {
    const client = visitor();
    const eventId = await eventTitled(client, 'Summer Jazz Night');
    const { definitions } = await client.orders.listAvailableTickets({ eventId });
    const general = definitions.find((d) => d.name === 'General Admission');
    if (!general) throw new Error('the jazz night has no General Admission');
    const held = await client.ticketReservations.createTicketReservation({
      tickets: [{ ticketDefinitionId: general.id, quantity: 2 }],
    });
    expect(held).toMatchObject({ status: 'PENDING', tickets: [{ eventId, quantity: 2 }] });
    expect(held.expirationDate).toBeInstanceOf(Date);
    expect((await client.ticketReservations.getTicketReservation(held.id)).id).toBe(held.id);
    const canceled = await client.ticketReservations.cancelTicketReservation(held.id);
    expect(canceled.status).toBe('CANCELED');

    const refused = await thrownBy(() =>
      client.ticketReservations.createTicketReservation({
        tickets: [{ ticketDefinitionId: general.id, quantity: -3 }],
      }),
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).status).toBe(400);
    expect((refused as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'ticketReservation.tickets.0.quantity',
    ]);
  });

  it('answers an RSVP event as a visitor, with its dates as Dates', async () => {
    const client = visitor();
    const eventId = await eventTitled(client, 'Community Garden Meetup');
    const rsvp = await client.rsvpV2.createRsvp({
      eventId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `rsvp-${Date.now()}@example.com`,
      status: 'YES',
    });
    expect(['YES', 'WAITLIST']).toContain(rsvp.status);
    expect(rsvp.totalGuests).toBe(1);
    expect(rsvp.createdDate).toBeInstanceOf(Date);
  });
});
