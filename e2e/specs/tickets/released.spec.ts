import type { BrowserContext, Page } from '@playwright/test';
import type { Tokens } from '@headless/sdk';
import { events, orders, ticketReservations } from '@headless/sdk/events';
import { redirects } from '@headless/sdk/redirects';
import {
  expect,
  platformCli,
  sessionClient,
  visitorSessionTokens,
  storefrontUrl,
  test,
  usePremiumSite,
} from '../../fixtures';
import { BUYER, HostedEventsCheckoutPage, JAZZ, TicketsPage } from './tickets-pages';

const VIP = 'VIP Table';

usePremiumSite();

function ticketsClient(tokens: Tokens) {
  return sessionClient(tokens, { events, orders, ticketReservations, redirects });
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
  const client = ticketsClient(await visitorSessionTokens(context));
  const { items } = await client.events.queryEvents().limit(50).find();
  const jazz = items.find((e) => e.title === JAZZ);
  if (!jazz?.id || !jazz.slug) throw new Error('the demo site has no jazz night');
  const before = await vipOf(client, jazz.id);
  const reservation = await client.ticketReservations.createTicketReservation({
    tickets: [{ ticketDefinitionId: before.id, quantity: 1 }],
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
 * Back on the site at once, told the checkout ended without tickets (a CHECKOUT ERROR callback),
 * and /tickets says so.
 */
async function backOnTheSite(page: Page, error: string) {
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

// A reservation that stops holding its tickets while the buyer is on the hosted page sends the
// buyer back to the site at once, as the other checkouts do, and nothing is sold: here the site
// cancels it.
test('a reservation canceled while the buyer is paying returns to the site at once; nothing is sold', async ({
  page,
  context,
}) => {
  const { client, reservation, hosted, before, ticketsLeft } = await openHostedCheckout(
    page,
    context,
  );
  await client.ticketReservations.cancelTicketReservation(reservation.id);
  await hosted.pay('pay');

  await backOnTheSite(page, 'RESERVATION_CANCELED');
  expect(await ticketsLeft()).toEqual({ sold: before.sold, reserved: before.reserved - 1 });
});

// The hold runs out while the buyer is still on the hosted page (the CLI ends it now instead of
// waiting the event's 20 minutes): placing the order returns to the site saying it expired, and
// the ticket is free again.
test('a reservation that expires before the order is placed returns to the site and frees its ticket', async ({
  page,
  context,
}) => {
  const { reservation, hosted, url, before, ticketsLeft } = await openHostedCheckout(page, context);
  await expect(hosted.countdown).toHaveText(/^(19|20):\d\d$/);

  await platformCli('reservations', 'expire', reservation.id);
  await hosted.pay('pay');

  await backOnTheSite(page, 'RESERVATION_EXPIRED');
  expect(await ticketsLeft()).toEqual({ sold: before.sold, reserved: before.reserved - 1 });
  // Opening the checkout link again returns to the site too, not to the form.
  await page.goto(url);
  await backOnTheSite(page, 'RESERVATION_EXPIRED');
});

// The newcomer saw the countdown keep going after the hold had run out.
test('the countdown stops at zero and says the reservation expired; Place order is off', async ({
  page,
  context,
}) => {
  await page.clock.install();
  const { hosted } = await openHostedCheckout(page, context);
  await expect(hosted.countdown).toHaveText(/^(19|20):\d\d$/);
  await expect(hosted.placeOrder).toBeEnabled();

  await page.clock.fastForward('20:30');
  await expect(hosted.countdown).toHaveText('0:00');
  await expect(hosted.timerNote).toHaveText(/^Time is up: your reservation expired/);
  await expect(hosted.timerNote).toHaveAttribute('role', 'alert');
  await expect(hosted.placeOrder).toBeDisabled();
  // Stopped: a minute later it still reads zero, not a negative or a new count.
  await page.clock.fastForward('01:00');
  await expect(hosted.countdown).toHaveText('0:00');
});
