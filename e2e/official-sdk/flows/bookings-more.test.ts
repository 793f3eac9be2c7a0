// The rest of the bookings modules a site's visitors use, through the official SDK: a booking's
// anonymous actions (the owner's token, then a visitor without a login reads, moves and cancels
// it), the price of a booking before and after it is made, the booking forms, and the staff
// members trash bin.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, freeAppointment } from '../kit/catalog';
import { apiKeyFor, ownerClient, visitorClient } from '../kit/clients';

let owner: ReturnType<typeof ownerClient>;
beforeAll(async () => {
  const { apiKey, siteId } = await apiKeyFor();
  owner = ownerClient(apiKey, siteId);
});

const nextDays = (days: number) => ({
  fromLocalDate: new Date().toISOString().slice(0, 19),
  toLocalDate: new Date(Date.now() + days * DAY).toISOString().slice(0, 19),
  timeZone: 'UTC',
});

describe('anonymous booking actions', () => {
  it('a booking is read, moved and canceled by its token, by a visitor without a login', async () => {
    const booker = visitorClient();
    const service = await freeAppointment(booker);
    const { timeSlots = [] } = await booker.availabilityTimeSlots.listAvailabilityTimeSlots({
      serviceId: service._id,
      ...nextDays(7),
      bookable: true,
    });
    const [first, later] = [timeSlots[0], timeSlots.at(-1)];
    if (!first?.localStartDate || !later?.localStartDate || first === later)
      throw new Error('the free appointment has fewer than 2 open slots in 7 days');
    const { booking } = await booker.bookings.createBooking(
      {
        bookedEntity: {
          slot: { serviceId: service._id, startDate: first.localStartDate, timezone: 'UTC' },
        },
        contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
      },
      {},
    );
    const token = (await owner.bookings.getAnonymousActionToken(booking?._id ?? '')).token ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);

    const stranger = visitorClient();
    const read = await stranger.bookings.bookingsGetBookingAnonymously(token);
    expect(read.booking?._id).toBe(booking?._id);
    expect(read.allowedAnonymousActions).toEqual({ cancel: true, reschedule: true });
    const bookedService = await stranger.bookings.getServiceAnonymously(token);
    expect(bookedService.service?._id).toBe(service._id);

    const moved = await stranger.bookings.bookingsRescheduleBookingAnonymously(
      token,
      { serviceId: service._id, startDate: later.localStartDate, timezone: 'UTC' },
      { revision: read.booking?.revision ?? '' },
    );
    expect(moved.booking?.startDate).toEqual(new Date(`${later.localStartDate}Z`));
    const canceled = await stranger.bookings.bookingsCancelBookingAnonymously(
      token,
      moved.booking?.revision ?? '',
    );
    expect(canceled.booking?.status).toBe('CANCELED');
    await expect(
      stranger.bookings.bookingsGetBookingAnonymously('not-a-token'),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_TOKEN' } } });
  });
});

describe('bookings pricing and forms', () => {
  it("previews a booking's price before it is made and calculates it after", async () => {
    const client = visitorClient();
    const { items } = await client.services.queryServices().eq('name', 'Personal Training').find();
    const training = items[0];
    if (!training?._id) throw new Error('the demo site has no Personal Training');
    const preview = await client.bookingsPricing.previewPrice([
      { serviceId: training._id, numberOfParticipants: 2 },
    ]);
    expect(preview.priceInfo?.calculatedPrice).toBe(160);
    expect(preview.priceInfo?.bookingLineItems?.[0]?.pricePerParticipant).toBe(80);
    const calculated = await client.bookingsPricing.calculatePrice({
      booking: { bookedEntity: { slot: { serviceId: training._id } }, totalParticipants: 3 },
    });
    expect(calculated.priceInfo?.calculatedPrice).toBe(240);
  });

  it("reads the site's booking form and the services that use it", async () => {
    const client = visitorClient();
    const { bookingForms = [], defaultBookingForm } = await client.services.queryBookingForms(
      {},
      { conditionalFields: ['DEFAULT_BOOKING_FORM'] },
    );
    expect(bookingForms).toHaveLength(1);
    expect(bookingForms[0]?.totalServiceCount).toBeGreaterThan(1);
    expect(defaultBookingForm?.formDetails?.formId).toBe(bookingForms[0]?.formDetails?.formId);
  });
});

describe('the staff members trash bin', () => {
  it('a deleted staff member is listed and read from the trash bin, then removed for good', async () => {
    const staffMember = await owner.staffMembers.createStaffMember({
      name: `Trash ${Date.now()}`,
      email: 'trash@example.com',
    });
    const id = staffMember._id ?? '';
    await owner.staffMembers.deleteStaffMember(id);
    const { staffMembers = [] } = await visitorClient().staffMembers.listDeletedStaffMembers({
      staffMemberIds: [id],
    });
    expect(staffMembers.map((s) => s._id)).toEqual([id]);
    const { staffMember: deleted } = await owner.staffMembers.getDeletedStaffMember(id);
    expect(deleted?.email).toBe('trash@example.com');
    await owner.staffMembers.removeStaffMemberFromTrashBin(id);
    await expect(owner.staffMembers.getDeletedStaffMember(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'STAFF_MEMBER_NOT_FOUND' } },
    });
  });
});

describe('multi-service bookings', () => {
  /** A free one-place appointment of the owner's, open every day. */
  const appointment = async (name: string) => {
    const service = await owner.services.createService({
      type: 'APPOINTMENT',
      name: `${name} ${Date.now()}`,
      defaultCapacity: 1,
      payment: { rateType: 'NO_FEE' },
      onlineBooking: { enabled: true },
      locations: [{ type: 'CUSTOMER' }],
    });
    return { id: service._id ?? '', scheduleId: service.schedule?._id ?? '' };
  };

  it('books two appointments back to back as one package, checks, moves and cancels it', async () => {
    const [sa, sb] = [await appointment('Haircut'), await appointment('Color')];
    const [a, b] = [sa.id, sb.id];
    const client = visitorClient();
    const slotsOf = async (serviceId: string) =>
      (
        await client.availabilityTimeSlots.listAvailabilityTimeSlots({
          serviceId,
          ...nextDays(7),
          bookable: true,
        })
      ).timeSlots ?? [];
    const [aSlots, bSlots] = [await slotsOf(a), await slotsOf(b)];
    const pairs = aSlots.flatMap((first) =>
      bSlots
        .filter((next) => next.localStartDate === first.localEndDate)
        .map((next) => [first, next]),
    );
    const [[first, next] = [], [laterFirst, laterNext] = []] = [pairs[0] ?? [], pairs.at(-1) ?? []];
    if (!first || !next || !laterFirst || !laterNext || pairs.length < 2)
      throw new Error('no two back-to-back pairs of slots in 7 days');
    /** A slot as the SDK's typings want it: its schedule, start, end and location type. */
    const entity = (service: typeof sa, slot: typeof first) => ({
      bookedEntity: {
        slot: {
          serviceId: service.id,
          scheduleId: service.scheduleId,
          startDate: slot.localStartDate ?? '',
          endDate: slot.localEndDate ?? '',
          timezone: 'UTC',
          location: { locationType: 'CUSTOM' as const },
        },
      },
      contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    });
    const { multiServiceBooking } = await client.bookings.createMultiServiceBooking(
      [entity(sa, first), entity(sb, next)],
      { returnFullEntity: true },
    );
    const id = multiServiceBooking?._id ?? '';
    const made = multiServiceBooking?.bookings ?? [];
    expect(made.map((x) => x.booking?.status)).toEqual(['CREATED', 'CREATED']);
    expect(made[0]?.booking?.multiServiceBookingInfo?._id).toBe(id);

    const availability = await client.bookings.getMultiServiceBookingAvailability(id);
    expect(availability).toMatchObject({ bookable: true, remainingCapacity: 0 });
    // Each slot's one place is the package's now.
    const { timeSlot } = await client.availabilityTimeSlots.getAvailabilityTimeSlot(
      b,
      next.localStartDate ?? '',
      next.localEndDate ?? '',
      'UTC',
      {},
    );
    expect(timeSlot?.remainingCapacity).toBe(0);

    const moved = await client.bookings.rescheduleMultiServiceBooking(
      id,
      [
        {
          bookingId: made[0]?.bookingId ?? '',
          revision: made[0]?.booking?.revision ?? '',
          slot: { startDate: laterFirst.localStartDate ?? '', timezone: 'UTC' },
        },
        {
          bookingId: made[1]?.bookingId ?? '',
          revision: made[1]?.booking?.revision ?? '',
          slot: { startDate: laterNext.localStartDate ?? '', timezone: 'UTC' },
        },
      ],
      { returnFullEntity: true },
    );
    expect(moved.multiServiceBooking?.bookings?.[0]?.booking?.startDate).toEqual(
      new Date(`${laterFirst.localStartDate}Z`),
    );
    const canceled = await client.bookings.cancelMultiServiceBooking(id, {
      returnFullEntity: true,
    });
    expect(canceled.multiServiceBooking?.bookings?.map((x) => x.booking?.status)).toEqual([
      'CANCELED',
      'CANCELED',
    ]);
    const read = await owner.bookings.getMultiServiceBooking(id);
    expect(read.bookings).toHaveLength(2);
  });
});

describe('service options and variants', () => {
  it("the owner prices a service's choices; a visitor reads them and previews a price by them", async () => {
    const service = await owner.services.createService({
      type: 'APPOINTMENT',
      name: `Lesson ${Date.now()}`,
      defaultCapacity: 4,
      payment: { rateType: 'FIXED', fixed: { price: { value: '25', currency: 'USD' } } },
      onlineBooking: { enabled: true },
      locations: [{ type: 'CUSTOMER' }],
    });
    const serviceId = service._id ?? '';
    const optionId = '5e7d6c1a-3b2a-4c8d-9e0f-112233445566';
    const made = await owner.serviceOptionsAndVariants.createServiceOptionsAndVariants({
      serviceId,
      options: {
        values: [
          {
            _id: optionId,
            type: 'CUSTOM',
            customData: { name: 'Age', choices: ['Child', 'Adult'] },
          },
        ],
      },
      variants: {
        values: [
          { choices: [{ custom: 'Child', optionId }], price: { value: '15', currency: 'USD' } },
          { choices: [{ custom: 'Adult', optionId }], price: { value: '30', currency: 'USD' } },
        ],
      },
    });
    expect(made.minPrice?.value).toBe('15');
    const client = visitorClient();
    const byService =
      await client.serviceOptionsAndVariants.getServiceOptionsAndVariantsByServiceId(serviceId);
    expect(byService.serviceVariants?._id).toBe(made._id);
    const byId = await client.serviceOptionsAndVariants.getServiceOptionsAndVariants(
      made._id ?? '',
    );
    expect(byId.variants?.values).toHaveLength(2);
    const { items } = await client.serviceOptionsAndVariants
      .queryServiceOptionsAndVariants()
      .eq('serviceId', serviceId)
      .find();
    expect(items.map((x) => x._id)).toEqual([made._id]);
    const preview = await client.bookingsPricing.previewPrice([
      {
        serviceId,
        serviceChoices: [
          { numberOfParticipants: 2, choices: [{ custom: 'Child', optionId }] },
          { numberOfParticipants: 1, choices: [{ custom: 'Adult', optionId }] },
        ],
      },
    ]);
    expect(preview.priceInfo?.calculatedPrice).toBe(60);
  });
});
