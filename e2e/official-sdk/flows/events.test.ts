// Events through the official SDK: query, by slug, ticket definitions in both versions, a
// reservation, the event checkout on the hosted page and through the v1 checkout call, and a
// reservation canceled; the same through Ticket Reservations, the successor of Orders V1's; RSVPs
// through RSVP V2 as a visitor and as a member reading their current RSVPs.
import { describe, expect, it } from 'vitest';
import { reserve, workshop, WORKSHOP } from '../kit/catalog';
import { CALLBACKS, visitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

describe('events', () => {
  it('queries published events and reads one by its slug', async () => {
    const client = visitorClient();
    const { items } = await client.wixEventsV2.queryEvents().find();
    expect(items.map((e) => e.slug)).toEqual(expect.arrayContaining([WORKSHOP]));
    const { event } = await client.wixEventsV2.getEventBySlug(WORKSHOP);
    expect(event?.title).toBe('Online Photography Workshop');
  });

  it('lists ticket definitions through both versions of the API', async () => {
    const client = visitorClient();
    const { eventId, passId } = await workshop(client);
    const v1 = await client.ticketDefinitions.queryTicketDefinitions({ filter: { eventId } });
    expect((v1.definitions ?? []).map((d) => d._id)).toContain(passId);
    expect((v1.definitions ?? []).find((d) => d._id === passId)?.free).toBe(true);
  });

  it('reserves a ticket and checks it out on the hosted events checkout', async () => {
    const client = visitorClient();
    const { eventId, slug, passId } = await workshop(client);
    const reservationId = await reserve(client, eventId, passId);
    const { redirectSession } = await client.redirects.createRedirectSession({
      eventsCheckout: { eventSlug: slug, reservationId },
      callbacks: CALLBACKS,
    });
    const back = await submitHostedForm(redirectSession?.fullUrl ?? '', {
      'buyer.firstName': 'Ada',
      'buyer.lastName': 'Lovelace',
      'buyer.email': 'ada@example.com',
    });
    expect(back.searchParams.get('eventId')).toBe(eventId);
    expect(back.searchParams.get('orderNumber')).toEqual(expect.any(String));
  });

  it('checks a reservation out through the v1 checkout call: an order with the guest', async () => {
    const client = visitorClient();
    const { eventId, passId } = await workshop(client);
    const reservationId = await reserve(client, eventId, passId);
    const guest = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const { order } = await client.eventOrders.checkout(eventId, {
      reservationId,
      guests: [
        {
          form: {
            inputValues: Object.entries(guest).map(([inputName, value]) => ({ inputName, value })),
          },
        },
      ],
    });
    expect(order).toMatchObject({ eventId, reservationId, email: guest.email, ticketsQuantity: 1 });
    expect(order?.orderNumber).toEqual(expect.any(String));
    expect(order?.tickets?.map((t) => t.ticketDefinitionId)).toEqual([passId]);
  });

  it('cancels a reservation, which then cannot be checked out', async () => {
    const client = visitorClient();
    const { eventId, slug, passId } = await workshop(client);
    const reservationId = await reserve(client, eventId, passId);
    await client.eventOrders.cancelReservation(reservationId, eventId);
    await expect(
      client.redirects.createRedirectSession({
        eventsCheckout: { eventSlug: slug, reservationId },
        callbacks: CALLBACKS,
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: expect.any(String) } } });
  });

  it('reserves through Ticket Reservations, reads it back and checks it out on the hosted page', async () => {
    const client = visitorClient();
    const { eventId, slug, passId } = await workshop(client);
    const reservation = await client.ticketReservations.createTicketReservation({
      tickets: [{ ticketDefinitionId: passId, quantity: 1 }],
    });
    expect(reservation).toMatchObject({
      status: 'PENDING',
      tickets: [{ eventId, ticketDefinitionId: passId, quantity: 1 }],
    });
    expect(reservation.expirationDate).toBeInstanceOf(Date);
    const reservationId = reservation._id ?? '';
    const read = await client.ticketReservations.getTicketReservation(reservationId);
    expect(read).toMatchObject({ _id: reservationId, status: 'PENDING' });
    const { redirectSession } = await client.redirects.createRedirectSession({
      eventsCheckout: { eventSlug: slug, reservationId },
      callbacks: CALLBACKS,
    });
    const back = await submitHostedForm(redirectSession?.fullUrl ?? '', {
      'buyer.firstName': 'Ada',
      'buyer.lastName': 'Lovelace',
      'buyer.email': 'ada@example.com',
    });
    expect(back.searchParams.get('eventId')).toBe(eventId);
    expect(back.searchParams.get('orderNumber')).toEqual(expect.any(String));
    const after = await client.ticketReservations.getTicketReservation(reservationId);
    expect(after.status).toBe('CONFIRMED');
  });

  it('cancels a ticket reservation, which then cannot be checked out', async () => {
    const client = visitorClient();
    const { slug, passId } = await workshop(client);
    const { _id: reservationId = '' } = await client.ticketReservations.createTicketReservation({
      tickets: [{ ticketDefinitionId: passId, quantity: 1 }],
    });
    const { ticketReservation } = await client.ticketReservations.cancelTicketReservation(
      reservationId ?? '',
    );
    expect(ticketReservation?.status).toBe('CANCELED');
    await expect(
      client.redirects.createRedirectSession({
        eventsCheckout: { eventSlug: slug, reservationId: reservationId ?? '' },
        callbacks: CALLBACKS,
      }),
    ).rejects.toMatchObject({ details: { applicationError: { code: expect.any(String) } } });
  });

  it('answers an RSVP through RSVP V2 as a visitor', async () => {
    const client = visitorClient();
    const { event } = await client.wixEventsV2.getEventBySlug(MEETUP);
    const eventId = event?._id ?? '';
    const rsvp = await client.rsvpV2.createRsvp({
      eventId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      status: 'YES',
      totalGuests: 2,
    });
    expect(rsvp).toMatchObject({ eventId, status: 'YES', totalGuests: 2 });
    expect(rsvp._createdDate).toBeInstanceOf(Date);
    expect(rsvp.guestList?.guests?.map((g) => g.guestId)).toEqual([0, 1]);
  });

  it('lists a member’s current RSVPs: the ones they made, not a visitor’s', async () => {
    const { client } = await newMember();
    const { event } = await client.wixEventsV2.getEventBySlug(MEETUP);
    const eventId = event?._id ?? '';
    const mine = await client.rsvpV2.createRsvp({
      eventId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    await visitorClient().rsvpV2.createRsvp({
      eventId,
      firstName: 'Someone',
      lastName: 'Else',
      email: 'else@example.com',
    });
    const { rsvps = [] } = await client.rsvpV2.listCurrentRsvps([eventId]);
    expect(rsvps.map((r) => r._id)).toEqual([mine._id]);
    expect(rsvps[0]?.memberId).toEqual(expect.any(String));
  });
});

const MEETUP = 'community-garden-meetup';
