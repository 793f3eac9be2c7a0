import type { BrowserContext, Page } from '@playwright/test';
import type { Tokens } from '@headless/sdk';
import { events, orders } from '@headless/sdk/events';
import { redirects } from '@headless/sdk/redirects';
import {
  expect,
  platformCli,
  sessionClient,
  sessionTokens,
  storefrontUrl,
  test,
  usePremiumSite,
} from '../../fixtures';
import { BUYER, HostedEventsCheckoutPage, JAZZ, TicketsPage } from './tickets-pages';

const VIP = 'VIP Table';

usePremiumSite();

function ticketsClient(tokens: Tokens) {
  return sessionClient(tokens, { events, orders, redirects });
}

async function vipOf(client: ReturnType<typeof ticketsClient>, eventId: string) {
  const { definitions } = await client.orders.listAvailableTickets({ eventId, limit: 100 });
  const vip = definitions.find((d) => d.name === VIP);
  if (!vip) throw new Error(`the demo jazz night has no ${VIP} ticket`);
  return vip;
}

/** A reservation of one VIP ticket at the jazz night, with the hosted checkout open on it. */
async function openHostedCheckout(page: Page, context: BrowserContext) {
  await new TicketsPage(page).goto();
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
  const ticketsLeft = async () => {
    const vip = await vipOf(client, jazz.id);
    return { sold: vip.dashboard.ticketsSold, reserved: vip.dashboard.ticketsReserved };
  };
  return {
    client,
    jazz,
    reservation,
    hosted,
    url: redirectSession.fullUrl,
    before: await ticketsLeft(),
    ticketsLeft,
  };
}

/**
 * The way back tells the site the checkout ended without tickets (a CHECKOUT ERROR callback), and
 * /tickets says so.
 */
async function backToTheSite(page: Page, error: string) {
  await new HostedEventsCheckoutPage(page).backToSite.click();
  await expect(page).toHaveURL(
    (url) =>
      url.href.startsWith(`${storefrontUrl}/tickets?`) &&
      url.searchParams.get('callbackType') === 'CHECKOUT' &&
      url.searchParams.get('status') === 'ERROR' &&
      url.searchParams.get('error') === error,
  );
  const tickets = new TicketsPage(page);
  await expect(tickets.title).toHaveText('Events & Tickets');
  // The storefront says it in words: no tickets, nothing charged.
  await expect(tickets.returnNotice).toHaveAttribute('data-kind', 'problem');
  await expect(tickets.returnNotice).toContainText('No tickets bought');
  await expect(tickets.returnNotice).toContainText('Nothing was charged.');
}

// A reservation that stops holding its tickets while the buyer is on the hosted page ends on a
// clear page, and nothing is sold: here the site cancels it.
test('a reservation canceled while the buyer is paying shows its own page; nothing is sold', async ({
  page,
  context,
}) => {
  const { client, jazz, reservation, hosted, before, ticketsLeft } = await openHostedCheckout(
    page,
    context,
  );
  await client.orders.cancelReservation(reservation.id, jazz.id);
  await hosted.pay('pay');

  await expect(page.getByRole('heading', { name: 'Your reservation was canceled' })).toBeVisible();
  await expect(page.getByText('Nothing was ordered and nothing was charged.')).toBeVisible();
  expect(await ticketsLeft()).toEqual({ sold: before.sold, reserved: before.reserved - 1 });
  await backToTheSite(page, 'RESERVATION_CANCELED');
});

// The hold runs out while the buyer is still on the hosted page (the CLI ends it now instead of
// waiting the event's 20 minutes): placing the order says it expired, and the ticket is free again.
test('a reservation that expires before the order is placed sells nothing and frees its ticket', async ({
  page,
  context,
}) => {
  const { reservation, hosted, url, before, ticketsLeft } = await openHostedCheckout(page, context);
  await expect(hosted.countdown).toHaveText(/^(19|20):\d\d$/);

  await platformCli('reservations', 'expire', reservation.id);
  await hosted.pay('pay');

  await expect(page.getByRole('heading', { name: 'Your reservation expired' })).toBeVisible();
  expect(await ticketsLeft()).toEqual({ sold: before.sold, reserved: before.reserved - 1 });
  // Opening the checkout link again shows the same page, not the form.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Your reservation expired' })).toBeVisible();
  await expect(hosted.placeOrder).toHaveCount(0);
  await backToTheSite(page, 'RESERVATION_EXPIRED');
});
