import { backOn, expect, onPlatform, test } from '../../fixtures';
import {
  BUYER,
  COMMUNITY_PASS,
  HostedEventsCheckoutPage,
  TicketsPage,
  WORKSHOP,
} from './tickets-pages';

// The demo site is not premium, and a free ticket needs no payment: the whole flow works as seeded.
test('gets a free ticket on the demo site as it is, with no payment step', async ({ page }) => {
  const tickets = new TicketsPage(page);
  const hosted = new HostedEventsCheckoutPage(page);
  await tickets.openEvent(WORKSHOP);
  await expect(tickets.ticket(COMMUNITY_PASS)).toContainText('Free');
  await expect(tickets.quantity(COMMUNITY_PASS)).toHaveAttribute('max', '2');
  await tickets.reserve(COMMUNITY_PASS, 1);

  await expect(page).toHaveURL(onPlatform('/hosted/events-checkout/'));
  await expect(page.getByRole('heading', { name: WORKSHOP })).toBeVisible();
  await expect(page.locator('[name="paymentOutcome"]')).toHaveCount(0);
  await hosted.fillBuyer(BUYER);
  await hosted.placeOrder.click();

  await expect(page).toHaveURL(backOn('/tickets', 'orderNumber'));
  await expect(tickets.orderStatus).toHaveText('Confirmed, nothing to pay');
  await expect(tickets.confirmation.getByTestId('ticket-order-tickets').locator('li')).toHaveCount(
    1,
  );
});
