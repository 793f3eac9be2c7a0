import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { redirects } from './redirects';

/** A client whose platform answers the redirect-session call with `redirectSession`. */
async function clientAnswering(redirectSession: { id: string; fullUrl: string }) {
  const server = await fakePlatform({
    'POST /redirect-session/v1/redirect-session': { redirectSession },
  });
  return { server, client: clientOf(server, { redirects }) };
}

describe('redirects', () => {
  it('creates a redirect session on the documented path', async () => {
    const redirectSession = { id: 'r1', fullUrl: 'http://localhost:4000/hosted/checkout?s=r1' };
    const { server, client } = await clientAnswering(redirectSession);
    const options = {
      ecomCheckout: { checkoutId: 'ch1' },
      callbacks: { postFlowUrl: 'http://localhost:3000/cart' },
    };
    await expect(client.redirects.createRedirectSession(options)).resolves.toEqual({
      redirectSession,
    });
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/redirect-session/v1/redirect-session', body: options },
    ]);
  });

  it('sends a bookings checkout with the slot exactly as availability returned it', async () => {
    const redirectSession = { id: 'r2', fullUrl: 'http://localhost:4000/checkout/r2' };
    const { server, client } = await clientAnswering(redirectSession);
    const slotAvailability = {
      slot: {
        serviceId: 's1',
        startDate: '2026-03-02T09:00:00+01:00',
        endDate: '2026-03-02T10:00:00+01:00',
        timezone: 'Europe/Berlin',
        resource: { id: 'staff1' },
      },
      bookable: true,
      totalSpots: 1,
      openSpots: 1,
      bookingPolicyViolations: {},
    };
    const callbacks = {
      postFlowUrl: 'http://localhost:3000/booking',
      thankYouPageUrl: 'http://localhost:3000/booking',
    };
    const { redirectSession: session } = await client.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability, timezone: 'America/New_York' },
      callbacks,
    });
    expect(session.fullUrl).toBe('http://localhost:4000/checkout/r2');
    expect(apiCalls(server)[0]?.body).toEqual({
      bookingsCheckout: { slotAvailability, timezone: 'America/New_York' },
      callbacks,
    });
  });

  it.each([
    ['paidPlansCheckout', { paidPlansCheckout: { planId: 'p1' } }],
    ['login', { login: {} }],
    ['logout', { logout: { clientId: 'c' } }],
    ['membersAccount', { membersAccount: { section: 'SUBSCRIPTIONS' as const } }],
  ])('sends the %s intent as given, with its callbacks', async (_name, intent) => {
    const redirectSession = { id: 'r3', fullUrl: 'http://localhost:4000/hosted/r3' };
    const { server, client } = await clientAnswering(redirectSession);
    const callbacks = {
      postFlowUrl: 'http://localhost:3000/subscriptions',
      planListUrl: 'http://localhost:3000/subscriptions',
      thankYouPageUrl: 'http://localhost:3000/subscriptions',
    };
    await client.redirects.createRedirectSession({ ...intent, callbacks });
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/redirect-session/v1/redirect-session',
        body: { ...intent, callbacks },
      },
    ]);
  });
});
