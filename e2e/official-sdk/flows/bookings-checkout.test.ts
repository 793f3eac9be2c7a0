// The headless bookings flow of the platform's docs, through the official SDK: a slot from Time
// Slots V2 (an appointment, a class session, a course), Create Booking, then an eCommerce checkout
// of the booking (Create Checkout with the Bookings app's catalog reference) and the hosted
// checkout paid; a member's own bookings, rescheduled and canceled; the owner's confirmOrDecline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { DAY, freeAppointment } from '../kit/catalog';
import {
  apiKeyFor,
  CALLBACKS,
  ownerClient,
  visitorClient,
  type VisitorClient,
} from '../kit/clients';
import { BUYER, submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

/** The Bookings app's id: a checkout line of it is a booking (catalogItemId: the booking's id). */
const BOOKINGS_APP_ID = '13d21c63-b5ec-5912-8397-c3a5ddb27a97';

/** The next 14 days as Time Slots V2 asks for them: local wall times in UTC. */
const localDays = (days = 14) => ({
  fromLocalDate: new Date().toISOString().slice(0, 19),
  toLocalDate: new Date(Date.now() + days * DAY).toISOString().slice(0, 19),
  timeZone: 'UTC',
});

async function serviceNamed(client: VisitorClient, name: string) {
  const { items } = await client.services.queryServices().eq('name', name).find();
  const found = items[0];
  if (!found?._id) throw new Error(`the demo site has no service named ${name}`);
  return { ...found, _id: found._id };
}

/** Create Checkout of one booking, then its hosted ecom checkout paid; the order's id. */
async function payForBooking(client: VisitorClient, bookingId: string) {
  const checkout = await client.checkout.createCheckout({
    lineItems: [
      { quantity: 1, catalogReference: { appId: BOOKINGS_APP_ID, catalogItemId: bookingId } },
    ],
    channelType: 'WEB',
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: checkout._id ?? '' },
    callbacks: CALLBACKS,
  });
  const thanks = await submitHostedForm(redirectSession?.fullUrl ?? '', {
    ...BUYER,
    paymentOutcome: 'pay',
    action: 'place-order',
  });
  expect(`${thanks.origin}${thanks.pathname}`).toBe(CALLBACKS.thankYouPageUrl);
  return { checkout, orderId: thanks.searchParams.get('orderId') ?? '' };
}

async function ownBooking(client: VisitorClient, bookingId: string) {
  const { extendedBookings = [] } = await client.extendedBookings.queryExtendedBookings(
    { filter: { id: bookingId } },
    {},
  );
  return extendedBookings[0]?.booking;
}

describe('the headless bookings flow: Time Slots V2, createBooking, the eCommerce checkout', () => {
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on');
  });
  afterAll(async () => {
    await platformCli('sites', 'premium', 'off');
  });

  it('books a paid appointment and pays it on the hosted checkout: CONFIRMED and PAID', async () => {
    const client = visitorClient();
    const training = await serviceNamed(client, 'Personal Training');
    const { timeSlots = [], timeZone = 'UTC' } =
      await client.availabilityTimeSlots.listAvailabilityTimeSlots({
        serviceId: training._id,
        ...localDays(),
        bookable: true,
      });
    const slot = timeSlots[0];
    if (!slot?.localStartDate) throw new Error('Personal Training has no open slot in 14 days');
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: { serviceId: training._id, startDate: slot.localStartDate, timezone: timeZone },
        },
        contactDetails: { firstName: 'Ada', email: BUYER.email },
        totalParticipants: 1,
      },
      {},
    );
    expect(booking).toMatchObject({ status: 'CREATED', paymentStatus: 'UNDEFINED' });
    const { checkout, orderId } = await payForBooking(client, booking?._id ?? '');
    expect(checkout.lineItems?.[0]).toMatchObject({
      catalogReference: { appId: BOOKINGS_APP_ID, catalogItemId: booking?._id },
      productName: { original: 'Personal Training' },
      price: { amount: '80' },
    });
    const order = await client.ecomOrders.getOrder(orderId);
    expect(order).toMatchObject({ paymentStatus: 'PAID' });
    expect(await ownBooking(client, booking?._id ?? '')).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
  });

  it('books a class session for two from its event time slot; the checkout charges both', async () => {
    const client = visitorClient();
    const yoga = await serviceNamed(client, 'Morning Yoga Flow');
    const { timeSlots = [] } = await client.eventTimeSlots.listEventTimeSlots({
      serviceIds: [yoga._id],
      ...localDays(7),
    });
    const session = timeSlots.find((s) => (s.remainingCapacity ?? 0) >= 2);
    if (!session?.localStartDate) throw new Error('Morning Yoga Flow has no session with 2 spots');
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: {
            serviceId: yoga._id,
            eventId: session.eventInfo?.eventId ?? '',
            startDate: session.localStartDate,
            timezone: 'UTC',
          },
        },
        totalParticipants: 2,
      },
      {},
    );
    const { timeSlot } = await client.eventTimeSlots.getEventTimeSlot(
      session.eventInfo?.eventId ?? '',
      { timeZone: 'UTC' },
    );
    expect(timeSlot?.remainingCapacity).toBe((session.remainingCapacity ?? 0) - 2);
    const { checkout } = await payForBooking(client, booking?._id ?? '');
    expect(checkout.lineItems?.[0]?.price?.amount).toBe('50');
    expect(await ownBooking(client, booking?._id ?? '')).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
  });

  it('books a course by its schedule: bookedEntity.schedule, first session to last', async () => {
    const client = visitorClient();
    const pottery = await serviceNamed(client, 'Beginner Pottery Course');
    const scheduleId = pottery.schedule?._id ?? '';
    const { booking } = await client.bookings.createBooking(
      { bookedEntity: { schedule: { scheduleId, timezone: 'UTC' } }, totalParticipants: 1 },
      {},
    );
    expect(booking).toMatchObject({
      status: 'CREATED',
      bookedEntity: { schedule: { scheduleId, serviceId: pottery._id } },
    });
    const { timeSlot } = await client.eventTimeSlots.getEventTimeSlot(scheduleId, {
      timeZone: 'UTC',
    });
    expect(timeSlot?.eventInfo?.eventId).toBe(scheduleId);
  });
});

describe("a member's own bookings through the SDK", () => {
  it('reads them, reschedules one and cancels it', async () => {
    const { client } = await newMember();
    const service = await freeAppointment(client);
    const { timeSlots = [], timeZone = 'UTC' } =
      await client.availabilityTimeSlots.listAvailabilityTimeSlots({
        serviceId: service._id,
        ...localDays(7),
        bookable: true,
      });
    const [first, later] = [timeSlots[0], timeSlots.at(-1)];
    if (!first?.localStartDate || !later?.localStartDate || first === later)
      throw new Error('the free appointment has fewer than 2 open slots in 7 days');
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: { serviceId: service._id, startDate: first.localStartDate, timezone: timeZone },
        },
        totalParticipants: 1,
      },
      {},
    );
    const bookingId = booking?._id ?? '';
    const { extendedBookings = [] } = await client.extendedBookings.queryExtendedBookings(
      {},
      { withBookingAllowedActions: true },
    );
    expect(extendedBookings.map((e) => e.booking?._id)).toEqual([bookingId]);
    expect(extendedBookings[0]?.allowedActions).toMatchObject({ cancel: true, reschedule: true });

    const moved = await client.bookings.rescheduleBooking(
      bookingId,
      { serviceId: service._id, startDate: later.localStartDate, timezone: timeZone },
      { revision: booking?.revision ?? '' },
    );
    expect(moved.booking?.startDate).toEqual(new Date(`${later.localStartDate}Z`));
    const canceled = await client.bookings.cancelBooking(bookingId, {
      revision: moved.booking?.revision ?? '',
    });
    expect(canceled.booking?.status).toBe('CANCELED');
    expect((await ownBooking(client, bookingId))?.status).toBe('CANCELED');
  });
});

describe("the owner's confirmOrDeclineBooking (a custom checkout's last step)", () => {
  it('confirms a visitor’s booking with the payment status the custom checkout took', async () => {
    const { apiKey, siteId } = await apiKeyFor();
    const owner = ownerClient(apiKey, siteId);
    const client = visitorClient();
    const service = await freeAppointment(client);
    const { timeSlots = [] } = await client.availabilityTimeSlots.listAvailabilityTimeSlots({
      serviceId: service._id,
      ...localDays(7),
      bookable: true,
    });
    const { booking } = await client.bookings.createBooking(
      {
        bookedEntity: {
          slot: {
            serviceId: service._id,
            startDate: timeSlots[0]?.localStartDate ?? '',
            timezone: 'UTC',
          },
        },
      },
      {},
    );
    const { booking: confirmed } = await owner.bookings.confirmOrDeclineBooking(
      booking?._id ?? '',
      { paymentStatus: 'PAID' },
    );
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });
});
