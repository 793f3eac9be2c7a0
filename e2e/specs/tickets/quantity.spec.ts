import { ValidationError } from '@headless/sdk';
import { orders, ticketReservations, wixEvents } from '@headless/sdk/events';
import { expect, sessionClient, visitorSessionTokens, test } from '../../fixtures';
import { GENERAL, JAZZ, TicketsPage } from './tickets-pages';

// A newcomer typed "-3" and got 3 tickets: a quantity is a whole number from 0 up, or refused.
test('a negative or fractional ticket quantity is refused with a message, and reserves nothing', async ({
  page,
}) => {
  const tickets = new TicketsPage(page);
  await tickets.openEvent(JAZZ);
  const quantity = tickets.quantity(GENERAL);
  const problem = tickets.ticket(GENERAL).getByTestId('ticket-quantity-error');

  await quantity.fill('');
  await quantity.pressSequentially('-3');
  await expect(problem).toHaveText('A quantity cannot be negative. Enter 0 or more.');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(/A quantity cannot be negative/);
  await expect(tickets.reserveButton).toBeDisabled();
  await expect(tickets.reserveButton).toHaveText('Reserve');

  await quantity.fill('1.5');
  await expect(problem).toHaveText('Tickets come whole: enter a whole number.');
  await expect(tickets.reserveButton).toBeDisabled();
  // Enter in the field reserves nothing either: the page stays, no checkout opens.
  await quantity.press('Enter');
  await expect(page).toHaveURL(/\/tickets$/);

  await quantity.fill('2');
  await expect(problem).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(tickets.reserveButton).toHaveText('Reserve 2 tickets');
});

test('the platform answers a negative or fractional quantity with a 400 naming the field', async ({
  page,
  context,
}) => {
  await new TicketsPage(page).goto();
  const client = sessionClient(await visitorSessionTokens(context), {
    wixEvents,
    orders,
    ticketReservations,
  });
  const { items } = await client.wixEvents.queryEvents().limit(50).find();
  const jazz = items.find((e) => e.title === JAZZ);
  if (!jazz?.id) throw new Error('the demo site has no jazz night');
  const { definitions } = await client.orders.listAvailableTickets({ eventId: jazz.id });
  const general = definitions.find((d) => d.name === GENERAL);
  if (!general) throw new Error(`the jazz night has no ${GENERAL} ticket`);

  for (const quantity of [-3, 1.5]) {
    const error = await client.ticketReservations
      .createTicketReservation({ tickets: [{ ticketDefinitionId: general.id, quantity }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'ticketReservation.tickets.0.quantity',
    ]);
  }
});
