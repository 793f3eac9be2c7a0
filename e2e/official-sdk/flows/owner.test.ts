// Owner writes through the official SDK's ApiKeyStrategy with a key from the platform's CLI:
// a service created, updated and deleted; a plan created and archived; an event created as a
// draft, published and canceled; an event's policies; back-in-stock requests; a subscription
// contract read; tickets checked in and out at the door; an RSVP V2 managed (search by cursor,
// update, summary, check-in and its cancel); a ticket reservation deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@headless/contract';
import { productNamed, reserve, workshop } from '../kit/catalog';
import { apiKeyFor, ownerClient, visitorClient } from '../kit/clients';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let owner: ReturnType<typeof ownerClient>;
let apiKey = '';
beforeAll(async () => {
  ({ apiKey } = await apiKeyFor());
  owner = ownerClient(apiKey, DEMO_SITE_ID);
});

describe('owner writes with an API key', () => {
  it('creates, updates and deletes a service', async () => {
    const created = await owner.services.createService({
      type: 'CLASS',
      name: 'Official SDK Class',
      defaultCapacity: 4,
      locations: [{ type: 'CUSTOMER' }],
    });
    expect(created).toMatchObject({ name: 'Official SDK Class', revision: '1' });
    const updated = await owner.services.updateService(created._id ?? '', {
      revision: created.revision,
      name: 'Official SDK Class II',
    });
    expect(updated.name).toBe('Official SDK Class II');
    await owner.services.deleteService(created._id ?? '');
    await expect(owner.services.getService(created._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: 'SERVICE_NOT_FOUND' } },
    });
  });

  it('creates a plan and archives it', async () => {
    const plan = await owner.plans.createPlan({
      name: 'Official SDK Plan',
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
    });
    expect(plan).toMatchObject({ name: 'Official SDK Plan', archived: false });
    const archived = await owner.plans.archivePlan(plan._id ?? '');
    expect(archived.plan?.archived).toBe(true);
  });

  it('creates a Plans V3 plan, updates it at its revision, stops it selling, and deletes one', async () => {
    const plan = await owner.plansV3.createPlan({
      name: 'Official SDK V3 Plan',
      pricingVariants: [
        {
          name: 'Monthly',
          billingTerms: {
            billingCycle: { period: 'MONTH', count: '1' },
            startType: 'ON_PURCHASE',
            endType: 'UNTIL_CANCELLED',
          },
          pricingStrategies: [{ flatRate: { amount: '15' } }],
        },
      ],
    });
    const id = plan._id ?? '';
    const revision = plan.revision ?? '';
    const renamed = await owner.plansV3.updatePlan(id, { revision, name: 'Renamed V3 Plan' });
    expect(renamed).toMatchObject({
      name: 'Renamed V3 Plan',
      revision: String(Number(revision) + 1),
    });
    await expect(
      owner.plansV3.updatePlan(id, { revision, name: 'Lost update' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });
    const stopped = await owner.plansV3.updatePlan(id, {
      revision: renamed.revision ?? '',
      buyable: false,
    });
    expect(stopped.buyable).toBe(false);
    expect((await owner.plans.getPlan(id)).archived).toBe(true);
    await owner.plansV3.deletePlan(id);
    await expect(owner.plansV3.getPlan(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'PLAN_NOT_FOUND' } },
    });
  });

  it('creates a member (createMember), who then reads as a public profile once public', async () => {
    const loginEmail = `created-${Date.now()}@example.com`;
    const member = await owner.members.createMember({
      member: {
        loginEmail,
        profile: { nickname: 'Created by the owner' },
        privacyStatus: 'PUBLIC',
      },
    });
    expect(member).toMatchObject({ loginEmail, status: 'APPROVED' });
    const seen = await visitorClient().members.getMember(member._id ?? '');
    expect(seen.profile?.nickname).toBe('Created by the owner');
  });

  it('creates a draft event, publishes it and cancels it', async () => {
    const day = 24 * 60 * 60 * 1000;
    const draft = await owner.wixEventsV2.createEvent(
      {
        title: 'Official SDK Evening',
        location: { type: 'VENUE', name: 'SDK Hall', address: { city: 'Boston', country: 'US' } },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 9 * day),
          endDate: new Date(Date.now() + 9 * day + 7_200_000),
          timeZoneId: 'America/New_York',
        },
        registration: { initialType: 'RSVP' },
      },
      { draft: true },
    );
    expect(draft).toMatchObject({ status: 'DRAFT', slug: 'official-sdk-evening' });
    const published = await owner.wixEventsV2.publishDraftEvent(draft._id ?? '');
    expect(published.event?.status).toBe('UPCOMING');
    const canceled = await owner.wixEventsV2.cancelEvent(draft._id ?? '');
    expect(canceled.event?.status).toBe('CANCELED');
  });

  it('creates, reads, updates and deletes an event policy (/events-policies/v2/policies…)', async () => {
    const day = 24 * 60 * 60 * 1000;
    const event = await owner.wixEventsV2.createEvent(
      {
        title: 'Official SDK Policies',
        location: { type: 'VENUE', name: 'SDK Hall', address: { city: 'Boston', country: 'US' } },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 10 * day),
          endDate: new Date(Date.now() + 10 * day + 3_600_000),
          timeZoneId: 'America/New_York',
        },
        registration: { initialType: 'RSVP' },
      },
      { draft: true },
    );
    const policy = await owner.policies.createPolicy({
      eventId: event._id ?? '',
      name: 'Refunds',
      body: 'Full refund up to a week before.',
    });
    expect(policy).toMatchObject({ name: 'Refunds', revision: '1' });
    expect((await owner.policies.getPolicy(policy._id ?? '')).name).toBe('Refunds');
    const updated = await owner.policies.updatePolicy(policy._id ?? '', {
      eventId: event._id ?? '',
      name: 'Refund policy',
      body: policy.body,
      revision: policy.revision,
    });
    expect(updated).toMatchObject({ name: 'Refund policy', revision: '2' });
    await owner.policies.deletePolicy(policy._id ?? '');
    await expect(owner.policies.getPolicy(policy._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: expect.any(String) } },
    });
  });

  it('takes a back-in-stock request, marks it sent and deletes it (/back-in-stock-service/v1/…)', async () => {
    const visitor = visitorClient();
    const print = await productNamed(visitor, 'Limited Edition Print');
    const request = await visitor.backInStockNotifications.createBackInStockNotificationRequest(
      {
        catalogReference: { appId: STORES_APP_ID, catalogItemId: print._id ?? '' },
        email: `official-${Date.now()}@example.com`,
      },
      { name: print.name ?? '', price: '10' },
    );
    const id = request._id ?? '';
    expect((await owner.backInStockNotifications.getBackInStockNotificationRequest(id))._id).toBe(
      id,
    );
    const sent = await owner.backInStockNotifications.markAsNotificationSent(id);
    expect(sent.request?.status).toBe('NOTIFICATION_SENT');
    await owner.backInStockNotifications.deleteBackInStockNotificationRequest(id);
    await expect(
      owner.backInStockNotifications.getBackInStockNotificationRequest(id),
    ).rejects.toMatchObject({ details: { applicationError: { code: expect.any(String) } } });
  });

  it('reads a subscription contract (/ecom/subscription-contracts/v1/…)', async () => {
    // The SDK only reads contracts; the owner makes one over REST first.
    const made = await fetch('https://www.wixapis.com/ecom/v1/subscription-contracts', {
      method: 'POST',
      headers: {
        authorization: apiKey,
        'wix-site-id': DEMO_SITE_ID,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        subscriptionContract: {
          buyerInfo: { email: 'ada@example.com' },
          currency: 'USD',
          lineItems: [
            {
              catalogReference: { appId: 'local-subscriptions', catalogItemId: 'coffee-club' },
              productName: 'Coffee club',
              quantity: 1,
              price: '12.50',
            },
          ],
          subscriptionSettings: { frequency: 'MONTH', interval: 1, billingCycles: 12 },
        },
      }),
    });
    expect(made.status).toBe(200);
    const { subscriptionContract } = (await made.json()) as {
      subscriptionContract: { id: string };
    };
    const read = await owner.subscriptionContracts.getSubscriptionContract(subscriptionContract.id);
    expect(read._id).toBe(subscriptionContract.id);
  });

  it('checks a visitor’s tickets in at the door and undoes it (/events/v1/tickets/check-in)', async () => {
    const visitor = visitorClient();
    const { eventId, passId } = await workshop(visitor);
    const reservationId = await reserve(visitor, eventId, passId);
    const guest = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const { order } = await visitor.eventOrders.checkout(eventId, {
      reservationId,
      guests: [
        {
          form: {
            inputValues: Object.entries(guest).map(([inputName, value]) => ({ inputName, value })),
          },
        },
      ],
    });
    const ticketNumber = order?.tickets?.[0]?.ticketNumber ?? '';
    const checkedIn = await owner.tickets.checkInTickets(eventId, { ticketNumber: [ticketNumber] });
    expect(checkedIn.tickets?.[0]?.checkIn).toBeTruthy();
    const ticket = await owner.tickets.getTicket(ticketNumber, { eventId });
    expect(ticket.ticketNumber).toBe(ticketNumber);
    const undone = await owner.tickets.deleteTicketCheckIns(eventId, {
      ticketNumber: [ticketNumber],
    });
    expect(undone.tickets?.[0]?.checkIn).toBeFalsy();
  });

  it('manages a visitor’s RSVP V2: search page by page, update, summary, check-in and undo', async () => {
    const { event } = await visitorClient().wixEventsV2.getEventBySlug('community-garden-meetup');
    const eventId = event?._id ?? '';
    const lastName = `Sdk${Date.now()}`;
    const made = [];
    for (const firstName of ['Ada', 'Grace', 'Edsger'])
      made.push(
        await visitorClient().rsvpV2.createRsvp({
          eventId,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@example.com`,
        }),
      );
    const seen: string[] = [];
    let page = await owner.rsvpV2.searchRsvps(
      { filter: { eventId, lastName }, cursorPaging: { limit: 2 } },
      {},
    );
    seen.push(...(page.rsvps ?? []).map((r) => r.firstName ?? ''));
    while (page.pagingMetadata?.hasNext) {
      const cursor = page.pagingMetadata.cursors?.next ?? '';
      page = await owner.rsvpV2.searchRsvps({ cursorPaging: { limit: 2, cursor } }, {});
      seen.push(...(page.rsvps ?? []).map((r) => r.firstName ?? ''));
    }
    expect(seen).toEqual(['Ada', 'Grace', 'Edsger']);
    const one = await owner.rsvpV2.queryRsvps().eq('eventId', eventId).limit(1).find();
    expect(one.hasNext()).toBe(true);
    const two = await one.next();
    expect(two.items[0]?._id).not.toBe(one.items[0]?._id);

    const first = made[0]!;
    const updated = await owner.rsvpV2.updateRsvp(first._id ?? '', {
      revision: first.revision,
      firstName: 'Augusta Ada',
    });
    expect(updated.firstName).toBe('Augusta Ada');
    const { summaries = [] } = await owner.rsvpV2.listRsvpSummary([eventId]);
    expect(summaries[0]).toMatchObject({ eventId, totalRsvpCount: expect.any(Number) });
    const checked = await owner.rsvpV2.checkInRsvpGuests(first._id ?? '', {});
    expect(checked.rsvp?.fullyCheckedIn).toBe(true);
    const undone = await owner.rsvpV2.cancelRsvpGuestsCheckIn(first._id ?? '', {});
    expect(undone.rsvp?.checkedInGuestCount).toBe(0);
  });

  it('deletes a visitor’s ticket reservation, freeing it at once', async () => {
    const visitor = visitorClient();
    const { passId } = await workshop(visitor);
    const reservation = await visitor.ticketReservations.createTicketReservation({
      tickets: [{ ticketDefinitionId: passId, quantity: 1 }],
    });
    await owner.ticketReservations.deleteTicketReservation(reservation._id ?? '');
    await expect(
      owner.ticketReservations.getTicketReservation(reservation._id ?? ''),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'RESERVATION_NOT_FOUND' } } });
  });

  it('orders a published event’s policies, which a visitor then queries in that order', async () => {
    const day = 24 * 60 * 60 * 1000;
    const event = await owner.wixEventsV2.createEvent({
      title: `Official SDK Policy Order ${Date.now()}`,
      location: { type: 'VENUE', name: 'SDK Hall', address: { city: 'Boston', country: 'US' } },
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 12 * day),
        endDate: new Date(Date.now() + 12 * day + 3_600_000),
        timeZoneId: 'America/New_York',
      },
      registration: { initialType: 'RSVP' },
    });
    const eventId = event._id ?? '';
    const refunds = await owner.policies.createPolicy({ eventId, name: 'Refunds', body: 'r' });
    const transfers = await owner.policies.createPolicy({ eventId, name: 'Transfers', body: 't' });
    await owner.policies.reorderEventPolicies(refunds._id ?? '', eventId, {
      beforePolicyId: transfers._id ?? '',
    });
    const { items } = await visitorClient().policies.queryPolicies().eq('eventId', eventId).find();
    expect(items.map((p) => p.name)).toEqual(['Refunds', 'Transfers']);
  });
});
