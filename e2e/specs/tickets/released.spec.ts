import { createClient, type Tokens } from '@headless/sdk';
import { events, orders } from '@headless/sdk/events';
import { redirects } from '@headless/sdk/redirects';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import {
  expect,
  platformCli,
  platformUrl,
  sessionTokens,
  storefrontUrl,
  test,
} from '../../fixtures';
import { BUYER, HostedEventsCheckoutPage, JAZZ, TicketsPage } from './tickets-pages';

const VIP = 'VIP Table';

test.beforeAll(async () => {
  await platformCli('sites', 'premium', 'on');
});
test.afterAll(async () => {
  await platformCli('sites', 'premium', 'off');
});

function ticketsClient(tokens: Tokens) {
  return createClient({
    clientId: SAMPLE_CLIENT_ID,
    apiBaseUrl: platformUrl,
    tokens,
    modules: { events, orders, redirects },
  });
}

async function vipOf(client: ReturnType<typeof ticketsClient>, eventId: string) {
  const { definitions } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
  const vip = definitions.find((d) => d.name === VIP);
  if (!vip) throw new Error(`the demo jazz night has no ${VIP} ticket`);
  return vip;
}

// A reservation that stops holding its tickets while the buyer is on the hosted page (here the
// site cancels it; expiry takes the same path) ends on a clear page, and nothing is sold.
test('a reservation no longer held shows its own page on the hosted checkout; nothing is sold', async ({
  page,
  context,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.goto();
  const client = ticketsClient(await sessionTokens(context));
  const { items } = await client.events.queryEvents().limit(50).find();
  const jazz = items.find((e) => e.title === JAZZ);
  if (!jazz?.id || !jazz.slug) throw new Error('the demo site has no jazz night');
  const before = await vipOf(client, jazz.id);

  const reservation = await client.orders.createReservation({
    eventId: jazz.id,
    ticketQuantities: [{ ticketDefinitionId: before.id, quantity: 1 }],
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    eventsCheckout: { eventSlug: jazz.slug, reservationId: reservation.id },
    callbacks: { postFlowUrl: `${storefrontUrl}/tickets` },
  });
  await page.goto(redirectSession.fullUrl);
  const hosted = new HostedEventsCheckoutPage(page);
  await hosted.fillBuyer(BUYER);

  await client.orders.cancelReservation(reservation.id, jazz.id);
  await hosted.pay('pay');

  await expect(page.getByRole('heading', { name: 'Your reservation was canceled' })).toBeVisible();
  await expect(page.getByText('Nothing was ordered and nothing was charged.')).toBeVisible();
  const after = await vipOf(client, jazz.id);
  expect(after.dashboard.ticketsSold).toBe(before.dashboard.ticketsSold);
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(`${storefrontUrl}/tickets`);
  await expect(tickets.title).toHaveText('Events & Tickets');
});
