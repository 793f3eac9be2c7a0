import { expect, setSitePremium, test } from '../../fixtures';
import { GENERAL, JAZZ, TicketsPage } from './tickets-pages';

test.beforeAll(() => setSitePremium(false));

// The demo site starts without premium: paid tickets cannot go to the hosted checkout.
test('offers the premium upgrade when paid tickets meet a site that is not premium', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(JAZZ);
  await tickets.reserve(GENERAL, 1);

  await expect(tickets.premiumModal).toBeVisible();
  await expect(tickets.premiumModal).toContainText('npm run platform -- sites premium on');
  await expect(tickets.error).toBeVisible();
  await expect(page).toHaveURL(/\/tickets$/);
});
