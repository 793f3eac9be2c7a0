import { backOn, expect, onPlatform, test, usePremiumSite } from '../../fixtures';
import { BUYER, GENERAL, HostedEventsCheckoutPage, JAZZ, TicketsPage } from './tickets-pages';

usePremiumSite();

test('reserves tickets, pays on the hosted checkout and sees the order number back', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  const hosted = new HostedEventsCheckoutPage(page);
  await tickets.goto();
  await expect(tickets.title).toHaveText('Events & Tickets');
  await expect(tickets.events.filter({ hasText: JAZZ })).toContainText(/EST|EDT/);
  await tickets.chooseEvent(JAZZ);
  await expect(tickets.ticket(GENERAL)).toContainText('$25.00');
  await expect(tickets.ticket(GENERAL).getByTestId('ticket-state')).toHaveText('On sale');
  await tickets.reserve(GENERAL, 2);

  await expect(page).toHaveURL(onPlatform('/hosted/events-checkout/'));
  await expect(page.getByRole('heading', { name: JAZZ })).toBeVisible();
  await expect(hosted.countdown).toHaveText(/^(19|20):\d\d$/);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText(GENERAL);
  await expect(hosted.details).toBeVisible();
  await hosted.fillBuyer(BUYER);
  await hosted.pay('pay');

  await expect(page).toHaveURL(backOn('/tickets', 'orderNumber'));
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  await expect(tickets.orderNumber).toHaveText(orderNumber);
  await expect(tickets.orderStatus).toHaveText('Paid');
  await expect(tickets.confirmation.getByTestId('ticket-order-tickets').locator('li')).toHaveCount(
    2,
  );
});

// As the store, booking and plan checkouts do: no page of its own to leave by hand.
test('a declined payment comes back to /tickets at once, saying so in words, with no order shown', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  const hosted = new HostedEventsCheckoutPage(page);
  await tickets.openEvent(JAZZ);
  await tickets.reserve(GENERAL, 1);
  await expect(hosted.details).toBeVisible();
  await hosted.fillBuyer(BUYER);
  await hosted.pay('decline');

  await tickets.expectDeclinedReturn('Nothing was charged and no tickets were bought');
  await expect(tickets.confirmation).toHaveCount(0);
});
