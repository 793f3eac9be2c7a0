// The members' account pages with the official SDK. Its createRedirectSession has no
// membersAccount intent (not in its options, and it builds the request from the intents it knows,
// dropping the field), so an app asks the documented REST endpoint itself with the SDK's own
// fetchWithAuth, which carries the logged-in member's tokens (code + PKCE). The fullUrl then opens
// as the member's browser would open it, with no token of its own: the session carries the member,
// as the storefront's /members page relies on. The page shows that member's own records and leads
// back to the app's postFlowUrl.
import { describe, expect, it } from 'vitest';
import { IdentityErrorCode } from '@headless/contract';
import { withPremiumSite } from '../../fixtures/platform-cli';
import type { redirects } from '@wix/redirects';
import {
  freeAppointment,
  line,
  openPaidPlanCheckout,
  openSlot,
  productNamed,
  reserve,
  workshop,
} from '../kit/catalog';
import { CALLBACKS, visitorClient, type VisitorClient } from '../kit/clients';
import { BUYER, submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

type Section = NonNullable<redirects.RedirectSessionMembersAccountParams['section']>;

/** Where the app wants the member back: its own members page. */
const POST_FLOW_URL = 'http://127.0.0.1:3999/members';

/** Each section the platform offers, its heading, and what of the member's purchases it lists. */
const SECTIONS: { section: Section; heading: string; record: keyof Purchases | 'email' }[] = [
  { section: 'ACCOUNT_INFO', heading: 'My account', record: 'email' },
  { section: 'BOOKINGS', heading: 'My bookings', record: 'service' },
  { section: 'ORDERS', heading: 'My orders', record: 'order' },
  { section: 'SUBSCRIPTIONS', heading: 'My subscriptions', record: 'plan' },
  { section: 'EVENTS', heading: 'My events', record: 'eventOrder' },
];

type Purchases = Awaited<ReturnType<typeof buyOneOfEach>>;

/** One booking, store order, plan and event ticket, each on its hosted checkout, as `client`. */
async function buyOneOfEach(client: VisitorClient) {
  const service = await freeAppointment(client);
  const slotAvailability = await openSlot(client, service._id);
  const booked = await client.redirects.createRedirectSession({
    bookingsCheckout: { slotAvailability, timezone: 'UTC' },
    callbacks: CALLBACKS,
  });
  await submitHostedForm(booked.redirectSession?.fullUrl ?? '', {
    name: 'Ada Official',
    email: 'ada@example.com',
    participants: '1',
  });

  const mug = await productNamed(client, 'Ceramic Coffee Mug');
  await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
  });
  const paying = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: CALLBACKS,
  });
  const thanks = await submitHostedForm(paying.redirectSession?.fullUrl ?? '', {
    ...BUYER,
    paymentOutcome: 'pay',
    action: 'place-order',
  });
  const order = await client.ecomOrders.getOrder(thanks.searchParams.get('orderId') ?? '');

  const plan = await openPaidPlanCheckout(client);
  await submitHostedForm(plan.fullUrl, { paymentOutcome: 'pay' });

  const event = await workshop(client);
  const reservationId = await reserve(client, event.eventId, event.passId);
  const ticketed = await client.redirects.createRedirectSession({
    eventsCheckout: { eventSlug: event.slug, reservationId },
    callbacks: CALLBACKS,
  });
  const back = await submitHostedForm(ticketed.redirectSession?.fullUrl ?? '', {
    'buyer.firstName': 'Ada',
    'buyer.lastName': 'Official',
    'buyer.email': 'ada@example.com',
  });
  return {
    service: service.name ?? '',
    order: `#${order.number}`,
    plan: plan.name,
    eventOrder: back.searchParams.get('orderNumber') ?? '',
  };
}

/** The documented REST endpoint of Create Redirect Session, as an app calls it by hand. */
const REDIRECT_SESSION = 'https://www.wixapis.com/redirect-session/v1/redirect-session';

/** A membersAccount redirect session asked for with the client's own tokens: status and body. */
async function askForAccount(client: VisitorClient, section: string) {
  const response = await client.fetchWithAuth(REDIRECT_SESSION, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      membersAccount: { section },
      callbacks: { postFlowUrl: POST_FLOW_URL },
    }),
  });
  const body = (await response.json()) as { redirectSession?: { fullUrl?: string } };
  return { status: response.status, body };
}

/** The account page of one section as the member's browser gets it from the session's fullUrl. */
async function openAccount(client: VisitorClient, section: Section) {
  const asked = await askForAccount(client, section);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const fullUrl = asked.body.redirectSession?.fullUrl ?? '';
  expect(fullUrl).toMatch(/\/hosted\/members-account\/[\w-]+$/);
  const response = await fetch(fullUrl);
  const body = await response.text();
  expect(response.status, body.slice(0, 2000)).toBe(200);
  return { fullUrl, body };
}

/** Where the page's "Back to the site" link goes. */
const backLinkOf = (body: string) =>
  /<a href="([^"]*)"\s+data-testid="back-to-site"/.exec(body)?.[1];

describe('members account', () => {
  it("opens every section of the member's own account, never another member's, and leads back to the site", async () => {
    await withPremiumSite(async () => {
      const ada = await newMember();
      const grace = await newMember();
      const bought = await buyOneOfEach(ada.client);
      const mine = { ...bought, email: ada.email };
      for (const [what, shown] of Object.entries(mine)) expect(shown, what).not.toBe('');
      for (const { section, heading, record } of SECTIONS) {
        const own = await openAccount(ada.client, section);
        expect(own.body, section).toContain(`<h1>${heading}</h1>`);
        expect(own.body, section).toContain(mine[record]);
        expect(backLinkOf(own.body), section).toBe(POST_FLOW_URL);

        const other = await openAccount(grace.client, section);
        expect(other.body, section).toContain(`<h1>${heading}</h1>`);
        expect(other.body, section).not.toContain(mine[record]);
        expect(other.body, section).toContain(
          section === 'ACCOUNT_INFO' ? grace.email : 'Nothing here yet.',
        );
      }
    });
  });

  it("has no membersAccount intent in the SDK's createRedirectSession: the call is refused", async () => {
    const { client } = await newMember();
    const error = await client.redirects
      .createRedirectSession({
        // @ts-expect-error The official SDK's options have no membersAccount; it drops the field.
        membersAccount: { section: 'BOOKINGS' },
        callbacks: { postFlowUrl: POST_FLOW_URL },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: {
        validationError: {
          fieldViolations: [expect.objectContaining({ violatedRule: 'REQUIRED_ONE_OF_FIELD' })],
        },
      },
    });
  });

  it('refuses a visitor, a section the account does not have, and an unknown link', async () => {
    const visitor = await askForAccount(visitorClient(), 'ACCOUNT_INFO');
    expect(visitor.status).toBe(403);
    expect(visitor.body).toMatchObject({
      details: { applicationError: { code: IdentityErrorCode.memberOnly } },
    });

    const { client } = await newMember();
    const unknown = await askForAccount(client, 'WISHLIST');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      details: {
        validationError: {
          fieldViolations: [expect.objectContaining({ field: 'membersAccount.section' })],
        },
      },
    });

    const { fullUrl } = await openAccount(client, 'ACCOUNT_INFO');
    const edited = await fetch(`${fullUrl}?section=WISHLIST`);
    expect(edited.status).toBe(404);
    expect(await edited.text()).toContain('This account has no section “WISHLIST”');
    const gone = await fetch(fullUrl.replace(/[\w-]+$/, '00000000-0000-4000-8000-000000000000'));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This account link is unknown or has expired.');
  });

  it("ends the member's account link when they log out", async () => {
    const { client } = await newMember();
    const { fullUrl } = await openAccount(client, 'ORDERS');
    const { logoutUrl } = await client.auth.logout(POST_FLOW_URL);
    expect(logoutUrl).toEqual(expect.any(String));
    const after = await fetch(fullUrl);
    expect(after.status).toBe(404);
    expect(await after.text()).toContain('This account link is unknown or has expired.');
  });
});
