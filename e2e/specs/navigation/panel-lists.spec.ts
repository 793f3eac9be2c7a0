import { expect, test, usePremiumSite } from '../../fixtures';
import { MUG } from '../store/store-helpers';
import { JAZZ, TicketsPage } from '../tickets/tickets-pages';

// A panel indents its plain lists; a list that lays itself out (the tickets, the cart's lines)
// keeps its own spacing, flush with the panel's text.

usePremiumSite();

test('the ticket list sits flush in its panel, its rows spaced by the list alone', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.goto();
  await tickets.chooseEvent(JAZZ);
  const list = page.getByTestId('ticket-list');
  await expect(list).toHaveCSS('padding-left', '0px');
  await expect(list).toHaveCSS('margin-bottom', '16px');
  await expect(tickets.tickets.nth(1)).toHaveCSS('margin-top', '0px');
});

test("the cart's lines sit flush in the cart panel", async ({ storePage }) => {
  await storePage.goto();
  await storePage.addToCart(MUG);
  const lines = storePage.cart.getByRole('list');
  await expect(lines).toHaveCSS('padding-left', '0px');
});
